import Foundation
import Testing

@testable import StrobeRender

/// ``VideoEncoder`` leaves nothing behind when it is dropped or `ffmpeg` fails
/// (docs/animated-output.md §Video).
@Suite(.serialized) struct VideoEncoderTests {
  /// Which of `files` exist. (Only the encoder's own: other suites of this process encode
  /// videos at the same time, with temporary files of the same prefix.)
  static func existing(_ files: [URL]) -> [URL] {
    files.filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  static let frame = RasterImage(width: 7, height: 5, filledWith: (10, 200, 30, 255))

  @Test(.enabled(if: VideoEncoder.findFFmpeg() != nil, "needs ffmpeg on PATH"))
  func anEncoderDroppedBeforeFinishingLeavesNoFile() throws {
    var files: [URL] = []
    do {
      let encoder = try VideoEncoder(
        size: PixelSize(width: 7, height: 5), frameRate: 10, codec: .h264)
      #expect(encoder.encodedSize == PixelSize(width: 8, height: 6))
      try encoder.append(Self.frame, delay: FrameDelay(numerator: 1, denominator: 10))
      files = encoder.temporaryFiles
      #expect(!Self.existing(files).isEmpty)
    }
    #expect(files.count == 2)
    #expect(Self.existing(files).isEmpty)
  }

  @Test func aProgramThatFailsIsAnErrorWithItsStatus() throws {
    var files: [URL] = []
    do {
      let encoder = try VideoEncoder(
        size: PixelSize(width: 4, height: 4), frameRate: 10, codec: .vp9, ffmpeg: "/bin/false")
      files = encoder.temporaryFiles
      let error = #expect(throws: AnimatedRasterError.self) {
        // Either sending fails (the program is gone) or finishing reports its status.
        try encoder.append(
          RasterImage(width: 4, height: 4, filledWith: (0, 0, 0, 255)),
          delay: FrameDelay(numerator: 1, denominator: 10))
        _ = try encoder.finish()
      }
      if case .ffmpegFailed(let status, _) = try #require(error) {
        #expect(status == 1)
      } else {
        Issue.record("expected ffmpegFailed, got \(String(describing: error))")
      }
    }
    #expect(files.count == 2)
    #expect(Self.existing(files).isEmpty)
  }

  @Test func withoutFFmpegTheErrorSaysHowToInstallIt() {
    #expect(
      throws: AnimatedRasterError.ffmpegNotFound(
        neededFor: "video output", searched: "/nonexistent")
    ) {
      _ = try VideoEncoder(
        size: PixelSize(width: 2, height: 2), frameRate: 1, codec: .h264,
        searchPath: "/nonexistent")
    }
    #expect(
      AnimatedRasterError.ffmpegNotFound(neededFor: "video output", searched: "/x").description
        .contains(
          "sudo apt-get install ffmpeg"))
  }
}
