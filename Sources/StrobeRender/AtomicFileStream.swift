import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file written piece by piece and published all-or-nothing, like ``AtomicFileWriter``.
///
/// ``init(url:)`` checks the destination exactly as ``AtomicFileWriter/write(_:to:)`` does and
/// creates a hidden temporary file next to it; ``write(_:)-(Data)`` appends bytes (buffered, 256 KiB
/// at a time); ``commit(skipIfIdentical:)`` syncs the file and renames it over the destination;
/// ``abort()`` (also run when the stream is dropped without committing, and after any failed
/// call) removes the temporary file, leaving an existing destination untouched. Memory use is
/// the buffer, whatever the file size. The byte count and an optional observer of every byte
/// (for checksums) are available while writing.
///
/// Not thread-safe: use one stream from one thread at a time.
public final class AtomicFileStream {
  /// The size of the write buffer, in bytes.
  public static let bufferSize = 1 << 18

  /// The destination path, as given.
  public let path: String
  /// Bytes written so far.
  public private(set) var byteCount = 0
  /// Called with every chunk of bytes, in order, before it is buffered (for checksums).
  public var observer: ((UnsafeRawBufferPointer) -> Void)?

  private let destination: AtomicDestination
  private let tempName: String
  private let tempPath: String
  private var fd: Int32
  private var buffer: UnsafeMutableRawPointer
  private var buffered = 0
  private var isOpen = true
  private var folderOpen = true

  /// Creates the temporary file for `url`.
  ///
  /// - Throws: the errors of ``AtomicFileWriter/write(_:to:)``: a URL that is not a file URL,
  ///   a missing folder, a destination that is a symbolic link or not a regular file, or a
  ///   failed system call.
  public init(url: URL) throws {
    let destination = try AtomicDestination(url: url)
    let (fd, tempName, tempPath) = try destination.openTemporaryFile()
    self.destination = destination
    self.path = destination.path
    self.fd = fd
    self.tempName = tempName
    self.tempPath = tempPath
    buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.bufferSize, alignment: 16)
  }

  deinit {
    abort()
    if folderOpen { destination.close() }
    buffer.deallocate()
  }

  /// Appends `bytes`; on failure the temporary file is removed and the error rethrown.
  ///
  /// - Throws: ``RenderError/io(operation:path:code:message:)`` when writing fails (the
  ///   path is the temporary file's), or when the stream was committed or aborted.
  public func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard isOpen else { throw SystemError.io("write", path: tempPath, code: EBADF) }
    observer?(bytes)
    byteCount += bytes.count
    var offset = 0
    while offset < bytes.count {
      if buffered == Self.bufferSize { try flush() }
      let n = min(bytes.count - offset, Self.bufferSize - buffered)
      (buffer + buffered).copyMemory(from: bytes.baseAddress! + offset, byteCount: n)
      buffered += n
      offset += n
    }
  }

  /// Appends `data` (see ``write(_:)-(UnsafeRawBufferPointer)``).
  public func write(_ data: Data) throws {
    try data.withUnsafeBytes { try write($0) }
  }

  /// Publishes the file: flushes, `fsync`s and renames it over the destination; returns true.
  ///
  /// With `skipIfIdentical`, when the destination is a regular file holding exactly the
  /// written bytes, the temporary file is removed instead, the destination (and its
  /// modification time) is left alone, and the result is false.
  ///
  /// - Throws: ``RenderError/io(operation:path:code:message:)`` for a failed `write`,
  ///   `fsync`, `close` or `rename`; the temporary file is then removed.
  @discardableResult
  public func commit(skipIfIdentical: Bool = false) throws -> Bool {
    guard isOpen else { throw SystemError.io("commit", path: tempPath, code: EBADF) }
    do {
      try flush()
      if skipIfIdentical, try sameContent() {
        abort()
        return false
      }
      if fsync(fd) != 0 { throw SystemError.io("fsync", path: tempPath) }
      isOpen = false
      if close(fd) != 0 {
        destination.remove(tempName)
        throw SystemError.io("close", path: tempPath)
      }
      do {
        try destination.publish(tempName)
      } catch {
        destination.remove(tempName)
        throw error
      }
    } catch {
      abort()
      throw error
    }
    folderOpen = false
    destination.syncAndClose()
    return true
  }

  /// Removes the temporary file (the destination is untouched); later calls do nothing.
  public func abort() {
    guard isOpen else { return }
    isOpen = false
    _ = close(fd)
    destination.remove(tempName)
  }

  /// Writes the buffer to the file; aborts and throws on failure.
  private func flush() throws {
    guard buffered > 0 else { return }
    do {
      try SystemError.writeAll(
        Data(bytesNoCopy: buffer, count: buffered, deallocator: .none), to: fd, path: tempPath)
    } catch {
      abort()
      throw error
    }
    buffered = 0
  }

  /// Whether the destination is a regular file with exactly the bytes of the temporary file
  /// (compared 64 KiB at a time).
  private func sameContent() throws -> Bool {
    guard let other = destination.openExisting() else { return false }
    defer { _ = close(other) }
    var info = stat()
    guard fstat(other, &info) == 0, Int(info.st_size) == byteCount else { return false }
    let chunk = 1 << 16
    var mine = [UInt8](repeating: 0, count: chunk)
    var theirs = [UInt8](repeating: 0, count: chunk)
    var offset = 0
    while offset < byteCount {
      let want = min(chunk, byteCount - offset)
      let a = mine.withUnsafeMutableBytes { pread(fd, $0.baseAddress, want, off_t(offset)) }
      let b = theirs.withUnsafeMutableBytes { pread(other, $0.baseAddress, want, off_t(offset)) }
      guard a == want, b == want, mine[..<want] == theirs[..<want] else { return false }
      offset += want
    }
    return true
  }
}
