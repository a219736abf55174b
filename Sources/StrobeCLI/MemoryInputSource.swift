/// An ``InputSource`` that returns fixed bytes, for tests.
public final class MemoryInputSource: InputSource {
  /// The bytes every ``readAll()`` returns.
  public let bytes: [UInt8]

  /// A source returning `bytes`.
  public init(bytes: [UInt8] = []) {
    self.bytes = bytes
  }

  /// A source returning `text` as UTF-8.
  public convenience init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// The number of bytes the last read handed out (0 before any read), so tests can check
  /// that a bounded read stops early.
  public private(set) var bytesDelivered = 0

  /// Returns ``bytes``.
  public func readAll() throws -> [UInt8] {
    bytesDelivered = bytes.count
    return bytes
  }

  /// Returns the first `count` of ``bytes`` (all of them when there are fewer).
  public func read(atMost count: Int) throws -> [UInt8] {
    let result = Array(bytes.prefix(max(0, count)))
    bytesDelivered = result.count
    return result
  }
}
