import Foundation
import Testing

/// The table of user mistakes: one file each in Fixtures/bad, with its exact message.
///
/// Every scene file there has a sidecar `<name>.expected` holding the exact standard error
/// and exit status of `strobe render` on it:
///
/// ```
/// exit: 1
/// args: --format svg
/// stderr:
/// Error: Fixtures/bad/x.json:5:32: layers[0].contents: …
/// ```
///
/// The scene is passed as an absolute path; the test writes it back as `Fixtures/bad/<file>`
/// and the repository folder as `<repo>` before comparing. Nothing may be written to `--out`.
@Suite struct BadFixtureTests {
  /// The repository root, from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = repository.appendingPathComponent("Fixtures/bad")

  /// The scene files that have a sidecar.
  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(9)) }.sorted()
  }()

  /// One parsed sidecar.
  struct Expectation {
    var status: Int32
    var arguments: [String]
    var stderr: String

    init(_ text: String) throws {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let status = try #require(lines.first.flatMap { Int32($0.dropFirst("exit: ".count)) })
      let args = try #require(lines.dropFirst().first)
      #expect(args.hasPrefix("args:"))
      #expect(lines.count > 3 && lines[2] == "stderr:")
      self.status = status
      self.arguments = args.dropFirst("args:".count).split(separator: " ").map(String.init)
      lines.removeFirst(3)
      self.stderr = lines.joined(separator: "\n")
    }
  }

  @Test func thereAreAtLeastTwentyFiveMistakes() {
    #expect(Self.names.count >= 25)
    // Every scene file in the folder has a sidecar (a new mistake cannot go untested).
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
    let scenes = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    #expect(Set(scenes) == Set(Self.names))
  }

  @Test(arguments: BadFixtureTests.names)
  func exactMessageAndStatus(_ name: String) throws {
    let sidecar = Self.folder.appendingPathComponent(name + ".expected")
    let expected = try Expectation(String(contentsOf: sidecar, encoding: .utf8))
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-bad-\(name)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let scene = Self.folder.appendingPathComponent(name + ".json").path
    let run = runStrobe(["render", scene, "--out", out.path] + expected.arguments)
    let stderr = run.stderr
      .replacingOccurrences(of: Self.folder.path + "/", with: "Fixtures/bad/")
      .replacingOccurrences(of: Self.repository.path, with: "<repo>")
    #expect(run.status == expected.status, "\(name)")
    #expect(stderr == expected.stderr, "\(name)")
    #expect(run.stdout.isEmpty)
    // No output and no temporary file is left behind.
    let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
    #expect(written.isEmpty, "\(name): \(written)")
  }
}
