import Foundation
import Testing

/// The named examples of issue 15 sections 1 and 5, through the real binary: finite numbers
/// that used to trap now exit 0 or 1, and the errors point at the right place
/// (docs/limits.md, "Numbers" and "Files on disk").
@Suite struct ExtremeNumberTests {
  static func scene(_ layers: String, canvas: Int = 4) -> String {
    "{\"strobe\": 1, \"canvas\": {\"width\": \(canvas), \"height\": \(canvas)}, \"layers\": [\(layers)]}"
  }

  /// Runs `strobe arguments` in `workspace` and checks it ended by exiting.
  func run(_ workspace: Workspace, _ arguments: [String]) throws -> BinaryRun {
    let result = try workspace.binary.run(arguments, in: workspace.folder)
    #expect(result.exitedNormally, "\(arguments) ended on signal \(result.status)")
    return result
  }

  /// Shadows of huge layers and text with ±1e19 spacing: Int conversions that trapped.
  @Test(arguments: [
    "{\"frame\": [0, 0, 1e300, 2], \"backgroundColor\": \"red\", \"shadowOpacity\": 1}",
    "{\"frame\": [0, 0, 2, 2], \"backgroundColor\": \"red\", \"shadowOpacity\": 1, \"shadowPath\": \"M-1e300 -1e300 L1e300 1e300 L0 1e300 Z\"}",
    "{\"type\": \"text\", \"frame\": [0, 0, 4, 4], \"string\": \"hi\", \"lineHeight\": 1e19}",
    "{\"type\": \"text\", \"frame\": [0, 0, 4, 4], \"string\": \"hi\", \"letterSpacing\": -1e19}",
    "{\"type\": \"text\", \"frame\": [0, 0, 1e300, 4], \"string\": \"hi\", \"isWrapped\": true}",
  ])
  func formerTrapsRender(layer: String) throws {
    let w = try Workspace()
    try Self.scene(layer).write(to: w.url("s.json"), atomically: true, encoding: .utf8)
    let start = Date()
    let result = try run(w, ["render", "s.json", "-o", "s.png", "--at", "0"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(FileManager.default.fileExists(atPath: w.url("s.png").path))
  }

  /// `m1e308 1e308 l1e308 1e308` is refused where it is written, not as "draw operation 0".
  @Test func aPathThatOverflowsIsLocatedAtItsProperty() throws {
    let w = try Workspace()
    let layer =
      "{\"type\": \"shape\", \"path\": \"m1e308 1e308 l1e308 1e308\", \"strokeColor\": \"red\"}"
    try Self.scene(layer).write(to: w.url("s.json"), atomically: true, encoding: .utf8)
    let result = try run(w, ["render", "s.json", "-o", "s.png", "--at", "0"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("s.json:1:"))
    #expect(result.stderr.contains("layers[0].path: invalid SVG path data: offset 14:"))
    #expect(!result.stderr.contains("draw operation"))
  }

  /// A time of 1e300 or a 250-character stem makes a name over NAME_MAX: refused before
  /// anything is written, naming the time.
  @Test func tooLongOutputNamesAreRefusedBeforeWriting() throws {
    let w = try Workspace()
    let layer = "{\"frame\": [0, 0, 2, 2], \"backgroundColor\": \"red\"}"
    try Self.scene(layer).write(to: w.url("s.json"), atomically: true, encoding: .utf8)
    let huge = try run(w, ["render", "s.json", "--out", "out", "--at", "0,1e300"])
    #expect(huge.status == 1)
    #expect(huge.stderr.contains("(time 1e+300 s) would be 311 bytes, more than the 255"))
    #expect(huge.stderr.contains("nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: w.url("out/s@0.000.png").path))
    let stem = String(repeating: "a", count: 250)
    try Self.scene(layer).write(to: w.url("\(stem).json"), atomically: true, encoding: .utf8)
    let long = try run(w, ["render", "\(stem).json", "--out", "out2", "--at", "0"])
    #expect(long.status == 1)
    #expect(long.stderr.contains("would be 260 bytes"))
    let written = (try? FileManager.default.contentsOfDirectory(atPath: w.url("out2").path)) ?? []
    #expect(written.isEmpty)
  }

  /// Numeric arguments are decimal only; `-o` must name the format it gets.
  @Test func usageErrorsForHexTimesAndMismatchedOutputNames() throws {
    let w = try Workspace()
    let layer = "{\"frame\": [0, 0, 2, 2], \"backgroundColor\": \"red\"}"
    try Self.scene(layer).write(to: w.url("s.json"), atomically: true, encoding: .utf8)
    for bad in ["0x10", "inf", "nan", "1e", "+", ".", "0x1p3"] {
      let result = try run(w, ["render", "s.json", "-o", "s.png", "--at", bad])
      #expect(result.status == 64, "--at \(bad)")
      #expect(result.stderr.contains("The value '\(bad)' is invalid for '--at <time>'"))
    }
    let ok = try run(w, ["render", "s.json", "-o", "s.png", "--at", "1e-3"])
    #expect(ok.status == 0, "\(ok.stderr)")
    let pdf = try run(w, ["render", "s.json", "-o", "x.png", "--multipage", "--at", "0,1"])
    #expect(pdf.status == 64)
    #expect(pdf.stderr.contains("expected a file name ending in .pdf"))
    #expect(!FileManager.default.fileExists(atPath: w.url("x.png").path))
  }

  /// `path length` of control points ±1e308 apart is an overflow error, not 0.
  @Test func pathLengthOverflowIsAnError() throws {
    let w = try Workspace()
    let result = try run(w, ["path", "length", "M0 0 C1e308 1e308 -1e308 -1e308 1 1"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("<d>: the length overflows"))
    #expect(result.stdoutText.isEmpty)
    let fine = try run(w, ["path", "length", "M0 0 L3 4"])
    #expect(fine.stdoutText == "5\n")
  }

  /// `verify` on a FIFO says what it is (and does not block); a non-UTF-8 `--out` is refused.
  @Test func verifyFIFOAndNonUTF8Folder() throws {
    let w = try Workspace()
    #expect(mkfifo(w.url("pipe.png").path, 0o600) == 0)
    let fifo = try run(w, ["verify", "pipe.png", "--against", "pipe.png"])
    #expect(fifo.status == 1)
    #expect(fifo.stderr.contains("'pipe.png': it is a FIFO, not a regular file"))
    let layer = "{\"frame\": [0, 0, 2, 2], \"backgroundColor\": \"red\"}"
    try Self.scene(layer).write(to: w.url("s.json"), atomically: true, encoding: .utf8)
    // Process passes arguments as UTF-8, so the Latin-1 name goes through a shell.
    let script = "exec \"$0\" render s.json --out \"$(printf 'o\\351')\" --at 0"
    let shell = try w.binary.runShell(script, in: w.folder)
    #expect(shell.status == 64)
    #expect(shell.stderr.contains("('o\\xE9') is not valid UTF-8"))
    let entries = try FileManager.default.contentsOfDirectory(atPath: w.folder.path)
    #expect(!entries.contains { $0.hasPrefix("o") })
  }

  /// Lottie: `"k": []` on an animated property and a colour of 1e300 are errors located in the
  /// user's file (its path and line), never "importer defect" nor a trap.
  @Test func lottieErrorsPointIntoTheUsersFile() throws {
    let w = try Workspace()
    func lottie(_ shapes: String) -> String {
      """
      {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 20, "h": 20, "layers": [
        {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {},
         "shapes": [\(shapes)]}]}
      """
    }
    let rect = "{\"ty\": \"rc\", \"p\": {\"a\": 0, \"k\": [5, 5]}, \"s\": {\"a\": 1, \"k\": []}}"
    try lottie(rect).write(to: w.url("empty.json"), atomically: true, encoding: .utf8)
    for command in [["info"], ["import", "lottie"], ["render", "-o", "x.png", "--at", "0"]] {
      let result = try run(w, command + ["empty.json"])
      #expect(result.status == 1, "\(command)")
      #expect(result.stderr.contains("empty.json:3:"), "\(result.stderr)")
      #expect(
        result.stderr.contains("layers[0].shapes[0].s.k: expected an array of 2 numbers"),
        "\(result.stderr)")
    }
    let fill =
      rect.replacingOccurrences(of: "{\"a\": 1, \"k\": []}", with: "{\"a\": 0, \"k\": [4, 4]}")
      + ", {\"ty\": \"fl\", \"c\": {\"a\": 0, \"k\": [1e300, 0, 0, 1]}, \"o\": {\"a\": 0, \"k\": 100}}"
    try lottie(fill).write(to: w.url("color.json"), atomically: true, encoding: .utf8)
    let result = try run(w, ["info", "color.json"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("color.json:3:"))
    #expect(result.stderr.contains("layers[0].shapes[1]: fillColor[0] in the imported scene"))
    #expect(!result.stderr.contains("importer defect"))
  }
}
