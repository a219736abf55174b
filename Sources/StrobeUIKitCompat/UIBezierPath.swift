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

  /// A rounded rectangle exactly as UIKit builds it (iOS 7 and later).
  ///
  /// StrobeGeometry's `PathData.roundedRect(_:cornerRadius:)`: UIKit's 22 elements, starting
  /// at (minX + 1.528665·r, minY) with four continuous corners while both sides are longer
  /// than 2 × 1.52866495·r; a stadium with straight long edges when only one is; a capsule
  /// with semicircular ends (radius half the short side) when neither is
  /// (docs/uikit-compat.md, "Rounded rectangles"). As in UIKit the path ends with a line back
  /// to its start and is not closed.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(data: .roundedRect(rect, cornerRadius: cornerRadius))
  }

  /// A rounded rectangle with only `corners` rounded.
  ///
  /// `cornerRadii.height` is ignored, as in UIKit (the width is the radius of every listed
  /// corner). The listed corners are UIKit's continuous corners; a corner not listed is one
  /// line to it (`PathData.roundedRect(_:cornerRadius:roundedCorners:)`). With `.allCorners`
  /// the path equals ``init(roundedRect:cornerRadius:)``.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    var rounded = Set<RectangleCorner>()
    if corners.contains(.topLeft) { rounded.insert(.topLeft) }
    if corners.contains(.topRight) { rounded.insert(.topRight) }
    if corners.contains(.bottomLeft) { rounded.insert(.bottomLeft) }
    if corners.contains(.bottomRight) { rounded.insert(.bottomRight) }
    self.init(
      data: .roundedRect(rect, cornerRadius: cornerRadii.width, roundedCorners: rounded))
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
}
