import CCrypto

/// SHA-256 over bytes that arrive in pieces (a file streamed to disk), with the result of
/// ``SHA256/hash(_:)`` on their concatenation; one libcrypto digest context, finished once.
final class SHA256Stream {
  /// The libcrypto context (nil once finished).
  private var context: UnsafeMutableRawPointer?
  /// Whether an update failed (reported by ``finish()``).
  private var failed = false
  /// Bytes hashed so far.
  private(set) var byteCount = 0

  /// A new computation; throws when libcrypto cannot be opened.
  init() throws {
    try SHA256.requireLibrary()
    guard let context = strobe_sha256_begin() else {
      throw SHA256.unavailable("EVP_DigestInit_ex failed")
    }
    self.context = context
  }

  deinit {
    if let context {
      var scratch = [UInt8](repeating: 0, count: 32)
      _ = strobe_sha256_finish(context, &scratch)
    }
  }

  /// Adds `bytes` to the message.
  func update(_ bytes: UnsafeRawBufferPointer) {
    byteCount += bytes.count
    guard let context, bytes.count > 0 else { return }
    if strobe_sha256_update(context, bytes.baseAddress, bytes.count) != 1 { failed = true }
  }

  /// The 32-byte digest; the stream is finished (no more updates count).
  func finish() throws -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    let ok = context.map { strobe_sha256_finish($0, &digest) == 1 } ?? false
    context = nil
    guard ok, !failed else { throw SHA256.unavailable("the digest failed") }
    return digest
  }

  /// The digest as 64 lowercase hexadecimal digits (finishes the stream).
  func hexDigest() throws -> String { SHA256.hex(try finish()) }
}
