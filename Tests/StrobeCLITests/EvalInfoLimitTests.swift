import Foundation
import StrobeCLI
import StrobeRender
import Testing

/// `strobe eval`, `strobe info` and `strobe preview` load scenes under the same `--limit` and
/// `--allow-outside-contents` rules as `strobe render`; standard input is read only up to one
/// byte past the scene-size limit.
@Suite struct EvalInfoLimitTests {
  /// A fresh folder holding `scene/s.json`, whose one layer shows `../outside/red.png`, and
  /// that 4×4 red PNG.
  static func outsideScene() throws -> (root: URL, scene: String) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-evalinfo-\(UUID().uuidString)")
    for sub in ["scene", "outside"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    let red = RasterImage(width: 4, height: 4, filledWith: (r: 255, g: 0, b: 0, a: 255))
    try red.pngData().write(to: root.appendingPathComponent("outside/red.png"))
    let json = """
      {"strobe": 1, "canvas": {"width": 8, "height": 8},
       "layers": [{"name": "a", "frame": [0, 0, 8, 8], "contents": "../outside/red.png"}]}
      """
    let scene = root.appendingPathComponent("scene/s.json")
    try Data(json.utf8).write(to: scene)
    return (root, scene.path)
  }

  /// Two layers with one opacity animation of three keyframes (keyframe times 0, 0.5, 1).
  static let twoLayers = """
    {"strobe": 1, "canvas": {"width": 10, "height": 10},
     "layers": [{"name": "a", "frame": [0, 0, 4, 4],
                 "animations": [{"type": "keyframe", "keyPath": "opacity",
                                 "values": [0, 1, 0], "duration": 1}]},
                {"name": "b", "frame": [4, 4, 4, 4]}]}
    """

  static func run(_ arguments: [String], stdin: MemoryInputSource) -> RunResult {
    let out = MemoryOutputSink()
    let err = MemoryOutputSink()
    let status = StrobeCommandLine.run(
      arguments: arguments, stdout: out, stderr: err, stdin: stdin)
    return RunResult(status: status, stdout: out.text, stderr: err.text)
  }

  @Test(arguments: [["eval", "--at", "0"], ["info"], ["info", "--json"], ["preview", "-o", "-"]])
  func contentsOutsideTheFolderAreRefusedUnlessAllowed(command: [String]) throws {
    let (root, scene) = try Self.outsideScene()
    defer { try? FileManager.default.removeItem(at: root) }
    let real = try #require(realpath(root.path, nil).map { String(cString: $0) })
    let refused = runStrobe([command[0], scene] + command.dropFirst())
    #expect(refused.status == 1)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "Error: \(scene):2:62: layers[0].contents: the contents image "
        + "\"../outside/red.png\" is outside the scene's folder (it resolves to "
        + "\(real)/outside/red.png); pass --allow-outside-contents to allow it\n")
    let allowed = runStrobe(
      [command[0], scene] + command.dropFirst() + ["--allow-outside-contents"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    #expect(allowed.stderr == "")
    #expect(!allowed.stdout.isEmpty)
  }

  @Test(arguments: [["eval", "-", "--at", "0"], ["info", "-"], ["preview", "-", "-o", "-"]])
  func sceneLimitsApply(command: [String]) {
    let ok = Self.run(
      command + ["--limit", "layers=2,keyframes=3"], stdin: MemoryInputSource(text: Self.twoLayers))
    #expect(ok.status == 0, "\(ok.stderr)")
    let layers = Self.run(
      command + ["--limit", "layers=1"], stdin: MemoryInputSource(text: Self.twoLayers))
    #expect(layers.status == 1)
    #expect(layers.stdout == "")
    #expect(
      layers.stderr
        == "Error: <stdin>:5:13: layers[1]: too many layers: 2 (limit 1); raise it with "
        + "--limit layers=<n>\n")
    let keyframes = Self.run(
      command + ["--limit", "keyframes=2"], stdin: MemoryInputSource(text: Self.twoLayers))
    #expect(keyframes.status == 1)
    #expect(keyframes.stderr.contains("too many keyframes: 3 (limit 2); raise it with --limit"))
  }

  @Test func evalCountsItsTimesAgainstTheFrameLimit() {
    // keyframes → 0, 0.5, 1, plus 0.25: four times.
    let arguments = ["eval", "-", "--at", "keyframes,0.25"]
    let ok = Self.run(
      arguments + ["--limit", "frames=4"], stdin: MemoryInputSource(text: Self.twoLayers))
    #expect(ok.status == 0, "\(ok.stderr)")
    let over = Self.run(
      arguments + ["--limit", "frames=3"], stdin: MemoryInputSource(text: Self.twoLayers))
    #expect(over.status == 1)
    #expect(over.stdout == "")
    #expect(
      over.stderr == "Error: too many frames: 4 (limit 3); raise it with --limit frames=<n>\n")
  }

  @Test(arguments: ["eval", "info", "preview"])
  func badLimitIsAUsageError(command: String) {
    let extra = command == "eval" ? ["--at", "0"] : []
    let result = runStrobe([command, "x.json"] + extra + ["--limit", "layer=5"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value 'layer=5' is invalid for '--limit <name=n>': expected name=<n> with "
          + "a name from pixels, frames, scene-bytes"))
  }

  @Test func requestsCarryTheOptions() throws {
    guard
      case .eval(let eval) = try StrobeCommandLine.parse(
        ["eval", "s.json", "--at", "1", "--limit", "depth=3", "--allow-outside-contents"]),
      case .info(let info) = try StrobeCommandLine.parse(
        ["info", "s.json", "--limit", "contents-bytes=2k"]),
      case .tool(.preview(let preview)) = try StrobeCommandLine.parse(
        ["preview", "s.json", "--limit", "preview-bytes=5k,layers=7", "--allow-outside-contents"])
    else {
      Issue.record("eval/info/preview did not parse")
      return
    }
    #expect(preview.limits.previewBytes == 5000 && preview.limits.scene.layers == 7)
    #expect(preview.allowsOutsideContents)
    #expect(info.limits.previewBytes == PreviewPage.defaultMaximumBytes)
    #expect(eval.limits.scene.layerDepth == 3 && eval.allowsOutsideContents)
    #expect(info.limits.scene.contentsFileBytes == 2000 && !info.allowsOutsideContents)
    #expect(info.limits.scene.layers == 10_000)
  }

  @Test(arguments: ["eval", "info", "render"])
  func standardInputStopsOneBytePastTheSceneSizeLimit(command: String) {
    // 100,000 bytes of input against a 64-byte limit: only 65 bytes are read.
    let input = MemoryInputSource(bytes: [UInt8](repeating: 0x20, count: 100_000))
    let extra = command == "eval" ? ["--at", "0"] : []
    let result = Self.run(
      [command, "-"] + extra + ["--limit", "scene-bytes=64"], stdin: input)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: <stdin>: scene file too large: more than 64 bytes (limit 64); raise it with "
        + "--limit scene-bytes=<n>\n")
    #expect(input.bytesDelivered == 65)
  }

  @Test func boundedReadsOfAMemorySource() throws {
    let source = MemoryInputSource(text: "abcdef")
    #expect(try source.read(atMost: 3) == Array("abc".utf8))
    #expect(source.bytesDelivered == 3)
    #expect(try source.read(atMost: 100) == Array("abcdef".utf8))
    #expect(try source.read(atMost: 0) == [])
  }

  @Test func boundedReadOfAPipeLeavesTheRestUnread() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    defer { close(fds[0]) }
    let payload = [UInt8](repeating: 0x41, count: 1000)
    #expect(payload.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == 1000)
    close(fds[1])
    let source = FileDescriptorInputSource(fileDescriptor: fds[0])
    #expect(try source.read(atMost: 101).count == 101)
    // The remaining 899 bytes are still in the pipe.
    #expect(try source.readAll().count == 899)
  }
}

extension EvalInfoLimitTests {
  @Test func importFromStandardInputIsRefusedPastTheDefaultSceneSize() {
    // 16 MiB + 10 bytes of spaces: refused after 16 MiB + 1 bytes, not truncated and parsed.
    let limit = 16 * 1024 * 1024
    let input = MemoryInputSource(bytes: [UInt8](repeating: 0x20, count: limit + 10))
    let result = Self.run(["import", "lottie", "-"], stdin: input)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: <stdin>: scene file too large: more than \(limit) bytes (limit \(limit)); "
        + "raise it with --limit scene-bytes=<n>\n")
    #expect(input.bytesDelivered == limit + 1)
  }
}
