import Foundation
import StrobeGeometry

#if canImport(Glibc)
  import Glibc
#endif

/// Reads whole files that must be regular files, without ever blocking on anything else.
///
/// The file is opened with `O_NONBLOCK` (so opening a FIFO with no writer returns at once
/// instead of waiting) and checked with `fstat` on the open descriptor (so a file swapped
/// between a check and the open cannot slip through): a FIFO, device, socket or folder is
/// refused, and a regular file larger than the limit is refused before it is read. Used for
/// scene files, `contents` images and `strobe verify` inputs (docs/limits.md, "Files on
/// disk"); standard input (`-`) is read elsewhere.
public enum RegularFile {
  /// Why a file could not be read.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path names something other than a regular file; `kind` says what
    /// (`"FIFO"`, `"folder"`, `"character device"`…).
    case notRegular(kind: String)
    /// The regular file holds `size` bytes, more than `limit`.
    case tooLarge(size: Int, limit: Int)
    /// A system call failed; `message` is its `strerror` text (`"no such file"` for
    /// `ENOENT`).
    case system(message: String)

    /// The reason in words: `it is a FIFO, not a regular file`, `no such file` and so on.
    public var description: String {
      switch self {
      case .notRegular(let kind): return "it is a \(kind), not a regular file"
      case .tooLarge(let size, let limit): return "\(size) bytes, more than \(limit)"
      case .system(let message): return message
      }
    }
  }

  /// The bytes of the regular file at `path`, at most `limit` of them.
  public static func read(atPath path: String, limit: Int = .max) throws(Failure) -> Data {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      // Opening a socket fails with ENXIO: name what it is instead.
      var info = stat()
      if code == ENXIO || code == EOPNOTSUPP, stat(path, &info) == 0 {
        throw .notRegular(kind: FileKind.name(ofMode: info.st_mode))
      }
      throw .system(message: code == ENOENT ? "no such file" : String(cString: strerror(code)))
    }
    defer { _ = close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw .system(message: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .notRegular(kind: FileKind.name(ofMode: info.st_mode))
    }
    let size = Int(info.st_size)
    if size > limit { throw .tooLarge(size: size, limit: limit) }
    // Read to the end (the file may have changed size since fstat), never past the limit,
    // into memory that is not cleared first (every byte handed out has been read).
    var capacity = min(size, limit) + 1
    guard var buffer = malloc(capacity) else { throw .system(message: "out of memory") }
    var owned = true
    defer { if owned { free(buffer) } }
    var filled = 0
    while true {
      if filled == capacity {
        if filled > limit { throw .tooLarge(size: filled, limit: limit) }
        let grown = min(max(capacity * 2, 4096), limit == .max ? .max : limit + 1)
        guard let moved = realloc(buffer, grown) else {
          throw .system(message: "out of memory")
        }
        buffer = moved
        capacity = grown
      }
      let got = Glibc.read(fd, buffer + filled, capacity - filled)
      if got < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .system(message: String(cString: strerror(errno)))
      }
      if got == 0 { break }
      filled += got
    }
    if filled > limit { throw .tooLarge(size: filled, limit: limit) }
    owned = false
    return Data(bytesNoCopy: buffer, count: filled, deallocator: .free)
  }
}
