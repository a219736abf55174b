import Foundation
import StrobeCLI
import Testing

/// A Lottie file's imported scene is held to the same limits and the same `contents`
/// confinement as a scene file (docs/limits.md), on `render`, `eval` and `info`; `strobe
/// import lottie` writes the scene whatever its size.
@Suite struct LottieLimitTests {
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-lottie-limits-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A 20×20 Lottie of one shape layer whose group is a rectangle repeated `copies` times.
  static func repeater(copies: Int) -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 20, "h": 20, "layers": [
      {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
       "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
       "shapes": [
         {"ty": "rc", "p": {"a": 0, "k": [2, 2]}, "s": {"a": 0, "k": [2, 2]}, "r": {"a": 0, "k": 0}},
         {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
         {"ty": "rp", "c": {"a": 0, "k": \(copies)}, "o": {"a": 0, "k": 0},
          "tr": {"p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                 "r": {"a": 0, "k": 0}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}
       ]}
    ]}
    """
  }

  /// 50,000 repeated copies are more layers than the default 10,000: `info` fails with the
  /// limit named and how to raise it, and passes with `--limit layers=100k`.
  @Test func repeatedCopiesCountAgainstTheLayerLimit() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("many.json")
    try Self.repeater(copies: 50_000).write(to: file, atomically: true, encoding: .utf8)
    let refused = runStrobe(["info", file.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("too many layers"))
    #expect(refused.stderr.contains("limit 10000); raise it with --limit layers=<n>"))
    let raised = runStrobe(["info", file.path, "--limit", "layers=100k"])
    #expect(raised.status == 0, "\(raised.stderr)")
    // The scene itself is written by import, which applies no count limits.
    let imported = runStrobe(["import", "lottie", file.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("\"instanceCount\": 50000"))
  }

  /// An image asset in the folder above the Lottie file is refused by default and drawn with
  /// `--allow-outside-contents`.
  @Test func imageAssetsOutsideTheFolderNeedPermission() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("anim", isDirectory: true)
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    let corpus = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/lottie/images/blue10.png")
    try FileManager.default.copyItem(at: corpus, to: folder.appendingPathComponent("blue10.png"))
    let file = inner.appendingPathComponent("outside.json")
    try """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10,
     "assets": [{"id": "img", "w": 10, "h": 10, "u": "../", "p": "blue10.png", "e": 0}],
     "layers": [{"ty": 2, "refId": "img", "ind": 1, "ip": 0, "op": 10, "st": 0,
       "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]},
              "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}}]}
    """.write(to: file, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out.png").path
    let refused = runStrobe(["render", file.path, "--frame", "0", "-o", out])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("--allow-outside-contents"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    let allowed = runStrobe([
      "render", file.path, "--frame", "0", "-o", out, "--allow-outside-contents",
    ])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }
}
