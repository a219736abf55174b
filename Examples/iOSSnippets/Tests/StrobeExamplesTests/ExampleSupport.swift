import Foundation
import StrobeRender
import StrobeUIKitCompat
import Testing

/// Shared helpers for the iOS snippet tests: reference frames, exports, pixel probes.
enum ExampleSupport {
  /// The repository root (this file is Examples/iOSSnippets/Tests/StrobeExamplesTests/…).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The seed scenes' reference frames.
  static let references = root.appendingPathComponent("Fixtures/scenes/references")

  /// Where exported frames go (a fresh folder per test run and example).
  static func exportDirectory(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-ios-snippets-\(ProcessInfo.processInfo.processIdentifier)")
      .appendingPathComponent(name)
  }

  /// Exports `view` at `times` as PNG files, reads each back and returns the images.
  ///
  /// The files are deleted afterwards unless the environment sets `STROBE_KEEP_FRAMES=1`
  /// (then they stay in the temporary directory for inspection).
  static func export(_ view: UIView, name: String, times: [Double]) throws -> [RasterImage] {
    let dir = exportDirectory(name)
    defer {
      if ProcessInfo.processInfo.environment["STROBE_KEEP_FRAMES"] != "1" {
        try? FileManager.default.removeItem(at: dir)
      }
    }
    let urls = try view.renderFrames(at: times, to: dir, name: name)
    #expect(
      urls.map(\.lastPathComponent) == times.map { "\(name)@\(String(format: "%.3f", $0)).png" })
    return try urls.map { try RasterImage(contentsOf: $0) }
  }

  /// Compares exported frames with the seed scene's reference frames of the same times.
  ///
  /// Tolerance: max channel difference ≤ `tolerance` (the seed scene and the snippet build the
  /// same geometry, so only rounding differences are expected).
  static func compare(
    _ images: [RasterImage], scene: String, times: [Double], tolerance: Int = 2
  ) throws {
    for (image, t) in zip(images, times) {
      let ref = references.appendingPathComponent("\(scene)@\(String(format: "%.3f", t)).png")
      let expected = try RasterImage(contentsOf: ref)
      let c = ImageComparison(expected: expected, actual: image)
      #expect(c.passes(tolerance: tolerance), "\(scene)@\(t): \(c)")
    }
  }
}

/// An 8-bit colour expectation with a per-channel tolerance.
struct RGB: CustomStringConvertible {
  var r: Double, g: Double, b: Double

  init(_ r: Double, _ g: Double, _ b: Double) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// `c` over `background` with coverage `alpha`.
  static func blend(_ c: RGB, over background: RGB, alpha: Double) -> RGB {
    RGB(
      c.r * alpha + background.r * (1 - alpha), c.g * alpha + background.g * (1 - alpha),
      c.b * alpha + background.b * (1 - alpha))
  }

  static let white = RGB(255, 255, 255)

  var description: String { "(\(r), \(g), \(b))" }
}

extension RasterImage {
  /// Whether pixel (x, y) is `expected` within `tolerance` per channel (opaque images).
  func matches(_ x: Int, _ y: Int, _ expected: RGB, tolerance: Double = 2) -> Bool {
    let p = pixel(x: x, y: y)
    return abs(Double(p.r) - expected.r) <= tolerance && abs(Double(p.g) - expected.g) <= tolerance
      && abs(Double(p.b) - expected.b) <= tolerance
  }

  /// Pixel (x, y) as text, for failure messages.
  func describe(_ x: Int, _ y: Int) -> String {
    let p = pixel(x: x, y: y)
    return "(\(p.r), \(p.g), \(p.b), \(p.a)) at (\(x), \(y))"
  }
}
