import Foundation
import Strobe
import StrobeLottie
import Testing

/// Which paths a paint covers: lottie-web's scoping, on inline documents.
@Suite struct LottieShapeScopeTests {
  static func document(shapes: String) throws -> LottieImport {
    let text = """
      {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
        {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {}, "shapes": \(shapes)}]}
      """
    return try LottieImporter.importScene(data: Data(text.utf8), fileName: "inline.json")
  }

  static func rgba(_ lottie: LottieImport, _ x: Int, _ y: Int) throws -> [Int] {
    LottieFixtures.rgba(try LottieFixtures.render(lottie, frame: 0), x, y)
  }

  static let group1 = """
    {"ty": "gr", "it": [
      {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
      {"ty": "tr", "p": {"a": 0, "k": [25, 50]}}]}
    """
  static let group2 = """
    {"ty": "gr", "it": [
      {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}},
      {"ty": "tr", "p": {"a": 0, "k": [75, 50]}}]}
    """

  /// A fill after two groups paints both groups' paths, each through its group's transform.
  @Test func parentFillPaintsNestedPaths() throws {
    let lottie = try Self.document(
      shapes:
        "[\(Self.group1), \(Self.group2), {\"ty\": \"fl\", \"c\": {\"a\": 0, \"k\": [1, 0, 0, 1]}, \"o\": {\"a\": 0, \"k\": 100}}]"
    )
    #expect(lottie.warnings.isEmpty)
    #expect(try Self.rgba(lottie, 25, 50) == [255, 0, 0, 255])
    #expect(try Self.rgba(lottie, 75, 50) == [255, 0, 0, 255])
    #expect(try Self.rgba(lottie, 50, 50) == LottieFixtures.transparent)
  }

  /// A fill listed before a path does not paint it; the earlier fill is on top of a later one.
  @Test func paintOrderAndScope() throws {
    let rect = """
      {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}
      """
    let red =
      "{\"ty\": \"fl\", \"c\": {\"a\": 0, \"k\": [1, 0, 0, 1]}, \"o\": {\"a\": 0, \"k\": 100}}"
    let blue =
      "{\"ty\": \"fl\", \"c\": {\"a\": 0, \"k\": [0, 0, 1, 1]}, \"o\": {\"a\": 0, \"k\": 100}}"
    let wide = """
      {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [90, 10]}, "r": {"a": 0, "k": 0}}
      """
    // [rect, red, wide, blue]: red paints the rect (on top); blue paints rect and wide.
    let lottie = try Self.document(shapes: "[\(rect), \(red), \(wide), \(blue)]")
    #expect(try Self.rgba(lottie, 50, 50) == [255, 0, 0, 255])
    #expect(try Self.rgba(lottie, 10, 50) == [0, 0, 255, 255])
    #expect(try Self.rgba(lottie, 50, 35) == [255, 0, 0, 255])
    #expect(try Self.rgba(lottie, 50, 80) == LottieFixtures.transparent)
  }

  /// A trim in the parent group trims a stroke inside a nested group (inherited): end 50 %
  /// of the horizontal line x 10…90 leaves x 10…50.
  @Test func inheritedTrim() throws {
    let nested = """
      {"ty": "gr", "it": [
        {"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 50], [90, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}},
        {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 6}, "lc": 1, "lj": 1},
        {"ty": "tr"}]}
      """
    let trim =
      "{\"ty\": \"tm\", \"s\": {\"a\": 0, \"k\": 0}, \"e\": {\"a\": 0, \"k\": 50}, \"o\": {\"a\": 0, \"k\": 0}, \"m\": 1}"
    let lottie = try Self.document(shapes: "[\(nested), \(trim)]")
    #expect(try Self.rgba(lottie, 30, 50) == [0, 0, 0, 255])
    #expect(try Self.rgba(lottie, 70, 50) == LottieFixtures.transparent)
  }
}
