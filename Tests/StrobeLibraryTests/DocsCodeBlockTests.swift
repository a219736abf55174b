import Foundation
import Testing

/// Every Swift code block in docs/, the DocC guides and the README compiles: each appears verbatim in a test
/// source or in an example package that the suite builds.
///
/// A block is matched by its non-empty lines (runs of spaces read as one, as the formatter
/// may realign trailing comments), in order and contiguous, in one
/// `.swift` file under Tests/ or Examples/; its `import` lines are left out (a mirror puts
/// them at the top of its file and may wrap the rest in a function, so a block that reads
/// or writes files in the current folder is compiled without running). Package manifests
/// (a first line `// swift-tools-version…` or `// Package.swift`) are checked by the build
/// of the example packages instead.
@Suite struct DocsCodeBlockTests {
  /// The repository root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One Swift block of a Markdown file: where it starts and its lines to match.
  struct Block {
    var file: String
    var line: Int
    var lines: [String]
  }

  /// A line with its ends trimmed and each run of spaces read as one.
  static func normalised<S: StringProtocol>(_ line: S) -> String {
    line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
  }

  /// The Swift blocks of a Markdown file (manifests skipped).
  static func blocks(in relativePath: String) throws -> [Block] {
    let text = try String(
      contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    var blocks: [Block] = []
    var current: Block?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = Self.normalised(line)
      if current == nil, trimmed == "```swift" {
        current = Block(file: relativePath, line: index + 1, lines: [])
      } else if let block = current, trimmed == "```" {
        let first = block.lines.first ?? ""
        if !first.hasPrefix("// swift-tools-version") && first != "// Package.swift" {
          blocks.append(block)
        }
        current = nil
      } else if current != nil, !trimmed.isEmpty {
        current!.lines.append(trimmed)
      }
    }
    return blocks.map { block in
      var b = block
      b.lines = block.lines.filter { !$0.hasPrefix("import ") }
      return b
    }
  }

  /// The Markdown files that hold Swift blocks: docs/*.md, the guides of the DocC catalogues
  /// (Sources/<module>/<module>.docc/*.md) and the README.
  static func markdownFiles() throws -> [String] {
    let files = FileManager.default
    let docs = try files.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
    var found = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    let sources = try files.contentsOfDirectory(
      atPath: root.appendingPathComponent("Sources").path)
    for module in sources.sorted() {
      let catalog = "Sources/\(module)/\(module).docc"
      guard
        let articles = try? files.contentsOfDirectory(
          atPath: root.appendingPathComponent(catalog).path)
      else { continue }
      found += articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
    }
    return found
  }

  /// Each `.swift` file under Tests/ and Examples/ as normalised, non-empty lines.
  static func sources() -> [[String]] {
    var result: [[String]] = []
    for folder in ["Tests", "Examples"] {
      let base = root.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker {
        if url.lastPathComponent == ".build" {
          walker.skipDescendants()
          continue
        }
        guard url.pathExtension == "swift",
          let text = try? String(contentsOf: url, encoding: .utf8)
        else { continue }
        result.append(
          text.split(separator: "\n").map { Self.normalised($0) }.filter { !$0.isEmpty })
      }
    }
    return result
  }

  /// Whether `needle` occurs contiguously in `haystack`.
  static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start] == needle[0]
        && Array(haystack[start..<start + needle.count]) == needle
    }
  }

  @Test func everyDocsBlockIsCompiled() throws {
    let sources = Self.sources()
    var count = 0
    for file in try Self.markdownFiles() {
      for block in try Self.blocks(in: file) {
        count += 1
        #expect(
          sources.contains { Self.contains($0, block.lines) },
          "\(block.file):\(block.line): a Swift block that no test or example compiles (first line: \(block.lines.first ?? ""))"
        )
      }
    }
    // The guides hold more than a dozen blocks; none found means the scan is broken.
    #expect(count >= 12)
    // The library guide lives in the DocC catalogue; the scan must reach it.
    #expect(
      try Self.markdownFiles().contains("Sources/Strobe/Strobe.docc/UsingStrobeAsALibrary.md"))
  }

  /// The matcher rejects a block that is not in the sources, and finds one that is.
  @Test func theMatcherCanFail() {
    let sources = [["let a = 1", "let b = 2", "print(a + b)"]]
    #expect(sources.contains { Self.contains($0, ["let b = 2", "print(a + b)"]) })
    #expect(!sources.contains { Self.contains($0, ["let b = 3", "print(a + b)"]) })
    #expect(!sources.contains { Self.contains($0, ["let a = 1", "print(a + b)"]) })
  }
}
