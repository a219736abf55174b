import Foundation

// Not `canImport(CoreGraphics)`: Strobe itself has a module of that name (docs/uikit-compat.md).
#if !canImport(Darwin)
  /// A 2-D affine transform with Core Graphics' layout and row-vector convention.
  ///
  /// `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  /// Foundation on Linux has no `CGAffineTransform`; this one matches Core Graphics' API
  /// (`concatenating` applies `self` first, then the argument).
  public struct CGAffineTransform: Sendable, Hashable {
    /// Matrix entries, named as in Core Graphics.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// A transform from its six entries, unlabelled.
    public init(
      _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (positive turns +x toward +y: clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
      let c = cos(angle)
      let s = sin(angle)
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2` (Core Graphics' `concatenating`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when singular (Core Graphics' behaviour).
    public func inverted() -> CGAffineTransform {
      let det = a * d - b * c
      guard det != 0, det.isFinite else { return self }
      return CGAffineTransform(
        a: d / det, b: -b / det, c: -c / det, d: a / det,
        tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
  }

  extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped by `t`'s linear part (no translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }
#endif
