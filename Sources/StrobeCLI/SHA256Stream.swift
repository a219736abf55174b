/// SHA-256 over bytes that arrive in pieces (a file streamed to disk), with the result of
/// ``SHA256/hash(_:)`` on their concatenation.
struct SHA256Stream {
  private var state = SHA256.initial
  private var schedule = [UInt32](repeating: 0, count: 64)
  private var block = [UInt8](repeating: 0, count: 64)
  private var filled = 0
  /// Bytes hashed so far.
  private(set) var byteCount = 0

  /// Adds `bytes` to the message.
  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    byteCount += bytes.count
    var offset = 0
    while offset < bytes.count {
      let n = min(64 - filled, bytes.count - offset)
      for i in 0..<n { block[filled + i] = bytes[offset + i] }
      filled += n
      offset += n
      if filled == 64 {
        block.withUnsafeBufferPointer {
          SHA256.compress(&state, block: $0.baseAddress!, schedule: &schedule)
        }
        filled = 0
      }
    }
  }

  /// The digest as 64 lowercase hexadecimal digits (pads a copy; the stream is unchanged).
  func hexDigest() -> String {
    var copy = self
    let bitLength = UInt64(byteCount) &* 8
    var tail: [UInt8] = [0x80]
    while (byteCount + tail.count) % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    tail.withUnsafeBytes { copy.update($0) }
    let digits = Array("0123456789abcdef".utf8)
    var out = [UInt8]()
    for word in copy.state {
      for shift in [28, 24, 20, 16, 12, 8, 4, 0] {
        out.append(digits[Int((word >> UInt32(shift)) & 0xF)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
