import Foundation
import StrobeGeometry

/// A unit quaternion `(x, y, z, w)` for rotations in Core Animation's row-vector convention.
///
/// The rotation by θ about the unit axis a is `(a·sin(θ/2), cos(θ/2))`, and ``rotationRows``
/// gives the same 3×3 as `CATransform3DMakeRotation(θ, a.x, a.y, a.z)`.
struct Quaternion: Sendable, Equatable {
  /// Vector part.
  var x: Double
  /// Vector part.
  var y: Double
  /// Vector part.
  var z: Double
  /// Scalar part.
  var w: Double

  /// The identity rotation.
  static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// A quaternion from its components.
  init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The quaternion of an orthonormal, positive-determinant 3×3 given by its rows in
  /// row-vector form (Shepperd's method, stable for every angle including 180°).
  init(rows r: [[Double]]) {
    // c(i, j) is the usual column-vector matrix: the transpose of Core Animation's row form.
    func c(_ i: Int, _ j: Int) -> Double { r[j][i] }
    let trace = c(0, 0) + c(1, 1) + c(2, 2)
    if trace > 0 {
      let s = 0.5 / (trace + 1).squareRoot()
      self.init(
        x: (c(2, 1) - c(1, 2)) * s, y: (c(0, 2) - c(2, 0)) * s,
        z: (c(1, 0) - c(0, 1)) * s, w: 0.25 / s)
    } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
      let s = 2 * max(1 + c(0, 0) - c(1, 1) - c(2, 2), 0).squareRoot()
      self.init(
        x: 0.25 * s, y: (c(0, 1) + c(1, 0)) / s, z: (c(0, 2) + c(2, 0)) / s,
        w: (c(2, 1) - c(1, 2)) / s)
    } else if c(1, 1) > c(2, 2) {
      let s = 2 * max(1 + c(1, 1) - c(0, 0) - c(2, 2), 0).squareRoot()
      self.init(
        x: (c(0, 1) + c(1, 0)) / s, y: 0.25 * s, z: (c(1, 2) + c(2, 1)) / s,
        w: (c(0, 2) - c(2, 0)) / s)
    } else {
      let s = 2 * max(1 + c(2, 2) - c(0, 0) - c(1, 1), 0).squareRoot()
      self.init(
        x: (c(0, 2) + c(2, 0)) / s, y: (c(1, 2) + c(2, 1)) / s, z: 0.25 * s,
        w: (c(1, 0) - c(0, 1)) / s)
    }
    normalize()
  }

  /// Scales to unit length (the identity when the length is 0).
  mutating func normalize() {
    let length = (x * x + y * y + z * z + w * w).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    x /= length
    y /= length
    z /= length
    w /= length
  }

  /// The rotation's 3×3 in Core Animation's row-vector form, as rows.
  var rotationRows: [[Double]] {
    [
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
    ]
  }

  /// Spherical linear interpolation along the shorter arc (WebKit's `slerp`).
  ///
  /// The sign of `to` is flipped when the dot product is negative; nearly equal rotations use
  /// a normalised linear blend. `fraction` may leave 0…1.
  static func slerp(_ from: Quaternion, _ to: Quaternion, fraction f: Double) -> Quaternion {
    var b = to
    var dot = from.x * b.x + from.y * b.y + from.z * b.z + from.w * b.w
    if dot < 0 {
      b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
      dot = -dot
    }
    let wa: Double
    let wb: Double
    if dot > 1 - 1e-12 {
      wa = 1 - f
      wb = f
    } else {
      let theta = acos(min(dot, 1))
      let sinTheta = sin(theta)
      wa = sin((1 - f) * theta) / sinTheta
      wb = sin(f * theta) / sinTheta
    }
    var q = Quaternion(
      x: wa * from.x + wb * b.x, y: wa * from.y + wb * b.y,
      z: wa * from.z + wb * b.z, w: wa * from.w + wb * b.w)
    q.normalize()
    return q
  }
}
