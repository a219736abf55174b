import Foundation
import Testing

@testable import StrobeRender

/// APNG frames decode back, through Pillow or ffmpeg, to exactly the frames given, and the
/// encoder stores only what changed (docs/animated-output.md §Raster animations).
@Suite struct APNGEncoderTests {
  static let width = 40
  static let height = 30
  static let background: (UInt8, UInt8, UInt8, UInt8) = (240, 240, 250, 255)

  /// A frame of `background` with a `color` square of side 8 at (`x`, `y`).
  static func frame(
    x: Int, y: Int, color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (200, 30, 40, 255),
    background: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = background
  ) -> RasterImage {
    var image = RasterImage(width: width, height: height, filledWith: background)
    for row in y..<min(y + 8, height) {
      for column in x..<min(x + 8, width) { image.setPixel(x: column, y: row, to: color) }
    }
    return image
  }

  static let clear: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)

  /// A loader-like sequence that exercises every dispose and blend choice.
  static let frames: [RasterImage] = [
    frame(x: 2, y: 2),
    frame(x: 6, y: 2),  // moved: opaque change, over
    frame(x: 6, y: 2),  // unchanged: one transparent pixel
    frame(x: 6, y: 2, color: (200, 30, 40, 128)),  // translucent: source
    RasterImage(width: width, height: height, filledWith: background),  // back to plain
    frame(x: 20, y: 10),
    RasterImage(width: width, height: height, filledWith: background),  // the square again
    frame(x: 3, y: 3, background: clear),  // transparent canvas
    RasterImage(width: width, height: height, filledWith: clear),  // background fits
  ]

  static func encode(
    _ frames: [RasterImage], delay: FrameDelay = FrameDelay(numerator: 1, denominator: 30),
    loops: Int = 0
  ) throws -> (Data, [APNGFrameControl]) {
    var encoder = APNGEncoder(size: PixelSize(width: width, height: height), loops: loops)
    for image in frames { try encoder.append(image, delay: delay) }
    let data = try encoder.finish()
    return (data, encoder.frames)
  }

  @Test(
    .enabled(
      if: AnimationDecoder.unavailable(for: "apng") == nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) or ffmpeg to decode apng"))
  func everyFrameDecodesToThePixelsGiven() throws {
    let (data, _) = try Self.encode(Self.frames)
    let decoded = try AnimationDecoder.decode(
      data, format: "apng", width: Self.width, height: Self.height)
    try #require(decoded.frames.count == Self.frames.count, "\(decoded.decoder)")
    for (index, (got, expected)) in zip(decoded.frames, Self.frames).enumerated() {
      let comparison = ImageComparison(expected: expected, actual: got)
      #expect(
        comparison.maxChannelDifference == 0,
        "frame \(index) (\(decoded.decoder)): \(comparison.differingPixelCount) pixels differ")
    }
    if decoded.decoder == "Pillow" {
      for duration in decoded.durations { #expect(abs(duration - 1000.0 / 30) < 1e-6) }
    }
  }

  @Test func disposeAndBlendAreChosenPerFrame() throws {
    let (_, controls) = try Self.encode(Self.frames)
    try #require(controls.count == Self.frames.count)
    #expect(controls[0].region == PixelRect(x: 0, y: 0, width: Self.width, height: Self.height))
    #expect(controls[0].blend == .source)
    // The square moved 4 px right: columns 2…13, rows 2…9 change, all to opaque pixels.
    #expect(controls[1].region == PixelRect(x: 2, y: 2, width: 12, height: 8))
    #expect(controls[1].blend == .over)
    #expect(controls[2].region == PixelRect(x: 0, y: 0, width: 1, height: 1))
    #expect(controls[3].blend == .source)
    // Frame 6 equals frame 4: only the square of frame 5 is drawn over again ("previous"
    // is never written).
    #expect(controls[5].dispose == .none)
    #expect(controls[6].region == PixelRect(x: 20, y: 10, width: 8, height: 8))
    #expect(controls[6].blend == .over)
    #expect(!controls.contains { $0.dispose == .previous })
    // Frame 8 is all transparent: frame 7 (whole canvas) is cleared to background.
    #expect(controls[7].dispose == .background)
    #expect(controls[8].region.area == 1)
    #expect(controls[0].dispose == .none && controls[1].dispose == .none)
  }

  @Test func headerChunksCountFramesAndLoops() throws {
    let (data, _) = try Self.encode(Array(Self.frames.prefix(3)), loops: 3)
    let chunks = PNGChunkReader.chunks(data)
    #expect(chunks.map(\.type).prefix(3) == ["IHDR", "acTL", "fcTL"])
    let acTL = try #require(chunks.first { $0.type == "acTL" })
    #expect(acTL.data == [0, 0, 0, 3, 0, 0, 0, 3])
    // Sequence numbers run 0, 1, 2… over fcTL and fdAT together.
    let numbered = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
    #expect(numbered.map { PNGChunkReader.bigEndian($0.data, at: 0) } == [0, 1, 2, 3, 4])
    // The delay 1/30 is stored exactly: numerator and denominator at bytes 20…23.
    let fcTL = try #require(chunks.first { $0.type == "fcTL" })
    #expect(Array(fcTL.data[20..<24]) == [0, 1, 0, 30])
  }

  @Test func delaysAreExactFractions() {
    #expect(FrameDelay(approximating: 1.0 / 30) == FrameDelay(numerator: 1, denominator: 30))
    #expect(FrameDelay(approximating: 1 / 29.97) == FrameDelay(numerator: 100, denominator: 2997))
    #expect(FrameDelay(approximating: 0.25) == FrameDelay(numerator: 1, denominator: 4))
    #expect(FrameDelay(approximating: 1.0 / 24) == FrameDelay(numerator: 1, denominator: 24))
    #expect(FrameDelay(approximating: 0) == FrameDelay(numerator: 0, denominator: 1))
    let pi = FrameDelay(approximating: Double.pi)
    #expect(pi.numerator <= 65535 && pi.denominator <= 65535)
    #expect(abs(pi.seconds - Double.pi) < 2e-7)
  }

  @Test func aFrameOfAnotherSizeIsAnError() throws {
    var encoder = APNGEncoder(size: PixelSize(width: 4, height: 4))
    #expect(throws: AnimatedRasterError.self) {
      try encoder.append(
        RasterImage(width: 5, height: 4, filledWith: Self.clear),
        delay: FrameDelay(numerator: 1, denominator: 1))
    }
    #expect(throws: AnimatedRasterError.noFrames(format: "APNG")) { try encoder.finish() }
  }
}

/// The chunks of a PNG file, for checking what a writer put in it.
enum PNGChunkReader {
  struct Chunk {
    var type: String
    var data: [UInt8]
  }

  static func chunks(_ file: Data) -> [Chunk] {
    let bytes = [UInt8](file)
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian(bytes, at: offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      chunks.append(Chunk(type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return chunks
  }

  static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
