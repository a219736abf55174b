import Foundation
import Strobe
import StrobeLottie
import Testing

/// Merge paths on fills (Fixtures/lottie/merge-paths.json), one quadrant per mode.
///
/// Path A is the square 5…35 (local), B the square 15…45 drawn counter-clockwise. Probes
/// (local): A only (10, 10), B only (40, 40), both (25, 25), neither (40, 10). Expected
/// alpha by the boolean operation: add = A ∪ B at the fill's 50 % (128 everywhere inside,
/// the overlap included although B's winding is reversed), subtract = A − B, intersect =
/// A ∩ B, exclude = A ⊕ B. Colour blue (straight alpha).
@Suite struct LottieMergePathsTests {
  static let quadrants: [(mode: String, qx: Int, qy: Int, alpha: [Int])] = [
    ("add", 0, 0, [128, 128, 128, 0]),
    ("subtract", 50, 0, [255, 0, 0, 0]),
    ("intersect", 0, 50, [0, 0, 255, 0]),
    ("exclude", 50, 50, [255, 255, 0, 0]),
  ]

  @Test func fillsAreMergedExactly() throws {
    let lottie = try LottieFixtures.load("merge-paths")
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    for q in Self.quadrants {
      let probes = zip([(10, 10), (40, 40), (25, 25), (40, 10)], q.alpha).map { p, a in
        (x: q.qx + p.0, y: q.qy + p.1, rgba: a == 0 ? [0, 0, 0, 0] : [0, 0, 255, a])
      }
      try expectPixels("merge-paths", frame: 0, probes)
    }
  }
}
