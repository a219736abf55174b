import Foundation

extension PathData {
  /// The five constructions `UIBezierPath(roundedRect:cornerRadius:)` switches between on
  /// iOS 7 and later, chosen by the rectangle's sides against the radius
  /// (docs/uikit-compat.md §"How it behaves", "Rounded rectangles").
  public enum UIKitRoundedRectShape: Sendable, Hashable {
    /// Both sides longer than ``uikitRoundedRectRegimeFactor``·r: four continuous corners.
    case continuous
    /// Only the width is longer: straight top and bottom edges, rounded flattened ends.
    case wideStadium
    /// Only the height is longer: straight left and right edges, rounded flattened ends.
    case tallStadium
    /// Neither side is longer, height above width: a capsule with semicircular ends.
    case tallCapsule
    /// Neither side is longer, width at least height: a capsule with semicircular ends.
    case wideCapsule
  }

  /// A side longer than this many radii keeps its straight part (2 × 1.52866495).
  public static let uikitRoundedRectRegimeFactor: CGFloat = 2 * 1.528_664_95

  /// Which construction `UIBezierPath(roundedRect:cornerRadius:)` uses for a standardised
  /// rectangle of `size` and a corner radius `r` (a negative or NaN radius counts as 0).
  public static func uikitRoundedRectShape(size: CGSize, cornerRadius r: CGFloat)
    -> UIKitRoundedRectShape
  {
    let t = uikitRoundedRectRegimeFactor * (r > 0 ? r : 0)
    let (w, h) = (abs(size.width), abs(size.height))
    if w > t && h > t { return .continuous }
    if w > t { return .wideStadium }
    if h > t { return .tallStadium }
    return h > w ? .tallCapsule : .wideCapsule
  }

  /// A rounded rectangle exactly as `UIBezierPath(roundedRect:cornerRadius:)` builds it on
  /// iOS 7 and later, element for element.
  ///
  /// The elements are those UIKit emits, as published from iOS 14.2 to 17.5 element dumps
  /// (docs/uikit-compat.md §"How it behaves", "Rounded rectangles"): always 22 elements,
  /// `move`, then four groups of `line, curve, line, curve, curve` (some of them
  /// degenerate), then a `line` back to the start, with no `closeSubpath` — the start is a
  /// point where the outline is smooth, so a stroke shows no seam there. Which construction is
  /// used depends on the sides against `T = 2 × 1.52866495 · r` (``uikitRoundedRectShape(size:cornerRadius:)``):
  ///
  /// - both sides longer than T: four continuous ("squircle") corners reaching 1.528665·r
  ///   along each edge; the path starts at (minX + 1.528665·r, minY);
  /// - one side longer than T: straight long edges that end 1.528665·r before the corners
  ///   (with UIKit's own asymmetry: two of the four end curves run 2.3081537·ℓ along the
  ///   edge instead), ends reaching the middle of the short sides;
  /// - neither: a capsule whose ends are semicircles of radius half the short side (cubic
  ///   quarter circles, control length 0.5522847·half), starting at the top middle.
  ///
  /// ℓ = min(r, min(w, h) / 2 / 1.52866483) scales the corner constants. A negative or NaN
  /// radius counts as 0 (UIKit turns a negative radius's corners inside out); radius 0 keeps
  /// the 22 elements with degenerate corners (the limit of UIKit's shape as r → 0⁺; UIKit itself
  /// gives a 6-element rectangle at exactly 0), so square ⇄ rounded morphs interpolate. A null
  /// or non-finite rectangle gives an empty path.
  public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat) -> PathData {
    guard let rc = finiteStandardized(rect) else { return PathData() }
    let r = cornerRadius > 0 ? cornerRadius : 0
    let limit = min(rc.width, rc.height) / 2 / continuousCornerExtent
    let frame = CornerFrame(rect: rc, scale: min(r, limit))
    switch uikitRoundedRectShape(size: rc.size, cornerRadius: r) {
    case .continuous: return frame.continuousShape()
    case .wideStadium: return frame.wideStadium(edgeInset: UIKitCorner.edge * r)
    case .tallStadium: return frame.tallStadium(edgeInset: UIKitCorner.edge * r)
    case .tallCapsule: return frame.tallCapsule()
    case .wideCapsule: return frame.wideCapsule()
    }
  }
}

extension PathData {
  /// A rectangle with continuous corners at `roundedCorners` only.
  ///
  /// As `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` builds it for one to three
  /// corners: `move`, then per corner (top right, bottom right, bottom left, top left) either
  /// the five elements of a continuous corner or one line to the sharp corner, then a `line`
  /// back to the start (UIKit's element output; docs/uikit-compat.md, "Rounded
  /// rectangles"). All four corners give ``roundedRect(_:cornerRadius:)``. Corners of a radius
  /// above min(w, h) / 2 / 1.52866483 are drawn at that radius (what UIKit draws there for
  /// some corners only is unconfirmed). A negative or NaN radius counts as 0; a null or
  /// non-finite rectangle gives an empty path.
  public static func roundedRect(
    _ rect: CGRect, cornerRadius: CGFloat, roundedCorners: Set<RectangleCorner>
  ) -> PathData {
    if roundedCorners.count == RectangleCorner.allCases.count {
      return roundedRect(rect, cornerRadius: cornerRadius)
    }
    guard let rc = finiteStandardized(rect) else { return PathData() }
    let r = cornerRadius > 0 ? cornerRadius : 0
    let limit = min(rc.width, rc.height) / 2 / continuousCornerExtent
    return CornerFrame(rect: rc, scale: min(r, limit)).continuousShape(rounding: roundedCorners)
  }
}

/// The constants of UIKit's rounded-rectangle constructions, in units of ℓ (the limited
/// radius), from UIKit's element output (docs/uikit-compat.md, "Rounded rectangles").
enum UIKitCorner {
  /// Where a straight edge ends before a continuous corner (and where the path starts).
  static let edge: CGFloat = 1.528_665
  /// Where a continuous corner's last curve ends on the outgoing edge.
  static let end: CGFloat = 1.528_664_984_7
  /// The first control point of a continuous corner, along the incoming edge.
  static let control1: CGFloat = 1.088_492_957_6
  /// The second control point of a continuous corner, along the incoming edge.
  static let control2: CGFloat = 0.868_406_944_1
  /// The joint of a continuous corner: along the edge, in from it.
  static let jointAlong: CGFloat = 0.631_493_792_8
  static let jointIn: CGFloat = 0.074_911_387_8
  /// The middle curve's controls of a continuous corner.
  static let middleAlong: CGFloat = 0.372_823_826_6
  static let middleIn: CGFloat = 0.169_059_556_0

  /// Stadium ends: the controls along the long edge, far and near the corner.
  static let stadiumFar: CGFloat = 1.635_278_207_2
  static let stadiumNear: CGFloat = 1.298_840_458_7
  /// Stadium ends: the joint, along the long edge and in from it.
  static let stadiumJointAlong: CGFloat = 0.936_679_656_6
  static let stadiumJointIn: CGFloat = 0.114_514_404_0
  /// Stadium ends: the second curve's first control, along the long edge and in from it.
  static let stadiumMiddleAlong: CGFloat = 0.374_305_512_4
  static let stadiumMiddleIn: CGFloat = 0.319_201_853_0
  /// Stadium ends: the second curve's second control and its end, down the short side.
  static let stadiumSideControl: CGFloat = 0.853_765_524_4
  static let stadiumSideEnd: CGFloat = 1.452_231_588_5
  /// Stadium ends: where the curves UIKit draws from the short side back to the long edge
  /// end (farther from the corner than the straight edge's own end).
  static let stadiumReturn: CGFloat = 2.308_153_704_1

  /// Capsule ends: a quarter circle's end and control distances from the corner
  /// (1.52866483·ℓ is half the short side; 1 − 0.68440656/1.52866483 is the circle's 0.5522847).
  static let capsuleEnd: CGFloat = 1.528_664_83
  static let capsuleControl: CGFloat = 0.684_406_556_8
}

/// Points of a rectangle given as distances in from one of its corners, in units of `scale`.
struct CornerFrame {
  let rect: CGRect
  let scale: CGFloat

  typealias Corner = RectangleCorner

  /// The point `h`·scale in from `corner` horizontally and `v`·scale vertically.
  func at(_ corner: Corner, _ h: CGFloat, _ v: CGFloat) -> CGPoint {
    let (dx, dy) = (h * scale, v * scale)
    switch corner {
    case .topRight: return CGPoint(x: rect.maxX - dx, y: rect.minY + dy)
    case .bottomRight: return CGPoint(x: rect.maxX - dx, y: rect.maxY - dy)
    case .bottomLeft: return CGPoint(x: rect.minX + dx, y: rect.maxY - dy)
    case .topLeft: return CGPoint(x: rect.minX + dx, y: rect.minY + dy)
    }
  }

  var topCenter: CGPoint { CGPoint(x: rect.midX, y: rect.minY) }
  var rightCenter: CGPoint { CGPoint(x: rect.maxX, y: rect.midY) }
  var bottomCenter: CGPoint { CGPoint(x: rect.midX, y: rect.maxY) }
  var leftCenter: CGPoint { CGPoint(x: rect.minX, y: rect.midY) }

  /// A curve whose control points are its end point (UIKit emits several).
  static func still(_ p: CGPoint) -> PathElement { .curve(to: p, control1: p, control2: p) }

  /// Four continuous corners (both sides longer than the regime factor times the radius).
  func continuousShape() -> PathData { continuousShape(rounding: Set(Corner.allCases)) }

  /// Continuous corners at `rounded`, sharp corners (one line to the corner) elsewhere.
  func continuousShape(rounding rounded: Set<Corner>) -> PathData {
    typealias K = UIKitCorner
    let (e, z, c1, c2) = (K.edge, K.end, K.control1, K.control2)
    let (jA, jI, mA, mI) = (K.jointAlong, K.jointIn, K.middleAlong, K.middleIn)
    var p = PathData()
    let start = rounded.contains(.topLeft) ? at(.topLeft, e, 0) : at(.topLeft, 0, 0)
    p.append(.move(to: start))
    // Corners whose incoming edge is horizontal (top right, bottom left) and vertical.
    for c in [Corner.topRight, .bottomRight, .bottomLeft, .topLeft] {
      guard rounded.contains(c) else {
        p.append(.line(to: at(c, 0, 0)))
        continue
      }
      let horizontalIn = c == .topRight || c == .bottomLeft
      // (along the incoming edge, in along the outgoing edge) → (h, v) from the corner.
      func q(_ along: CGFloat, _ inward: CGFloat) -> CGPoint {
        horizontalIn ? at(c, along, inward) : at(c, inward, along)
      }
      p.append(.line(to: q(e, 0)))
      p.append(.curve(to: q(jA, jI), control1: q(c1, 0), control2: q(c2, 0)))
      p.append(.line(to: q(jA, jI)))
      p.append(.curve(to: q(jI, jA), control1: q(mA, mI), control2: q(mI, mA)))
      p.append(.curve(to: q(0, z), control1: q(0, c2), control2: q(0, c1)))
    }
    p.append(.line(to: start))
    return p
  }

  /// The wide stadium: straight top and bottom edges ending `edgeInset` before the corners.
  func wideStadium(edgeInset inset: CGFloat) -> PathData {
    typealias K = UIKitCorner
    let (far, near, back) = (K.stadiumFar, K.stadiumNear, K.stadiumReturn)
    let (jA, jI, mA, mI) = (
      K.stadiumJointAlong, K.stadiumJointIn, K.stadiumMiddleAlong, K.stadiumMiddleIn
    )
    let (g, s) = (K.stadiumSideControl, K.stadiumSideEnd)
    let start = CGPoint(x: rect.minX + inset, y: rect.minY)
    var p = PathData()
    p.append(.move(to: start))
    // From a long edge into an end (top right, bottom left) …
    func intoEnd(_ c: Corner, edgeEnd: CGPoint, middle: CGPoint) {
      p.append(.line(to: edgeEnd))
      p.append(.curve(to: at(c, jA, jI), control1: at(c, far, 0), control2: at(c, near, 0)))
      p.append(.line(to: at(c, jA, jI)))
      p.append(.curve(to: at(c, 0, s), control1: at(c, mA, mI), control2: at(c, 0, g)))
      p.append(Self.still(middle))
    }
    // … and from the middle of an end back to a long edge (bottom right, top left).
    func outOfEnd(_ c: Corner, middle: CGPoint) {
      p.append(.line(to: middle))
      p.append(Self.still(middle))
      p.append(.line(to: at(c, 0, s)))
      p.append(.curve(to: at(c, jA, jI), control1: at(c, 0, g), control2: at(c, mA, mI)))
      p.append(.curve(to: at(c, back, 0), control1: at(c, near, 0), control2: at(c, far, 0)))
    }
    intoEnd(.topRight, edgeEnd: CGPoint(x: rect.maxX - inset, y: rect.minY), middle: rightCenter)
    outOfEnd(.bottomRight, middle: rightCenter)
    intoEnd(.bottomLeft, edgeEnd: CGPoint(x: rect.minX + inset, y: rect.maxY), middle: leftCenter)
    outOfEnd(.topLeft, middle: leftCenter)
    p.append(.line(to: start))
    return p
  }

  /// The tall stadium: straight left and right edges ending `edgeInset` before the corners.
  func tallStadium(edgeInset inset: CGFloat) -> PathData {
    typealias K = UIKitCorner
    let (far, near, back) = (K.stadiumFar, K.stadiumNear, K.stadiumReturn)
    let (jA, jI, mA, mI) = (
      K.stadiumJointAlong, K.stadiumJointIn, K.stadiumMiddleAlong, K.stadiumMiddleIn
    )
    let (g, s) = (K.stadiumSideControl, K.stadiumSideEnd)
    var p = PathData()
    p.append(.move(to: topCenter))
    // From the middle of an end out to a long edge (top right, bottom left) …
    func outOfEnd(_ c: Corner, middle: CGPoint) {
      p.append(.line(to: middle))
      p.append(Self.still(middle))
      p.append(.line(to: at(c, s, 0)))
      p.append(.curve(to: at(c, jI, jA), control1: at(c, g, 0), control2: at(c, mI, mA)))
      p.append(.curve(to: at(c, 0, back), control1: at(c, 0, near), control2: at(c, 0, far)))
    }
    // … and from a long edge into an end (bottom right, top left).
    func intoEnd(_ c: Corner, edgeEnd: CGPoint, middle: CGPoint) {
      p.append(.line(to: edgeEnd))
      p.append(.curve(to: at(c, jI, jA), control1: at(c, 0, far), control2: at(c, 0, near)))
      p.append(.line(to: at(c, jI, jA)))
      p.append(.curve(to: at(c, s, 0), control1: at(c, mI, mA), control2: at(c, g, 0)))
      p.append(Self.still(middle))
    }
    outOfEnd(.topRight, middle: topCenter)
    intoEnd(
      .bottomRight, edgeEnd: CGPoint(x: rect.maxX, y: rect.maxY - inset), middle: bottomCenter)
    outOfEnd(.bottomLeft, middle: bottomCenter)
    intoEnd(.topLeft, edgeEnd: CGPoint(x: rect.minX, y: rect.minY + inset), middle: topCenter)
    p.append(.line(to: topCenter))
    return p
  }

  /// The capsule of a rectangle at least as wide as it is tall: semicircles left and right.
  func wideCapsule() -> PathData {
    let (e, k) = (UIKitCorner.capsuleEnd, UIKitCorner.capsuleControl)
    var p = PathData()
    p.append(.move(to: topCenter))
    // A straight edge ends where a semicircle starts; the quarter circle runs to the middle
    // of the end; UIKit then marks time with still curves and lines.
    func endCap(_ first: Corner, _ second: Corner, middle: CGPoint, edgeStart: CGPoint) {
      p.append(.line(to: edgeStart))
      p.append(Self.still(at(first, e, 0)))
      p.append(.line(to: at(first, e, 0)))
      p.append(.curve(to: middle, control1: at(first, k, 0), control2: at(first, 0, k)))
      p.append(Self.still(middle))
      p.append(.line(to: middle))
      p.append(Self.still(middle))
      p.append(.line(to: middle))
      p.append(.curve(to: at(second, e, 0), control1: at(second, 0, k), control2: at(second, k, 0)))
      p.append(Self.still(at(second, e, 0)))
    }
    endCap(.topRight, .bottomRight, middle: rightCenter, edgeStart: topCenter)
    endCap(.bottomLeft, .topLeft, middle: leftCenter, edgeStart: bottomCenter)
    p.append(.line(to: topCenter))
    return p
  }

  /// The capsule of a rectangle taller than it is wide: semicircles at the top and bottom.
  func tallCapsule() -> PathData {
    let (e, k) = (UIKitCorner.capsuleEnd, UIKitCorner.capsuleControl)
    var p = PathData()
    p.append(.move(to: topCenter))
    // From the middle of an end down a quarter circle to a straight side, along it, and round
    // the next quarter circle to the middle of the other end.
    func side(
      _ first: Corner, _ second: Corner, from top: CGPoint, to bottom: CGPoint, mid: CGPoint
    ) {
      p.append(.line(to: top))
      p.append(Self.still(top))
      p.append(.line(to: top))
      p.append(.curve(to: at(first, 0, e), control1: at(first, k, 0), control2: at(first, 0, k)))
      p.append(Self.still(at(first, 0, e)))
      p.append(.line(to: mid))
      p.append(Self.still(at(second, 0, e)))
      p.append(.line(to: at(second, 0, e)))
      p.append(.curve(to: bottom, control1: at(second, 0, k), control2: at(second, k, 0)))
      p.append(Self.still(bottom))
    }
    side(.topRight, .bottomRight, from: topCenter, to: bottomCenter, mid: rightCenter)
    side(.bottomLeft, .topLeft, from: bottomCenter, to: topCenter, mid: leftCenter)
    p.append(.line(to: topCenter))
    return p
  }
}
