import Foundation

/// Everything that can go wrong while rendering, encoding, decoding, verifying or writing output.
///
/// Every case carries the context needed to act on it: the Cairo call and Cairo's own status
/// text, librsvg's or poppler's error message, the library that could not be loaded, the file
/// path and the system error text.
/// ``description`` turns each into a one-line message suitable for a command-line tool.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A Cairo call failed; `operation` names what was being done (for example
  /// `"fill (operation 3)"` or `"finish SVG surface"`), `status` is `cairo_status_to_string`.
  case cairo(operation: String, status: String)
  /// The canvas size is not usable: width or height not finite or not positive, or a
  /// non-positive/non-finite scale.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// The raster would exceed Cairo's limit of `limit` pixels per side.
  case sizeTooLarge(pixelWidth: Double, pixelHeight: Double, limit: Int)
  /// The raster would have more pixels than ``Renderer/maximumPixels`` (`limit`).
  case surfaceLimitExceeded(pixelWidth: Int, pixelHeight: Int, limit: Int)
  /// A draw-list operation carries a value Cairo cannot take (NaN colour, negative dash…).
  case invalidOperation(index: Int, reason: String)
  /// Group and clip operations are not properly nested (`index` is the offending operation,
  /// or the operation count when something is left open at the end).
  case unbalancedOperations(index: Int, reason: String)
  /// A PDF was requested with no pages.
  case noPages
  /// librsvg could not load or render an SVG document.
  case svgReadFailed(message: String)
  /// poppler could not load or render a PDF document.
  case pdfReadFailed(message: String)
  /// A PDF page index outside `0..<pageCount`.
  case pageOutOfRange(page: Int, pageCount: Int)
  /// A C library opened on first use cannot be loaded (docs/performance.md §Lazy libraries):
  /// `library` is the file the dynamic loader looked for (`librsvg-2.so.2`), `package` the
  /// Debian package that installs it, `neededFor` what needed it (`verifying SVG`) and
  /// `reason` the loader's message.
  case libraryUnavailable(library: String, package: String, neededFor: String, reason: String)
  /// PNG data could not be decoded (`status` is Cairo's status text).
  case pngDecodeFailed(status: String)
  /// JPEG data could not be decoded (`reason`: libjpeg's message or the limit it broke).
  case jpegDecodeFailed(reason: String)
  /// Strobe's PNG writer failed (`reason` says where: libdeflate allocation or compression).
  case pngEncodeFailed(reason: String)
  /// A ``RasterImage``'s pixel buffer does not hold `width × height × 4` bytes.
  case invalidPixelBuffer(width: Int, height: Int, byteCount: Int)
  /// A system call failed on `path`: `operation` is the call (`"open"`, `"write"`,
  /// `"rename"`…), `code` the errno value and `message` its `strerror` text.
  case io(operation: String, path: String, code: Int32, message: String)
  /// The destination's folder does not exist.
  case directoryNotFound(path: String)
  /// The destination's folder is not a folder (for example a regular file).
  case notADirectory(path: String)
  /// The destination exists and is not a regular file (a folder, device, FIFO, socket…);
  /// output is never renamed over such a node. `kind` says what it is.
  case destinationNotRegularFile(path: String, kind: String)
  /// The destination is a symbolic link (to a file, a folder or nothing): output is never
  /// written through a link, nor does it replace one. `target` is the link's text.
  case destinationIsSymbolicLink(path: String, target: String)
  /// The destination URL is not a `file:` URL.
  case notAFileURL(url: String)
  /// A ``PDFPageStream`` or ``StreamingPNGEncoder`` was used after it finished or failed.
  case streamClosed
  /// A banded PNG export would exceed its limits: at most `limit` pixels in all and
  /// ``Renderer/maximumPixelSide`` pixels of width.
  case bandedSizeTooLarge(pixelWidth: Double, pixelHeight: Double, limit: Int)
  /// A contact sheet would be wider or taller than ``Renderer/maximumPixelSide`` pixels.
  case contactSheetTooLarge(pixelWidth: Double, pixelHeight: Double, frames: Int)
  /// ``Renderer/svgIDPrefix`` is not a letter or `_` followed by letters, digits, `_`, `-`
  /// or `.` (ASCII), so the ids it starts would not be valid XML names.
  case invalidSVGIDPrefix(prefix: String)
  /// An animated SVG's time window is not finite or ends before it starts.
  case invalidAnimationWindow(from: Double, to: Double)

  /// A one-line message naming what failed and why.
  public var description: String {
    switch self {
    case .cairo(let operation, let status):
      return "Cairo failed during \(operation): \(status)"
    case .invalidSize(let width, let height, let scale):
      return
        "invalid canvas size \(width)×\(height) at scale \(scale): width, height and scale "
        + "must be finite and greater than 0"
    case .sizeTooLarge(let w, let h, let limit):
      return
        "raster of \(Self.pixels(w))×\(Self.pixels(h)) pixels is too large: at most \(limit) "
        + "pixels per side"
    case .surfaceLimitExceeded(let w, let h, let limit):
      return
        "raster too large: \(w)×\(h) = \(w * h) pixels (limit \(limit))"
    case .invalidOperation(let index, let reason):
      return "invalid draw operation \(index): \(reason)"
    case .unbalancedOperations(let index, let reason):
      return "unbalanced group/clip operations at operation \(index): \(reason)"
    case .noPages:
      return "a PDF needs at least one page"
    case .svgReadFailed(let message):
      return "librsvg could not read the SVG: \(message)"
    case .pdfReadFailed(let message):
      return "poppler could not read the PDF: \(message)"
    case .pageOutOfRange(let page, let count):
      return "PDF page index \(page) is out of range: the document has \(count) page(s)"
    case .libraryUnavailable(let library, let package, let purpose, let reason):
      return
        "\(purpose) needs \(library) (Debian: \(package)), which cannot be loaded: \(reason)"
    case .pngDecodeFailed(let status):
      return "could not decode PNG data: \(status)"
    case .jpegDecodeFailed(let reason):
      return "could not decode JPEG data: \(reason)"
    case .pngEncodeFailed(let reason):
      return "could not encode PNG data: \(reason)"
    case .invalidPixelBuffer(let w, let h, let count):
      return "pixel buffer of \(count) bytes does not match \(w)×\(h) RGBA (\(w * h * 4) bytes)"
    case .io(let operation, let path, let code, let message):
      return "\(operation) failed for '\(path)': \(message) (errno \(code))"
    case .directoryNotFound(let path):
      return "folder '\(path)' does not exist"
    case .notADirectory(let path):
      return "'\(path)' is not a folder"
    case .destinationNotRegularFile(let path, let kind):
      return "refusing to replace '\(path)': it is a \(kind), not a regular file"
    case .destinationIsSymbolicLink(let path, let target):
      return
        "refusing to write '\(path)': it is a symbolic link (to '\(target)'); outputs are "
        + "never written through or over a symbolic link: remove it or choose another name"
    case .notAFileURL(let url):
      return "'\(url)' is not a file URL"
    case .streamClosed:
      return "the output stream was already finished or failed; start a new one"
    case .bandedSizeTooLarge(let w, let h, let limit):
      return
        "banded PNG of \(Self.pixels(w))×\(Self.pixels(h)) pixels is too large: at most "
        + "\(limit) pixels in all and \(Renderer.maximumPixelSide) pixels of width"
    case .invalidSVGIDPrefix(let prefix):
      return
        "SVG id prefix '\(prefix)' is not a valid start of an XML id: use an ASCII letter or "
        + "'_' followed by letters, digits, '_', '-' or '.'"
    case .invalidAnimationWindow(let from, let to):
      return
        "invalid animation window \(from)…\(to): both ends must be finite and the start "
        + "no later than the end"
    case .contactSheetTooLarge(let w, let h, let frames):
      return
        "contact sheet of \(frames) frames would be \(Self.pixels(w))×\(Self.pixels(h)) pixels, "
        + "more than "
        + "\(Renderer.maximumPixelSide) per side: use a smaller thumbnail width or fewer frames"
    }
  }

  /// A pixel count as a message shows it: whole numbers below 10^15 in full, larger ones as
  /// `1e+300` (never a saturated integer), and infinity as "more than 1.8e+308".
  static func pixels(_ count: Double) -> String {
    if count.isNaN { return "NaN" }
    if abs(count) < 1e15 { return String(Int64(count.rounded(.up))) }
    if count.isFinite { return String(format: "%.3g", count) }
    return "more than 1.8e+308"
  }
}
