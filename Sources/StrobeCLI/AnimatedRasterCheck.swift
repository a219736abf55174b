import Foundation
import Strobe

/// `--verify` with `--animate` for the raster formats (docs/animated-output.md §Verifying
/// raster animations): the file just written is decoded back by a decoder Strobe did not
/// write, and every frame is compared with Strobe's own render at the frame's time.
///
/// The check fails when the number of frames, a frame's stored delay, the loop count or a
/// frame's pixels differ from what was asked for. Pixels must be exact where the format is
/// lossless (APNG, WebP); GIF (at most 255 colours a frame, one-bit transparency) and video
/// (lossy, 4:2:0 chroma, no alpha) are held to a PSNR floor (``minimumPSNR(for:)``).
struct AnimatedRasterCheck {
  /// One compared frame.
  struct Frame {
    /// The frame's index from 0 and its start time (document seconds).
    var index: Int
    var time: Double
    var comparison: ImageComparison
    /// The PSNR the format's floor applies to: of all channels (GIF), of luma (video).
    var psnr: Double
    /// The delay the file should store and the one decoded (seconds), on the first written
    /// frame a decoded frame shows; nil for video and for the later frames it shows.
    var expectedDuration: Double?
    var decodedDuration: Double?
  }

  /// The whole comparison.
  struct Report {
    var format: AnimatedFormat
    var decoder: String
    var frames: [Frame]
    var expectedFrameCount: Int
    var decodedFrameCount: Int
    /// Decoded frames after every written frame was shown.
    var extraFrames = 0
    var expectedLoops: Int?
    var decodedLoops: Int?
    var minimumPSNR: Double?

    /// Whether `frame`'s pixels are within the format's tolerance.
    func pixelsPass(_ frame: Frame) -> Bool {
      guard frame.comparison.sizesMatch else { return false }
      if let minimumPSNR { return frame.psnr >= minimumPSNR }
      return frame.comparison.isIdentical
    }

    /// Whether `frame`'s stored delay is the one asked for (to 1 µs).
    func durationPasses(_ frame: Frame) -> Bool {
      guard let expected = frame.expectedDuration else { return true }
      guard let decoded = frame.decodedDuration else { return false }
      return abs(expected - decoded) < 1e-6
    }

    /// What is wrong, one line each (at most `limit` frame lines); empty when it passes.
    func problems(limit: Int = 8) -> [String] {
      var lines: [String] = []
      if frames.count != expectedFrameCount {
        lines.append(
          "\(decodedFrameCount) frames decoded show \(frames.count) of the "
            + "\(expectedFrameCount) written")
      }
      if extraFrames > 0 {
        lines.append("\(extraFrames) frames decoded after the last written one")
      }
      if expectedLoops != decodedLoops {
        lines.append(
          "loop count \(decodedLoops.map(String.init) ?? "none"), expected "
            + "\(expectedLoops.map(String.init) ?? "none") (0: forever)")
      }
      var frameLines = 0
      for frame in frames where !pixelsPass(frame) || !durationPasses(frame) {
        frameLines += 1
        guard frameLines <= limit else { continue }
        var parts: [String] = []
        if !pixelsPass(frame) {
          parts.append(
            frame.comparison.description
              + (format.isVideo ? String(format: ", luma PSNR %.2f dB", frame.psnr) : ""))
        }
        if !durationPasses(frame) {
          parts.append(
            "delay \(Self.seconds(frame.decodedDuration)) s, expected "
              + "\(Self.seconds(frame.expectedDuration)) s")
        }
        lines.append(
          "frame \(frame.index) at \(Self.seconds(frame.time)) s: "
            + parts.joined(separator: "; "))
      }
      if frameLines > limit { lines.append("\(frameLines - limit) more frames differ") }
      return lines
    }

    /// One line for a passing check.
    var summary: String {
      let worstMax = frames.map(\.comparison.maxChannelDifference).max() ?? 0
      let worstPSNR = frames.map(\.psnr).min() ?? .infinity
      let psnr = worstPSNR.isInfinite ? "inf" : String(format: "%.2f", worstPSNR)
      let what = format.isVideo ? "luma PSNR" : "PSNR"
      let pixels =
        minimumPSNR.map { "lowest \(what) \(psnr) dB (at least \(String(format: "%g", $0)))" }
        ?? "every pixel exact"
      let timing = format.isVideo ? "" : ", delays and loop count as written"
      let stored =
        decodedFrameCount == frames.count ? "" : " (stored as \(decodedFrameCount))"
      return "\(frames.count) frames\(stored) decoded by \(decoder)\(timing); \(pixels), "
        + "max channel difference \(worstMax)"
    }

    static func seconds(_ value: Double?) -> String {
      value.map { String(format: "%.6g", $0) } ?? "none"
    }
  }

  /// The PSNR floor of `format`'s frames in dB, or nil when they must be exact.
  static func minimumPSNR(for format: AnimatedFormat) -> Double? {
    switch format {
    case .svg, .png, .webp: return nil
    case .gif: return gifMinimumPSNR
    case .mp4, .webm: return videoMinimumPSNR
    }
  }

  /// GIF, against the render with its alpha thresholded as the GIF stores it
  /// (``StrobeRender/GIFEncoder/thresholded(_:)``), so that only the palette's error is left
  /// (docs/animated-output.md §Verifying raster animations has the measured values).
  static let gifMinimumPSNR = 35.0
  /// Video, of luma (BT.601 weights): H.264/VP9 at the encoder's quality.
  ///
  /// Luma, because 4:2:0
  /// chroma halves the colour resolution by design, which costs thin saturated lines up to
  /// 120 levels in a channel.
  static let videoMinimumPSNR = 30.0

  /// The delays `format` stores for frames asked to show for `delays`, in seconds; nil for
  /// video (a constant rate).
  static func storedDurations(_ delays: [FrameDelay], format: AnimatedFormat) -> [Double]? {
    switch format {
    case .png: return delays.map(\.seconds)
    case .webp: return FrameDelay.stored(delays, perSecond: 1000)
    case .gif: return FrameDelay.stored(delays, perSecond: 100)
    case .svg, .mp4, .webm: return nil
    }
  }

  /// The decoder of `format` for `data` and its name in the report.
  static func decoder(
    for data: Data, format: AnimatedFormat, size: PixelSize
  ) throws -> (decoder: any AnimatedImageDecoder, name: String) {
    switch format {
    case .png: return (try APNGDecoder(data: data), "ffmpeg")
    case .webp: return (try WebPAnimationDecoder(data: data), "libwebpdemux")
    case .gif: return (try GIFDecoder(data: data), "giflib")
    case .mp4: return (try VideoDecoder(data: data, codec: .h264, size: size), "ffmpeg")
    case .webm: return (try VideoDecoder(data: data, codec: .vp9, size: size), "ffmpeg")
    case .svg: preconditionFailure("an animated SVG is checked in Chromium")
    }
  }

  /// Decodes `data` (a `format` file of `size`, `loops` plays) and compares each frame with
  /// `render(time)`, composited over `background` for video.
  static func run(
    data: Data, format: AnimatedFormat, size: PixelSize, loops: Int,
    frames: [(time: Double, duration: Double)],
    background: (r: UInt8, g: UInt8, b: UInt8), render: (Double) throws -> RasterImage
  ) throws -> Report {
    var (decoder, name) = try decoder(for: data, format: format, size: size)
    let expectedDurations = storedDurations(
      frames.map { FrameDelay(approximating: $0.duration) }, format: format)
    var report = Report(
      format: format, decoder: name, frames: [], expectedFrameCount: frames.count,
      decodedFrameCount: 0, expectedLoops: format.isVideo ? nil : loops,
      decodedLoops: decoder.loops, minimumPSNR: minimumPSNR(for: format))
    // A decoded frame may stand for several written ones: libwebp stores a frame equal to
    // the one before by lengthening that one. Each decoded frame takes the written frames
    // whose stored delays add up to its own, and is compared with each one's render.
    var pending = 0
    while let decoded = try decoder.next() {
      report.decodedFrameCount += 1
      var covered: [Int] = []
      var total = 0.0
      repeat {
        guard pending < frames.count else { break }
        covered.append(pending)
        total += expectedDurations?[pending] ?? 0
        pending += 1
      } while expectedDurations != nil && decoded.duration.map({ total < $0 - 1e-6 }) == true
      if covered.isEmpty { report.extraFrames += 1 }
      for (position, index) in covered.enumerated() {
        var expected = try render(frames[index].time)
        switch format {
        case .mp4, .webm: expected = expected.composited(over: background)
        case .gif: expected = GIFEncoder.thresholded(expected)
        case .svg, .png, .webp: break
        }
        let comparison = ImageComparison(expected: expected, actual: decoded.image)
        let first = position == 0 && expectedDurations != nil
        report.frames.append(
          Frame(
            index: index, time: frames[index].time, comparison: comparison,
            psnr: format.isVideo ? lumaPSNR(expected, decoded.image) : comparison.psnr,
            expectedDuration: first ? total : nil,
            decodedDuration: first ? decoded.duration : nil))
      }
    }
    return report
  }

  /// The PSNR of the luma `0.299 R + 0.587 G + 0.114 B` of two opaque images of one size, in
  /// dB (`+∞` when equal, 0 for different sizes).
  static func lumaPSNR(_ expected: RasterImage, _ actual: RasterImage) -> Double {
    guard expected.width == actual.width, expected.height == actual.height else { return 0 }
    let e = expected.pixels
    let a = actual.pixels
    var sum = 0.0
    for i in stride(from: 0, to: e.count, by: 4) {
      let ye = 0.299 * Double(e[i]) + 0.587 * Double(e[i + 1]) + 0.114 * Double(e[i + 2])
      let ya = 0.299 * Double(a[i]) + 0.587 * Double(a[i + 1]) + 0.114 * Double(a[i + 2])
      sum += (ye - ya) * (ye - ya)
    }
    let mse = sum / Double(max(e.count / 4, 1))
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }
}
