import Foundation
import StrobeCLI
import Testing

/// The `strobe-render` command plugin reads its options from a table generated from
/// `strobe render`'s own command table (Plugins/StrobeRenderCommand/RenderOptionTable.swift,
/// `make plugin-options`); these tests keep it current and pass every option through the
/// plugin's splitting (RenderArguments.swift, compiled here through symbolic links).
@Suite struct RenderOptionTableTests {
  static let committed = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Plugins/StrobeRenderCommand/RenderOptionTable.swift")

  /// The words of `spec`'s options as typed: long, then short.
  static func typed(_ spec: ArgumentSpec) -> [String] {
    [spec.longName.map { "--" + $0 }, spec.shortName.map { "-" + String($0) }].compactMap { $0 }
  }

  /// The table's source text, from `RenderCommand.spec`.
  static func generated() -> String {
    let arguments = RenderCommand.spec.arguments
    func list(_ kind: ArgumentSpec.Kind) -> String {
      arguments.filter { $0.kind == kind }.flatMap(typed).sorted().map { "    \"\($0)\",\n" }
        .joined()
    }
    return """
      // swift-format-ignore-file
      // Generated from the command table of `strobe render` (Sources/StrobeCLI/RenderCommand.swift)
      // by `make plugin-options`; Tests/StrobeCLITests/RenderOptionTableTests.swift fails when it
      // is out of date. Do not edit.

      /// The options of `strobe render`, as typed.
      enum RenderOptionTable {
        /// Options that take a value: the word after one is its value, never a scene.
        static let valueOptions: Set<String> = [
      \(list(.option))  ]

        /// Flags: options without a value.
        static let flags: Set<String> = [
      \(list(.flag))  ]
      }

      """
  }

  @Test func theCommittedTableIsCurrent() throws {
    let text = Self.generated()
    if ProcessInfo.processInfo.environment["STROBE_WRITE_GENERATED"] == "1" {
      try Data(text.utf8).write(to: Self.committed)
    }
    let committed = try String(contentsOf: Self.committed, encoding: .utf8)
    #expect(
      committed == text,
      "Plugins/StrobeRenderCommand/RenderOptionTable.swift is out of date: run make plugin-options")
  }

  @Test func theTableHasEveryOptionOfTheCommand() {
    for spec in RenderCommand.spec.arguments where spec.kind != .positional {
      let table =
        spec.kind == .option ? RenderOptionTable.valueOptions : RenderOptionTable.flags
      for word in Self.typed(spec) {
        #expect(table.contains(word), "\(word) missing from RenderOptionTable")
      }
    }
    // The options the hand-written list missed.
    for word in [
      "--contact-sheet", "--limit", "--thumbnail-size", "--band-rows", "--max-banded-pixels",
      "--frame", "--frames", "--animation",
    ] {
      #expect(RenderOptionTable.valueOptions.contains(word))
    }
  }

  /// Every option of `strobe render` with a value before the scene: the value is never taken
  /// for a scene, and the words reach `strobe render` as given.
  @Test func everyOptionPassesThrough() {
    for spec in RenderCommand.spec.arguments where spec.kind != .positional {
      for word in Self.typed(spec) {
        let given = spec.kind == .option ? [word, "7"] : [word]
        let split = RenderArguments(given + ["a.strobe.json"])
        if word == "--manifest" {
          #expect(split.manifest == "7" && split.options.isEmpty, "\(word)")
        } else {
          #expect(split.options == given, "\(word): \(split.options)")
        }
        #expect(split.scenes == ["a.strobe.json"], "\(word): \(split.scenes)")
      }
    }
  }

  @Test func splitsInlineValuesDoubleDashAndSeveralScenes() {
    let split = RenderArguments([
      "a.strobe.json", "--format=svg", "--manifest=m.json", "--at", "-1", "b.strobe.json", "--",
      "--odd.strobe.json",
    ])
    #expect(split.scenes == ["a.strobe.json", "b.strobe.json", "--odd.strobe.json"])
    #expect(split.options == ["--format=svg", "--at", "-1"])
    #expect(split.manifest == "m.json")
  }

  @Test func mergesManifestsInRunOrderLaterPathsWinning() throws {
    let first = """
      [
        {"path": "a@0.000.png", "time": 0.0, "format": "png", "scale": 1.0, "bytes": 10, "sha256": "aa"},
        {"path": "s@0.000.png", "time": 0.0, "format": "png", "scale": 1.0, "bytes": 11, "sha256": "bb"}
      ]

      """
    let second = """
      [
        {"path": "s@0.000.png", "time": 0.0, "format": "png", "scale": 1.0, "bytes": 12, "sha256": "cc"},
        {"path": "b@0.500.svg", "time": 0.5, "format": "svg", "scale": 1.0, "bytes": 13, "sha256": "dd"}
      ]

      """
    let merged = try RenderArguments.mergedManifest([first, "[]\n", second])
    #expect(
      merged == """
        [
          {"path": "a@0.000.png", "time": 0.0, "format": "png", "scale": 1.0, "bytes": 10, "sha256": "aa"},
          {"path": "s@0.000.png", "time": 0.0, "format": "png", "scale": 1.0, "bytes": 12, "sha256": "cc"},
          {"path": "b@0.500.svg", "time": 0.5, "format": "svg", "scale": 1.0, "bytes": 13, "sha256": "dd"}
        ]

        """)
    #expect(try RenderArguments.mergedManifest(["[]\n"]) == "[]\n")
    #expect(throws: RenderArgumentsError.self) {
      try RenderArguments.mergedManifest(["{\"path\": 1}"])
    }
  }
}
