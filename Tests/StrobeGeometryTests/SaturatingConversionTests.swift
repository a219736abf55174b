import Foundation
import StrobeGeometry
import Testing

/// `Int(saturating:)` and friends.
///
/// The one float → integer conversion for input-derived numbers (docs/limits.md,
/// "Numbers"). `Int(_:)` traps on every case below but the middle.
@Suite struct SaturatingConversionTests {
  @Test func beyondTheRangeSaturatesAndNaNIsZero() {
    #expect(Int(saturating: 1e300) == Int.max)
    #expect(Int(saturating: -1e300) == Int.min)
    #expect(Int(saturating: 1e19) == Int.max)
    #expect(Int(saturating: -1e19) == Int.min)
    #expect(Int(saturating: Double.infinity) == Int.max)
    #expect(Int(saturating: -Double.infinity) == Int.min)
    #expect(Int(saturating: Double.nan) == 0)
    // 2^63 is the first double above Int.max; 2^63 − 1024 the last below it.
    #expect(Int(saturating: 9_223_372_036_854_775_808.0) == Int.max)
    #expect(Int(saturating: 9_223_372_036_854_774_784.0) == 9_223_372_036_854_774_784)
    #expect(Int(saturating: -9_223_372_036_854_775_808.0) == Int.min)
  }

  @Test func withinTheRangeTruncatesTowardZero() {
    #expect(Int(saturating: 2.9) == 2)
    #expect(Int(saturating: -2.9) == -2)
    #expect(Int(saturating: -0.0) == 0)
    #expect(Int(saturating: 5e-324) == 0)
    #expect(Int(saturating: 9_007_199_254_740_992.0) == 9_007_199_254_740_992)
  }

  @Test func narrowTypesSaturateAtTheirOwnBounds() {
    #expect(Int32(saturating: 1e19) == Int32.max)
    #expect(Int32(saturating: -3e9) == Int32.min)
    #expect(Int32(saturating: 2_147_483_647.0) == Int32.max)
    #expect(UInt32(saturating: -1.0) == 0)
    #expect(UInt32(saturating: 1e10) == UInt32.max)
    #expect(UInt8(saturating: Float(300)) == 255)
  }

  /// A relative arc of 1e300 radians draws at most `maximumArcTurns` turns (not 6e299
  /// pieces, nor a trap) and keeps its end point.
  @Test func aHugeRelativeArcIsBoundedAndKeepsItsEnd() throws {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 10, y: 0))
    path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 1e300)
    let data = path.data
    let turns = PathData.maximumArcTurns
    #expect(data.elements.count <= 4 * turns + 8)
    #expect(data.elements.count > 4 * turns)
    let end = try #require(data.elements.last?.endPoint)
    let angle = 1e300.remainder(dividingBy: 2 * Double.pi)
    #expect(abs(Double(end.x) - 10 * cos(angle)) < 1e-6)
    #expect(abs(Double(end.y) - 10 * sin(angle)) < 1e-6)
  }
}
