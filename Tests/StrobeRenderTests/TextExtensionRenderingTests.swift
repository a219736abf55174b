import Foundation
import StrobeCore
import StrobeGeometry
import StrobeRender
import Testing

/// The text-layer Strobe extensions: `textLayout` point, `lineHeight`, `letterSpacing`,
/// `fontStyle`.
///
/// Expected edges are hand-computed from DejaVu Sans's metrics (DejaVuSans.ttf, 2048 units
/// per em): "H" advances 1540, has 201-unit side bearings, stands on the baseline and is
/// 1493 tall; the ascent is 1901. DejaVu Sans Bold's "H" advances 1714 with 188-unit
/// bearings. Measured at 2× (half-point pixels): edges agree within 0.5 point.
@Suite struct TextExtensionRenderingTests {
  typealias S = LayerRenderSupport
  static let size = 40.0
  static func units(_ u: Double) -> Double { u / 2048 * size }

  static func layer(_ string: String, at origin: CGPoint, configure: (CATextLayer) -> Void)
    -> CATextLayer
  {
    let t = CATextLayer()
    t.anchorPoint = .zero
    t.bounds = .zero
    t.position = origin
    t.string = string
    t.font = "DejaVu Sans"
    t.fontSize = size
    t.foregroundColor = S.color(0, 0, 0)
    configure(t)
    return t
  }

  static func ink(_ layer: CATextLayer) throws -> CGRect {
    let image = try Renderer().rasterize(S.list(200, 200, [layer]), scale: 2)
    return try #require(TextRenderingTests.inkBox(image, scale: 2))
  }

  static func expect(
    _ box: CGRect, left: Double, right: Double, bottom: Double, top: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(box.minX - left) <= 0.5, "left \(box.minX) want \(left)", sourceLocation: sourceLocation)
    #expect(
      abs(box.maxX - right) <= 0.5, "right \(box.maxX) want \(right)",
      sourceLocation: sourceLocation)
    #expect(
      abs(box.maxY - bottom) <= 0.5, "bottom \(box.maxY) want \(bottom)",
      sourceLocation: sourceLocation)
    if let top {
      #expect(
        abs(box.minY - top) <= 0.5, "top \(box.minY) want \(top)", sourceLocation: sourceLocation)
    }
  }

  /// Point text: the origin is the first baseline; left starts, centre centres, right ends.
  @Test(arguments: ["left", "center", "right"])
  func pointTextHangsFromItsBaseline(_ mode: String) throws {
    let box = try Self.ink(
      Self.layer("H", at: CGPoint(x: 100, y: 80)) {
        $0.textLayout = .point
        $0.alignmentMode = CATextLayerAlignmentMode(rawValue: mode)
      })
    let advance = Self.units(1540)
    let start = mode == "left" ? 100 : mode == "center" ? 100 - advance / 2 : 100 - advance
    Self.expect(
      box, left: start + Self.units(201), right: start + advance - Self.units(201), bottom: 80,
      top: 80 - Self.units(1493))
  }

  /// Line height: the first baseline one ascent below the top, the next `lineHeight` lower.
  @Test func lineHeightSpacesBaselines() throws {
    let t = Self.layer("H\nH", at: CGPoint(x: 10, y: 10)) {
      $0.bounds = CGRect(x: 0, y: 0, width: 150, height: 180)
      $0.lineHeight = 100
    }
    let box = try Self.ink(t)
    let firstBaseline = 10 + Self.units(1901)
    Self.expect(
      box, left: 10 + Self.units(201), right: 10 + Self.units(1339),
      bottom: firstBaseline + 100, top: firstBaseline - Self.units(1493))
  }

  /// Letter spacing adds space between the characters (one gap in "HH"), not after the last.
  @Test func letterSpacingWidensBetweenCharacters() throws {
    let box = try Self.ink(
      Self.layer("HH", at: CGPoint(x: 20, y: 80)) {
        $0.textLayout = .point
        $0.letterSpacing = 12
      })
    Self.expect(
      box, left: 20 + Self.units(201), right: 20 + 2 * Self.units(1540) + 12 - Self.units(201),
      bottom: 80)
  }

  /// A style word picks the bold face: a wider "H".
  @Test func fontStyleSelectsTheFace() throws {
    let box = try Self.ink(
      Self.layer("H", at: CGPoint(x: 20, y: 80)) {
        $0.textLayout = .point
        $0.fontStyle = "Bold"
      })
    Self.expect(
      box, left: 20 + Self.units(188), right: 20 + Self.units(1714 - 188), bottom: 80)
  }
}
