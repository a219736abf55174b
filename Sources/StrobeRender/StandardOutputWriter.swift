import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes output to standard output (`-o -`) or another open file handle, reporting failures.
///
/// Unlike `print` or `FileHandle.standardOutput.write(_:)` (which trap or ignore errors), every
/// `write(2)` result is checked, short writes are retried, and the data is `fsync`ed when the
/// descriptor supports it, so a full disk or `/dev/full` (`ENOSPC`), a closed pipe (`EPIPE`,
/// when `SIGPIPE` is ignored) and similar failures become a thrown
/// ``RenderError/io(operation:path:code:message:)``.
public enum StandardOutputWriter {
  /// Writes `data` to standard output (descriptor 1), after flushing C stdio buffers.
  public static func write(_ data: Data) throws {
    if fflush(nil) != 0 { throw SystemError.io("flush", path: "<stdout>") }
    try write(data, toDescriptor: STDOUT_FILENO, name: "<stdout>")
  }

  /// Writes `data` to `handle`; `name` labels the destination in errors.
  public static func write(_ data: Data, to handle: FileHandle, name: String = "<stdout>") throws {
    try write(data, toDescriptor: handle.fileDescriptor, name: name)
  }

  /// Writes `data` to descriptor `fd` and syncs it when the descriptor supports syncing.
  static func write(_ data: Data, toDescriptor fd: Int32, name: String) throws {
    try SystemError.writeAll(data, to: fd, path: name)
    if fsync(fd) != 0 {
      let code = errno
      // Pipes, terminals and character devices cannot be synced; that is not a failure.
      if code != EINVAL && code != EROFS && code != ENOTSUP && code != EOPNOTSUPP {
        throw SystemError.io("fsync", path: name, code: code)
      }
    }
  }
}
