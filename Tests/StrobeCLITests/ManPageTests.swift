import Foundation
import StrobeCLI
import Testing

/// `strobe man` / docs/strobe.1: formats without warnings and covers the command table.
@Suite struct ManPageTests {
  static let page = ManPage(root: StrobeCommandLine.root, version: StrobeCommandLine.version).text
  static let committed = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/strobe.1")

  @Test func formatsWithoutWarnings() throws {
    guard let groff = ShellTool.find(["groff"]) else {
      // No groff: check the structure instead.
      for macro in [".TH STROBE 1", ".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH EXIT STATUS"] {
        #expect(Self.page.contains("\n" + macro) || Self.page.hasPrefix(macro))
      }
      return
    }
    let result = try ShellTool.run(groff, ["-man", "-Tutf8", "-ww", "-z"], input: Self.page)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let text = try ShellTool.run(
      groff, ["-man", "-Tutf8", "-P-c", "-P-b", "-P-u"], input: Self.page)
    for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS"] {
      #expect(text.stdout.contains("\n" + heading + "\n"), "\(heading)")
    }
    #expect(text.stdout.contains("   strobe render\n"))
    #expect(text.stdout.contains("--png-compression <level>"))
  }

  @Test func coversEveryCommandAndOption() {
    let ascii = Self.page.allSatisfy { $0.isASCII }
    #expect(ascii)
    for sub in StrobeCommandLine.root.subcommands where !sub.isHidden {
      #expect(Self.page.contains(".SS \"strobe \(sub.name)\""), "\(sub.name)")
      for a in sub.arguments {
        if let l = a.longName {
          let escaped = l.replacingOccurrences(of: "-", with: "\\-")
          #expect(Self.page.contains("\\fB\\-\\-\(escaped)\\fR"), "\(sub.name) --\(l)")
        }
      }
      for nested in sub.subcommands {
        #expect(Self.page.contains(".SS \"strobe \(sub.name) \(nested.name)\""))
      }
    }
  }

  @Test func theCommandPrintsThePageAndTheCommittedCopyIsCurrent() throws {
    #expect(runStrobe(["man"]).stdout == Self.page)
    let text = try String(contentsOf: Self.committed, encoding: .utf8)
    #expect(text == Self.page, "docs/strobe.1 is out of date: run make man")
  }
}
