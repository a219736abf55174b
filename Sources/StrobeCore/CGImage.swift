import Foundation

/// An immutable image for ``CALayer/contents``: a PNG or JPEG bitmap or an SVG document.
///
/// On Apple platforms `contents` holds a Core Graphics `CGImage`; here `CGImage` is an
/// immutable, `Sendable` final class that keeps the encoded bytes (decoded by the renderer:
/// PNG through Cairo, JPEG through libjpeg-turbo, SVG through librsvg, so SVG contents stay
/// vector in SVG and PDF output) and the image's size in pixels, read from the data when the
/// image is made.
///
/// - PNG: ``width`` × ``height`` are the IHDR pixel dimensions.
/// - JPEG: the frame header's (SOF) pixel dimensions, as stored: an EXIF orientation is not
///   applied, as Core Animation draws a `CGImage` made from a JPEG (docs/scene-format.md,
///   "Contents").
/// - SVG: the intrinsic size in CSS pixels: the root element's `width` and `height` when
///   both are plain numbers or `px` values, otherwise the `viewBox` size. An SVG with neither
///   has no size and is rejected.
///
/// Two images are equal when their format and bytes are equal.
public final class CGImage: Sendable, Hashable, CustomStringConvertible {
  /// The encoding of an image's data.
  public enum Format: String, Sendable, Hashable {
    /// A PNG bitmap.
    case png
    /// A JPEG bitmap (baseline, extended or progressive; grey, YCbCr, RGB, CMYK or YCCK).
    case jpeg
    /// An SVG document (drawn as vectors).
    case svg
  }

  /// The encoding of ``data``.
  public let format: Format
  /// The encoded bytes (a whole PNG or JPEG file or SVG document).
  public let data: Data
  /// Width in pixels (SVG: CSS pixels of the intrinsic size), > 0.
  public let width: Int
  /// Height in pixels (SVG: CSS pixels of the intrinsic size), > 0.
  public let height: Int

  /// A PNG image, or nil when `pngData` does not start with a PNG signature and a valid
  /// IHDR chunk (positive width and height).
  ///
  /// Only the header is read here; a corrupt image body is reported by the renderer.
  public init?(pngData: Data) {
    let b = [UInt8](pngData.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count == 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func be32(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    let w = be32(16)
    let h = be32(20)
    guard w > 0, h > 0, w < 1 << 31, h < 1 << 31 else { return nil }
    format = .png
    data = pngData
    width = w
    height = h
  }

  /// A JPEG image, or nil when `jpegData` does not start with a JPEG start-of-image marker
  /// followed by markers up to a frame header (SOF) with a positive width and height.
  ///
  /// Only the markers before the frame header are read here; a corrupt or truncated image
  /// body is reported by the renderer (and by the scene loader's image check).
  public init?(jpegData: Data) {
    guard let size = Self.jpegFrameSize(jpegData) else { return nil }
    format = .jpeg
    data = jpegData
    width = size.width
    height = size.height
  }

  /// An SVG image, or nil when `svgData` is not UTF-8 text with an `<svg` root element
  /// whose intrinsic size can be read (see the type's notes).
  public init?(svgData: Data) {
    guard let text = String(data: svgData, encoding: .utf8),
      let size = Self.svgIntrinsicSize(text)
    else { return nil }
    format = .svg
    data = svgData
    width = size.width
    height = size.height
  }

  /// The image from a PNG, JPEG or SVG file's bytes (the format is recognised by its
  /// content), or nil when it is none of them.
  public convenience init?(data: Data) {
    if let png = CGImage(pngData: data) {
      self.init(copying: png)
    } else if let jpeg = CGImage(jpegData: data) {
      self.init(copying: jpeg)
    } else if let svg = CGImage(svgData: data) {
      self.init(copying: svg)
    } else {
      return nil
    }
  }

  private init(copying other: CGImage) {
    format = other.format
    data = other.data
    width = other.width
    height = other.height
  }

  /// Whether two images have the same format and bytes.
  public static func == (a: CGImage, b: CGImage) -> Bool {
    a === b || (a.format == b.format && a.data == b.data)
  }

  /// Hashes the format and bytes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(format)
    hasher.combine(data)
  }

  /// `CGImage(svg 24×16, 1234 bytes)`.
  public var description: String { "CGImage(\(format) \(width)×\(height), \(data.count) bytes)" }

  /// The intrinsic size (rounded up to whole pixels) of an SVG document's root element.
  static func svgIntrinsicSize(_ text: String) -> (width: Int, height: Int)? {
    guard let start = text.range(of: "<svg") else { return nil }
    guard let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      for quote in ["\"", "'"] {
        for lead in [" ", "\n", "\t", "\r"] {
          if let r = tag.range(of: lead + name + "=" + quote) {
            let rest = tag[r.upperBound...]
            if let close = rest.firstIndex(of: Character(quote)) {
              return String(rest[..<close]).trimmingCharacters(in: .whitespaces)
            }
          }
        }
      }
      return nil
    }
    func length(_ s: String?) -> Double? {
      guard var s else { return nil }
      if s.hasSuffix("px") { s.removeLast(2) }
      guard let v = Double(s), v.isFinite, v > 0 else { return nil }
      return v
    }
    var w = length(attribute("width"))
    var h = length(attribute("height"))
    if w == nil || h == nil, let box = attribute("viewBox") {
      let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
        Double($0)
      }
      if parts.count == 4, parts[2] > 0, parts[3] > 0, parts[2].isFinite, parts[3].isFinite {
        w = parts[2]
        h = parts[3]
      }
    }
    guard let w, let h, w < 1e6, h < 1e6 else { return nil }
    return (Int(w.rounded(.up)), Int(h.rounded(.up)))
  }
}
