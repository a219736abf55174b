import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes files all-or-nothing: a temporary file in the destination's folder, `fsync`, `rename`.
///
/// Readers of the destination see either the old content or the complete new content, never
/// a partial file. On any failure the temporary file is removed and an existing destination
/// is left untouched. The destination, when it exists, must be a regular file (or a symbolic
/// link to one, which is followed, so the link survives): a folder, device node, FIFO or
/// socket is refused, so output is never renamed over `/dev/full` or the like. An existing
/// file's permission bits are kept; a new file gets `0666` minus the umask.
public enum AtomicFileWriter {
  /// Atomically replaces the file at `url` with `data`.
  ///
  /// Errors: ``RenderError/notAFileURL(url:)``, ``RenderError/directoryNotFound(path:)`` and
  /// ``RenderError/notADirectory(path:)`` for a bad folder,
  /// ``RenderError/destinationNotRegularFile(path:kind:)``, and
  /// ``RenderError/io(operation:path:code:message:)`` for a failed system call (with the
  /// path and `strerror` text, e.g. `ENOSPC`).
  public static func write(_ data: Data, to url: URL) throws {
    try write(data, to: url, writeBytes: SystemError.writeAll)
  }

  /// ``write(_:to:)`` with the byte writer injectable, so tests can make the write fail.
  static func write(
    _ data: Data, to url: URL, writeBytes: (Data, Int32, String) throws -> Void
  ) throws {
    let (path, existingMode) = try destination(of: url)
    let folder = folder(of: path)
    let (fd, tempPath) = try createTemporaryFile(in: folder, for: path)
    var open = true
    do {
      if let existingMode, fchmod(fd, existingMode) != 0 {
        throw SystemError.io("chmod", path: tempPath)
      }
      try writeBytes(data, fd, tempPath)
      if fsync(fd) != 0 { throw SystemError.io("fsync", path: tempPath) }
      open = false
      if close(fd) != 0 { throw SystemError.io("close", path: tempPath) }
      if rename(tempPath, path) != 0 { throw SystemError.io("rename", path: path) }
    } catch {
      if open { _ = close(fd) }
      _ = unlink(tempPath)
      throw error
    }
    // Make the rename durable; failure here cannot undo it, so it is not reported.
    let folderFD = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderFD >= 0 {
      _ = fsync(folderFD)
      _ = close(folderFD)
    }
  }

  /// Checks `url` as a destination and returns the path to replace.
  ///
  /// The URL must be a file URL in an existing folder, naming nothing or a regular file (a
  /// symbolic link to one is resolved). Also returns the existing file's permission bits.
  static func destination(of url: URL) throws -> (path: String, existingMode: mode_t?) {
    guard url.isFileURL else { throw RenderError.notAFileURL(url: url.absoluteString) }
    // The path as the caller spelled it (relative paths stay relative in messages).
    var path = url.relativePath
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw RenderError.destinationNotRegularFile(path: path, kind: "folder")
    }
    try checkFolder(folder(of: path))

    var info = stat()
    var existingMode: mode_t?
    if lstat(path, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFLNK {
        guard let resolved = realpath(path, nil) else {
          throw RenderError.destinationNotRegularFile(
            path: path, kind: "symbolic link to a missing file")
        }
        path = String(cString: resolved)
        free(resolved)
        guard stat(path, &info) == 0 else { throw SystemError.io("stat", path: path) }
      }
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw RenderError.destinationNotRegularFile(
          path: path, kind: SystemError.kind(ofMode: info.st_mode))
      }
      existingMode = info.st_mode & 0o7777
    } else if errno != ENOENT {
      throw SystemError.io("stat", path: path)
    }
    return (path, existingMode)
  }

  /// The folder part of `path` (`"."` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// Throws unless `folder` exists and is a folder, naming the offending path.
  private static func checkFolder(_ folder: String) throws {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else { throw RenderError.notADirectory(path: folder) }
      return
    }
    let code = errno
    if code == ENOENT { throw RenderError.directoryNotFound(path: folder) }
    if code == ENOTDIR {
      // Name the first existing ancestor that is not a folder.
      var candidate = folder
      while candidate != "/" && candidate != "." {
        candidate = self.folder(of: candidate)
        if stat(candidate, &info) == 0 {
          if info.st_mode & S_IFMT != S_IFDIR { throw RenderError.notADirectory(path: candidate) }
          break
        }
      }
      throw RenderError.notADirectory(path: folder)
    }
    throw SystemError.io("stat", path: folder, code: code)
  }

  /// Creates a new, uniquely named hidden file next to `path`; returns its descriptor and path.
  static func createTemporaryFile(
    in folder: String, for path: String
  ) throws -> (Int32, String) {
    var name = path.split(separator: "/").last.map(String.init) ?? "output"
    if name.utf8.count > 100 { name = "output" }  // stay under NAME_MAX with the suffix
    var attempts = 0
    while true {
      let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let tempPath = "\(folder)/.\(name).\(getpid()).\(token).tmp"
      let fd = Glibc.open(tempPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, tempPath) }
      attempts += 1
      if errno != EEXIST || attempts >= 16 {
        throw SystemError.io("create temporary file", path: tempPath)
      }
    }
  }
}
