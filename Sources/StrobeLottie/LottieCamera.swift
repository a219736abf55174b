import Foundation
import StrobeScene

/// A Lottie camera layer (`ty` 13) as a Core Animation `sublayerTransform`: the view matrix
/// lottie-web's HTML renderer gives the container of each run of 3-D layers, times the CSS
/// perspective of that container's parent (docs/lottie.md §Camera layers).
///
/// In Core Animation's row-vector convention (the first step moves a point first), the
/// matrix is: each ancestor's transform inverted (outermost first), the camera's position
/// inverted, the look-at rotations toward the point of interest, the camera's rotations and
/// orientation inverted, the move to the composition's centre at depth `pe`, and a
/// perspective of eye distance `pe` about the composition's centre. lottie-web's
/// `rotateX(θ)`, `rotateY(θ)` and `rotateZ(θ)` are Core Animation's rotations by −θ
/// (docs/lottie.md §3-D layers), so its `rotateX(−rx)` is a rotation by +rx about x.
struct LottieCamera {
  /// A position: one 3-component track, or separate x, y and z tracks (`p.s`).
  enum Position {
    /// `p` with 2 or 3 components (z 0 when missing).
    case combined(LottieTrack<[Double]>)
    /// `p.x`, `p.y`, `p.z`.
    case separated(LottieTrack<Double>, LottieTrack<Double>, LottieTrack<Double>)

    /// (x, y, z) at `frame`, along the motion path when the track has spatial tangents.
    func value(at frame: Double) -> [Double] {
      switch self {
      case .combined(let track):
        let v = track.hasSpatialTangents ? track.spatialValue(at: frame) : track.value(at: frame)
        return [v.first ?? 0, v.count > 1 ? v[1] : 0, v.count > 2 ? v[2] : 0]
      case .separated(let x, let y, let z):
        return [x, y, z].map { LottieCamera.scalar($0, at: frame) }
      }
    }

    /// The keyframe frames of its animated tracks.
    var animatedFrames: [Double] {
      switch self {
      case .combined(let track): track.isAnimated ? track.frames : []
      case .separated(let x, let y, let z):
        [x, y, z].filter(\.isAnimated).flatMap(\.frames)
      }
    }
  }

  /// The rotations `rx`, `ry`, `rz` (radians) and the orientation `or` (degrees, x y z).
  struct Rotations {
    /// `rx`, radians.
    var x: LottieTrack<Double>
    /// `ry`, radians.
    var y: LottieTrack<Double>
    /// `rz` (or `r`), radians.
    var z: LottieTrack<Double>
    /// `or`, degrees.
    var orientation: LottieTrack<[Double]>

    /// The inverted rotations as scene `rotate` steps: `rx`, `ry`, `rz`, then `or`
    /// (`orientationFirst` false, the camera's own) or `or` first (an ancestor's).
    func inverseSteps(at frame: Double, orientationFirst: Bool) -> [SceneWriterJSON] {
      let o = orientation.value(at: frame).map { $0 * Double.pi / 180 }
      func component(_ i: Int) -> Double { i < o.count ? o[i] : 0 }
      let own = [
        LottieCamera.rotate(LottieCamera.scalar(x, at: frame), axis: [1, 0, 0]),
        LottieCamera.rotate(LottieCamera.scalar(y, at: frame), axis: [0, 1, 0]),
        LottieCamera.rotate(-LottieCamera.scalar(z, at: frame), axis: [0, 0, 1]),
      ]
      let turned = [
        LottieCamera.rotate(component(0), axis: [1, 0, 0]),
        LottieCamera.rotate(component(1), axis: [0, 1, 0]),
        LottieCamera.rotate(-component(2), axis: [0, 0, 1]),
      ]
      return (orientationFirst ? turned + own : own + turned).compactMap { $0 }
    }

    /// The keyframe frames of its animated tracks.
    var animatedFrames: [Double] {
      [x, y, z].filter(\.isAnimated).flatMap(\.frames)
        + (orientation.isAnimated ? orientation.frames : [])
    }
  }

  /// One ancestor of the camera (`parent`), whose transform the view inverts.
  struct Ancestor {
    /// The ancestor's position.
    var position: Position
    /// Its anchor point (x, y, z).
    var anchor: LottieTrack<[Double]>
    /// Its scale, percent (x, y, z).
    var scale: LottieTrack<[Double]>
    /// Its rotations.
    var rotations: Rotations

    /// The keyframe frames of its animated tracks.
    var animatedFrames: [Double] {
      position.animatedFrames + rotations.animatedFrames
        + [anchor, scale].filter(\.isAnimated).flatMap(\.frames)
    }
  }

  /// The zoom `pe`: the eye distance of the perspective, pixels (> 0).
  var zoom: LottieTrack<Double>
  /// The camera's position.
  var position: Position
  /// The point of interest (`ks.a`) of a two-node camera, nil for a one-node camera.
  var pointOfInterest: LottieTrack<[Double]>?
  /// The camera's rotations and orientation.
  var rotations: Rotations
  /// The camera's ancestors, outermost first.
  var ancestors: [Ancestor]
  /// The composition's width and height.
  var width: Double
  var height: Double

  /// The keyframe frames of every animated track (empty for a static camera).
  var animatedFrames: [Double] {
    (zoom.isAnimated ? zoom.frames : []) + position.animatedFrames
      + (pointOfInterest.map { $0.isAnimated ? $0.frames : [] } ?? [])
      + rotations.animatedFrames + ancestors.flatMap(\.animatedFrames)
  }

  /// The host's `sublayerTransform` at `frame`, as a list of scene transform steps.
  func steps(at frame: Double) -> [SceneWriterJSON] {
    var steps: [SceneWriterJSON] = []
    for ancestor in ancestors {
      let p = ancestor.position.value(at: frame)
      steps += Self.translate([-p[0], -p[1], p[2]])
      steps += ancestor.rotations.inverseSteps(at: frame, orientationFirst: true)
      let s = ancestor.scale.value(at: frame)
      let inverse = (0..<3).map { i -> Double in
        let v = (i < s.count ? s[i] : 100) / 100
        return v == 0 ? 1 : 1 / v
      }
      if inverse != [1, 1, 1] { steps.append(.object([("scale", .numbers(inverse))])) }
      let a = ancestor.anchor.value(at: frame)
      steps += Self.translate([a.first ?? 0, a.count > 1 ? a[1] : 0, a.count > 2 ? a[2] : 0])
    }
    let p = position.value(at: frame)
    steps += Self.translate([-p[0], -p[1], p[2]])
    if let pointOfInterest {
      // The look-at rotations: d = p − a normalised; lottie-web turns rotateY(atan2(d.x, −d.z))
      // then rotateX(−atan2(d.y, |d.xz|)). A point of interest at the camera turns nothing.
      let a = pointOfInterest.value(at: frame)
      let d = (0..<3).map { p[$0] - (a.count > $0 ? a[$0] : 0) }
      let length = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
      if length > 0 {
        let n = d.map { $0 / length }
        steps += [
          Self.rotate(-atan2(n[0], -n[2]), axis: [0, 1, 0]),
          Self.rotate(atan2(n[1], (n[0] * n[0] + n[2] * n[2]).squareRoot()), axis: [1, 0, 0]),
        ].compactMap { $0 }
      }
    }
    steps += rotations.inverseSteps(at: frame, orientationFirst: false)
    let pe = Self.scalar(zoom, at: frame)
    steps += Self.translate([width / 2, height / 2, pe])
    // CSS `perspective: pe px` on the parent, its origin at the composition's centre.
    steps += Self.translate([-width / 2, -height / 2, 0])
    steps.append(.object([("perspective", .number(pe))]))
    steps += Self.translate([width / 2, height / 2, 0])
    return steps
  }

  /// A track's value at `frame` (eased, linear between keyframes).
  static func scalar(_ track: LottieTrack<Double>, at frame: Double) -> Double {
    track.value(at: frame) { a, b, p in a + (b - a) * p } ?? track.initial
  }

  /// A `translate` step, none for the zero vector.
  static func translate(_ v: [Double]) -> [SceneWriterJSON] {
    v.allSatisfy { $0 == 0 } ? [] : [.object([("translate", .numbers(v))])]
  }

  /// A `rotate` step of `angle` radians about `axis`, nil for angle 0.
  static func rotate(_ angle: Double, axis: [Double]) -> SceneWriterJSON? {
    angle == 0 ? nil : .object([("rotate", .number(angle)), ("axis", .numbers(axis))])
  }
}
