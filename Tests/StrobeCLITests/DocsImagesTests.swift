import Foundation
import StrobeRender
import Testing

/// The pictures of the docs are Strobe's own, current renders.
///
/// docs/images/*.png are Strobe's own renders of docs/examples/*.json (`make docs-images`):
/// re-rendered here and compared within 1 level, with no stale or missing picture, and every
/// picture the docs link to exists. docs/demo.svg, the README's picture, is the demo's
/// animated SVG, byte for byte.
@Suite struct DocsImagesTests {
  static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs")

  static func pngs(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") }.sorted()
  }

  @Test func imagesAreCurrentRendersOfTheExamples() throws {
    let workspace = try Workspace()
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: Self.docs.appendingPathComponent("examples").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    #expect(examples.count >= 5)
    for name in examples {
      let scene = Self.docs.appendingPathComponent("examples").appendingPathComponent(name)
      let run = try workspace.run([
        "render", scene.path, "--format", "png", "--out", "images", "--quiet",
      ])
      #expect(run.status == 0, "\(name): \(run.stderr)")
    }
    let fresh = try Self.pngs(in: workspace.url("images"))
    let committed = try Self.pngs(in: Self.docs.appendingPathComponent("images"))
    #expect(fresh == committed, "docs/images is out of date: run make docs-images")
    for name in fresh where committed.contains(name) {
      let expected = try RasterImage(
        contentsOf: Self.docs.appendingPathComponent("images").appendingPathComponent(name))
      let actual = try RasterImage(contentsOf: workspace.url("images/" + name))
      let comparison = ImageComparison(expected: expected, actual: actual)
      #expect(comparison.passes(tolerance: 1), "\(name): \(comparison); run make docs-images")
    }
  }

  @Test func theReadmePictureIsTheDemosAnimatedSVG() throws {
    let workspace = try Workspace()
    let run = try workspace.run(
      ["demo", "--out", "d"], environment: ["STROBE_CHROMIUM": "/nonexistent/chromium"])
    try #require(run.status == 0, "\(run.stderr)")
    let committed = try Data(contentsOf: Self.docs.appendingPathComponent("demo.svg"))
    #expect(
      committed == (try workspace.data("d/demo.svg")),
      "docs/demo.svg is out of date: run make docs-images")
    let readme = try String(
      contentsOf: Self.docs.deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)
    #expect(readme.contains("](docs/demo.svg)"))
  }

  @Test func everyLinkedPictureExists() throws {
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path)
      .filter { $0.hasSuffix(".md") }
    var links = 0
    for page in pages {
      let text = try String(
        contentsOf: Self.docs.appendingPathComponent(page), encoding: .utf8)
      for part in text.components(separatedBy: "](images/").dropFirst() {
        let target = String(part.prefix { $0 != ")" })
        links += 1
        #expect(
          FileManager.default.fileExists(
            atPath: Self.docs.appendingPathComponent("images/" + target).path),
          "\(page) links to missing images/\(target)")
      }
    }
    #expect(links >= 5)
  }
}
