import CDeflate
import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

@Suite struct BandedPNGTests {
  /// A 300×1000 scene with antialiased edges crossing band seams (every 64 rows): a circle
  /// and a rotated square over seams, a thin diagonal stroke, a gradient, text, a group
  /// with opacity, a clip, a mask and a blurred shadow.
  static func scene(background: RGBA? = TestShapes.white) -> DrawList {
    let circle = PathData.ellipse(in: CGRect(x: 20.3, y: 40.7, width: 120.5, height: 120.5))
    let rotated = CGAffineTransform(rotationAngle: 0.3).concatenating(
      CGAffineTransform(translationX: 150, y: 180))
    let gradient = GradientFill(
      geometry: .axial(start: CGPoint(x: 0, y: 300), end: CGPoint(x: 0, y: 520)),
      stops: [.init(offset: 0, color: TestShapes.red), .init(offset: 1, color: TestShapes.blue)],
      path: TestShapes.rect(10, 300, 280, 220), transform: .identity)
    let text = TextRun(
      string: "Band seams 64 128 192", fontFamily: "DejaVu Sans", fontSize: 23,
      color: RGBA(0, 0.4, 0, 1), frame: CGRect(x: 5, y: 620, width: 290, height: 40))
    let shadow = ShadowStyle(
      transform: .identity, color: RGBA(0, 0, 0, 0.6), offset: CGSize(width: 4, height: 6),
      sigma: 5)
    return DrawList(
      size: CGSize(width: 300, height: 1000), background: background,
      operations: [
        .fill(circle, transform: .identity, color: RGBA(0.2, 0.6, 0.9, 0.8), rule: .nonZero),
        TestShapes.fillRect(-40, -40, 80, 80, RGBA(0.9, 0.5, 0.1, 1), transform: rotated),
        .stroke(
          TestShapes.line(0, 0, 300, 1000), transform: .identity, color: RGBA(0, 0, 0, 1),
          style: StrokeStyle(lineWidth: 0.7)),
        .gradient(gradient),
        .text(text),
        .beginGroup(opacity: 0.5),
        TestShapes.fillRect(30, 700, 200, 100, TestShapes.red),
        .endGroup,
        .pushClip(
          PathData.ellipse(in: CGRect(x: 100, y: 760, width: 150, height: 90)),
          transform: .identity,
          rule: .nonZero),
        TestShapes.fillRect(0, 700, 300, 200, RGBA(0.1, 0.8, 0.3, 1)),
        .popClip,
        .beginMaskedContent,
        TestShapes.fillRect(20, 880, 120, 60, TestShapes.blue),
        .beginMask,
        .fill(
          PathData.ellipse(in: CGRect(x: 30, y: 870, width: 90, height: 70)), transform: .identity,
          color: RGBA(0, 0, 0, 0.7), rule: .nonZero),
        .endMask,
        .beginShadow(shadow),
        TestShapes.fillRect(180, 890, 80, 70, RGBA(1, 1, 0, 1)),
        .endShadow,
        TestShapes.fillRect(180, 890, 80, 70, RGBA(1, 1, 0, 1)),
      ])
  }

  /// The banded PNG's decoded pixels.
  static func banded(_ list: DrawList, rows: Int, compression: PNGCompression = .default)
    throws -> (RasterImage, Data)
  {
    var data = Data()
    try Renderer(pngCompression: compression).writePNGInBands(list, bandRows: rows) {
      data.append(contentsOf: $0)
    }
    return (try RasterImage(pngData: data), data)
  }

  @Test(arguments: [64, 1, 1000, 333])
  func bandsGiveTheWholeCanvasPixels(rows: Int) throws {
    let list = Self.scene()
    let whole = try Renderer().rasterize(list)
    let (image, _) = try Self.banded(list, rows: rows)
    #expect(image.width == 300 && image.height == 1000)
    let comparison = ImageComparison(expected: whole, actual: image)
    #expect(comparison.isIdentical, "\(comparison)")
  }

  @Test(arguments: PNGCompression.allCases)
  func transparentCanvasIsRGBAAndExactAtEveryLevel(compression: PNGCompression) throws {
    let list = Self.scene(background: nil)
    let (image, data) = try Self.banded(list, rows: 64, compression: compression)
    // IHDR colour type (byte 25): 6 = RGBA without an opaque background, as promised.
    #expect(data[25] == 6)
    let whole = try RasterImage(pngData: Renderer(pngCompression: compression).pngData(list))
    let comparison = ImageComparison(expected: whole, actual: image)
    #expect(comparison.isIdentical, "\(comparison)")
  }

  @Test func opaqueBackgroundWritesRGB() throws {
    let (_, data) = try Self.banded(Self.scene(), rows: 64)
    #expect(data[25] == 2)
    // Signature, then IHDR of 300 × 1000.
    #expect(Array(data.prefix(8)) == PNGEncoder.signature)
    #expect(Array(data[16..<24]) == [0, 0, 1, 44, 0, 0, 3, 232])
  }

  @Test func scaleAppliesAsInTheWholeRender() throws {
    let list = TestShapes.list(50, 40, [TestShapes.fillRect(10.25, 7.5, 20, 13, TestShapes.blue)])
    var data = Data()
    try Renderer().writePNGInBands(list, scale: 2.5, bandRows: 7) { data.append(contentsOf: $0) }
    let image = try RasterImage(pngData: data)
    #expect(image == (try Renderer().rasterize(list, scale: 2.5)))
    #expect(image.width == 125 && image.height == 100)
  }

  @Test func sizesBeyondTheInMemoryLimitAreBanded() throws {
    let huge = TestShapes.list(40000, 10, [])
    #expect(try Renderer.needsBands(huge, scale: 1))
    // 30000² is 900 million pixels, past the 2²⁶ in-memory limit; 8192² is exactly at it.
    #expect(try Renderer.needsBands(TestShapes.list(30000, 30000, []), scale: 1))
    #expect(try Renderer.needsBands(TestShapes.list(8192, 8192, []), scale: 1) == false)
    #expect(try Renderer.needsBands(TestShapes.list(4096, 4096, []), scale: 2.001))
    #expect(try Renderer.needsBands(TestShapes.list(100, 40000, []), scale: 1) == true)
    // Width stays within Cairo's side limit; the pixel count within the banded limit.
    #expect(
      throws: RenderError.bandedSizeTooLarge(pixelWidth: 40000, pixelHeight: 10, limit: 1 << 31)
    ) {
      _ = try Renderer.bandedPixelSize(of: huge.size, scale: 1)
    }
    #expect(
      throws: RenderError.bandedSizeTooLarge(pixelWidth: 100, pixelHeight: 40000, limit: 1000)
    ) {
      _ = try Renderer.bandedPixelSize(
        of: CGSize(width: 100, height: 40000), scale: 1, maximumPixels: 1000)
    }
    let tall = try Renderer.bandedPixelSize(of: CGSize(width: 10, height: 100_000), scale: 1)
    #expect(tall.width == 10 && tall.height == 100_000)
  }

  @Test func tallerThanCairoAllowsRendersInBands() throws {
    // 2 × 40,000 pixels: past the 32,767 side limit (Cairo cannot decode it either, so the
    // file is inflated here); a red band at rows 35,000…35,009 on white.
    let list = TestShapes.list(2, 40000, [TestShapes.fillRect(0, 35000, 2, 10)])
    var data = Data()
    try Renderer(pngCompression: .fast).writePNGInBands(list, bandRows: 4096) {
      data.append(contentsOf: $0)
    }
    let bytes = [UInt8](data)
    #expect(Array(bytes[16..<24]) == [0, 0, 0, 2, 0, 0, 0x9C, 0x40])
    #expect(bytes[25] == 2)  // RGB: the background is opaque
    // Concatenate the IDAT payloads and inflate: 40,000 rows of 1 filter byte + 2 × RGB.
    var idat = [UInt8]()
    var offset = 8
    while offset + 8 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
        idat += bytes[(offset + 8)..<(offset + 8 + length)]
      }
      offset += 12 + length
    }
    #expect(offset == bytes.count)
    let rowBytes = 1 + 2 * 3
    var raw = [UInt8](repeating: 0, count: rowBytes * 40000)
    let decompressor = try #require(libdeflate_alloc_decompressor())
    defer { libdeflate_free_decompressor(decompressor) }
    var produced = 0
    let result = idat.withUnsafeBytes { input in
      raw.withUnsafeMutableBytes { output in
        libdeflate_zlib_decompress(
          decompressor, input.baseAddress, input.count, output.baseAddress, output.count,
          &produced)
      }
    }
    #expect(result == LIBDEFLATE_SUCCESS && produced == raw.count)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let o = y * rowBytes + 1 + x * 3
      return Array(raw[o..<(o + 3)])
    }
    // Filter type 0 on every row at the fast level.
    #expect(stride(from: 0, to: raw.count, by: rowBytes).allSatisfy { raw[$0] == 0 })
    #expect(pixel(1, 35005) == [255, 0, 0] && pixel(0, 35000) == [255, 0, 0])
    #expect(pixel(1, 34999) == [255, 255, 255] && pixel(0, 35010) == [255, 255, 255])
    #expect(pixel(0, 0) == [255, 255, 255] && pixel(1, 39999) == [255, 255, 255])
  }

  @Test func streamingEncoderRejectsWrongRowCounts() throws {
    let encoder = try StreamingPNGEncoder(width: 2, height: 2, hasAlpha: false) { _ in }
    var pixels: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF]
    try pixels.withUnsafeBytes {
      try encoder.append(argb32: $0.baseAddress!, count: 1, stride: 8)
    }
    #expect(throws: RenderError.self) { try encoder.finish() }
    let rgb = try StreamingPNGEncoder(width: 2, height: 1, hasAlpha: false) { _ in }
    pixels[1] = 0x8000_0000
    #expect(throws: RenderError.self) {
      try pixels.withUnsafeBytes { try rgb.append(argb32: $0.baseAddress!, count: 1, stride: 8) }
    }
  }
}
