import CLazyLibrary
import CZip
import Foundation

/// A zip archive in memory, read through libzip (read-only, with libzip's consistency checks
/// of the central directory against the local headers).
///
/// Only ``DotLottieArchive`` uses it. The archive is opened for one call of
/// ``withArchive(_:file:_:)`` over the caller's bytes, so libzip never holds a pointer into
/// memory that can move; every failure is a ``LottieError/archive(file:entry:reason:)``.
/// libzip is opened on first use (docs/performance.md §Lazy libraries): without it, opening an
/// archive throws ``LottieError/libraryUnavailable(file:library:package:reason:)``.
final class ZipReader {
  /// One entry of the central directory.
  struct Entry: Sendable, Hashable {
    /// The entry's index in the central directory.
    var index: UInt64
    /// The entry's name (UTF-8; libzip converts CP437 names).
    var name: String
    /// The uncompressed size the central directory declares.
    var size: UInt64
    /// Whether the entry is encrypted (not readable without a password).
    var isEncrypted: Bool
  }

  private let archive: OpaquePointer
  /// The archive's name in messages.
  let file: String

  private init(archive: OpaquePointer, file: String) {
    self.archive = archive
    self.file = file
  }

  /// Opens `data` as a zip archive for the duration of `body`.
  ///
  /// - Throws: ``LottieError/archive(file:entry:reason:)`` when libzip cannot open it (not a
  ///   zip file, a damaged or inconsistent central directory),
  ///   ``LottieError/libraryUnavailable(file:library:package:reason:)`` when libzip cannot be
  ///   loaded, and whatever `body` throws.
  static func withArchive<T>(_ data: Data, file: String, _ body: (ZipReader) throws -> T) throws
    -> T
  {
    try requireLibrary(strobe_zip_load(), file: file)
    return try data.withUnsafeBytes { raw in
      var error = zip_error_t()
      zip_error_init(&error)
      defer { zip_error_fini(&error) }
      guard let source = zip_source_buffer_create(raw.baseAddress, UInt64(raw.count), 0, &error)
      else {
        throw LottieError.archive(
          file: file, entry: nil, reason: "libzip: " + String(cString: zip_error_strerror(&error)))
      }
      guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
        zip_source_free(source)
        throw LottieError.archive(
          file: file, entry: nil,
          reason: "not a readable zip archive (libzip: "
            + String(cString: zip_error_strerror(&error)) + ")")
      }
      defer { zip_discard(archive) }  // frees the source too
      return try body(ZipReader(archive: archive, file: file))
    }
  }

  /// The number of entries in the central directory.
  var entryCount: Int { Int(zip_get_num_entries(archive, 0)) }

  /// The entry at `index` of the central directory.
  func entry(at index: Int) throws -> Entry {
    var stat = zip_stat_t()
    zip_stat_init(&stat)
    guard zip_stat_index(archive, UInt64(index), 0, &stat) == 0 else {
      throw LottieError.archive(
        file: file, entry: nil, reason: "entry \(index): libzip: \(errorText)")
    }
    guard stat.valid & UInt64(ZIP_STAT_NAME) != 0, let name = stat.name else {
      throw LottieError.archive(file: file, entry: nil, reason: "entry \(index) has no name")
    }
    let encrypted =
      stat.valid & UInt64(ZIP_STAT_ENCRYPTION_METHOD) != 0
      && stat.encryption_method != UInt16(ZIP_EM_NONE)
    return Entry(
      index: UInt64(index), name: String(cString: name),
      size: stat.valid & UInt64(ZIP_STAT_SIZE) != 0 ? stat.size : 0, isEncrypted: encrypted)
  }

  /// The bytes of `entry`, inflated, refused past `limit` bytes whatever the central
  /// directory declares (the data is read in 64 KiB pieces and the count checked as it
  /// grows, so a size that lies costs at most `limit` bytes).
  ///
  /// - Returns: The bytes, or nil when the entry inflates to more than `limit` bytes.
  /// - Throws: ``LottieError/archive(file:entry:reason:)`` when the entry cannot be read
  ///   (encrypted, an unknown compression method, corrupt data, a CRC mismatch).
  func read(_ entry: Entry, limit: Int) throws -> Data? {
    if entry.isEncrypted {
      throw LottieError.archive(
        file: file, entry: entry.name, reason: "the entry is encrypted; it cannot be read")
    }
    guard let handle = zip_fopen_index(archive, entry.index, 0) else {
      throw LottieError.archive(file: file, entry: entry.name, reason: "libzip: \(errorText)")
    }
    defer { zip_fclose(handle) }
    var out = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { zip_fread(handle, $0.baseAddress!, UInt64($0.count)) }
      if n < 0 {
        let reason = String(cString: zip_error_strerror(zip_file_get_error(handle)))
        throw LottieError.archive(file: file, entry: entry.name, reason: "libzip: \(reason)")
      }
      if n == 0 { return out }
      guard out.count + Int(n) <= limit else { return nil }
      out.append(contentsOf: chunk[0..<Int(n)])
    }
  }

  /// Throws ``LottieError/libraryUnavailable(file:library:package:reason:)`` when `status`
  /// reports that libzip did not load (the stubs would only return failure values).
  static func requireLibrary(_ status: StrobeLazyStatus, file: String) throws {
    guard let reason = status.error else { return }
    throw LottieError.libraryUnavailable(
      file: file, library: String(cString: status.soname),
      package: String(cString: status.package), reason: String(cString: reason))
  }

  /// libzip's text for the archive's last error.
  private var errorText: String { String(cString: zip_strerror(archive)) }
}
