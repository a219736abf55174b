import CGif
import Foundation
import Testing

@testable import StrobeRender

/// The decoders `--verify` reads animations back with (docs/animated-output.md §Verifying
/// raster animations): each gives back the frames, delays and loop count an encoder wrote,
/// and each decodes files it did not write as the format says (hand-built chunks, disposal
/// cases the encoders never use).
@Suite struct AnimatedImageDecoderTests {
  static let size = PixelSize(
    width: GIFAndWebPEncoderTests.width, height: GIFAndWebPEncoderTests.height)

  /// Every frame `decoder` gives.
  static func frames(_ decoder: some AnimatedImageDecoder) throws -> [DecodedFrame] {
    var decoder = decoder
    var frames: [DecodedFrame] = []
    while let frame = try decoder.next() { frames.append(frame) }
    return frames
  }

  @Test func webpFramesDelaysAndLoopsComeBackExactly() throws {
    let data = try GIFAndWebPEncoderTests.encode(
      try WebPAnimationEncoder(size: Self.size, loops: 3), GIFAndWebPEncoderTests.frames)
    let decoder = try WebPAnimationDecoder(data: data)
    #expect(decoder.size == Self.size)
    #expect(decoder.loops == 3)
    // libwebp stores the third frame, equal to the second, by lengthening the second.
    var written = GIFAndWebPEncoderTests.frames
    written.remove(at: 2)
    #expect(decoder.frameCount == written.count)
    let frames = try Self.frames(decoder)
    try #require(frames.count == written.count)
    for (index, (got, expected)) in zip(frames, written).enumerated() {
      let comparison = ImageComparison(expected: expected, actual: got.image)
      #expect(comparison.isIdentical, "frame \(index): \(comparison)")
    }
    // 1/30 s rounded to milliseconds on the running time: 33, 34, 33, 33, 34, 33.
    #expect(frames.map(\.duration) == [0.033, 0.034 + 0.033, 0.033, 0.034, 0.033])
    #expect(
      FrameDelay.stored(Array(repeating: GIFAndWebPEncoderTests.delay, count: 6), perSecond: 1000)
        == [0.033, 0.034, 0.033, 0.033, 0.034, 0.033])
  }

  @Test func gifFramesDelaysAndLoopsComeBackAsStored() throws {
    for (loops, stored) in [(0, 0), (1, 1), (4, 4)] {
      let data = try GIFAndWebPEncoderTests.encode(
        try GIFEncoder(size: Self.size, loops: loops), GIFAndWebPEncoderTests.frames)
      let decoder = try GIFDecoder(data: data)
      #expect(decoder.size == Self.size)
      #expect(decoder.loops == stored, "loops \(loops)")
      let frames = try Self.frames(decoder)
      try #require(frames.count == GIFAndWebPEncoderTests.frames.count)
      for (index, (got, expected)) in zip(frames, GIFAndWebPEncoderTests.frames).enumerated() {
        let comparison = ImageComparison(
          expected: GIFEncoder.thresholded(expected), actual: got.image)
        #expect(comparison.isIdentical, "frame \(index): \(comparison)")
      }
      #expect(frames.map(\.duration) == [0.03, 0.04, 0.03, 0.03, 0.04, 0.03])
    }
  }

  /// A two-frame GIF built by hand (through giflib's writer, below Strobe's encoder): frame 0
  /// is a red 2×2 square with disposal `disposal`, frame 1 a blue pixel at (1, 1).
  static func handBuiltGIF(disposal: Int32) throws -> Data {
    try LazyLibrary.giflib.require(for: "the test")
    var error: Int32 = 0
    let writer = try #require(strobe_gif_begin(3, 3, -1, &error))
    let palette: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 0]
    #expect(strobe_gif_frame(writer, 0, 0, 2, 2, palette, 4, [1, 1, 1, 1], 5, disposal, 0) == 0)
    #expect(strobe_gif_frame(writer, 1, 1, 1, 1, palette, 4, [2], 7, 1, 0) == 0)
    var bytes: UnsafeMutablePointer<UInt8>?
    var count = 0
    #expect(strobe_gif_finish(writer, &bytes, &count) == 0)
    defer { strobe_gif_release(bytes) }
    return Data(bytes: try #require(bytes), count: count)
  }

  @Test func gifDisposalIsAppliedBeforeTheNextFrame() throws {
    let red: [UInt8] = [255, 0, 0, 255]
    let blue: [UInt8] = [0, 0, 255, 255]
    let clear: [UInt8] = [0, 0, 0, 0]
    // Disposal 1 keeps the red square under the blue pixel; 2 clears it to transparent; 3
    // restores what was under it (transparent here too).
    for (disposal, keep) in [(Int32(1), true), (2, false), (3, false)] {
      let frames = try Self.frames(try GIFDecoder(data: Self.handBuiltGIF(disposal: disposal)))
      try #require(frames.count == 2)
      #expect(frames.map(\.duration) == [0.05, 0.07])
      #expect(
        frames[0].image.pixels == red + red + clear + red + red + clear + clear + clear + clear)
      let under = keep ? red : clear
      #expect(
        frames[1].image.pixels
          == under + under + clear + under + blue + clear + clear + clear + clear,
        "disposal \(disposal)")
    }
  }

  @Test func notAGIFOrAWebPIsADecoderError() throws {
    let junk = Data("not an image".utf8)
    #expect(throws: AnimatedRasterError.self) { _ = try GIFDecoder(data: junk) }
    #expect(throws: AnimatedRasterError.self) { _ = try WebPAnimationDecoder(data: junk) }
    do {
      _ = try WebPAnimationDecoder(data: junk)
    } catch let error as AnimatedRasterError {
      guard case .decoderFailed(let format, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(format == "WebP")
    }
  }

  /// A PNG of `chunks` (type and data), with made-up CRCs: the timing reader does not check
  /// them (ffmpeg does).
  static func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for (type, data) in chunks {
      let n = UInt32(data.count)
      bytes += [UInt8(n >> 24), UInt8(n >> 16 & 255), UInt8(n >> 8 & 255), UInt8(n & 255)]
      bytes += Array(type.utf8) + data + [0, 0, 0, 0]
    }
    return bytes
  }

  /// An fcTL body with the delay `numerator/denominator`.
  static func fcTL(_ numerator: UInt8, _ denominator: UInt8) -> [UInt8] {
    [UInt8](repeating: 0, count: 20) + [0, numerator, 0, denominator, 0, 0]
  }

  @Test func apngTimingIsReadFromItsChunks() throws {
    let ihdr: [UInt8] = [0, 0, 1, 44, 0, 0, 0, 200, 8, 6, 0, 0, 0]
    let actl: [UInt8] = [0, 0, 0, 3, 0, 0, 0, 2]
    let timing = try APNGDecoder.timing(
      of: Self.png([
        ("IHDR", ihdr), ("acTL", actl), ("fcTL", Self.fcTL(1, 30)), ("IDAT", [1, 2]),
        ("fcTL", Self.fcTL(3, 0)), ("fdAT", [0, 0, 0, 2]), ("fcTL", Self.fcTL(2, 5)),
        ("IEND", []),
      ]))
    #expect(timing.size == PixelSize(width: 300, height: 200))
    #expect(timing.plays == 2)
    // A denominator of 0 means hundredths.
    #expect(timing.delays == [1.0 / 30, 0.03, 0.4])
    #expect(throws: AnimatedRasterError.self) {
      _ = try APNGDecoder.timing(of: Self.png([("IHDR", ihdr), ("IDAT", []), ("IEND", [])]))
    }
    #expect(throws: AnimatedRasterError.self) {
      _ = try APNGDecoder.timing(of: Array(Self.png([("IHDR", ihdr)]).dropLast(6)))
    }
    #expect(throws: AnimatedRasterError.self) { _ = try APNGDecoder.timing(of: [1, 2, 3]) }
  }

  @Test(.enabled(if: VideoEncoder.findFFmpeg() != nil, "needs ffmpeg on PATH"))
  func apngAndVideoFramesComeBackThroughFFmpeg() throws {
    var apng = APNGEncoder(size: Self.size, loops: 0)
    for frame in GIFAndWebPEncoderTests.frames {
      try apng.append(frame, delay: GIFAndWebPEncoderTests.delay)
    }
    let decoder = try APNGDecoder(data: try apng.finish())
    #expect(decoder.loops == 0)
    let frames = try Self.frames(decoder)
    try #require(frames.count == GIFAndWebPEncoderTests.frames.count)
    for (index, (got, expected)) in zip(frames, GIFAndWebPEncoderTests.frames).enumerated() {
      let comparison = ImageComparison(expected: expected, actual: got.image)
      #expect(comparison.isIdentical, "frame \(index): \(comparison)")
      #expect(got.duration == 1.0 / 30)
    }
    // An odd-sized video is padded when encoded and cropped back when decoded.
    let odd = PixelSize(width: 5, height: 3)
    let grey = RasterImage(width: 5, height: 3, filledWith: (128, 128, 128, 255))
    let video = try VideoEncoder(size: odd, frameRate: 10, codec: .h264)
    for _ in 0..<3 { try video.append(grey, delay: FrameDelay(numerator: 1, denominator: 10)) }
    let decoded = try Self.frames(try VideoDecoder(data: video.finish(), codec: .h264, size: odd))
    #expect(decoded.count == 3)
    for frame in decoded {
      #expect(frame.image.width == 5 && frame.image.height == 3)
      #expect(frame.duration == nil)
      let comparison = ImageComparison(expected: grey, actual: frame.image)
      #expect(comparison.maxChannelDifference <= 2, "\(comparison)")
    }
  }

  @Test func readingAPNGOrVideoBackWithoutFFmpegSaysWhatNeedsIt() throws {
    var apng = APNGEncoder(size: Self.size, loops: 0)
    try apng.append(GIFAndWebPEncoderTests.frames[0], delay: GIFAndWebPEncoderTests.delay)
    let data = try apng.finish()
    #expect(
      throws: AnimatedRasterError.ffmpegNotFound(
        neededFor: "reading APNG back", searched: "/nonexistent")
    ) { _ = try APNGDecoder(data: data, searchPath: "/nonexistent") }
    #expect(
      throws: AnimatedRasterError.ffmpegNotFound(
        neededFor: "reading video back", searched: "/nonexistent")
    ) { _ = try VideoDecoder(data: data, codec: .vp9, size: Self.size, searchPath: "/nonexistent") }
  }
}
