import Foundation
import StrobeCore
import StrobeRender
import Testing

/// JPEG decoding through libjpeg-turbo (the CJPEG shim): the fixtures of
/// Fixtures/golden/images/make-jpegs.py, and hostile bytes made from them.
///
/// JPEG is lossy: solid areas of these quality-95, 4:4:4 files decode within a few levels of
/// the colours written (Pillow, through the same libjpeg-turbo, reads (254, 0, 0) for the red
/// quadrant), so pixels are probed at quadrant centres within ``tolerance``.
@Suite struct JPEGDecodeTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/golden/images")
  static let tolerance = 4

  static func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  static func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a].map(Int.init)
  }

  static func expect(
    _ image: RasterImage, _ probes: [(x: Int, y: Int, rgba: [Int])],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for probe in probes {
      let got = rgba(image, probe.x, probe.y)
      #expect(
        zip(got, probe.rgba).allSatisfy { abs($0 - $1) <= tolerance },
        "(\(probe.x), \(probe.y)): got \(got), want \(probe.rgba)", sourceLocation: sourceLocation)
    }
  }

  /// Red, green / blue, yellow at the centres of the 10 px quadrants of a 20 px image.
  static let quadrants: [(x: Int, y: Int, rgba: [Int])] = [
    (5, 5, [255, 0, 0, 255]), (15, 5, [0, 255, 0, 255]), (5, 15, [0, 0, 255, 255]),
    (15, 15, [255, 255, 0, 255]),
  ]

  @Test(arguments: ["quadrants.jpg", "quadrants-progressive.jpg"])
  func rgbQuadrants(_ name: String) throws {
    let data = try Self.bytes(name)
    let header = try #require(CGImage(jpegData: data))
    #expect(header.format == .jpeg && header.width == 20 && header.height == 20)
    let image = try RasterImage(jpegData: data)
    #expect(image.width == 20 && image.height == 20)
    Self.expect(image, Self.quadrants + [(0, 0, [255, 0, 0, 255]), (19, 19, [255, 255, 0, 255])])
  }

  /// One grey component becomes equal R, G and B: 64 on the left half, 192 on the right.
  @Test func greyscale() throws {
    let image = try RasterImage(jpegData: try Self.bytes("gray.jpg"))
    #expect(image.width == 16 && image.height == 8)
    Self.expect(image, [(3, 4, [64, 64, 64, 255]), (12, 4, [192, 192, 192, 255])])
  }

  /// CMYK with an Adobe marker (inks stored inverted): R = 255·(1 − C)(1 − K) and so on.
  ///
  /// Pure cyan, magenta and yellow inks give (0, 255, 255), (255, 0, 255), (255, 255, 0), and
  /// K = 128 gives 255·127/255 = 127 grey. Read as not inverted, cyan would come out red.
  @Test func cmykWithAdobeMarker() throws {
    let image = try RasterImage(jpegData: try Self.bytes("cmyk.jpg"))
    Self.expect(
      image,
      [
        (5, 5, [0, 255, 255, 255]), (15, 5, [255, 0, 255, 255]), (5, 15, [255, 255, 0, 255]),
        (15, 15, [127, 127, 127, 255]),
      ])
  }

  /// EXIF orientation 6 is not applied: the stored pixels are drawn as stored (red top left),
  /// as Core Animation draws a `CGImage` made from the file; turned 90° clockwise for
  /// display, blue would be top left.
  @Test func exifOrientationIsNotApplied() throws {
    let data = try Self.bytes("orientation-6.jpg")
    #expect(data.range(of: Data("Exif".utf8)) != nil)
    let image = try RasterImage(jpegData: data)
    Self.expect(image, Self.quadrants)
  }

  /// Decoded contents draw as the file's pixels: the quadrants image stretched over a 40 px
  /// layer puts each colour at its 20 px quadrant's centre.
  @Test func contentsDrawTheDecodedPixels() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.contents = try #require(CGImage(jpegData: try Self.bytes("quadrants.jpg")))
    let image = try Renderer().rasterize(LayerRenderSupport.list(40, 40, [layer]))
    Self.expect(
      image,
      [
        (10, 10, [255, 0, 0, 255]), (30, 10, [0, 255, 0, 255]), (10, 30, [0, 0, 255, 255]),
        (30, 30, [255, 255, 0, 255]),
      ])
  }

  // MARK: Hostile input

  /// The reason `RasterImage(jpegData:)` gives for `data`, or nil when it decodes.
  static func failure(_ data: Data) -> String? {
    do {
      _ = try RasterImage(jpegData: data)
      return nil
    } catch let error as RenderError {
      guard case .jpegDecodeFailed(let reason) = error else {
        Issue.record("expected jpegDecodeFailed, got \(error)")
        return "\(error)"
      }
      return reason
    } catch {
      Issue.record("unexpected error \(error)")
      return "\(error)"
    }
  }

  /// A file cut short anywhere in its scan is refused (libjpeg would fill the rest grey).
  @Test(arguments: [200, 400, 600, 800, 1000])
  func truncatedFilesAreRefused(length: Int) throws {
    let data = try Self.bytes("quadrants.jpg")
    let reason = Self.failure(data.prefix(length))
    #expect(reason != nil, "prefix of \(length) of \(data.count) bytes decoded")
    if length > 700 {  // past the headers: the scan data ends early
      #expect(reason == "libjpeg: Premature end of JPEG file")
    }
  }

  /// Damaged entropy-coded data is refused, not drawn as noise.
  @Test func corruptScanDataIsRefused() throws {
    var data = try Self.bytes("quadrants.jpg")
    let sos = try #require(data.range(of: Data([0xFF, 0xDA])))
    for i in stride(from: sos.lowerBound + 20, to: data.count - 2, by: 7) { data[i] ^= 0x5A }
    let reason = try #require(Self.failure(data))
    #expect(reason.hasPrefix("libjpeg: Corrupt JPEG data"), "\(reason)")
  }

  /// A valid progressive file with 320 scans (make-jpegs.py) is refused at scan 257: each
  /// scan is a pass over the image.
  @Test func tooManyScansAreRefused() throws {
    let data = try Self.bytes("scans-320.jpg")
    #expect(CGImage(jpegData: data)?.width == 8)
    #expect(Self.failure(data) == "more than 256 scans")
  }

  /// A frame header declaring 60000 × 60000 pixels in a 1 kB file: refused before any
  /// surface is made (larger than Cairo's images).
  @Test func hugeFrameHeaderIsRefusedBeforeDecoding() throws {
    var data = try Self.bytes("quadrants.jpg")
    let sof = try #require(data.range(of: Data([0xFF, 0xC0])))
    data.replaceSubrange(sof.lowerBound + 5..<sof.lowerBound + 9, with: [0xEA, 0x60, 0xEA, 0x60])
    #expect(CGImage(jpegData: data)?.width == 60_000)
    #expect(Self.failure(data) == "60000×60000 pixels is larger than Cairo's images")
  }

  /// Not JPEG at all: no frame header.
  @Test func otherBytesAreRefused() throws {
    #expect(Self.failure(Data("not a jpeg".utf8)) == "no JPEG frame header (SOF) before the scan")
    #expect(Self.failure(Data()) == "no JPEG frame header (SOF) before the scan")
  }

  /// An image that does not decode draws nothing over the white canvas (and the process goes
  /// on): libjpeg's error
  /// exit stays inside the C shim.
  @Test func undecodableContentsDrawNothing() throws {
    let data = try Self.bytes("quadrants.jpg").prefix(800)
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.contents = try #require(CGImage(jpegData: Data(data)))
    let image = try Renderer().rasterize(LayerRenderSupport.list(20, 20, [layer]))
    Self.expect(image, [(5, 5, [255, 255, 255, 255]), (15, 15, [255, 255, 255, 255])])
  }
}
