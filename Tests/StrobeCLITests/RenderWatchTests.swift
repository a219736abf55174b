import Foundation
import Testing

/// `strobe render --watch`: renders at start, again on every change of the scene or of an
/// image it references, reports errors and goes on, and exits 0 on SIGINT.
@Suite struct RenderWatchTests {
  static func scene(_ colour: String, broken: Bool = false) -> String {
    """
    {"strobe": 1, "canvas": {"width": 20, "height": 20, "background": "\(colour)"},
     "layers": [{"frame": [0, 0, 10, 10], "contents": "dot.svg"}]\(broken ? "," : "")}
    """
  }

  static let dot = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#

  /// Waits until standard output holds `count` lines (or 60 s pass); returns the lines.
  static func lines(_ url: URL, count: Int) -> [String] {
    let deadline = Date().addingTimeInterval(60)
    var lines: [String] = []
    repeat {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      lines = text.split(separator: "\n").map(String.init)
      if lines.count >= count { break }
      Thread.sleep(forTimeInterval: 0.05)
    } while Date() < deadline
    return lines
  }

  @Test func rendersOnEveryChangeAndStopsOnSIGINT() throws {
    let workspace = try Workspace()
    try workspace.write(Data(Self.scene("#FF0000").utf8), to: "w.json")
    try workspace.write(Data(Self.dot.utf8), to: "dot.svg")
    let outURL = workspace.url("watch.out")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    defer { try? out.close() }
    let process = Process()
    process.executableURL = workspace.binary.url
    process.arguments = ["render", "w.json", "--watch", "--format", "svg", "--at", "0"]
    process.currentDirectoryURL = workspace.folder
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    let rendered = #/^\d\d:\d\d:\d\d rendered w\.json: 1 file in \d+\.\d\d s$/#
    var lines = Self.lines(outURL, count: 1)
    #expect(lines.count == 1)
    #expect(lines.first.map { $0.wholeMatch(of: rendered) != nil } == true, "\(lines)")
    #expect(
      try String(decoding: workspace.data("w@0.000.svg"), as: UTF8.self).contains("100%,0%,0%"))

    // The scene changes: a second render, with the new colour.
    Thread.sleep(forTimeInterval: 0.3)
    try workspace.write(Data(Self.scene("#0000FF").utf8), to: "w.json")
    lines = Self.lines(outURL, count: 2)
    #expect(lines.count == 2)
    #expect(lines.last.map { $0.wholeMatch(of: rendered) != nil } == true, "\(lines)")
    #expect(
      try String(decoding: workspace.data("w@0.000.svg"), as: UTF8.self).contains("0%,0%,100%"))

    // A referenced image changes: a third render.
    Thread.sleep(forTimeInterval: 0.3)
    try workspace.write(Data(Self.dot.replacingOccurrences(of: "4", with: "8").utf8), to: "dot.svg")
    lines = Self.lines(outURL, count: 3)
    #expect(lines.count == 3)

    // A broken scene: an error line naming the place, and the watch goes on.
    Thread.sleep(forTimeInterval: 0.3)
    try workspace.write(Data(Self.scene("#00FF00", broken: true).utf8), to: "w.json")
    lines = Self.lines(outURL, count: 4)
    #expect(lines.count == 4)
    #expect(lines.last?.contains(" error: w.json:") == true, "\(lines)")
    Thread.sleep(forTimeInterval: 0.3)
    try workspace.write(Data(Self.scene("#00FF00").utf8), to: "w.json")
    lines = Self.lines(outURL, count: 5)
    #expect(lines.last.map { $0.wholeMatch(of: rendered) != nil } == true, "\(lines)")

    // SIGINT: exits 0, with no further render.
    process.interrupt()
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!process.isRunning)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(Self.lines(outURL, count: 5).count == 5)
  }

  /// Each render under `--watch` loads the scene with the command line's `--limit`s, as a
  /// single `render` does (they were once ignored, so a scene within the default limits but
  /// beyond the user's rendered anyway).
  @Test func honoursTheLimitsOfTheCommandLine() throws {
    let workspace = try Workspace()
    let twoLayers = """
      {"strobe": 1, "canvas": {"width": 20, "height": 20},
       "layers": [{"frame": [0, 0, 10, 10], "sublayers": [{"frame": [0, 0, 5, 5]}]}]}
      """
    try workspace.write(Data(twoLayers.utf8), to: "w.json")
    let outURL = workspace.url("watch.out")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    defer { try? out.close() }
    let process = Process()
    process.executableURL = workspace.binary.url
    process.arguments = [
      "render", "w.json", "--watch", "--format", "svg", "--at", "0", "--limit", "layers=1",
    ]
    process.currentDirectoryURL = workspace.folder
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    let lines = Self.lines(outURL, count: 1)
    let line = try #require(lines.first, "no line from the watch")
    #expect(line.contains(" error: w.json"), "\(line)")
    #expect(line.contains("--limit layers="), "\(line)")
    #expect(!workspace.exists("w@0.000.svg"))
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  /// `--animate --format svg` under `--watch` writes the animated SVG on each change (the
  /// watch once reached the raster encoders with it and stopped on an internal check).
  @Test func writesTheAnimatedSVGUnderWatch() throws {
    let workspace = try Workspace()
    try workspace.write(
      try Data(
        contentsOf: AnimatedSVGFixtures.root.appendingPathComponent(
          "Fixtures/scenes/progress-ring.json")), to: "w.json")
    let outURL = workspace.url("watch.out")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    defer { try? out.close() }
    let process = Process()
    process.executableURL = workspace.binary.url
    process.arguments = ["render", "w.json", "--watch", "--animate", "--format", "svg"]
    process.currentDirectoryURL = workspace.folder
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    let lines = Self.lines(outURL, count: 1)
    let line = try #require(lines.first, "no line from the watch")
    #expect(line.contains(" rendered w.json: 1 file"), "\(line)")
    let svg = String(decoding: try workspace.data("w.svg"), as: UTF8.self)
    #expect(svg.contains("@keyframes"))
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
