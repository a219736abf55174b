import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Only regular files (or standard input, `-`) are read as scenes and `verify` inputs.
///
/// A FIFO, device, socket or folder is refused at once with exit 1 and a message naming it,
/// never waited on (docs/limits.md, "Files on disk"). A FIFO with no writer blocked every
/// command for ever before.
@Suite struct NonRegularInputTests {
  static let scene = #"{"strobe": 1, "canvas": {"width": 4, "height": 4}, "layers": []}"#

  /// A workspace with `s.json`, its PNG `s@0.000.png`, a FIFO `f`, a socket `sock` and a
  /// folder `dir`.
  static func workspace() throws -> Workspace {
    let ws = try Workspace()
    try ws.write(Data(scene.utf8), to: "s.json")
    #expect(try ws.run(["render", "s.json"]).status == 0)
    #expect(mkfifo(ws.url("f").path, 0o644) == 0)
    try FileManager.default.createDirectory(at: ws.url("dir"), withIntermediateDirectories: true)
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = ws.url("sock").path
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    close(fd)
    return ws
  }

  /// What each input is called in the message.
  static let inputs: [(path: String, kind: String)] = [
    ("f", "FIFO"), ("/dev/zero", "character device"), ("sock", "socket"),
  ]

  @Test func sceneCommandsRefuseNonRegularFiles() throws {
    let ws = try Self.workspace()
    let commands: [[String]] = [
      ["render", "@"], ["info", "@"], ["eval", "@", "--at", "0"], ["import", "lottie", "@"],
      ["preview", "@", "-o", "p.html"],
    ]
    for (path, kind) in Self.inputs {
      for command in commands {
        let arguments = command.map { $0 == "@" ? path : $0 }
        let run = try BoundedRun.run(ws.binary, arguments, in: ws.folder, deadline: 10)
        run.expectBounded(status: 1)
        #expect(
          run.stderr
            == "Error: \(path): cannot read the scene: it is a \(kind), not a regular file; only "
            + "regular files are read (pass '-' to read standard input)\n", "\(arguments)")
      }
    }
    let folder = try BoundedRun.run(ws.binary, ["render", "dir"], in: ws.folder)
    folder.expectBounded(status: 1)
    #expect(folder.stderr == "Error: dir: cannot read the scene: it is a folder\n")
    #expect(try ws.listing().filter { $0.hasSuffix(".png") } == ["s@0.000.png"])
    #expect(!ws.exists("p.html"))
  }

  @Test func verifyRefusesNonRegularFiles() throws {
    let ws = try Self.workspace()
    for (path, kind) in Self.inputs {
      for arguments in [
        ["verify", path, "--against", "s@0.000.png"], ["verify", "s@0.000.png", "--against", path],
      ] {
        let run = try BoundedRun.run(ws.binary, arguments, in: ws.folder, deadline: 10)
        run.expectBounded(status: 1)
        #expect(
          run.stderr == "Error: cannot read '\(path)': it is a \(kind), not a regular file\n",
          "\(arguments)")
      }
    }
  }

  @Test func contentsThatIsAFIFOIsRefused() throws {
    let ws = try Self.workspace()
    try ws.write(
      Data(
        #"{"strobe": 1, "canvas": {"width": 4, "height": 4}, "layers": [{"bounds": [0, 0, 4, 4], "contents": "f"}]}"#
          .utf8), to: "c.json")
    let run = try BoundedRun.run(ws.binary, ["render", "c.json"], in: ws.folder, deadline: 10)
    run.expectBounded(status: 1)
    #expect(
      run.stderr.contains("layers[0].contents: cannot read the contents image"), "\(run.stderr)")
    #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
  }

  @Test func watchReportsAFIFOSceneAndGoesOn() throws {
    let ws = try Self.workspace()
    let outURL = ws.url("watch.out")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    defer { try? out.close() }
    let process = Process()
    process.executableURL = ws.binary.url
    process.arguments = ["render", "s.json", "--watch", "--format", "svg", "--at", "0"]
    process.currentDirectoryURL = ws.folder
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    var lines = RenderWatchTests.lines(outURL, count: 1)
    #expect(lines.count == 1)
    // The scene becomes a FIFO (no writer): an error line, not a stall.
    Thread.sleep(forTimeInterval: 0.3)
    try FileManager.default.removeItem(at: ws.url("s.json"))
    #expect(mkfifo(ws.url("s.json").path, 0o644) == 0)
    lines = RenderWatchTests.lines(outURL, count: 2)
    #expect(lines.count == 2)
    #expect(
      lines.last?.hasSuffix(
        " error: s.json: cannot read the scene: it is a FIFO, not a regular file; only regular "
          + "files are read (pass '-' to read standard input)") == true, "\(lines)")
    // And a regular file again: rendered.
    Thread.sleep(forTimeInterval: 0.3)
    try FileManager.default.removeItem(at: ws.url("s.json"))
    try ws.write(Data(Self.scene.utf8), to: "s.json")
    lines = RenderWatchTests.lines(outURL, count: 3)
    #expect(lines.count == 3)
    #expect(lines.last?.contains(" rendered s.json: 1 file in ") == true, "\(lines)")
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func hugeFontSizesGiveTheSameBytesForEveryJobCount() throws {
    // Text past FreeType's size used to break the font for the rest of the process, so the
    // frames after it differed with the worker count (docs/limits.md, "Numbers").
    let ws = try Workspace()
    try ws.write(
      Data(
        """
        {"strobe": 1, "canvas": {"width": 40, "height": 20}, "layers": [
         {"type": "text", "bounds": [0, 0, 40, 20], "string": "Hi", "font": "DejaVu Sans",
          "fontSize": 1000000, "lineHeight": 1e19, "letterSpacing": -1e19,
          "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0,
            "duration": 1}]},
         {"type": "text", "bounds": [0, 0, 40, 20], "string": "Hi", "font": "DejaVu Sans",
          "fontSize": 12}]}
        """.utf8), to: "t.json")
    var outputs: [[String: Data]] = []
    for jobs in ["1", "2"] {
      for glyphs in [false, true] {
        let folder = "out-\(jobs)-\(glyphs)"
        let run = try BoundedRun.run(
          ws.binary,
          [
            "render", "t.json", "--fps", "4", "--to", "1", "--format", "png,pdf", "--out", folder,
            "--jobs", jobs,
          ] + (glyphs ? ["--text-as-glyphs"] : []), in: ws.folder)
        run.expectBounded(status: 0)
        #expect(!run.stderr.contains("libfreetype"), "\(run.stderr)")
        var files: [String: Data] = [:]
        for name in try ws.listing(folder) { files[name] = try ws.data(folder + "/" + name) }
        #expect(files.count == 10)
        outputs.append(files)
      }
    }
    #expect(outputs[0] == outputs[2])
    #expect(outputs[1] == outputs[3])
  }
}

/// `strobe preview` refuses a page past its `preview-bytes` limit
/// (``PreviewPage/defaultMaximumBytes`` unless `--limit preview-bytes=<n>` says otherwise)
/// before rendering most of it, names the limit, and writes nothing (docs/limits.md).
@Suite struct PreviewBoundTests {
  @Test func oversizedPageIsRefusedFromTheFirstFrame() throws {
    let ws = try Workspace()
    // 1,000 visible layers (about 130 bytes of SVG each) over 301 frames: about 40 MB.
    let layers = (0..<1000).map { i in
      #"{"bounds": [0, 0, 10, 10], "position": [\#(i % 40 * 5), \#(i / 40 * 5)], "#
        + ##""backgroundColor": "#FF0000", "animations": [{"type": "basic", "##
        + #""keyPath": "opacity", "fromValue": 1, "toValue": 0.5, "duration": 10}]}"#
    }
    let scene =
      #"{"strobe": 1, "canvas": {"width": 200, "height": 200}, "layers": ["#
      + layers.joined(separator: ", ") + "]}"
    try ws.write(Data(scene.utf8), to: "p.json")
    let run = try BoundedRun.run(ws.binary, ["preview", "p.json", "-o", "p.html"], in: ws.folder)
    run.expectBounded(status: 1)
    #expect(run.seconds < 10, "took \(run.seconds) s")
    #expect(
      run.stderr.hasPrefix("Error: the preview page would hold at least "), "\(run.stderr)")
    // The limit's name and how to raise it (before issue 15's last round the message said
    // only "(at most 33554432)", with no --limit name).
    #expect(
      run.stderr.hasSuffix(
        " bytes of SVG in 301 frames (limit 33554432); raise it with --limit "
          + "preview-bytes=<n>, lower --fps, or preview a scene with fewer layers\n"),
      "\(run.stderr)")
    #expect(!ws.exists("p.html"))
    // A smaller page of the same scene is written.
    let fewer = try BoundedRun.run(
      ws.binary, ["preview", "p.json", "-o", "p.html", "--fps", "1"], in: ws.folder)
    fewer.expectBounded(status: 0)
    #expect(ws.exists("p.html"))
  }

  /// One red square fading over 1 s: 31 frames at 30 fps, a few hundred bytes of SVG each.
  static let smallScene = """
    {"strobe": 1, "canvas": {"width": 20, "height": 20},
     "layers": [{"frame": [0, 0, 10, 10], "backgroundColor": "#FF0000",
                 "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 1,
                                 "toValue": 0, "duration": 1}]}]}
    """

  @Test func previewBytesLimitIsSetFromTheCommandLine() throws {
    let ws = try Workspace()
    try ws.write(Data(Self.smallScene.utf8), to: "s.json")
    // The default limit writes the page; its SVG is under 32 kB.
    let ok = try BoundedRun.run(ws.binary, ["preview", "s.json", "-o", "ok.html"], in: ws.folder)
    ok.expectBounded(status: 0)
    #expect(ok.stdout == "ok.html\n")
    let page = try ws.data("ok.html")
    #expect(page.count > 2000 && page.count < 64_000, "\(page.count) bytes")
    // The same scene under a 2,000-byte limit is refused with the limit's name, and
    // nothing is written.
    let over = try BoundedRun.run(
      ws.binary, ["preview", "s.json", "-o", "low.html", "--limit", "preview-bytes=2k"],
      in: ws.folder)
    over.expectBounded(status: 1)
    #expect(over.stdout == "")
    #expect(
      over.stderr.hasPrefix("Error: the preview page would hold at least "), "\(over.stderr)")
    #expect(
      over.stderr.hasSuffix(
        " bytes of SVG in 31 frames (limit 2000); raise it with --limit preview-bytes=<n>, "
          + "lower --fps, or preview a scene with fewer layers\n"), "\(over.stderr)")
    #expect(!ws.exists("low.html"))
    #expect(try ws.listing().sorted() == ["ok.html", "s.json"])
    // Raised past the page's size, the limit lets it through, byte-identical.
    let raised = try BoundedRun.run(
      ws.binary, ["preview", "s.json", "-o", "raised.html", "--limit", "preview-bytes=1M"],
      in: ws.folder)
    raised.expectBounded(status: 0)
    #expect(try ws.data("raised.html") == page)
  }

  @Test(arguments: ["preview-bytes=0", "preview-bytes=x", "preview_bytes=5"])
  func badPreviewBytesIsAUsageError(item: String) {
    let result = runStrobe(["preview", "s.json", "--limit", item])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("'\(item)' is invalid for '--limit <name=n>'"), "\(result.stderr)")
  }
}
