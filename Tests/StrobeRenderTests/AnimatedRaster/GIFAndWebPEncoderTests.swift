import Foundation
import Testing

@testable import StrobeRender

/// GIF and animated WebP frames decode back to the frames given: exactly for WebP (lossless)
/// and for GIF frames of at most 255 colours, within the palette's error otherwise
/// (docs/animated-output.md §Raster animations).
@Suite struct GIFAndWebPEncoderTests {
  static let width = APNGEncoderTests.width
  static let height = APNGEncoderTests.height

  /// Opaque frames, then transparent ones, then opaque again: every GIF disposal path.
  static var frames: [RasterImage] {
    let clear = APNGEncoderTests.clear
    return [
      APNGEncoderTests.frame(x: 2, y: 2),
      APNGEncoderTests.frame(x: 6, y: 2),
      APNGEncoderTests.frame(x: 6, y: 2),
      APNGEncoderTests.frame(x: 3, y: 3, background: clear),
      APNGEncoderTests.frame(x: 9, y: 3, background: clear),
      APNGEncoderTests.frame(x: 20, y: 10),
    ]
  }

  static let delay = FrameDelay(numerator: 1, denominator: 30)

  static func encode<Encoder: AnimatedImageEncoder>(
    _ encoder: Encoder, _ frames: [RasterImage]
  ) throws -> Data {
    var encoder = encoder
    for frame in frames { try encoder.append(frame, delay: delay) }
    return try encoder.finish()
  }

  @Test(
    .enabled(
      if: AnimationDecoder.unavailable(for: "gif") == nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) or ffmpeg to decode gif"))
  func gifFramesDecodeToThePixelsGiven() throws {
    let size = PixelSize(width: Self.width, height: Self.height)
    let data = try Self.encode(try GIFEncoder(size: size, loops: 0), Self.frames)
    #expect(data.starts(with: Array("GIF89a".utf8)))
    let decoded = try AnimationDecoder.decode(
      data, format: "gif", width: Self.width, height: Self.height)
    try #require(decoded.frames.count == Self.frames.count, "\(decoded.decoder)")
    for (index, (got, expected)) in zip(decoded.frames, Self.frames).enumerated() {
      let comparison = ImageComparison(expected: expected, actual: got)
      #expect(comparison.isIdentical, "frame \(index) (\(decoded.decoder)): \(comparison)")
    }
    if decoded.decoder == "Pillow" {
      // 1/30 s frames rounded on the running time: 3, 4, 3, 3, 4, 3 centiseconds.
      #expect(decoded.durations == [30, 40, 30, 30, 40, 30])
    }
  }

  @Test(
    .enabled(
      if: AnimationDecoder.unavailable(for: "gif") == nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) or ffmpeg to decode gif"))
  func aGradientIsQuantisedCloseToItsColours() throws {
    var image = RasterImage(width: 64, height: 64, filledWith: (0, 0, 0, 255))
    for y in 0..<64 {
      for x in 0..<64 {
        image.setPixel(x: x, y: y, to: (UInt8(x * 4), UInt8(y * 4), UInt8(255 - x * 2), 255))
      }
    }
    let size = PixelSize(width: 64, height: 64)
    let data = try Self.encode(try GIFEncoder(size: size, loops: 1), [image])
    let decoded = try AnimationDecoder.decode(data, format: "gif", width: 64, height: 64)
    let comparison = ImageComparison(expected: image, actual: try #require(decoded.frames.first))
    // 4096 colours in 255: each within a few levels of its own (5-bit bins, box means).
    #expect(comparison.maxChannelDifference <= 16, "\(comparison)")
    #expect(comparison.psnr > 35, "\(comparison)")
  }

  /// A 128×64 gradient of 8,192 colours (red across, green down).
  static var wideGradient: RasterImage {
    var image = RasterImage(width: 128, height: 64, filledWith: (0, 0, 0, 255))
    for y in 0..<64 {
      for x in 0..<128 {
        image.setPixel(x: x, y: y, to: (UInt8(x * 2), UInt8(y * 4), 96, 255))
      }
    }
    return image
  }

  /// How far the tones an eye averages drift: the largest difference between two images'
  /// mean red over a strip 4 columns wide (the gradient's red runs across, 2 levels a
  /// column), away from the edges, where the palette has no colour beyond the extremes.
  static func largestRedDrift(_ a: RasterImage, _ b: RasterImage) -> Double {
    var largest = 0.0
    for x in stride(from: 8, to: a.width - 8, by: 4) {
      var sum = 0
      for column in x..<x + 4 {
        for y in 8..<a.height - 8 {
          sum += Int(a.pixel(x: column, y: y).0) - Int(b.pixel(x: column, y: y).0)
        }
      }
      largest = max(largest, abs(Double(sum)) / Double(4 * (a.height - 16)))
    }
    return largest
  }

  @Test(
    .enabled(
      if: AnimationDecoder.unavailable(for: "gif") == nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) or ffmpeg to decode gif"))
  func floydSteinbergKeepsEachAreasMeanColour() throws {
    let image = Self.wideGradient
    let size = PixelSize(width: 128, height: 64)
    func decoded(_ dither: GIFDither) throws -> (Data, RasterImage) {
      let data = try Self.encode(try GIFEncoder(size: size, loops: 1, dither: dither), [image])
      let frames = try AnimationDecoder.decode(data, format: "gif", width: 128, height: 64)
      return (data, try #require(frames.frames.first))
    }
    let (plainData, plain) = try decoded(.none)
    let (ditheredData, dithered) = try decoded(.floydSteinberg)
    // Nearest colours band: palette reds 16 levels apart, a strip's tone up to 4 off.
    // Diffusion mixes neighbouring palette colours so that each strip keeps its tone.
    let plainDrift = Self.largestRedDrift(image, plain)
    let ditheredDrift = Self.largestRedDrift(image, dithered)
    #expect(plainDrift >= 3, "\(plainDrift)")
    #expect(ditheredDrift < 1, "\(ditheredDrift)")
    // Each pixel still takes a palette colour close to its own.
    let comparison = ImageComparison(expected: image, actual: dithered)
    #expect(comparison.maxChannelDifference <= 24, "\(comparison)")
    #expect(plainData != ditheredData)
    // The same input gives the same bytes.
    let again = try Self.encode(
      try GIFEncoder(size: size, loops: 1, dither: .floydSteinberg), [image])
    #expect(again == ditheredData)
  }

  @Test func ditheringLeavesExactPalettesAndUnchangedPixelsAlone() throws {
    // Frames of few colours are exact: dithering changes no byte.
    let size = PixelSize(width: Self.width, height: Self.height)
    #expect(
      try Self.encode(try GIFEncoder(size: size, dither: .floydSteinberg), Self.frames)
        == Self.encode(try GIFEncoder(size: size), Self.frames))
    // A gradient frame, then the same frame with a small square changed: the second frame
    // stores only the square's rectangle, whatever the first one's diffusion did.
    var moved = Self.wideGradient
    for y in 20..<28 {
      for x in 30..<38 { moved.setPixel(x: x, y: y, to: (255, 255, 255, 255)) }
    }
    let gradient = PixelSize(width: 128, height: 64)
    let two = try Self.encode(
      try GIFEncoder(size: gradient, loops: 1, dither: .floydSteinberg),
      [Self.wideGradient, moved])
    let one = try Self.encode(
      try GIFEncoder(size: gradient, loops: 1, dither: .floydSteinberg), [Self.wideGradient])
    // The second frame adds little more than an 8×8 image descriptor and its palette.
    #expect(two.count - one.count < 1000, "\(two.count) against \(one.count)")
  }

  @Test func quantizerKeepsFewColoursExactlyAndIsDeterministic() {
    let colors: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF, 0x00FF00]
    let quantizer = PaletteQuantizer(colors: colors)
    #expect(quantizer.count == 3)
    #expect(quantizer.palette == [0, 0, 255, 0, 255, 0, 255, 0, 0])
    #expect(quantizer.index(of: 0xFF0000) == 2)
    let many = (0..<2000).map { UInt32($0 * 8191 % 0xFFFFFF) }
    let first = PaletteQuantizer(colors: many)
    #expect(first.count == PaletteQuantizer.maximumColors)
    #expect(PaletteQuantizer(colors: many).palette == first.palette)
  }

  @Test(
    .enabled(
      if: AnimationDecoder.python != nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) to decode WebP"))
  func webpFramesDecodeExactly() throws {
    let size = PixelSize(width: Self.width, height: Self.height)
    let data = try Self.encode(try WebPAnimationEncoder(size: size, loops: 0), Self.frames)
    #expect(data.starts(with: Array("RIFF".utf8)))
    let decoded = try AnimationDecoder.decode(
      data, format: "webp", width: Self.width, height: Self.height)
    // WebPAnimEncoder merges frame 2 into frame 1, which it repeats.
    var expected = Self.frames
    expected.remove(at: 2)
    try #require(decoded.frames.count == expected.count, "\(decoded.decoder)")
    for (index, (got, want)) in zip(decoded.frames, expected).enumerated() {
      let comparison = ImageComparison(expected: want, actual: got)
      #expect(comparison.isIdentical, "frame \(index): \(comparison)")
    }
    // Milliseconds on the running time (0, 33, 67, 100, 133, 167, end 200).
    #expect(decoded.durations == [33, 67, 33, 34, 33])
  }

  @Test func sizesPastTheFormatsAreRefused() throws {
    #expect(
      throws: AnimatedRasterError.canvasTooLarge(
        format: "WebP", width: 16384, height: 1, limit: 16383)
    ) { _ = try WebPAnimationEncoder(size: PixelSize(width: 16384, height: 1)) }
    #expect(throws: AnimatedRasterError.noFrames(format: "GIF")) {
      var encoder = try GIFEncoder(size: PixelSize(width: 2, height: 2))
      _ = try encoder.finish()
    }
  }
}
