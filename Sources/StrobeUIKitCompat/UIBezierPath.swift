import Foundation
import StrobeCore
import StrobeGeometry

/// A path made of straight and curved segments, with stroke attributes (UIKit's
/// `UIBezierPath`).
///
/// A mutable wrapper around a ``PathData`` value: every constructor reuses StrobeGeometry's,
/// so a `UIBezierPath` and the equivalent scene-file path have the same elements.
/// Coordinates are in points with y growing down, angles in radians from +x toward +y.
/// ``cgPath`` gives the `CGPath` to assign to `CAShapeLayer.path`.
///
/// ```swift
/// let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40,
///                         startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
/// shapeLayer.path = ring.cgPath
/// ```
///
/// The stroke attributes (``lineWidth``, ``lineCapStyle``, ``lineJoinStyle``,
/// ``miterLimit``) are stored for code that reads them back; as on iOS they do not affect a
/// `CAShapeLayer`, which has its own.
open class UIBezierPath: CustomStringConvertible {
  /// The path's elements.
  public var data: PathData

  /// Stroke width in points (default 1).
  public var lineWidth: CGFloat = 1
  /// How open subpath ends are drawn when stroked (default `.butt`).
  public var lineCapStyle: CGLineCap = .butt
  /// How corners are drawn when stroked (default `.miter`).
  public var lineJoinStyle: CGLineJoin = .miter
  /// Miter limit (default 10).
  public var miterLimit: CGFloat = 10
  /// Flatness (default 0.6); stored only.
  public var flatness: CGFloat = 0.6
  /// Whether filling uses the even-odd rule instead of non-zero winding (default false).
  public var usesEvenOddFillRule = false

  /// An empty path.
  public init() { data = PathData() }

  /// A path holding the given elements.
  public init(data: PathData) { self.data = data }

  /// A closed rectangle: starts at the origin corner and runs clockwise on screen.
  ///
  /// Elements: move(minX, minY), line(maxX, minY), line(maxX, maxY), line(minX, maxY), close
  /// (see `PathData.rect(_:)`).
  public convenience init(rect: CGRect) { self.init(data: .rect(rect)) }

  /// A closed ellipse inscribed in `rect`: starts at (maxX, midY), four cubics clockwise on
  /// screen, close (see `PathData.ellipse(in:)`).
  public convenience init(ovalIn rect: CGRect) { self.init(data: .ellipse(in: rect)) }

  /// A closed rounded rectangle with UIKit's continuous ("squircle") corners.
  ///
  /// StrobeGeometry's `PathData.roundedRect(_:cornerRadius:)`: 22 elements for every radius,
  /// starting at (minX + 1.52866483·r, minY), clockwise on screen. The radius is clamped to
  /// min(w, h)/2 as UIKit does. Departure from UIKit: above min(w, h)/2/1.52866483 UIKit
  /// switches to a capsule-like construction with other elements; Strobe keeps the same
  /// construction scaled to that limit, so rounded-rect morphs never jump.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(data: .roundedRect(rect, cornerRadius: cornerRadius))
  }

  /// A closed rounded rectangle with only `corners` rounded.
  ///
  /// `cornerRadii.height` is ignored, as in UIKit (the width is the radius of every listed
  /// corner). The listed corners are continuous corners exactly as in
  /// ``init(roundedRect:cornerRadius:)`` (same clamping); the others are sharp, built as
  /// zero-radius corners so the structure is always the same 22 elements. With
  /// `.allCorners` the path equals `init(roundedRect:cornerRadius:)`. Whether UIKit uses
  /// circular or continuous corners here is unconfirmed (core-animation-semantics.md §11.2).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init(data: Self.partiallyRounded(rect, corners: corners, radius: cornerRadii.width))
  }

  /// An open circular arc, UIKit's semantics: `clockwise = true` means increasing angle
  /// (clockwise on a y-down screen).
  ///
  /// StrobeGeometry's `PathData.arc(center:radius:startAngle:endAngle:clockwise:)`: a move to
  /// the start point, then cubic pieces of at most 90°. 0 → π clockwise passes through
  /// (cx, cy + r); 0 → 2π clockwise is a full circle; 0 → 2π counter-clockwise is empty.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init(
      data: .arc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise))
  }

  /// A path with the elements of `cgPath`.
  public convenience init(cgPath: CGPath) { self.init(data: cgPath.data) }

  /// The path as a `CGPath` (a new immutable copy on each read); setting replaces the
  /// elements.
  public var cgPath: CGPath {
    get { CGPath(data: data) }
    set { data = newValue.data }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { data.isEmpty }

  /// The smallest rectangle containing every point of every element, control points
  /// included (UIKit's `bounds`, Core Graphics' `boundingBox`); `CGRect.null` when empty.
  public var bounds: CGRect { data.boundingBox }

  /// The end of the last element (the subpath start after a close); `.zero` when empty.
  public var currentPoint: CGPoint { data.currentPoint ?? .zero }

  /// `UIBezierPath(<elements>)`.
  public var description: String { "UIBezierPath(\(data.elements))" }

  /// A copy of the path and its stroke attributes.
  public func copy() -> UIBezierPath {
    let p = UIBezierPath(data: data)
    p.lineWidth = lineWidth
    p.lineCapStyle = lineCapStyle
    p.lineJoinStyle = lineJoinStyle
    p.miterLimit = miterLimit
    p.flatness = flatness
    p.usesEvenOddFillRule = usesEvenOddFillRule
    return p
  }

  /// The 22 elements of a rounded rectangle whose listed corners have radius `radius`
  /// (clamped as `PathData.roundedRect(_:cornerRadius:)` clamps) and whose other corners are
  /// sharp (zero-radius continuous corners).
  static func partiallyRounded(_ rect: CGRect, corners: UIRectCorner, radius: CGFloat)
    -> PathData
  {
    guard !rect.isNull else { return PathData() }
    let rc = rect.standardized
    guard rc.minX.isFinite, rc.minY.isFinite, rc.width.isFinite, rc.height.isFinite else {
      return PathData()
    }
    let half = min(rc.width, rc.height) / 2
    let limit = half / PathData.continuousCornerExtent
    let r = radius > 0 ? min(radius, half, limit) : 0
    func cornerRadius(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
    let table: [(UIRectCorner, CGPoint, (CGFloat, CGFloat), (CGFloat, CGFloat))] = [
      (.topRight, CGPoint(x: rc.maxX, y: rc.minY), (1, 0), (0, 1)),
      (.bottomRight, CGPoint(x: rc.maxX, y: rc.maxY), (0, 1), (-1, 0)),
      (.bottomLeft, CGPoint(x: rc.minX, y: rc.maxY), (-1, 0), (0, -1)),
      (.topLeft, CGPoint(x: rc.minX, y: rc.minY), (0, -1), (1, 0)),
    ]
    var path = PathData()
    let start = rc.minX + PathData.continuousCornerExtent * cornerRadius(.topLeft)
    path.append(.move(to: CGPoint(x: start, y: rc.minY)))
    for (corner, point, incoming, outgoing) in table {
      for e in PathData.continuousCorner(
        at: point, incoming: incoming, outgoing: outgoing, radius: cornerRadius(corner))
      {
        path.append(e)
      }
    }
    path.append(.closeSubpath)
    return path
  }
}
