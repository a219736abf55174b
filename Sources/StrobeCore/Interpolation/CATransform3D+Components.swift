import Foundation
import StrobeGeometry

extension CATransform3D {
  /// The value of one sub-key-path component (`transform.rotation.z`, `transform.scale`…).
  ///
  /// The matrix is decomposed into translation, scale, skew, perspective and rotation (the
  /// decomposition of ``interpolated(to:fraction:)``, except that a mirroring matrix gets a
  /// single negative scale factor: x or y by the 2-D sign rule (x when m11 < m22) when the 2-D
  /// part mirrors, z otherwise, so `scale(−1, 1)` reads scale.x = −1). Rotations are Euler
  /// angles with the x rotation applied first, then y, then z (`Rx · Ry · Rz` in row form;
  /// Core Animation's order is unconfirmed); for a pure z rotation, rotation.z is
  /// `atan2(m12, m11)` in (−π, π]. `translation` is a ``AnimatableValue/size(_:)`` (width =
  /// x, height = y); every other component is a ``AnimatableValue/number(_:)``. A matrix that
  /// cannot be decomposed (singular) reads translation from m41…m43, scale 0 and rotation 0.
  public func value(of component: TransformComponent) -> AnimatableValue {
    if component == .rotationZ || component == .rotation, let p = planarParts {
      return .number(atan2(p.row0y, p.row0x))
    }
    guard let d = TransformDecomposition(self, mirrorRule: .negateOne) else {
      switch component {
      case .translationX: return .number(Double(m41))
      case .translationY: return .number(Double(m42))
      case .translationZ: return .number(Double(m43))
      case .translation: return .size(CGSize(width: m41, height: m42))
      case .scale, .scaleX, .scaleY, .scaleZ, .scaleXY: return .number(0)
      case .rotation, .rotationX, .rotationY, .rotationZ: return .number(0)
      }
    }
    switch component {
    case .rotationX: return .number(d.eulerAngles[0])
    case .rotationY: return .number(d.eulerAngles[1])
    case .rotationZ, .rotation: return .number(d.eulerAngles[2])
    case .scaleX: return .number(d.scale[0])
    case .scaleY: return .number(d.scale[1])
    case .scaleZ: return .number(d.scale[2])
    case .scale: return .number((d.scale[0] + d.scale[1] + d.scale[2]) / 3)
    case .scaleXY: return .number((d.scale[0] + d.scale[1]) / 2)
    case .translationX: return .number(d.translation[0])
    case .translationY: return .number(d.translation[1])
    case .translationZ: return .number(d.translation[2])
    case .translation: return .size(CGSize(width: d.translation[0], height: d.translation[1]))
    }
  }

  /// The matrix with one sub-key-path component replaced and every other one kept:
  /// decomposed as in ``value(of:)``, the component set, recomposed.
  ///
  /// Measured on Core Animation: setting `transform.rotation.z` keeps an existing scale;
  /// `transform.scale` 2 over the identity gives m11 = m22 = 2 (and m33 = 2: all three
  /// factors are written). Scalar components take a ``AnimatableValue/number(_:)``;
  /// ``TransformComponent/translation`` takes a ``AnimatableValue/size(_:)`` or
  /// ``AnimatableValue/point(_:)``. Returns nil for a value of another kind or a non-finite
  /// number. A matrix that cannot be decomposed (singular) is treated as its translation
  /// alone (identity otherwise) before the component is set.
  public func replacing(_ component: TransformComponent, with value: AnimatableValue)
    -> CATransform3D?
  {
    if component == .rotationZ || component == .rotation, let p = planarParts {
      guard case .number(let x) = value, x.isFinite else { return nil }
      return p.rotated(to: CGFloat(x), translation: (m41, m42))
    }
    var d =
      TransformDecomposition(self, mirrorRule: .negateOne)
      ?? TransformDecomposition(translation: [Double(m41), Double(m42), Double(m43)])
    if component == .translation {
      switch value {
      case .size(let s):
        d.translation[0] = Double(s.width)
        d.translation[1] = Double(s.height)
      case .point(let p):
        d.translation[0] = Double(p.x)
        d.translation[1] = Double(p.y)
      default: return nil
      }
      return d.transform
    }
    guard case .number(let x) = value, x.isFinite else { return nil }
    switch component {
    case .rotationX, .rotationY, .rotationZ, .rotation:
      var angles = d.eulerAngles
      let axis = component == .rotationX ? 0 : component == .rotationY ? 1 : 2
      angles[axis] = x
      d.eulerAngles = angles
    case .scaleX: d.scale[0] = x
    case .scaleY: d.scale[1] = x
    case .scaleZ: d.scale[2] = x
    case .scale: d.scale = [x, x, x]
    case .scaleXY:
      d.scale[0] = x
      d.scale[1] = x
    case .translationX: d.translation[0] = x
    case .translationY: d.translation[1] = x
    case .translationZ: d.translation[2] = x
    case .translation: return nil
    }
    return d.transform
  }
}

extension CATransform3D {
  /// The decomposition of a planar matrix, computed directly; nil for any other matrix.
  ///
  /// Planar: 2-D affine (m13, m14, m23, m24, m31, m32, m34, m43 zero, m33 = m44 = 1) with a
  /// non-zero, finite 2-D determinant. The same steps as ``TransformDecomposition`` with
  /// `.negateOne` (its rotation is about z only), without the general 4×4 work.
  fileprivate var planarParts: PlanarParts? {
    guard m13 == 0, m14 == 0, m23 == 0, m24 == 0, m31 == 0, m32 == 0, m33 == 1, m34 == 0,
      m43 == 0, m44 == 1, m41.isFinite, m42.isFinite
    else { return nil }
    let a = Double(m11)
    let b = Double(m12)
    let c = Double(m21)
    let d = Double(m22)
    let det2 = a * d - b * c
    guard det2 != 0, det2.isFinite else { return nil }
    // Gram–Schmidt on the rows (row 2 = (0, 0, 1) is already orthonormal, scale 1).
    var s0 = (a * a + b * b).squareRoot()
    guard s0 != 0 else { return nil }
    var r0x = a / s0
    var r0y = b / s0
    var k = r0x * c + r0y * d
    let r1x = c - k * r0x
    let r1y = d - k * r0y
    var s1 = (r1x * r1x + r1y * r1y).squareRoot()
    guard s1 != 0 else { return nil }
    k /= s1
    if det2 < 0 {
      // `.negateOne`: x when m11 < m22, else y; the xy skew changes sign.
      if a < d {
        s0 = -s0
        r0x = -r0x
        r0y = -r0y
      } else {
        s1 = -s1
      }
      k = -k
    }
    return PlanarParts(row0x: r0x, row0y: r0y, scaleX: s0, scaleY: s1, skew: k)
  }
}

/// The parts of a planar matrix: the rotated unit x row, the x and y scale factors and the
/// xy skew (see `CATransform3D.planarParts`).
private struct PlanarParts {
  var row0x: Double
  var row0y: Double
  var scaleX: Double
  var scaleY: Double
  var skew: Double

  /// The matrix recomposed with rotation angle `angle` about z (radians):
  /// `diag(scale) · K · Rz(angle) · Tr(translation)`.
  func rotated(to angle: CGFloat, translation: (CGFloat, CGFloat)) -> CATransform3D {
    let rz = CATransform3DMakeRotation(angle, 0, 0, 1)
    let cosA = Double(rz.m11)
    let sinA = Double(rz.m12)
    var t = CATransform3D.identity
    t.m11 = CGFloat(scaleX * cosA)
    t.m12 = CGFloat(scaleX * sinA)
    t.m21 = CGFloat(scaleY * (-sinA + skew * cosA))
    t.m22 = CGFloat(scaleY * (cosA + skew * sinA))
    t.m41 = translation.0
    t.m42 = translation.1
    return t
  }
}

extension TransformDecomposition {
  /// The rotation as Euler angles `[x, y, z]` in radians.
  ///
  /// `R = Rx · Ry · Rz` in row form (x applied first). At gimbal lock (|y| = π/2) z is taken
  /// as 0.
  var eulerAngles: [Double] {
    get {
      let r = quaternion.rotationRows
      let sinY = min(max(-r[0][2], -1), 1)
      let y = asin(sinY)
      let cosY = (1 - sinY * sinY).squareRoot()
      if cosY > 1e-12 {
        return [atan2(r[1][2], r[2][2]), y, atan2(r[0][1], r[0][0])]
      }
      // R = Rx · Ry with sin y = ±1: row 1 = (sin x · sin y, cos x, 0).
      return [atan2(r[1][0] * sinY, r[1][1]), y, 0]
    }
    set {
      let rx = CATransform3DMakeRotation(CGFloat(newValue[0]), 1, 0, 0)
      let ry = CATransform3DMakeRotation(CGFloat(newValue[1]), 0, 1, 0)
      let rz = CATransform3DMakeRotation(CGFloat(newValue[2]), 0, 0, 1)
      let m = rx.concatenating(ry).concatenating(rz)
      let rows = [
        [m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33],
      ].map { $0.map { Double($0) } }
      quaternion = Quaternion(rows: rows)
    }
  }
}
