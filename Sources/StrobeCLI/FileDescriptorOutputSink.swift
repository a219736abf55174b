#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An ``OutputSink`` writing straight to a file descriptor (unbuffered `write(2)` calls).
///
/// Write errors other than interruption are ignored, as `print` ignores them: a closed pipe
/// must not turn into a second error report.
public final class FileDescriptorOutputSink: OutputSink, Sendable {
  /// The descriptor written to.
  public let fileDescriptor: Int32

  /// A sink for `fileDescriptor`; the sink does not close it.
  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// The process's standard output (descriptor 1).
  public static let standardOutput = FileDescriptorOutputSink(fileDescriptor: 1)
  /// The process's standard error (descriptor 2).
  public static let standardError = FileDescriptorOutputSink(fileDescriptor: 2)

  /// Writes all of `bytes`, retrying after interruptions and partial writes.
  public func write(bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(
          fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

/// `write(2)`, under a name that does not clash with the sink's own `write`.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, pointer, count)
}
