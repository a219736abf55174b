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
    } catch let error as RenderError {
      // A library that cannot be loaded is no fault of the file: its message names the
      // library and its package.
      if case .libraryUnavailable = error { throw error }
      throw VerificationError.unreadable(path: file, reason: reason(error))
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
      // Sized from the document first, then drawn once at the reference's width: drawing at
      // the intrinsic size first made a 30000×30000 SVG take 38 s and 3.5 GB.
      let native = try verifier.svgPixelSize(data)
      let scale =
        native.width != expected.width && native.width > 0
        ? Double(expected.width) / Double(native.width) : 1
      let target = try verifier.svgPixelSize(data, scale: scale)
      try checkRasterSize(
        target.width, target.height, path: file,
        described: "drawn at the reference's width it would be")
      return ImageComparison(
        expected: expected, actual: try verifier.rasterizeSVG(data, scale: scale))
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

  /// The bytes of `path`, a regular file (a FIFO or device is refused, never waited on);
  /// errors name the path as the user typed it.
  static func read(_ path: String) throws -> Data {
    do { return try RegularFile.read(atPath: path) } catch {
      throw VerificationError.unreadable(path: path, reason: error.description)
    }
  }

  /// `data` decoded as PNG; errors name `path` as the user typed it.
  ///
  /// The size is read from the header first: an image of more than
  /// ``StrobeRender/Renderer/defaultMaximumPixels`` pixels is refused before it is decoded.
  static func decodePNG(_ data: Data, path: String) throws -> RasterImage {
    if let header = CGImage(pngData: data) {
      try checkRasterSize(header.width, header.height, path: path, described: "the PNG is")
    }
    do { return try RasterImage(pngData: data) } catch {
      throw VerificationError.unreadable(path: path, reason: reason(error))
    }
  }

  /// Throws ``VerificationError/unreadable(path:reason:)`` when a `width` × `height` raster
  /// is over ``StrobeRender/Renderer/defaultMaximumPixels`` (checked before it is made):
  /// "`described` W×H pixels, more than the N pixels one raster may have".
  static func checkRasterSize(_ width: Int, _ height: Int, path: String, described: String)
    throws
  {
    let pixels = width.multipliedReportingOverflow(by: height)
    if pixels.overflow || pixels.partialValue > Renderer.defaultMaximumPixels {
      throw VerificationError.unreadable(
        path: path,
        reason: "\(described) \(width)×\(height) pixels, more than the "
          + "\(Renderer.defaultMaximumPixels) pixels one raster may have")
    }
  }

  /// An underlying error's message on one line, without trailing blank lines.
  static func reason(_ error: any Error) -> String {
    ErrorHint.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
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
