import Foundation

extension Verifier {
  /// Reads `data` back as `format` and compares it with `expected` (the direct render at the
  /// same `scale`).
  ///
  /// SVG goes through librsvg, PDF page `page` through poppler, PNG through Cairo's PNG
  /// decoder (`scale` is ignored for PNG: the file already has its pixel size).
  public func verify(
    _ data: Data, format: OutputFormat, page: Int = 0, against expected: RasterImage,
    scale: Double = 1
  ) throws -> ImageComparison {
    switch format {
    case .svg: return try verify(svg: data, against: expected, scale: scale)
    case .pdf: return try verify(pdf: data, page: page, against: expected, scale: scale)
    case .png: return ImageComparison(expected: expected, actual: try RasterImage(pngData: data))
    }
  }
}
