import Foundation
import StrobeGeometry

/// A 2-D affine transform split as CSS Transforms Level 1 does for interpolation.
///
/// `M2 = diag(scaleX, scaleY) · Rot(angle) · R` (row-vector form, `Rot = [[c, s], [−s, c]]`),
/// translation `(translateX, translateY)` kept as is. Core Animation interpolates two affine
/// transforms with exactly this algorithm (docs/core-animation-semantics.md §3.2).
struct AffineDecomposition: Sendable, Equatable {
  /// Translation (m41, m42).
  var translateX: Double
  /// Translation (m41, m42).
  var translateY: Double
  /// Scale factors, with the CSS sign rule for mirrored matrices.
  var scaleX: Double
  /// Scale factors, with the CSS sign rule for mirrored matrices.
  var scaleY: Double
  /// The rotation angle in degrees (atan2 of the normalised first row).
  var angle: Double
  /// The remainder 2×2 matrix, row-major.
  var r11: Double
  /// The remainder 2×2 matrix, row-major.
  var r12: Double
  /// The remainder 2×2 matrix, row-major.
  var r21: Double
  /// The remainder 2×2 matrix, row-major.
  var r22: Double

  /// Decomposes the affine part of `m` (m11, m12, m21, m22, m41, m42).
  init(_ m: CATransform3D) {
    var row0x = Double(m.m11)
    var row0y = Double(m.m12)
    var row1x = Double(m.m21)
    var row1y = Double(m.m22)
    translateX = Double(m.m41)
    translateY = Double(m.m42)
    scaleX = (row0x * row0x + row0y * row0y).squareRoot()
    scaleY = (row1x * row1x + row1y * row1y).squareRoot()
    let determinant = row0x * row1y - row0y * row1x
    if determinant < 0 {
      if row0x < row1y { scaleX = -scaleX } else { scaleY = -scaleY }
    }
    if scaleX != 0 {
      row0x /= scaleX
      row0y /= scaleX
    }
    if scaleY != 0 {
      row1x /= scaleY
      row1y /= scaleY
    }
    let radians = atan2(row0y, row0x)
    if radians != 0 {
      let sn = -row0y
      let cs = row0x
      let (a, b, c, d) = (row0x, row0y, row1x, row1y)
      row0x = cs * a + sn * c
      row0y = cs * b + sn * d
      row1x = -sn * a + cs * c
      row1y = -sn * b + cs * d
    }
    r11 = row0x
    r12 = row0y
    r21 = row1x
    r22 = row1y
    angle = radians * 180 / .pi
  }

  /// The components interpolated with CSS's fix-ups (mirrored-pair flip, 0° → 360°, short
  /// way round), then linearly; `fraction` may leave 0…1.
  static func interpolate(
    _ from: AffineDecomposition, _ to: AffineDecomposition, fraction f: Double
  ) -> AffineDecomposition {
    var a = from
    var b = to
    if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
      a.scaleX = -a.scaleX
      a.scaleY = -a.scaleY
      a.angle += a.angle < 0 ? 180 : -180
    }
    if a.angle == 0 { a.angle = 360 }
    if b.angle == 0 { b.angle = 360 }
    if abs(a.angle - b.angle) > 180 {
      if a.angle > b.angle { a.angle -= 360 } else { b.angle -= 360 }
    }
    func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    var r = a
    r.translateX = lerp(a.translateX, b.translateX)
    r.translateY = lerp(a.translateY, b.translateY)
    r.scaleX = lerp(a.scaleX, b.scaleX)
    r.scaleY = lerp(a.scaleY, b.scaleY)
    r.angle = lerp(a.angle, b.angle)
    r.r11 = lerp(a.r11, b.r11)
    r.r12 = lerp(a.r12, b.r12)
    r.r21 = lerp(a.r21, b.r21)
    r.r22 = lerp(a.r22, b.r22)
    return r
  }

  /// The recomposed affine transform: `diag(sx, sy) · Rot(angle) · R`, translation as is.
  var transform: CATransform3D {
    let radians = angle * .pi / 180
    let c = cos(radians)
    let s = sin(radians)
    let n11 = c * r11 + s * r21
    let n12 = c * r12 + s * r22
    let n21 = -s * r11 + c * r21
    let n22 = -s * r12 + c * r22
    var m = CATransform3D.identity
    m.m11 = scaleX * n11
    m.m12 = scaleX * n12
    m.m21 = scaleY * n21
    m.m22 = scaleY * n22
    m.m41 = translateX
    m.m42 = translateY
    return m
  }
}
