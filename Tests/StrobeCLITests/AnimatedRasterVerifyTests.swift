import Foundation
import StrobeRender
import Testing

@testable import StrobeCLI

/// `strobe render --animate --verify` for APNG, WebP, GIF and video.
///
/// The file is decoded back by giflib, libwebpdemux or ffmpeg and every frame compared with
/// Strobe's render (docs/animated-output.md §Verifying raster animations). The check is shown to fail on a
/// frame shown at the wrong time, a wrong delay, a wrong loop count and a wrong frame count.
@Suite struct AnimatedRasterVerifyTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.write(Data(AnimatedRenderTests.loader.utf8), to: "loader.json")
  }

  static let hasFFmpeg = VideoEncoder.findFFmpeg() != nil

  /// The formats checkable here and the decoder the report names.
  static var formats: [(AnimatedFormat, String)] {
    var formats: [(AnimatedFormat, String)] = [(.webp, "libwebpdemux"), (.gif, "giflib")]
    if hasFFmpeg { formats += [(.png, "ffmpeg"), (.mp4, "ffmpeg"), (.webm, "ffmpeg")] }
    return formats
  }

  @Test func everyRasterFormatIsDecodedBackAndPasses() throws {
    for (format, decoder) in Self.formats {
      let run = try workspace.run([
        "render", "loader.json", "--animate", "--format", "\(format)", "--fps", "10", "--verify",
      ])
      #expect(run.status == 0, "\(format): \(run.stderr)")
      #expect(run.stdoutLines == ["loader.\(format.fileExtension)"])
      let timing = format.isVideo ? "" : ", delays and loop count as written"
      #expect(
        run.stderr.contains(
          "verify loader.\(format.fileExtension): ok (10 frames decoded by \(decoder)\(timing); "),
        "\(format): \(run.stderr)")
      let quiet = try workspace.run([
        "render", "loader.json", "--animate", "--format", "\(format)", "--fps", "10", "--verify",
        "--quiet",
      ])
      #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(format): \(quiet.stderr)")
    }
  }

  @Test func aWebPThatMergesEqualFramesStillShowsEveryFrame() throws {
    // The animations end at 0.5 s (the frame at 0.5 s still shows their end values, as the
    // end time belongs to the active interval); the four frames after it show the model
    // values, and libwebp stores them as one longer frame: 6 + 1.
    let stops = AnimatedRenderTests.loader
      .replacingOccurrences(of: "\"repeatCount\": \"infinity\"", with: "\"repeatCount\": 1")
      .replacingOccurrences(of: "\"duration\": 1,", with: "\"duration\": 0.5,")
      .replacingOccurrences(of: "\"autoreverses\": true", with: "\"autoreverses\": false")
    try workspace.write(Data(stops.utf8), to: "stops.json")
    let run = try workspace.run([
      "render", "stops.json", "--animate", "--format", "webp", "--fps", "10", "--to", "1",
      "--verify",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains("ok (10 frames (stored as 7) decoded by libwebpdemux"), "\(run.stderr)")
  }

  /// The single-frame renders of loader.json at 10 fps, by frame index.
  func renders() throws -> [RasterImage] {
    let run = try workspace.run([
      "render", "loader.json", "--fps", "10", "--to", "0.9", "--out", "frames", "--name",
      "f{index:02}", "--quiet",
    ])
    try #require(run.status == 0, "\(run.stderr)")
    return try (0..<10).map {
      try RasterImage(contentsOf: workspace.url("frames/f\(String(format: "%02d", $0)).png"))
    }
  }

  /// The check of loader.json's `format` file against `frames`, rendered by `render`.
  func check(
    _ format: AnimatedFormat, loops: Int = 0,
    frames: [(time: Double, duration: Double)] = AnimationWindow.frames(fps: 10, from: 0, to: 1),
    render: (Double) throws -> RasterImage
  ) throws -> AnimatedRasterCheck.Report {
    let run = try workspace.run([
      "render", "loader.json", "--animate", "--format", "\(format)", "--fps", "10", "--quiet",
    ])
    try #require(run.status == 0, "\(run.stderr)")
    return try AnimatedRasterCheck.run(
      data: try workspace.data("loader.\(format.fileExtension)"), format: format,
      size: PixelSize(width: 48, height: 32), loops: loops, frames: frames,
      background: (0, 0, 0), render: render)
  }

  @Test func theCheckFailsOnAFrameShownAtTheWrongTime() throws {
    let renders = try renders()
    func index(_ time: Double) -> Int { Int((time * 10).rounded()) }
    for (format, _) in Self.formats {
      let right = try check(format) { renders[index($0)] }
      #expect(right.problems().isEmpty, "\(format): \(right.problems())")
      // One frame late from frame 3 on: the dot has moved on.
      let late = try check(format) { renders[min(index($0) < 3 ? index($0) : index($0) + 1, 9)] }
      let problems = late.problems()
      #expect(
        problems.contains { $0.hasPrefix("frame 3 at 0.3 s: max channel difference") },
        "\(format): \(problems)")
      #expect(!problems.contains { $0.hasPrefix("frame 2 ") }, "\(format): \(problems)")
    }
  }

  @Test func theCheckFailsOnWrongDelaysLoopsAndFrameCounts() throws {
    let renders = try renders()
    func index(_ time: Double) -> Int { min(Int((time * 10).rounded()), 9) }
    for (format, _) in Self.formats where !format.isVideo {
      // The file plays forever; a check expecting one play fails on the loop count.
      let once = try check(format, loops: 1) { renders[index($0)] }
      #expect(once.problems() == ["loop count 0, expected 1 (0: forever)"], "\(format)")
      // Frames of 0.15 s were asked for: the stored 0.1 s delays are wrong.
      let slow = AnimationWindow.frames(fps: 10, from: 0, to: 1).map {
        (time: $0.time, duration: $0.duration * 1.5)
      }
      let delays = try check(format, frames: slow) { renders[index($0)] }
      #expect(
        delays.problems().contains { $0.contains("delay 0.1 s, expected 0.15 s") },
        "\(format): \(delays.problems())")
      // One frame fewer written than the file holds, then one more.
      let short = Array(AnimationWindow.frames(fps: 10, from: 0, to: 1).dropLast())
      let extra = try check(format, frames: short) { renders[index($0)] }
      #expect(
        extra.problems().contains("1 frames decoded after the last written one"),
        "\(format): \(extra.problems())")
      let long = AnimationWindow.frames(fps: 10, from: 0, to: 1.1)
      let missing = try check(format, frames: long) { renders[index($0)] }
      #expect(
        missing.problems().contains("10 frames decoded show 10 of the 11 written"),
        "\(format): \(missing.problems())")
    }
  }

  @Test func aVideoWithoutItsFramesFailsTheFrameCount() throws {
    guard Self.hasFFmpeg else { return }
    let renders = try renders()
    let long = AnimationWindow.frames(fps: 10, from: 0, to: 1.2)
    let report = try check(.mp4, frames: long) { renders[min(Int(($0 * 10).rounded()), 9)] }
    #expect(report.problems() == ["10 frames decoded show 10 of the 12 written"])
    #expect(report.expectedLoops == nil && report.decodedLoops == nil)
  }

  @Test func theFailureMessageSaysTheFileWasKept() {
    #expect(
      AnimatedRenderError.verificationFailed(file: "ring.gif", problems: 2).description
        == "verification failed: ring.gif read back differs from Strobe's frames "
        + "(2 problems above); the file was kept")
  }
}
