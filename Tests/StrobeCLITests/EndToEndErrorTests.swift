import Foundation
import Testing

/// Scene errors (exit 1) and usage errors (exit 64) through the built executable.
@Suite struct EndToEndErrorTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("probe.json")
    try workspace.copyFixture("bad-linecap.json", to: "scenes/bad-linecap.json")
  }

  @Test func badEnumValueIsLocatedAndNothingIsWritten() throws {
    let run = try workspace.run(
      ["render", "scenes/bad-linecap.json", "--format", "svg,pdf,png", "--out", "out"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: "))
    // The path as typed (relative, not made absolute), the JSON path and the allowed values.
    #expect(run.stderr.hasPrefix("Error: scenes/bad-linecap.json"))
    #expect(run.stderr.contains("layers[0].lineCap"))
    #expect(run.stderr.contains(#"expected one of butt, round, square; got "rond""#))
    #expect(!run.stderr.contains(workspace.folder.path))
    #expect(run.stderrLines.count == 1)
    // No output folder, no output file, no temporary left over.
    #expect(try workspace.listing() == ["probe.json", "scenes"])
    #expect(try workspace.listing("scenes") == ["bad-linecap.json"])
  }

  @Test func missingSceneFileIsARuntimeError() throws {
    let run = try workspace.run(["render", "nowhere.json", "--format", "png"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.contains("nowhere.json"))
    #expect(try workspace.listing() == ["probe.json", "scenes"])
  }

  @Test func misspelledOptionIsAUsageErrorWithASuggestion() throws {
    let run = try workspace.run(["render", "x.json", "--formt", "png"])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    let lines = run.stderrLines
    #expect(lines.first == "Error: Unknown option '--formt'. Did you mean '--format'?")
    #expect(lines.contains { $0 == "Usage: strobe render [<options>] <scene>" })
    #expect(run.stderr.contains("See 'strobe render --help' for more information."))
  }

  @Test func unknownFormatValueIsAUsageError() throws {
    let run = try workspace.run(["render", "probe.json", "--format", "svg,gif"])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.contains("'gif'"))
    #expect(run.stderr.contains("--format <format>"))
    #expect(run.stderr.contains("Usage: strobe render"))
    // A usage error is found before anything is rendered.
    #expect(try workspace.listing() == ["probe.json", "scenes"])
  }

  @Test func otherUsageErrorsExitWith64() throws {
    let cases: [[String]] = [
      ["render"],  // missing <scene>
      ["render", "probe.json", "--scale", "0"],
      ["render", "probe.json", "--at", "1", "--fps", "2"],
      ["render", "probe.json", "--format", "svg,png", "-o", "x"],
      ["verify", "a.png"],  // missing --against
      ["frobnicate"],
    ]
    for arguments in cases {
      let run = try workspace.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.stderr.hasPrefix("Error: "), "\(arguments)")
      #expect(run.stdout.isEmpty, "\(arguments)")
    }
  }
}
