import Foundation
import StrobeGeometry

/// A Lottie transform's skew: `sk` degrees of shear along the axis at `sa` degrees.
///
/// lottie-web's `TransformProperty` applies `skewFromAxis(−sk, sa)` between the scale and
/// the rotation. Its `Matrix` uses row vectors (`_t` post-multiplies), so
/// `skewFromAxis(ax, θ)` = `_t(R) · _t(Shear) · _t(R⁻¹)` maps a point (column vectors,
/// y down) by `K = Rot(−θ) · [[1, tan ax], [0, 1]] · Rot(θ)` with
/// `Rot(θ) = [[cos θ, −sin θ], [sin θ, cos θ]]`. With `k = −tan sk`, `c = cos sa`,
/// `s = sin sa`:
///
///     K = [[1 + k·c·s,  k·c²     ],
///          [−k·s²,      1 − k·c·s]]
///
/// So sk = 30°, sa = 0 maps (x, y) to (x − y·tan 30°, y): points below the origin move
/// left, the top of a shape leans right. `sk` is clamped to ±85° (After Effects' control
/// range; tan stays finite).
struct LottieSkew {
  /// The skew angle `sk`, degrees.
  var skew: LottieTrack<Double>
  /// The skew axis `sa`, degrees.
  var axis: LottieTrack<Double>

  /// The largest skew magnitude, degrees (After Effects' limit).
  static let limit = 85.0

  /// Whether the skew changes over time (either angle keyframed; an animated axis with a
  /// constant zero skew does not count).
  var isAnimated: Bool {
    skew.isAnimated || (axis.isAnimated && skew.initial != 0)
  }

  /// Whether the skew is the identity at every frame (a constant zero `sk`).
  var isNeutral: Bool { !skew.isAnimated && skew.initial == 0 }

  /// The skew matrix `K` for `sk` and `sa` in degrees.
  static func matrix(skewDegrees: Double, axisDegrees: Double) -> CGAffineTransform {
    let sk = min(max(skewDegrees, -limit), limit) * Double.pi / 180
    let sa = axisDegrees * Double.pi / 180
    let k = -tan(sk)
    let c = cos(sa)
    let s = sin(sa)
    return CGAffineTransform(
      a: 1 + k * c * s, b: -k * s * s, c: k * c * c, d: 1 - k * c * s, tx: 0, ty: 0)
  }

  /// `K` at a frame (eased values of both tracks).
  func matrix(at frame: Double) -> CGAffineTransform {
    func value(_ track: LottieTrack<Double>) -> Double {
      track.value(at: frame) { a, b, p in a + (b - a) * p } ?? track.initial
    }
    return Self.matrix(skewDegrees: value(skew), axisDegrees: value(axis))
  }

  /// The integer frames from the first to the last keyframe of the animated tracks
  /// (rounded outwards): where a per-frame sampling puts its values.
  ///
  /// - Throws: ``LottieSampling/TooManyFrames`` over `maximum` frames (counted first).
  func sampleFrames(maximum: Int) throws -> [Double] {
    let animated = [skew, axis].filter(\.isAnimated)
    guard let first = animated.map({ $0.frames[0] }).min(),
      let last = animated.map({ $0.frames[$0.frames.count - 1] }).max()
    else { return [] }
    let span = last.rounded(.up) - first.rounded(.down) + 1
    guard span > 1 else { return [] }
    guard span <= Double(maximum) else {
      throw LottieSampling.TooManyFrames(count: Int(saturating: span))
    }
    let lo = Int(saturating: first.rounded(.down))
    let hi = Int(saturating: last.rounded(.up))
    return (lo...hi).map(Double.init)
  }
}
