import Foundation
import Testing

@testable import StrobeCLI

@Suite struct SHA256Tests {
  /// FIPS 180-4 / NIST example vectors.
  @Test func knownVectors() throws {
    #expect(
      try SHA256.hexDigest([UInt8]())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      try SHA256.hexDigest(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // 56 bytes: the padding spills into a second block.
    #expect(
      try SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    // 112 bytes, two full blocks of message.
    #expect(
      try SHA256.hexDigest(
        Array(
          ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
            + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu").utf8))
        == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
  }

  @Test func digestIsThirtyTwoBytesAndDataWorks() throws {
    #expect(try SHA256.hash(Data("abc".utf8)).count == 32)
    #expect(try SHA256.hash(Data("abc".utf8)).first == 0xBA)
  }
}
