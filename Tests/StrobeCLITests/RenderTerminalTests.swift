import Foundation
import StrobeCLI
import Testing

/// What a terminal shows while `strobe render` runs: the progress line on standard error
/// never shares a line with the listed files on standard output (both on one pseudo-terminal,
/// as in an interactive shell), and `--watch` draws no progress line.
@Suite struct RenderTerminalTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("animated.json")
  }

  /// The lines a terminal shows for `text`: `\r` returns to the left margin, `ESC [ K`
  /// erases from the cursor to the end of the line, `\n` ends the line, other characters
  /// overwrite the one under the cursor.
  static func screenLines(_ text: String) -> [String] {
    var lines: [String] = []
    var line: [Character] = []
    var column = 0
    var characters = Array(text)[...]
    while let c = characters.popFirst() {
      switch c {
      case "\r": column = 0
      case "\n", "\r\n":
        lines.append(String(line))
        line = []
        column = 0
      case "\u{1B}":
        if characters.starts(with: ["[", "K"]) {
          characters = characters.dropFirst(2)
          line = Array(line.prefix(column))
        }
      default:
        if column < line.count { line[column] = c } else { line.append(c) }
        column += 1
      }
    }
    if !line.isEmpty { lines.append(String(line)) }
    return lines
  }

  @Test func screenModel() {
    #expect(Self.screenLines("\r[0/2] frames\u{1B}[K\r\u{1B}[Ka.png\r\n") == ["a.png"])
    #expect(Self.screenLines("[1/2] frames, ETA 2sa.png\r\n") == ["[1/2] frames, ETA 2sa.png"])
    #expect(Self.screenLines("long line\rab\u{1B}[K\n") == ["ab"])
  }

  @Test func listedFilesNeverRunIntoTheProgressLine() throws {
    let terminal = try PseudoTerminal()
    let shared = FileDescriptorOutputSink(fileDescriptor: terminal.secondary)
    let status = StrobeCommandLine.run(
      arguments: [
        "render", workspace.url("animated.json").path, "--fps", "6", "--to", "2", "--format",
        "png", "-j", "2", "--out", workspace.url("tty").path,
      ], stdout: shared, stderr: shared)
    #expect(status == 0)
    let lines = Self.screenLines(terminal.readAvailable())
    let names = try workspace.listing("tty").map { workspace.url("tty/" + $0).path }
    #expect(names.count == 13)
    // Every file on a line of its own, in plan order, then the finished progress line.
    #expect(Array(lines.dropLast()) == names, "\(lines)")
    let last = try #require(lines.last)
    #expect(
      last.wholeMatch(of: #/\[13/13\] frames, \d+\.\d frames/s, ETA 0s/#) != nil, "\(last)")
  }

  @Test func watchDrawsNoProgressLine() throws {
    try workspace.write(
      Data(
        #"{"strobe": 1, "canvas": {"width": 8, "height": 8}, "layers": []}"#.utf8),
      to: "w.json")
    let terminal = try PseudoTerminal()
    let outURL = workspace.url("watch.out")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    defer { try? out.close() }
    let process = Process()
    process.executableURL = workspace.binary.url
    process.arguments = [
      "render", "w.json", "--watch", "--format", "png", "--fps", "6", "--to", "2",
    ]
    process.currentDirectoryURL = workspace.folder
    process.standardOutput = out
    process.standardError = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    let lines = RenderWatchTests.lines(outURL, count: 1)
    #expect(lines.count == 1 && lines[0].contains(" rendered w.json: 13 files in "), "\(lines)")
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(terminal.readAvailable() == "")
  }
}
