import Foundation

@testable import StrobeCLI

/// The animated scenes every animated SVG is checked on, and whether Chromium can play them.
enum AnimatedSVGFixtures {
  /// Whether headless Chromium is installed.
  static let hasChromium = (try? AnimatedSVGBrowserCheck.chromium()) != nil

  /// The package root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Fixtures/animated, the seed scenes and two guide examples (paths from the root).
  static let all: [String] = {
    let fm = FileManager.default
    var paths: [String] = []
    for dir in ["Fixtures/animated", "Fixtures/scenes"] {
      let names = (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path))
      paths += (names ?? []).filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
    }
    return paths + ["docs/examples/animations.json", "docs/examples/transaction.json"]
  }()
}
