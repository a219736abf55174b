import Foundation

/// What kind of content a file holds, judged from its first bytes: the rule behind `--force`.
///
/// `strobe render` replaces an existing output file without `--force` only when it is
/// empty or holds the same kind of content as the new output (a PNG over a PNG, a PDF over a
/// PDF, an SVG over an SVG). Anything else — another format, or a file that is none of them,
/// such as a scene or a text file that happens to have the output's name — needs `--force`.
/// Folders, devices, FIFOs and sockets are never replaced, `--force` or not
/// (``StrobeRender/AtomicFileWriter``).
enum OutputKind: Equatable, CustomStringConvertible {
  case png
  case pdf
  case svg
  /// Non-empty content that is none of the three.
  case other

  /// How many leading bytes are read to judge a file.
  static let sniffLength = 512

  /// The kind of `data` (only its first ``sniffLength`` bytes are looked at).
  init(data: Data) {
    let head = [UInt8](data.prefix(Self.sniffLength))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if head.starts(with: Array("%PDF-".utf8)) {
      self = .pdf
    } else {
      var text = String(decoding: head, as: UTF8.self)
      if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      let trimmed = text.drop { $0.isWhitespace }
      self =
        trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<svg") || trimmed.hasPrefix("<!--")
        ? .svg : .other
    }
  }

  /// The kind of the regular, non-empty file at `path`; nil when there is no such file, it
  /// is empty or not a regular file (a symbolic link is not followed), or it cannot be read
  /// (the writer reports those).
  static func ofFile(at path: String) -> OutputKind? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: sniffLength) else { return nil }
    return OutputKind(data: head)
  }

  /// `a PNG image`, `a PDF document`, `an SVG document`, `other content`.
  var description: String {
    switch self {
    case .png: return "a PNG image"
    case .pdf: return "a PDF document"
    case .svg: return "an SVG document"
    case .other: return "other content"
    }
  }
}
