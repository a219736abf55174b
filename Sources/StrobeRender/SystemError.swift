import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds ``RenderError/io(operation:path:code:message:)`` values from `errno`.
enum SystemError {
  /// The error for a failed `operation` on `path` with error number `code`.
  static func io(_ operation: String, path: String, code: Int32 = errno) -> RenderError {
    RenderError.io(
      operation: operation, path: path, code: code, message: String(cString: strerror(code)))
  }

  /// Writes all of `data` to `fd`, retrying on `EINTR` and short writes.
  static func writeAll(_ data: Data, to fd: Int32, path: String) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard var pointer = buffer.baseAddress else { return }
      var remaining = buffer.count
      while remaining > 0 {
        let n = Glibc.write(fd, pointer, remaining)
        if n < 0 {
          if errno == EINTR { continue }
          throw io("write", path: path)
        }
        if n == 0 { throw io("write", path: path, code: EIO) }
        pointer += n
        remaining -= n
      }
    }
  }
}
