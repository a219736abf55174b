import Foundation
import Testing

@testable import StrobeCLI

@Suite struct SHA256StreamTests {
  /// NIST vectors, fed in uneven pieces (1, 7, 63, 64, 65 bytes…).
  @Test func piecesGiveTheKnownDigests() throws {
    let cases: [(String, String)] = [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
    ]
    for (text, digest) in cases {
      for piece in [1, 7, 63, 64, 65] {
        let stream = try SHA256Stream()
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
          let end = min(offset + piece, bytes.count)
          bytes[offset..<end].withUnsafeBytes { stream.update($0) }
          offset = end
        }
        #expect(try stream.hexDigest() == digest, "\(text.count) bytes in pieces of \(piece)")
      }
    }
  }

  @Test func millionAs() throws {
    // NIST: one million 'a' → cdc76e5c…
    let stream = try SHA256Stream()
    let chunk = [UInt8](repeating: 0x61, count: 1000)
    for _ in 0..<1000 { chunk.withUnsafeBytes { stream.update($0) } }
    #expect(stream.byteCount == 1_000_000)
    #expect(
      try stream.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
