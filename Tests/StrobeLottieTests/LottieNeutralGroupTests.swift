import Foundation
import Strobe
import StrobeLottie
import Testing

/// Shape groups whose transform is neutral and whose opacity is full leave no layers of their
/// own (docs/lottie.md §Neutral group layers), and drawing them is unchanged.
@Suite struct LottieNeutralGroupTests {
  /// A one-layer document whose shape list is `shapes`.
  static func document(shapes: String) throws -> LottieImport {
    let text = """
      {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
        {"ty": 4, "ind": 1, "nm": "shapes", "ip": 0, "op": 10, "st": 0, "ks": {},
         "shapes": \(shapes)}]}
      """
    return try LottieImporter.importScene(data: Data(text.utf8), fileName: "inline.json")
  }

  /// A group holding a rectangle at (x, 50) and a fill, with the transform item `tr`.
  static func group(x: Int, color: String, tr: String) -> String {
    """
    {"ty": "gr", "it": [
      {"ty": "rc", "p": {"a": 0, "k": [\(x), 50]}, "s": {"a": 0, "k": [30, 30]}, "r": {"a": 0, "k": 0}},
      {"ty": "fl", "c": {"a": 0, "k": \(color)}, "o": {"a": 0, "k": 100}},
      \(tr)]}
    """
  }

  /// An explicit neutral transform, as After Effects writes one on every group.
  static let neutral = """
    {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
     "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}
    """
  /// The same values, but the opacity is keyframed (100 → 100), so the group keeps its layer.
  static let keyframedOpacity = """
    {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
     "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
     "o": {"a": 1, "k": [{"t": 0, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                         {"t": 10, "s": [100]}]}}
    """

  /// Three groups (red, green, blue, the first on top), the middle one nested in another
  /// group; `tr` is every group's transform item.
  static func shapes(tr: String) -> String {
    let red = group(x: 30, color: "[1, 0, 0, 1]", tr: tr)
    let green = group(x: 50, color: "[0, 1, 0, 1]", tr: tr)
    let blue = group(x: 70, color: "[0, 0, 1, 1]", tr: tr)
    return "[\(red), {\"ty\": \"gr\", \"it\": [\(green), \(tr)]}, \(blue)]"
  }

  /// The layer named `name` (depth first).
  static func layer(named name: String, in root: CALayer) -> CALayer? {
    if root.name == name { return root }
    for sub in root.sublayers ?? [] {
      if let found = layer(named: name, in: sub) { return found }
    }
    return nil
  }

  /// Every layer below `root`.
  static func count(below root: CALayer) -> Int {
    (root.sublayers ?? []).reduce(0) { $0 + 1 + count(below: $1) }
  }

  @Test func neutralGroupsLeaveOnlyTheirShapes() throws {
    let lottie = try Self.document(shapes: Self.shapes(tr: Self.neutral))
    #expect(lottie.warnings.isEmpty)
    let content = try #require(
      Self.layer(named: "layers[0] shapes", in: lottie.document.rootLayer))
    let children = content.sublayers ?? []
    // Bottom first: blue, green, red; no wrapper between the content layer and the fills.
    #expect(children.count == 3)
    #expect(children.allSatisfy { $0 is CAShapeLayer })
    #expect(Self.count(below: content) == 3)
    let colors = children.compactMap { ($0 as? CAShapeLayer)?.fillColor?.components }
    #expect(colors == [[0, 0, 1, 1], [0, 1, 0, 1], [1, 0, 0, 1]])
  }

  @Test func groupsThatDoSomethingKeepTheirLayers() throws {
    let lottie = try Self.document(shapes: Self.shapes(tr: Self.keyframedOpacity))
    let content = try #require(
      Self.layer(named: "layers[0] shapes", in: lottie.document.rootLayer))
    // Each group: its opacity layer inside its (neutral) transform layer, which stays with
    // the opacity layer it wraps; the middle group nests one more such pair.
    #expect((content.sublayers ?? []).count == 3)
    #expect(Self.count(below: content) > 3)
    #expect((content.sublayers ?? []).allSatisfy { !($0 is CAShapeLayer) })
  }

  /// The same drawing with and without the group layers, at every frame: byte for byte.
  @Test(arguments: [0.0, 5, 10])
  func drawingIsUnchanged(frame: Double) throws {
    let collapsed = try Self.document(shapes: Self.shapes(tr: Self.neutral))
    let kept = try Self.document(shapes: Self.shapes(tr: Self.keyframedOpacity))
    let a = try LottieFixtures.render(collapsed, frame: frame)
    let b = try LottieFixtures.render(kept, frame: frame)
    #expect(a.pixels == b.pixels)
    // Red x 15…45 over green 35…65 over blue 55…85 (the first listed is on top).
    #expect(LottieFixtures.rgba(a, 40, 50) == [255, 0, 0, 255])
    #expect(LottieFixtures.rgba(a, 50, 50) == [0, 255, 0, 255])
    #expect(LottieFixtures.rgba(a, 60, 50) == [0, 255, 0, 255])
    #expect(LottieFixtures.rgba(a, 75, 50) == [0, 0, 255, 255])
    #expect(LottieFixtures.rgba(a, 5, 5) == LottieFixtures.transparent)
  }
}
