import Foundation

/// An output file format the ``Renderer`` can produce.
///
/// The raw value is the usual file extension (`svg`, `pdf`, `png`), so
/// `OutputFormat(rawValue: url.pathExtension.lowercased())` infers a format from a path.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// SVG 1.1, document unit px (1 canvas point = 1 px).
  case svg
  /// PDF, page size in points, fixed creation date.
  case pdf
  /// PNG, 8-bit RGBA with straight alpha, `ceil(size × scale)` pixels.
  case png

  /// The file extension, without the dot (the raw value).
  public var fileExtension: String { rawValue }

  /// The name as typed on the command line (`svg`, `pdf`, `png`).
  public var description: String { rawValue }

  /// The MIME type of the format.
  public var mimeType: String {
    switch self {
    case .svg: return "image/svg+xml"
    case .pdf: return "application/pdf"
    case .png: return "image/png"
    }
  }
}
