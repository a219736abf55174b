import Foundation
import StrobeGeometry

/// Motion along a keyframe animation's `path` (docs/core-animation-semantics.md §6.4).
///
/// Every element after a move is one keyframe segment (line, quad, cubic; a close is a line
/// back to the subpath start; a move inside the path jumps to a new subpath). The n segments
/// have n + 1 keyframe points:
/// - linear (and cubic, whose spline the path already is): the key times (n + 1 of them, the
///   ``KeyframeSequence`` rules: common prefix on a count mismatch, ill-formed ignored,
///   uniform `i / n` without) pick the segment; inside it the **Bézier parameter** is the
///   (eased) local fraction, not arc length (measured: move (0,0), line (100,0), curve
///   (150,0) (200,50) → (200,100) at 0.6 is (129.6, 5.6), the curve at parameter 0.2).
///   With ``PathProgressMode/arcLength`` (a Strobe extension) the local fraction is a
///   fraction of the segment's arc length instead (`PathMeasure`, exact to 1e-9 points), as
///   Lottie's spatial keyframes move.
/// - discrete: the segment start points only, n + 1 key times like discrete values (measured:
///   (0,0) then (100,0); the final end point is never shown).
/// - paced and cubicPaced: constant speed by arc length over the whole path (measured:
///   line 100 + cubic 154.887 = 254.887; at 0.1 the position is 25.489 along). Key times and
///   timing functions are ignored. Arc lengths come from StrobeGeometry's `PathMeasure`.
///
/// The tangent is the derivative at the position (at a discrete segment start: the segment's
/// start direction; paced: `PathMeasure`'s tangent). A path with no segment has no effect
/// (nil).
public struct PathMotion: Sendable {
  /// The path as given.
  public let path: PathData
  /// The calculation mode.
  public let calculationMode: CAAnimationCalculationMode
  /// Whether and how the moving layer turns along the path.
  public let rotationMode: CAAnimationRotationMode?
  /// The key times actually used (n + 1 for n effective segments; empty when paced).
  public let effectiveKeyTimes: [Double]
  /// How the motion progresses inside a segment (linear and cubic modes).
  public let progress: PathProgressMode

  /// The effective segments.
  let segments: [MotionSegment]
  /// Per-segment easing (linear and cubic modes).
  private let easings: [@Sendable (Double) -> Double]
  /// The arc-length measure of the path (paced modes).
  private let measure: PathMeasure?
  /// The arc-length measure of each effective segment (``PathProgressMode/arcLength``; nil
  /// for a segment of zero length, whose parameter is then used).
  private let segmentMeasures: [PathMeasure.Segment?]

  /// Motion along `path`.
  ///
  /// - Parameters:
  ///   - path: the motion path (`values` of the animation are then ignored).
  ///   - keyTimes: one per keyframe point (segments + 1; discrete: segments + 1 too, one per
  ///     start point plus the end); nil for uniform.
  ///   - timingFunctions: per-segment easing of the local fraction (linear, cubic).
  ///   - calculationMode: linear, discrete, paced, cubic (as linear) or cubicPaced (as paced).
  ///   - rotationMode: nil, ``CAAnimationRotationMode/rotateAuto`` or
  ///     ``CAAnimationRotationMode/rotateAutoReverse``.
  ///   - progress: the Bézier parameter (Core Animation) or arc length inside a segment.
  public init(
    path: PathData, keyTimes: [Double]? = nil,
    timingFunctions: [@Sendable (Double) -> Double]? = nil,
    calculationMode: CAAnimationCalculationMode = .linear,
    rotationMode: CAAnimationRotationMode? = nil,
    progress: PathProgressMode = .bezierParameter
  ) {
    self.path = path
    self.calculationMode = calculationMode
    self.rotationMode = rotationMode
    self.progress = progress
    let all = MotionSegment.segments(of: path)
    if calculationMode.isPaced {
      segments = all
      effectiveKeyTimes = []
      easings = []
      measure = PathMeasure(path)
      segmentMeasures = []
      return
    }
    measure = nil
    if calculationMode == .discrete {
      let r = KeyTimes.resolveDiscrete(valueCount: all.count, keyTimes: keyTimes)
      segments = Array(all.prefix(r.count))
      effectiveKeyTimes = r.times
      easings = []
      segmentMeasures = []
    } else {
      let r = KeyTimes.resolveInterpolating(valueCount: all.count + 1, keyTimes: keyTimes)
      let used = Array(all.prefix(max(r.count - 1, 0)))
      segments = used
      effectiveKeyTimes = r.times
      easings = timingFunctions ?? []
      segmentMeasures = progress == .arcLength ? used.map(Self.measure) : []
    }
  }

  /// The arc-length measure of one segment as a cubic, or nil when it has no length.
  private static func measure(_ s: MotionSegment) -> PathMeasure.Segment? {
    func point(_ p: (Double, Double)) -> CGPoint { CGPoint(x: p.0, y: p.1) }
    let data = PathData([
      .move(to: point(s.p0)),
      .curve(to: point(s.p1), control1: point(s.c1), control2: point(s.c2)),
    ])
    guard let segment = PathMeasure(data).contours.first?.segments.first, segment.length > 0
    else { return nil }
    return segment
  }

  /// Whether the motion has any effect (at least one segment).
  public var isEffective: Bool { !segments.isEmpty }

  /// The total arc length of the path (paced modes; 0 otherwise), in points.
  var totalLength: Double { measure?.length ?? 0 }

  /// The position and rotation at `fraction` (0…1 of the active cycle, clamped), or nil
  /// when the path has no segment.
  public func sample(atFraction fraction: Double) -> PathMotionSample? {
    guard !segments.isEmpty, !fraction.isNaN else { return nil }
    let f = min(max(fraction, 0), 1)
    if let measure {
      let distance = measure.distance(ofFraction: f)
      guard let position = measure.position(atDistance: distance) else { return nil }
      let angle = measure.tangent(atDistance: distance)?.angle
      return PathMotionSample(
        position: position, tangentAngle: angle, rotation: rotation(forTangent: angle))
    }
    let (index, t): (Int, Double)
    if calculationMode == .discrete {
      index = KeyTimes.discreteIndex(at: f, times: effectiveKeyTimes, count: segments.count)
      t = 0
    } else {
      let (i, local) = KeyTimes.segment(
        at: f, times: effectiveKeyTimes, count: segments.count + 1)
      index = i
      let eased = i < easings.count ? easings[i](local) : local
      if i < segmentMeasures.count, let m = segmentMeasures[i], eased > 0, eased < 1 {
        t = m.parameter(atDistance: eased * m.length)
      } else {
        t = eased
      }
    }
    let segment = segments[index]
    let angle = tangent(segmentIndex: index, parameter: t)
    return PathMotionSample(
      position: segment.point(at: t), tangentAngle: angle, rotation: rotation(forTangent: angle))
  }

  /// The rotation the rotation mode adds for a tangent angle (nil without either).
  private func rotation(forTangent angle: Double?) -> Double? {
    guard let angle, let rotationMode else { return nil }
    if rotationMode == .rotateAuto { return angle }
    if rotationMode == .rotateAutoReverse { return angle + .pi }
    return nil
  }

  /// The tangent angle at a segment parameter; a degenerate segment borrows the direction of
  /// the nearest segment that has one (earlier first).
  private func tangent(segmentIndex i: Int, parameter t: Double) -> Double? {
    if let a = segments[i].tangentAngle(at: t) { return a }
    for j in stride(from: i - 1, through: 0, by: -1) {
      if let a = segments[j].tangentAngle(at: 1) { return a }
    }
    for j in (i + 1)..<segments.count {
      if let a = segments[j].tangentAngle(at: 0) { return a }
    }
    return nil
  }
}
