import Foundation

/// A 4×4 homogeneous transform with Core Animation's layout and row-vector convention.
///
/// A point is transformed as `[x y z 1] · M = [x' y' z' w']`, then divided by `w'`.
/// Translation lives in `m41 m42 m43`; perspective is usually `m34 = −1/eyeDistance`.
/// The free functions (`CATransform3DMakeRotation`, `CATransform3DConcat`…) have Core
/// Animation's names and semantics (docs/core-animation-semantics.md §1.2).
public struct CATransform3D: Sendable, Hashable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The zero matrix, like Core Animation's zero-argument initializer.
  ///
  /// Not the identity: use ``CATransform3DIdentity`` or ``identity`` for that.
  public init() {
    m11 = 0; m12 = 0; m13 = 0; m14 = 0
    m21 = 0; m22 = 0; m23 = 0; m24 = 0
    m31 = 0; m32 = 0; m33 = 0; m34 = 0
    m41 = 0; m42 = 0; m43 = 0; m44 = 0
  }

  /// A transform from its 16 entries, row-major.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
    self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
    self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
    self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
  }

  /// A transform from 16 numbers in row-major order (m11, m12, …, m44).
  ///
  /// - Precondition: `values.count == 16`.
  public init(rowMajor values: [CGFloat]) {
    precondition(values.count == 16, "CATransform3D needs 16 values")
    self.init(
      m11: values[0], m12: values[1], m13: values[2], m14: values[3],
      m21: values[4], m22: values[5], m23: values[6], m24: values[7],
      m31: values[8], m32: values[9], m33: values[10], m34: values[11],
      m41: values[12], m42: values[13], m43: values[14], m44: values[15])
  }

  /// The 16 entries in row-major order.
  public var rowMajor: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The identity transform.
  public static let identity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// `self · other`: apply `self` first, then `other`.
  public func concatenating(_ b: CATransform3D) -> CATransform3D {
    let a = self
    return CATransform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `a · b`: apply `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D.identity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity.
///
/// Row form of Rodrigues' formula: about z, `m11 = cos, m12 = sin, m21 = −sin, m22 = cos`,
/// so a positive angle turns +x toward +y (clockwise on a y-down screen).
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let len = (x * x + y * y + z * z).squareRoot()
  guard len > 0, len.isFinite else { return .identity }
  let (ax, ay, az) = (x / len, y / len, z / len)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  var t = CATransform3D.identity
  t.m11 = c + k * ax * ax
  t.m12 = k * ax * ay + s * az
  t.m13 = k * ax * az - s * ay
  t.m21 = k * ay * ax - s * az
  t.m22 = c + k * ay * ay
  t.m23 = k * ay * az + s * ax
  t.m31 = k * az * ax + s * ay
  t.m32 = k * az * ay - s * ax
  t.m33 = c + k * az * az
  return t
}

/// `MakeTranslation(tx, ty, tz) · t`: the translation is applied first, then `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `MakeScale(sx, sy, sz) · t`: the scale is applied first, then `t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `MakeRotation(angle, x, y, z) · t`: the rotation is applied first, then `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}
