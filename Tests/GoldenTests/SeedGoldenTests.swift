import Foundation
import Strobe
import Testing

/// The seed examples (Fixtures/scenes) rendered at several times.
///
/// Compared with committed references `Fixtures/scenes/references/<name>@<time>.png` (max channel
/// difference ≤ 1), plus hand-computed probes at chosen frames. Recording works as in
/// ``GoldenImageTests`` (`RECORD_GOLDENS=missing|1`, and a recording run fails).
@Suite struct SeedGoldenTests {
  static let dir = GoldenImageTests.fixtures.deletingLastPathComponent()
    .appendingPathComponent("scenes")
  static let references = dir.appendingPathComponent("references")

  /// Scene → the times rendered.
  static let frames: [String: [Double]] = [
    "progress-ring": [0, 0.75, 1.5],
    "morph": [0, 0.3, 0.6],
    "reveal": [0, 0.1, 0.4],
    "fade-corner": [0, 1, 2],
    "move": [0, 0.3, 0.6],
    "transaction": [0, 1.25, 2],
    "progress-setter": [0, 0.3, 0.6],
  ]

  static let cases: [String] = frames.keys.sorted().flatMap { name in
    frames[name]!.map { "\(name)@\(String(format: "%.3f", $0))" }
  }

  @Test func everySeedSceneIsRendered() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.dir.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    #expect(files == Self.frames.keys.sorted())
  }

  @Test(arguments: cases) func matchesReference(_ id: String) throws {
    let parts = id.split(separator: "@")
    let name = String(parts[0])
    let time = Double(parts[1])!
    let doc = try SceneLoader.load(contentsOf: Self.dir.appendingPathComponent("\(name).json"))
    let actual = try Renderer().rasterize(doc.drawList(at: time), scale: 1)
    let ref = Self.references.appendingPathComponent("\(id).png")
    let mode = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? ""
    if mode == "1" || mode == "all"
      || (mode == "missing" && !FileManager.default.fileExists(atPath: ref.path))
    {
      try FileManager.default.createDirectory(
        at: Self.references, withIntermediateDirectories: true)
      try AtomicFileWriter.write(try actual.pngData(), to: ref)
      Issue.record("recorded \(ref.path); run again without RECORD_GOLDENS to check it")
      return
    }
    let expected = try RasterImage(contentsOf: ref)
    let c = ImageComparison(expected: expected, actual: actual)
    #expect(c.passes(tolerance: 1), "\(id): \(c)")
  }

  func pixel(_ name: String, _ t: Double, _ x: Int, _ y: Int) throws -> [Int] {
    let doc = try SceneLoader.load(contentsOf: Self.dir.appendingPathComponent("\(name).json"))
    let p = try Renderer().rasterize(doc.drawList(at: t), scale: 1).pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  static func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

  // systemBlue #007AFF, systemGray5 #E5E5EA; ring radius 40 about (50, 50), width 8.
  @Test func progressRingProbes() throws {
    let blue = [0, 122, 255]
    let track = [229, 229, 234]
    // t = 0: strokeEnd 0 draws nothing (round caps included): the track shows at the top.
    #expect(Self.near(try pixel("progress-ring", 0, 50, 10), track))
    // t = 1.5: 75 % clockwise from the top: right (90, 50) and bottom (50, 90) are blue,
    // the upper left at 87.5 % (≈ (21.7, 21.7)) is still the track.
    #expect(Self.near(try pixel("progress-ring", 1.5, 89, 50), blue))
    #expect(Self.near(try pixel("progress-ring", 1.5, 50, 89), blue))
    #expect(Self.near(try pixel("progress-ring", 1.5, 21, 21), track))
    // t = 0.75: 37.5 %: right is blue, bottom is still the track.
    #expect(Self.near(try pixel("progress-ring", 0.75, 89, 50), blue))
    #expect(Self.near(try pixel("progress-ring", 0.75, 50, 89), track))
  }

  // The morph at t = 0: UIBezierPath(roundedRect: 100 × 100, cornerRadius: 50), which UIKit
  // draws as its capsule of a square — a circle of radius 50 about (60, 60) (docs/uikit-
  // compat.md, "Rounded rectangles"). On the diagonal, pixel (94, 25) (centre 48.8 from the
  // middle) is inside and (96, 23) (51.6) outside; the continuous corners Strobe used to scale
  // down here reached 7 points further along the diagonal, so (96, 23) was filled.
  @Test func morphStartsAsUIKitsCircle() throws {
    let indigo = [88, 86, 214]  // systemIndigo #5856D6
    let white = [255, 255, 255]
    #expect(Self.near(try pixel("morph", 0, 94, 25), indigo))
    #expect(Self.near(try pixel("morph", 0, 96, 23), white))
    #expect(Self.near(try pixel("morph", 0, 25, 94), indigo))
    #expect(Self.near(try pixel("morph", 0, 23, 96), white))
    // At the end of the first half (0.6 s) the square fills its corner.
    #expect(Self.near(try pixel("morph", 0.6, 11, 11), indigo))
  }

  @Test func moveProbes() throws {
    // The 40 × 40 green box: at t = 0 centred at x 40, at 0.3 at x 140 (easeInEaseOut(.5)).
    let green = [52, 199, 89]
    let white = [255, 255, 255]
    #expect(Self.near(try pixel("move", 0, 40, 60), green))
    #expect(Self.near(try pixel("move", 0, 140, 60), white))
    #expect(Self.near(try pixel("move", 0.3, 140, 60), green))
    #expect(Self.near(try pixel("move", 0.3, 40, 60), white))
  }

  // The reveal mask: a circle about (100, 60) whose radius grows from 0 to 300 with easeOut
  // over 0.4 s; at t = 0.04 the radius is 300 · easeOut(0.1) = 300 · 0.1605722 = 48.2.
  @Test func revealMaskProbes() throws {
    let teal = [48, 176, 199]  // systemTeal #30B0C7
    let white = [255, 255, 255]
    #expect(Self.near(try pixel("reveal", 0, 100, 60), white))  // radius 0: nothing shows
    #expect(Self.near(try pixel("reveal", 0.04, 100, 60), teal))
    #expect(Self.near(try pixel("reveal", 0.04, 140, 60), teal))  // 40.5 from the centre
    #expect(Self.near(try pixel("reveal", 0.04, 160, 60), white))  // 60.5: outside
    #expect(Self.near(try pixel("reveal", 0.4, 2, 2), teal))  // fully revealed
  }
}
