import Foundation
import StrobeCLI
import Testing

/// docs/cli.md is generated from the help text (`make cli-docs`); this keeps it current.
@Suite struct CLIReferenceDocTests {
  static let doc = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/cli.md")

  @Test func everyVisibleCommandsHelpIsInTheReference() throws {
    let text = try String(contentsOf: Self.doc, encoding: .utf8)
    let visible = StrobeCommandLine.root.subcommands.filter { !$0.isHidden }.map(\.name)
    #expect(!visible.isEmpty)
    for args in [["--help"]] + visible.map({ ["help", $0] }) {
      let help = runStrobe(args).stdout
      #expect(
        text.contains("```text\n" + help + "```"),
        "docs/cli.md is out of date for 'strobe \(args.joined(separator: " "))': run make cli-docs")
    }
  }
}
