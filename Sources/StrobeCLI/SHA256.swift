import CCrypto
import Foundation
import StrobeRender

/// SHA-256 (FIPS 180-4), for the `--manifest` checksums.
///
/// Computed by OpenSSL's libcrypto (its EVP digest API), opened on first use
/// (docs/performance.md §Lazy libraries): ``hash(_:)`` returns the 32-byte digest and
/// ``hexDigest(_:)`` its 64 lowercase hex digits. Without libcrypto they throw
/// ``RenderError/libraryUnavailable(library:package:neededFor:reason:)``.
public enum SHA256 {
  /// The 32-byte digest of `bytes`.
  public static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws -> [UInt8] {
    let stream = try SHA256Stream()
    let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
      stream.update(UnsafeRawBufferPointer(buffer))
    }
    if contiguous == nil { Array(bytes).withUnsafeBytes { stream.update($0) } }
    return try stream.finish()
  }

  /// The digest of `bytes` as 64 lowercase hexadecimal digits.
  public static func hexDigest<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws -> String {
    hex(try hash(bytes))
  }

  /// `digest` as lowercase hexadecimal digits.
  static func hex(_ digest: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out = [UInt8]()
    out.reserveCapacity(digest.count * 2)
    for byte in digest {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0xF)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Opens libcrypto (once per process), or throws the error naming it.
  static func requireLibrary() throws {
    if let reason = strobe_crypto_load().error { throw unavailable(String(cString: reason)) }
  }

  /// The error naming libcrypto (its file and Debian package, from the loader) and `reason`.
  static func unavailable(_ reason: String) -> RenderError {
    let status = strobe_crypto_load()
    return RenderError.libraryUnavailable(
      library: String(cString: status.soname), package: String(cString: status.package),
      neededFor: "SHA-256 checksums (--manifest)", reason: reason)
  }
}
