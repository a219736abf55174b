import CDeflate
import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

@Suite struct PNGEncoderTests {
  /// Fixtures covering opaque, translucent and transparent pixels, antialiased edges,
  /// gradients, odd widths (row stride padding) and scale 2.
  static let fixtures: [(name: String, list: DrawList, scale: Double)] = {
    var sweep: [DrawList.Operation] = []
    for k in 0..<256 {
      sweep.append(
        TestShapes.fillRect(Double(k), 0, 1, 4, RGBA(0.7, 0.31, 0.93, Double(k) / 255)))
      sweep.append(
        TestShapes.fillRect(Double(k), 4, 1, 4, RGBA(0.02, 0.5, 1, Double(k) / 255)))
    }
    let gradient = GradientFill(
      geometry: .axial(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 37, y: 29)),
      stops: [
        .init(offset: 0, color: RGBA(1, 0, 0, 0)), .init(offset: 0.5, color: RGBA(0, 1, 0, 0.6)),
        .init(offset: 1, color: RGBA(0, 0, 1, 1)),
      ],
      path: TestShapes.rect(2, 2, 33, 25), transform: .identity)
    return [
      (
        "opaque", TestShapes.list(40, 30, [TestShapes.fillRect(5.5, 5.25, 20, 12)]), 1
      ),
      ("alpha sweep", TestShapes.list(256, 8, background: nil, sweep), 1),
      (
        "translucent strokes",
        TestShapes.list(
          37, 29, background: nil,
          [
            .stroke(
              TestShapes.line(1, 1, 35, 27), transform: .identity, color: RGBA(0.2, 0.4, 0.9, 0.5),
              style: StrokeStyle(lineWidth: 3.3, cap: .round)),
            TestShapes.fillRect(10.3, 3.7, 15.2, 9.9, RGBA(1, 0.5, 0, 0.35)),
          ]), 2
      ),
      (
        "gradient", TestShapes.list(37, 29, background: RGBA(1, 1, 1, 0.2), [.gradient(gradient)]),
        1
      ),
    ]
  }()

  /// Cairo's own writer (`cairo_surface_write_to_png_stream`) on the same surface.
  static func cairoPNG(_ list: DrawList, scale: Double) throws -> Data {
    try Renderer().withRenderedSurface(list, scale: scale) { try PNGCodec.encode(surface: $0) }
  }

  @Test(arguments: PNGCompression.allCases)
  func decodedPixelsMatchCairosWriter(_ compression: PNGCompression) throws {
    for fixture in Self.fixtures {
      let expected = try RasterImage(pngData: Self.cairoPNG(fixture.list, scale: fixture.scale))
      let png = try Renderer(pngCompression: compression).pngData(
        fixture.list, scale: fixture.scale)
      let actual = try RasterImage(pngData: png)
      #expect(actual == expected, "\(fixture.name) at \(compression)")
    }
  }

  @Test func fixturesHaveTranslucentPixels() throws {
    let image = try Renderer().rasterize(Self.fixtures[1].list)
    let alphas = Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] })
    #expect(alphas.count == 256)
  }

  @Test func fastLevelStoresUnfilteredStraightRGBA() throws {
    // Premultiplied ARGB32 words, hand-computed straight values per cairo's
    // unpremultiply_data: (c·255 + a/2) / a.
    let words: [UInt32] = [
      0xFF10_2030,  // opaque: kept
      0x0000_0000,  // transparent: 0,0,0,0
      0x8040_2000,  // a 128: (64·255+64)/128 = 128, (32·255+64)/128 = 64, 0
      0x0101_0001,  // a 1: 255, 0, 255
      0x3333_1A00,  // a 51: 255, (26·255+25)/51 = 130, 0
      0x0000_0000,  // stride padding, not part of the image
    ]
    let png = try words.withUnsafeBytes {
      try PNGEncoder.encode(
        argb32: $0.baseAddress!, width: 5, height: 1, stride: 24, compression: .fast)
    }
    let chunks = try Self.chunks(png)
    #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(chunks[0].data == [0, 0, 0, 5, 0, 0, 0, 1, 8, 6, 0, 0, 0])
    let raw = try Self.inflate(chunks[1].data, size: 1 + 5 * 4)
    #expect(
      raw == [
        0, 0x10, 0x20, 0x30, 255, 0, 0, 0, 0, 128, 64, 0, 128, 255, 0, 255, 1, 255, 130, 0, 51,
      ])
    // The IEND chunk's CRC is the well-known AE 42 60 82.
    #expect(Array(png.suffix(4)) == [0xAE, 0x42, 0x60, 0x82])
  }

  @Test func filteredLevelsChooseByteExactFilters() throws {
    // A horizontal ramp: the sub filter turns each row into constant steps, so the
    // heuristic must pick it (type 1) over none; the second row equals the first, so
    // up (type 2) gives all zeros and wins.
    var words: [UInt32] = []
    for _ in 0..<2 {
      for x in 0..<8 { words.append(0xFF00_0000 | UInt32(x * 30) << 16) }
    }
    let png = try words.withUnsafeBytes {
      try PNGEncoder.encode(
        argb32: $0.baseAddress!, width: 8, height: 2, stride: 32, compression: .default)
    }
    // Every pixel is opaque, so (as Cairo's writer) the file is RGB: colour type 2, 3 bytes
    // per pixel, 25 bytes per filtered row.
    let chunks = try Self.chunks(png)
    #expect(chunks[0].data == [0, 0, 0, 8, 0, 0, 0, 2, 8, 2, 0, 0, 0])
    let raw = try Self.inflate(chunks[1].data, size: 2 * 25)
    #expect(raw[0] == 1)
    #expect(Array(raw[1...6]) == [0, 0, 0, 30, 0, 0])
    #expect(raw[7...24].allSatisfy { $0 == 0 || $0 == 30 })
    #expect(raw[25] == 2)
    #expect(raw[26...].allSatisfy { $0 == 0 })
    let image = try RasterImage(pngData: png)
    #expect(image.pixel(x: 7, y: 1) == (210, 0, 0, 255))
  }

  @Test func filteringShrinksASmoothGradient() throws {
    // An opaque diagonal gradient: neighbouring pixels differ by small steps, which the
    // sub/up/Paeth filters turn into near-zero bytes, so the filtered levels must compress
    // it smaller than the unfiltered fast level.
    let gradient = GradientFill(
      geometry: .axial(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 256, y: 256)),
      stops: [
        .init(offset: 0, color: RGBA(1, 0, 0, 1)), .init(offset: 1, color: RGBA(0, 0, 1, 1)),
      ],
      path: TestShapes.rect(0, 0, 256, 256), transform: .identity)
    let list = TestShapes.list(256, 256, [.gradient(gradient)])
    let sizes = try PNGCompression.allCases.map {
      try Renderer(pngCompression: $0).pngData(list).count
    }
    #expect(sizes[1] < sizes[0])
    #expect(sizes[2] <= sizes[1])
  }

  @Test func badBufferIsRejected() {
    let words = [UInt32](repeating: 0, count: 4)
    #expect(throws: RenderError.self) {
      try words.withUnsafeBytes {
        try PNGEncoder.encode(argb32: $0.baseAddress!, width: 4, height: 1, stride: 8)
      }
    }
  }

  /// The chunks of a PNG, checking the signature, lengths and that each CRC matches.
  static func chunks(_ png: Data) throws -> [(type: String, data: [UInt8])] {
    let bytes = [UInt8](png)
    try #require(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var result: [(type: String, data: [UInt8])] = []
    var i = 8
    func u32(_ at: Int) -> UInt32 {
      bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    while i < bytes.count {
      let length = Int(u32(i))
      let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
      let body = Array(bytes[i + 8..<i + 8 + length])
      let crc = Array(bytes[i + 4..<i + 8 + length]).withUnsafeBytes {
        libdeflate_crc32(0, $0.baseAddress, $0.count)
      }
      #expect(crc == u32(i + 8 + length), "CRC of \(type)")
      result.append((type, body))
      i += 12 + length
    }
    return result
  }

  /// Inflates a zlib stream of exactly `size` bytes.
  static func inflate(_ zlib: [UInt8], size: Int) throws -> [UInt8] {
    let d = try #require(libdeflate_alloc_decompressor())
    defer { libdeflate_free_decompressor(d) }
    var out = [UInt8](repeating: 0, count: size)
    var actual = 0
    let result = zlib.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { output in
        libdeflate_zlib_decompress(
          d, input.baseAddress, input.count, output.baseAddress, output.count, &actual)
      }
    }
    #expect(result == LIBDEFLATE_SUCCESS)
    #expect(actual == size)
    return out
  }
}
