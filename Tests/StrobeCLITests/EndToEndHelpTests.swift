import Foundation
import Testing

/// Help and version, run through the built `strobe` executable.
@Suite struct EndToEndHelpTests {
  let workspace: Workspace

  init() throws { workspace = try Workspace() }

  @Test func rootHelpListsTheSubcommandsOnStandardOutput() throws {
    let run = try workspace.run(["--help"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let text = run.stdoutText
    #expect(text.hasPrefix("OVERVIEW: Render Core Animation scenes to SVG, PDF and PNG"))
    #expect(text.contains("\nUSAGE: strobe <subcommand>\n"))
    #expect(text.contains("\nSUBCOMMANDS:\n"))
    for name in ["render", "verify", "demo"] {
      #expect(run.stdoutLines.contains { $0.hasPrefix("  \(name) ") }, "no \(name) in the list")
    }
    #expect(text.contains("See 'strobe help <subcommand>' for detailed help."))
    // `-h` and `strobe` alone show the same text.
    #expect(try workspace.run(["-h"]).stdout == run.stdout)
    let bare = try workspace.run([])
    #expect(bare.status == 0)
    #expect(bare.stdout == run.stdout)
  }

  @Test func helpRenderAndRenderHelpPrintTheSameText() throws {
    let viaHelp = try workspace.run(["help", "render"])
    let viaFlag = try workspace.run(["render", "--help"])
    #expect(viaHelp.status == 0)
    #expect(viaFlag.status == 0)
    #expect(viaHelp.stderr == "")
    #expect(viaFlag.stderr == "")
    #expect(viaHelp.stdout == viaFlag.stdout)
    let text = viaHelp.stdoutText
    #expect(text.hasPrefix("OVERVIEW: Render a scene to SVG, PDF or PNG files at chosen times."))
    #expect(text.contains("\nUSAGE: strobe render [<options>] <scene>"))
    #expect(text.contains("\nARGUMENTS:\n  <scene> "))
    for option in [
      "--format <format>", "--out <dir>", "--scale <scale>", "--at <time>",
      "--multipage", "-o, --output <file>", "--verify", "-h, --help",
    ] {
      #expect(text.contains("  \(option)"), "help lacks \(option)")
    }
    // COLUMNS=80: no help line is wider than the screen except the usage line.
    for line in viaHelp.stdoutLines where !line.hasPrefix("USAGE:") {
      #expect(line.count <= 80, "line too long: \(line)")
    }
  }

  @Test func versionPrintsNameAndVersion() throws {
    let run = try workspace.run(["--version"])
    #expect(run.status == 0)
    #expect(run.stdoutText == "strobe 0.1.0\n")
    #expect(run.stderr == "")
  }
}
