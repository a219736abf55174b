import Foundation
import StrobeGeometry

#if canImport(Glibc)
  import Glibc
#endif

/// The place an atomic write publishes to: an open descriptor of the destination's folder
/// and the file name inside it.
///
/// The folder is opened once (symbolic links in the folder part of the path are followed, as
/// a shell's `cd` would); every later step — the check of the existing name, creating the
/// temporary file, comparing contents, `rename` and the folder `fsync` — is made relative to
/// that descriptor (`fstatat`, `openat` with `O_NOFOLLOW`, `renameat`), so a folder renamed or
/// swapped for a link during the write cannot redirect it. The name itself must not be a
/// symbolic link (``RenderError/destinationIsSymbolicLink(path:target:)``); one planted
/// after the check is replaced by the `rename`, never followed. See docs/limits.md, "Files on
/// disk".
struct AtomicDestination {
  /// The folder, open read-only as a directory.
  let folderFD: Int32
  /// The folder as the caller spelled it (`"."` for a bare name).
  let folder: String
  /// The file name inside the folder.
  let name: String
  /// The destination path as the caller spelled it (for messages).
  let path: String
  /// The permission bits of the regular file already at the destination, if any.
  let existingMode: mode_t?

  /// Checks `url` as a destination and opens its folder.
  ///
  /// The URL must be a file URL in an existing folder, naming nothing or a regular file.
  init(url: URL) throws {
    guard url.isFileURL else { throw RenderError.notAFileURL(url: url.absoluteString) }
    // The path as the caller spelled it (relative paths stay relative in messages).
    let path = url.relativePath
    guard !path.isEmpty, !path.hasSuffix("/") else {
      throw RenderError.destinationNotRegularFile(path: path, kind: "folder")
    }
    let folder = AtomicFileWriter.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == "." || name == ".." {
      throw RenderError.destinationNotRegularFile(path: path, kind: "folder")
    }
    try Self.checkFolder(folder)
    let fd = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw SystemError.io("open folder", path: folder) }
    var info = stat()
    var existingMode: mode_t?
    if fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
      let kind = info.st_mode & S_IFMT
      if kind == S_IFLNK {
        let target = Self.linkText(folderFD: fd, name: name)
        _ = Glibc.close(fd)
        throw RenderError.destinationIsSymbolicLink(path: path, target: target)
      }
      guard kind == S_IFREG else {
        _ = Glibc.close(fd)
        throw RenderError.destinationNotRegularFile(
          path: path, kind: FileKind.name(ofMode: info.st_mode))
      }
      existingMode = info.st_mode & 0o7777
    } else if errno != ENOENT {
      let error = SystemError.io("stat", path: path)
      _ = Glibc.close(fd)
      throw error
    }
    self.folderFD = fd
    self.folder = folder
    self.name = name
    self.path = path
    self.existingMode = existingMode
  }

  /// Whether `path` names a symbolic link itself (not followed); false when it is missing.
  static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// What the link `name` in the folder points to, as written in the link.
  static func linkText(folderFD: Int32, name: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlinkat(folderFD, name, &buffer, Int(PATH_MAX))
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Creates a new, uniquely named hidden file `.<name>.<pid>.<token>.tmp` in the folder
  /// (never following a link); returns its descriptor and name.
  func createTemporaryFile() throws -> (fd: Int32, name: String) {
    var base = name
    if base.utf8.count > 100 { base = "output" }  // stay under NAME_MAX with the suffix
    var attempts = 0
    while true {
      let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let tempName = ".\(base).\(getpid()).\(token).tmp"
      let fd = openat(
        folderFD, tempName, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, tempName) }
      attempts += 1
      if errno != EEXIST || attempts >= 16 {
        throw SystemError.io("create temporary file", path: "\(folder)/\(tempName)")
      }
    }
  }

  /// The temporary file both atomic writers start from: ``createTemporaryFile()``, given the
  /// existing destination's permission bits; returns its descriptor, name and path (folder
  /// as spelled + name, for messages).
  ///
  /// On failure nothing is left behind: the temporary file (if made) is closed and removed
  /// and the folder descriptor closed, so the caller owns the folder only on success.
  func openTemporaryFile() throws -> (fd: Int32, name: String, path: String) {
    let (fd, tempName): (Int32, String)
    do {
      (fd, tempName) = try createTemporaryFile()
    } catch {
      close()
      throw error
    }
    let tempPath = "\(folder)/\(tempName)"
    if let existingMode, fchmod(fd, existingMode) != 0 {
      let error = SystemError.io("chmod", path: tempPath)
      _ = Glibc.close(fd)
      remove(tempName)
      close()
      throw error
    }
    return (fd, tempName, tempPath)
  }

  /// Renames the temporary file `tempName` over the destination name (replacing a link
  /// planted since the check, never following it).
  func publish(_ tempName: String) throws {
    if renameat(folderFD, tempName, folderFD, name) != 0 {
      throw SystemError.io("rename", path: path)
    }
  }

  /// Removes the temporary file `tempName`, ignoring failure.
  func remove(_ tempName: String) {
    _ = unlinkat(folderFD, tempName, 0)
  }

  /// `fsync`s the folder (making a rename durable; failure cannot undo it, so it is ignored)
  /// and closes it.
  func syncAndClose() {
    _ = fsync(folderFD)
    _ = Glibc.close(folderFD)
  }

  /// Closes the folder descriptor.
  func close() {
    _ = Glibc.close(folderFD)
  }

  /// Opens the regular file now at the destination for reading (nil for anything else,
  /// a link included).
  func openExisting() -> Int32? {
    let fd = openat(folderFD, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      _ = Glibc.close(fd)
      return nil
    }
    return fd
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
        candidate = AtomicFileWriter.folder(of: candidate)
        if stat(candidate, &info) == 0 {
          if info.st_mode & S_IFMT != S_IFDIR { throw RenderError.notADirectory(path: candidate) }
          break
        }
      }
      throw RenderError.notADirectory(path: folder)
    }
    throw SystemError.io("stat", path: folder, code: code)
  }
}
