import Foundation
import Strobe

/// `strobe verify FILE --against PNG`: rasterises FILE (SVG through librsvg, PDF through
/// poppler, PNG decoded as is) at the reference's pixel size and compares.
enum VerificationJob {
  static func compare(file: String, reference: String, page: Int) throws -> ImageComparison {
    let expected = try decodePNG(try read(reference), path: reference)
    let url = URL(fileURLWithPath: file)
    let data = try read(file)
    let verifier = Verifier()
    do {
      return try compare(
        data, kind: url.pathExtension.lowercased(), file: file, against: expected, page: page,
        verifier: verifier)
    } catch let error as VerificationError {
      throw error
    } catch {
      throw VerificationError.unreadable(path: file, reason: reason(error))
    }
  }

  /// Rasterises `data` (of `kind`, the file extension) to the reference's size and compares.
  private static func compare(
    _ data: Data, kind: String, file: String, against expected: RasterImage, page: Int,
    verifier: Verifier
  ) throws -> ImageComparison {
    switch kind {
    case "svg":
      var actual = try verifier.rasterizeSVG(data, scale: 1)
      if actual.width != expected.width, actual.width > 0 {
        actual = try verifier.rasterizeSVG(
          data, scale: Double(expected.width) / Double(actual.width))
      }
      return ImageComparison(expected: expected, actual: actual)
    case "pdf":
      let sizes = try verifier.pdfPageSizes(data)
      guard page >= 1, page <= sizes.count else {
        throw VerificationError.noSuchPage(path: file, page: page, count: sizes.count)
      }
      let scale = sizes[page - 1].width > 0 ? Double(expected.width) / sizes[page - 1].width : 1
      let actual = try verifier.rasterizePDF(data, page: page - 1, scale: scale)
      return ImageComparison(expected: expected, actual: actual)
    case "png":
      return ImageComparison(expected: expected, actual: try decodePNG(data, path: file))
    default:
      throw VerificationError.unknownKind(path: file)
    }
  }

  /// The bytes of `path`; errors name the path as the user typed it.
  ///
  /// Only a regular file is opened: a FIFO would block the read and a folder or device has
  /// no image to compare.
  static func read(_ path: String) throws -> Data {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      let kind: String
      switch info.st_mode & S_IFMT {
      case S_IFIFO: kind = "a FIFO"
      case S_IFDIR: kind = "a folder"
      case S_IFSOCK: kind = "a socket"
      case S_IFCHR, S_IFBLK: kind = "a device"
      default: kind = "not a file"
      }
      throw VerificationError.unreadable(path: path, reason: "it is \(kind), not a regular file")
    }
    do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw VerificationError.unreadable(path: path, reason: error.localizedDescription)
    }
  }

  /// `data` decoded as PNG; errors name `path` as the user typed it.
  static func decodePNG(_ data: Data, path: String) throws -> RasterImage {
    do { return try RasterImage(pngData: data) } catch {
      throw VerificationError.unreadable(path: path, reason: reason(error))
    }
  }

  /// An underlying error's message on one line, without trailing blank lines.
  static func reason(_ error: any Error) -> String {
    "\(error)".trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func formatPSNR(_ psnr: Double) -> String {
    psnr.isInfinite ? "inf dB" : String(format: "%.2f dB", psnr)
  }

  static func report(_ c: ImageComparison, tolerance: Int) -> String {
    if !c.sizesMatch {
      return
        "size mismatch: \(c.actualWidth)×\(c.actualHeight) against \(c.expectedWidth)×\(c.expectedHeight)\nresult: FAILED\n"
    }
    return """
      max channel difference: \(c.maxChannelDifference)
      differing pixels: \(c.differingPixelCount) of \(c.pixelCount)
      PSNR: \(formatPSNR(c.psnr))
      result: \(c.passes(tolerance: tolerance) ? "ok" : "FAILED") (tolerance \(tolerance))

      """
  }
}

/// Failures of `strobe verify` before any comparison.
enum VerificationError: Error, CustomStringConvertible, Equatable {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not .svg, .pdf or .png.
  case unknownKind(path: String)
  /// `--page` is outside the document.
  case noSuchPage(path: String, page: Int, count: Int)

  var description: String {
    switch self {
    case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
    case .unknownKind(let path):
      return "'\(path)': expected a .svg, .pdf or .png file"
    case .noSuchPage(let path, let page, let count):
      return "--page \(page): '\(path)' has \(count) page\(count == 1 ? "" : "s")"
    }
  }
}
