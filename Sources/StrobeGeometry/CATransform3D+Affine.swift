import Foundation

extension CATransform3D {
  /// Whether the matrix is an embedded 2-D affine transform.
  ///
  /// True when m13 = m14 = m23 = m24 = m31 = m32 = m34 = m43 = 0 and m33 = m44 = 1 (Apple's exact
  /// test is unconfirmed; docs/core-animation-semantics.md §1.2).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
      && m43 == 0 && m33 == 1 && m44 == 1
  }

  /// The 2-D affine part, for drawing in the z = 0 plane: a = m11, b = m12, c = m21, d = m22,
  /// tx = m41, ty = m42.
  ///
  /// Drops the z row and column and the perspective column. Exact when ``isAffine``; otherwise
  /// it is an orthographic z-flattening that ignores perspective (m14, m24, m34, m44) — use
  /// ``apply(to:)`` for a point-exact projective mapping.
  public var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The 3-D embedding of a 2-D affine transform: m11 = a, m12 = b, m21 = c, m22 = d,
  /// m41 = tx, m42 = ty, m33 = m44 = 1, all else 0.
  public init(affine t: CGAffineTransform) {
    self = .identity
    m11 = t.a
    m12 = t.b
    m21 = t.c
    m22 = t.d
    m41 = t.tx
    m42 = t.ty
  }
}

/// Whether `t` is an embedded 2-D affine transform (see ``CATransform3D/isAffine``).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The 3-D embedding of a 2-D affine transform (m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx,
/// m42 = ty).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(affine: m)
}

/// The affine part of `t` (a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42); exact only
/// when `t` is affine (see ``CATransform3D/affine``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
