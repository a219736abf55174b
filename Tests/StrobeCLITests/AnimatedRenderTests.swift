import Foundation
import StrobeRender
import Testing

/// `strobe render --animate`: one file that plays, whose frames are the single-frame renders
/// (docs/animated-output.md §Raster animations, §Video).
@Suite struct AnimatedRenderTests {
  /// A loader: a small square circling over an opaque canvas, forever.
  static let loader = """
    { "strobe": 1, "canvas": { "width": 48, "height": 32, "background": "#F4F4F8" },
      "duration": 1,
      "layers": [
        { "name": "dot", "bounds": [0, 0, 6, 6], "position": [10, 16],
          "backgroundColor": "#3366CC", "cornerRadius": 3,
          "animations": [
            { "type": "basic", "keyPath": "position.x", "fromValue": 10, "toValue": 38,
              "duration": 1, "repeatCount": "infinity", "timingFunction": "easeInEaseOut" },
            { "type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0.4,
              "duration": 0.5, "autoreverses": true, "repeatCount": "infinity" } ] } ] }
    """

  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.write(Data(Self.loader.utf8), to: "loader.json")
    try workspace.copyFixture("probe.json")
  }

  /// The single-frame PNG renders at the times `--animate --fps 10` samples (0, 0.1 … 0.9).
  func singleFrames(fps: Int = 10) throws -> [RasterImage] {
    let run = try workspace.run([
      "render", "loader.json", "--fps", "\(fps)", "--to", "\(1 - 1 / Double(fps))", "--out",
      "frames", "--name", "f{index:03}", "--quiet",
    ])
    try #require(run.status == 0, "\(run.stderr)")
    return try (0..<fps).map {
      try RasterImage(contentsOf: workspace.url("frames/f\(String(format: "%03d", $0)).png"))
    }
  }

  @Test(
    .enabled(
      if: AnimationDecoder.unavailable(for: "apng") == nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) or ffmpeg to decode apng"))
  func apngFramesAreTheSingleFrameRenders() throws {
    let run = try workspace.run(["render", "loader.json", "--animate", "--fps", "10"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdoutLines == ["loader.png"])
    let apng = try workspace.data("loader.png")
    let decoded = try AnimationDecoder.decode(apng, format: "apng", width: 48, height: 32)
    let expected = try singleFrames()
    try #require(decoded.frames.count == 10, "\(decoded.decoder): \(decoded.frames.count)")
    for (index, (got, want)) in zip(decoded.frames, expected).enumerated() {
      let comparison = ImageComparison(expected: want, actual: got)
      #expect(comparison.isIdentical, "frame \(index) (\(decoded.decoder)): \(comparison)")
    }
    // acTL: 10 frames, played forever (the animations repeat forever).
    let chunks = try Self.chunks(apng)
    #expect(chunks.first { $0.type == "acTL" }?.data == [0, 0, 0, 10, 0, 0, 0, 0])
    // Each fcTL's delay is exactly 1/10 s.
    let delays = chunks.filter { $0.type == "fcTL" }.map { Array($0.data[20..<24]) }
    #expect(delays == Array(repeating: [0, 1, 0, 10], count: 10))
    // Differencing: the frames after the first are smaller than the canvas.
    let regions = chunks.filter { $0.type == "fcTL" }.dropFirst().map {
      Int(Self.bigEndian($0.data, at: 4)) * Int(Self.bigEndian($0.data, at: 8))
    }
    #expect(regions.allSatisfy { $0 < 48 * 32 / 2 }, "\(regions)")
  }

  @Test func aSceneThatEndsPlaysOnceAndTheWindowIsHonoured() throws {
    let once = Self.loader.replacingOccurrences(
      of: "\"repeatCount\": \"infinity\"", with: "\"repeatCount\": 1")
    try workspace.write(Data(once.utf8), to: "once.json")
    let run = try workspace.run([
      "render", "once.json", "--animate", "--from", "0.25", "--to", "0.75", "--fps", "8",
      "-o", "once.png",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let chunks = try Self.chunks(try workspace.data("once.png"))
    // 0.25, 0.375, 0.5, 0.625: four frames of 1/8 s, played once.
    #expect(chunks.first { $0.type == "acTL" }?.data == [0, 0, 0, 4, 0, 0, 0, 1])
    #expect(
      chunks.filter { $0.type == "fcTL" }.map { Array($0.data[20..<24]) }
        == Array(repeating: [0, 1, 0, 8], count: 4))
  }

  @Test func dashOutputWritesTheAnimationToStandardOutput() throws {
    for format in ["png", "gif", "webp"] {
      let file = try workspace.run([
        "render", "loader.json", "--animate", "--format", format, "--fps", "5",
      ])
      #expect(file.status == 0, "\(file.stderr)")
      let piped = try workspace.run([
        "render", "loader.json", "--animate", "--format", format, "--fps", "5", "-o", "-",
      ])
      #expect(piped.status == 0, "\(piped.stderr)")
      #expect(piped.stdout == (try workspace.data("loader.\(format)")), "\(format)")
    }
  }

  @Test func aPartialLastFrameKeepsTheWindowsLength() throws {
    let run = try workspace.run([
      "render", "loader.json", "--animate", "--fps", "4", "--to", "0.6", "-o", "p.png",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let delays = try Self.chunks(try workspace.data("p.png")).filter { $0.type == "fcTL" }
      .map { Array($0.data[20..<24]) }
    // 0, 0.25, 0.5: 1/4, 1/4 and the last 0.1 s = 1/10.
    #expect(delays == [[0, 1, 0, 4], [0, 1, 0, 4], [0, 1, 0, 10]])
  }

  @Test(
    .enabled(
      if: AnimationDecoder.unavailable(for: "gif") == nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) or ffmpeg to decode gif"))
  func gifFramesAreTheSingleFrameRendersInTheirPalettes() throws {
    let run = try workspace.run([
      "render", "loader.json", "--animate", "--format", "gif", "--fps", "10",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let decoded = try AnimationDecoder.decode(
      try workspace.data("loader.gif"), format: "gif", width: 48, height: 32)
    let expected = try singleFrames()
    try #require(decoded.frames.count == 10, "\(decoded.decoder)")
    for (index, (got, want)) in zip(decoded.frames, expected).enumerated() {
      let comparison = ImageComparison(expected: want, actual: got)
      // Each frame has fewer than 256 colours: its palette holds them exactly.
      #expect(comparison.isIdentical, "frame \(index) (\(decoded.decoder)): \(comparison)")
    }
    if decoded.decoder == "Pillow" {
      #expect(decoded.durations == Array(repeating: 100, count: 10))
    }
  }

  @Test(
    .enabled(
      if: AnimationDecoder.python != nil,
      "needs Pillow (STROBE_LOTTIE_PYTHON or make lottie-venv) to decode WebP"))
  func webpFramesAreTheSingleFrameRenders() throws {
    let run = try workspace.run([
      "render", "loader.json", "--animate", "--format", "webp", "--fps", "10",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let decoded = try AnimationDecoder.decode(
      try workspace.data("loader.webp"), format: "webp", width: 48, height: 32)
    let expected = try singleFrames()
    try #require(decoded.frames.count == 10)
    for (index, (got, want)) in zip(decoded.frames, expected).enumerated() {
      #expect(ImageComparison(expected: want, actual: got).isIdentical, "frame \(index)")
    }
    #expect(decoded.durations == Array(repeating: 100, count: 10))
  }

  // MARK: - Video

  @Test(.enabled(if: VideoEncoder.findFFmpeg() != nil, "needs ffmpeg on PATH"))
  func mp4AndWebMAreReproducibleWithEvenSides() throws {
    // An odd canvas: 47×31 is encoded as 48×32.
    let odd = Self.loader.replacingOccurrences(
      of: "\"width\": 48, \"height\": 32", with: "\"width\": 47, \"height\": 31")
    try workspace.write(Data(odd.utf8), to: "odd.json")
    for format in ["mp4", "webm"] {
      let first = try workspace.run(["render", "odd.json", "--animate", "--format", format])
      #expect(first.status == 0, "\(first.stderr)")
      let bytes = try workspace.data("odd.\(format)")
      let second = try workspace.run([
        "render", "odd.json", "--animate", "--format", format, "-o", "again.\(format)",
      ])
      #expect(second.status == 0, "\(second.stderr)")
      #expect(try workspace.data("again.\(format)") == bytes, "\(format) is not reproducible")
      let probe = try AnimationDecoder.run(
        "/usr/bin/env",
        [
          "ffprobe", "-v", "error", "-count_frames", "-show_entries",
          "stream=width,height,nb_read_frames", "-of", "csv=p=0",
          workspace.url("odd.\(format)").path,
        ])
      #expect(probe.output.trimmingCharacters(in: .whitespacesAndNewlines) == "48,32,30")
    }
    // No temporary file of ffmpeg is left in the folder.
    #expect(try workspace.listing().filter { $0.hasPrefix(".") }.isEmpty)
  }

  @Test(.enabled(if: VideoEncoder.findFFmpeg() != nil, "needs ffmpeg on PATH"))
  func ctrlCDuringAVideoLeavesNothingBehind() throws {
    // 90,000 frames (under the default frame limit): minutes of work even on a fast machine,
    // so the interrupt always lands mid-video (3,600 frames took under a second on an idle
    // one).
    let long = Self.loader.replacingOccurrences(
      of: "\"duration\": 1,\n", with: "\"duration\": 1500,\n")
    try workspace.write(Data(long.utf8), to: "long.json")
    let errors = workspace.url("stderr.txt")
    FileManager.default.createFile(atPath: errors.path, contents: nil)
    let handle = try FileHandle(forWritingTo: errors)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = workspace.binary.url
    process.arguments = ["render", "long.json", "--animate", "--format", "mp4", "--fps", "60"]
    process.currentDirectoryURL = workspace.folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = handle
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    Thread.sleep(forTimeInterval: 1)
    try #require(process.isRunning, "the 90,000 frames were done in under a second")
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let message = try String(contentsOf: errors, encoding: .utf8)
    #expect(
      message == "Error: interrupted before the MP4 (H.264) was complete; nothing was written\n")
    #expect(!workspace.exists("long.mp4"))
    #expect(try workspace.listing().filter { $0.hasPrefix(".") }.isEmpty)
    // ffmpeg's temporary file went with it.
    let temporary = try FileManager.default.contentsOfDirectory(
      atPath: FileManager.default.temporaryDirectory.path)
    #expect(!temporary.contains { $0.hasPrefix("strobe-video-\(process.processIdentifier)-") })
  }

  @Test func videoWithoutFFmpegSaysHowToInstallItAndWritesNothing() throws {
    let empty = workspace.url("empty-bin")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let run = try workspace.run(
      ["render", "loader.json", "--animate", "--format", "mp4"],
      environment: ["PATH": empty.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("needs the ffmpeg program"), "\(run.stderr)")
    #expect(run.stderr.contains("sudo apt-get install ffmpeg"))
    #expect(!workspace.exists("loader.mp4"))
  }

  // MARK: - Bad input

  @Test func badCommandLinesAreUsageErrors() throws {
    let cases: [([String], String)] = [
      (["--format", "bmp"], "The value 'bmp' is invalid for '--format <format>'"),
      (["--format", "png,gif"], "one format with --animate"),
      (["--format", "gif", "--fps", "60"], "at most 50 for GIF"),
      (["--at", "0.5"], "'--animate' and '--at' cannot be used together"),
      (["--scale", "1,2"], "one scale with --animate"),
      (["-o", "x.gif"], "a file name ending in .png"),
      (["--from", "1", "--to", "1"], "a time after --from"),
      (["--format", "gif", "--dither", "ordered"], "one of 'none' or 'floyd-steinberg'"),
      (["--dither", "floyd-steinberg"], "'--dither' requires '--format gif'"),
    ]
    for (extra, message) in cases {
      let run = try workspace.run(["render", "loader.json", "--animate"] + extra)
      #expect(run.status == 64, "\(extra): \(run.stderr)")
      #expect(run.stderr.contains(message), "\(extra): \(run.stderr)")
    }
    #expect(try workspace.listing() == ["loader.json", "probe.json"])
    let still = try workspace.run(["render", "loader.json", "--dither", "none"])
    #expect(still.status == 64)
    #expect(
      still.stderr.contains("'--dither' requires '--animate --format gif'"), "\(still.stderr)")
  }

  @Test func ditheredGIFsDifferFromPlainOnesOnlyWhereThePaletteFallsShort() throws {
    // The loader's frames have few colours: dithering leaves them byte for byte.
    let plain = try workspace.run([
      "render", "loader.json", "--animate", "--format", "gif", "--fps", "10", "-o", "a.gif",
    ])
    let dithered = try workspace.run([
      "render", "loader.json", "--animate", "--format", "gif", "--fps", "10", "-o", "b.gif",
      "--dither", "floyd-steinberg",
    ])
    #expect(plain.status == 0 && dithered.status == 0, "\(plain.stderr)\(dithered.stderr)")
    #expect(try workspace.data("a.gif") == workspace.data("b.gif"))
    // Two crossed gradients, thousands of colours, are dithered.
    let gradient = """
      { "strobe": 1, "canvas": { "width": 128, "height": 64 }, "duration": 0.2,
        "layers": [ { "type": "gradient", "frame": [0, 0, 128, 64],
          "colors": ["#000060", "#FF0060"], "startPoint": [0, 0.5], "endPoint": [1, 0.5],
          "sublayers": [ { "type": "gradient", "frame": [0, 0, 128, 64],
            "colors": ["#00000000", "#00FF0080"] } ],
          "animations": [ { "type": "basic", "keyPath": "opacity", "fromValue": 1,
            "toValue": 0.99, "duration": 0.2 } ] } ] }
      """
    try workspace.write(Data(gradient.utf8), to: "g.json")
    for (name, extra) in [("g1.gif", [String]()), ("g2.gif", ["--dither", "floyd-steinberg"])] {
      let run = try workspace.run(
        ["render", "g.json", "--animate", "--format", "gif", "--fps", "10", "-o", name] + extra)
      #expect(run.status == 0, "\(run.stderr)")
    }
    #expect(try workspace.data("g1.gif") != workspace.data("g2.gif"))
  }

  @Test func aSceneWithoutAnimationIsALocatedErrorAndWritesNothing() throws {
    let run = try workspace.run(["render", "probe.json", "--animate"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("Error: probe.json: nothing to animate"), "\(run.stderr)")
    #expect(!workspace.exists("probe.png"))
  }

  @Test func anExportFrameRateAboveGIFsCapIsASceneError() throws {
    let fast = Self.loader.replacingOccurrences(
      of: "\"duration\": 1,\n", with: "\"duration\": 1, \"export\": { \"fps\": 60 },\n")
    try workspace.write(Data(fast.utf8), to: "fast.json")
    let run = try workspace.run(["render", "fast.json", "--animate", "--format", "gif"])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: fast.json: export.fps: 60.0 frames per second is more than GIF's 50 (whole "
        + "centiseconds, at least 2); pass --fps 50 or less\n")
    #expect(!workspace.exists("fast.gif"))
    // The command line's --fps wins over the scene's.
    let slower = try workspace.run([
      "render", "fast.json", "--animate", "--format", "gif", "--fps", "25",
    ])
    #expect(slower.status == 0, "\(slower.stderr)")
  }

  @Test func aCanvasTooLargeForTheCodecIsAnErrorBeforeRendering() throws {
    let wide = """
      { "strobe": 1, "canvas": { "width": 8200, "height": 2 }, "duration": 1, "layers": [] }
      """
    try workspace.write(Data(wide.utf8), to: "wide.json")
    let run = try workspace.run(["render", "wide.json", "--animate", "--format", "mp4"])
    #expect(run.status == 1)
    #expect(
      run.stderr == "Error: 8200x2 pixels is too large for MP4 (H.264): at most 8192 pixels per "
        + "side; use a smaller scale or canvas\n")
    #expect(!workspace.exists("wide.mp4"))
  }

  // MARK: - PNG chunks

  struct Chunk {
    var type: String
    var data: [UInt8]
  }

  static func chunks(_ file: Data) throws -> [Chunk] {
    let bytes = [UInt8](file)
    try #require(bytes.count > 8 && bytes[1] == 0x50, "not a PNG")
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
