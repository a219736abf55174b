/// A fixed table from short string keys to values, looked up with a cheap hash.
///
/// Decoding a scene looks up every member key of every layer in its type's key table
/// (docs/performance.md §Key tables). `Dictionary<String, _>` hashes a key with SipHash, a few
/// hundred instructions for a short key; this table hashes the key's UTF-8 bytes with FNV-1a
/// and probes linearly in a power-of-two slot array, then compares the key itself. It is built
/// once and never changes; hostile keys can only make a lookup probe longer in a table of a
/// few dozen known keys, never change its answer.
struct StringKeyTable<Value: Sendable>: Sendable {
  /// The keys, first occurrence of each only, and their values at the same positions.
  private let keys: [String]
  private let values: [Value]
  /// For each slot, the index of its key plus one (0: empty); a power of two long, at least
  /// twice the keys.
  private let slots: [Int]

  /// A table of `pairs`; a repeated key keeps its first value.
  init(_ pairs: [(String, Value)]) {
    var size = 4
    while size < pairs.count * 2 { size *= 2 }
    var slots = [Int](repeating: 0, count: size)
    var keys: [String] = []
    var values: [Value] = []
    for (key, value) in pairs {
      var slot = Self.hash(key) & (size - 1)
      var repeated = false
      while slots[slot] != 0 {
        if keys[slots[slot] - 1] == key {
          repeated = true
          break
        }
        slot = (slot + 1) & (size - 1)
      }
      guard !repeated else { continue }
      keys.append(key)
      values.append(value)
      slots[slot] = keys.count
    }
    self.keys = keys
    self.values = values
    self.slots = slots
  }

  /// The position of `key` (for ``value(at:)``), nil when the table has no such key.
  func index(of key: String) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while true {
      let entry = slots[slot]
      guard entry != 0 else { return nil }
      if keys[entry - 1] == key { return entry - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// The value at a position ``index(of:)`` gave.
  func value(at index: Int) -> Value { values[index] }

  /// The value of `key`, nil when the table has no such key.
  subscript(key: String) -> Value? { index(of: key).map(value(at:)) }

  /// Whether the table has `key`.
  func contains(_ key: String) -> Bool { index(of: key) != nil }

  /// FNV-1a of the key's UTF-8 bytes, folded so the low bits depend on every byte.
  ///
  /// A native string's bytes are read in place (a small one's from the stack), one multiply
  /// per byte; only a bridged string without contiguous storage goes through its iterator.
  private static func hash(_ key: String) -> Int {
    func fnv<S: Sequence<UInt8>>(_ bytes: S) -> Int {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
    return key.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(key.utf8)
  }
}
