import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes files all-or-nothing: a temporary file in the destination's folder, `fsync`, `rename`.
///
/// Readers of the destination see either the old content or the complete new content, never
/// a partial file. On any failure the temporary file is removed and an existing destination
/// is left untouched. The destination, when it exists, must be a regular file: a symbolic
/// link (to a file, to a folder, or dangling) is refused and left as it is, so output never
/// lands outside the folder it names; a folder, device node, FIFO or socket is refused too,
/// so output is never renamed over `/dev/full` or the like. Every step runs relative to one
/// open descriptor of the folder (docs/limits.md, "Files on disk"). An existing file's
/// permission bits are kept; a new file gets `0666` minus the umask.
public enum AtomicFileWriter {
  /// Atomically replaces the file at `url` with `data`.
  ///
  /// Errors: ``RenderError/notAFileURL(url:)``, ``RenderError/directoryNotFound(path:)`` and
  /// ``RenderError/notADirectory(path:)`` for a bad folder,
  /// ``RenderError/destinationIsSymbolicLink(path:target:)``,
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
    let destination = try AtomicDestination(url: url)
    let (fd, tempName, tempPath) = try destination.openTemporaryFile()
    var open = true
    do {
      try writeBytes(data, fd, tempPath)
      if fsync(fd) != 0 { throw SystemError.io("fsync", path: tempPath) }
      open = false
      if close(fd) != 0 { throw SystemError.io("close", path: tempPath) }
      try destination.publish(tempName)
    } catch {
      if open { _ = close(fd) }
      destination.remove(tempName)
      destination.close()
      throw error
    }
    destination.syncAndClose()
  }

  /// Throws ``RenderError/destinationIsSymbolicLink(path:target:)`` when `path` itself is a
  /// symbolic link (not followed; to a file, a folder or nothing), so callers can refuse a
  /// whole plan of outputs before writing the first; anything else passes (the writer checks
  /// the rest).
  public static func refuseSymbolicLink(at path: String) throws {
    guard AtomicDestination.isSymbolicLink(path) else { return }
    let folderFD = Glibc.open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if folderFD >= 0 { _ = close(folderFD) } }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let target = folderFD >= 0 ? AtomicDestination.linkText(folderFD: folderFD, name: name) : "?"
    throw RenderError.destinationIsSymbolicLink(path: path, target: target)
  }

  /// The folder part of `path` (`"."` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// Removes the temporary files that earlier, killed runs left in `folder`; returns their
  /// names, sorted.
  ///
  /// Only names of the writers' own pattern, `.<name>.<pid>.<token>.tmp` (pid in decimal,
  /// token in base 36), are considered, and only when they are regular files (never links)
  /// owned by this user whose process id no longer exists (`kill(pid, 0)` fails with
  /// `ESRCH`). A live process's file, even another writer's, is left alone, and so is every
  /// other name. Errors (an unreadable folder, a file removed meanwhile) are ignored.
  @discardableResult
  public static func removeStaleTemporaryFiles(inFolder folder: String) -> [String] {
    let fd = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0, let dir = fdopendir(fd) else {
      if fd >= 0 { _ = close(fd) }
      return []
    }
    defer { closedir(dir) }
    var removed: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let pid = temporaryFileOwner(name), pid != getpid() else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      var info = stat()
      guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
        info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid()
      else { continue }
      if unlinkat(fd, name, 0) == 0 { removed.append(name) }
    }
    return removed.sorted()
  }

  /// The process id in a temporary file name `.<name>.<pid>.<token>.tmp`; nil for any
  /// other name.
  static func temporaryFileOwner(_ name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    let token = parts[parts.count - 1]
    let pidText = parts[parts.count - 2]
    let stem = parts[..<(parts.count - 2)].joined(separator: ".")
    guard !stem.isEmpty, !token.isEmpty, token.count <= 13,
      token.allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) }),
      !pidText.isEmpty, pidText.count <= 10, pidText.allSatisfy({ ("0"..."9").contains($0) }),
      let pid = pid_t(pidText), pid > 0
    else { return nil }
    return pid
  }
}
