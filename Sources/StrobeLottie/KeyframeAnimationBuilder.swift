import Foundation
import StrobeGeometry
import StrobeScene

/// Writes Lottie keyframes as scene-format `CAKeyframeAnimation` objects, the way
/// lottie-ios's Core Animation engine maps them.
///
/// Keyframe frame f becomes layer time f / fr (the layer's own time space; see
/// ``TimeSpace``). The animation spans the first to the last keyframe with `fillMode`
/// `both`, so values hold before the first and after the last keyframe. Bézier easings
/// become per-segment timing functions; a property whose segments all hold is `discrete`;
/// a hold among other segments repeats the key time (the value jumps at the next keyframe).
/// An animation is never given `beginTime` 0 (the scene loader stamps 0 with the commit
/// time): a keyframe at time 0 gets a constant lead-in segment from −1 s.
struct KeyframeAnimationBuilder {
  /// The composition's frame rate.
  let frameRate: Double

  private func timingFunction(_ easing: LottieEasing) -> SceneWriterJSON {
    if case .bezier(let x1, let y1, let x2, let y2) = easing {
      return .numbers([x1, y1, x2, y2])
    }
    return .string("linear")
  }

  private func finish(
    keyPath: String, begin: Double, end: Double, body: [(key: String, value: SceneWriterJSON)]
  ) -> SceneWriterJSON {
    .object(
      [("type", .string("keyframe")), ("keyPath", .string(keyPath))] + body + [
        ("beginTime", .number(begin)), ("duration", .number(end - begin)),
        ("fillMode", .string("both")), ("isRemovedOnCompletion", .bool(false)),
      ])
  }

  private func normalised(_ times: [Double], _ begin: Double, _ end: Double) -> [Double] {
    var out = times.map { min(max(($0 - begin) / (end - begin), 0), 1) }
    out[out.count - 1] = min(out[out.count - 1], 1)
    return out
  }

  /// A keyframe animation of `keyPath` through `values` at `frames`; nil when there is only
  /// one keyframe (the caller sets the model value).
  ///
  /// `resample` adds `"morph": "resample"`: path values whose element structures differ
  /// (vertex counts that differ) morph by arc-length resampling.
  func animation(
    keyPath: String, frames: [Double], values: [SceneWriterJSON], easings: [LottieEasing],
    resample: Bool = false
  ) -> SceneWriterJSON? {
    let morph: [(key: String, value: SceneWriterJSON)] =
      resample ? [("morph", .string("resample"))] : []
    guard frames.count > 1, frames.count == values.count else { return nil }
    var times = frames.map { $0 / frameRate }
    guard times[times.count - 1] > times[0] else { return nil }
    if easings.allSatisfy({ $0 == .hold }) {
      var vals = values
      if times[0] == 0 {
        times.insert(-1, at: 0)
        vals.insert(values[0], at: 0)
      }
      let begin = times[0]
      let end = times[times.count - 1] + 1
      return finish(
        keyPath: keyPath, begin: begin, end: end,
        body: [
          ("values", .array(vals)),
          ("keyTimes", .numbers(normalised(times + [end], begin, end))),
          ("calculationMode", .string("discrete")),
        ] + morph)
    }
    var ts = [times[0]]
    var vs = [values[0]]
    var fns: [SceneWriterJSON] = []
    for i in 0..<(times.count - 1) {
      if easings[i] == .hold {
        ts.append(times[i + 1])
        vs.append(values[i])
        fns.append(.string("linear"))
      }
      ts.append(times[i + 1])
      vs.append(values[i + 1])
      fns.append(easings[i] == .hold ? .string("linear") : timingFunction(easings[i]))
    }
    if ts[0] == 0 {
      ts.insert(-1, at: 0)
      vs.insert(vs[0], at: 0)
      fns.insert(.string("linear"), at: 0)
    }
    let begin = ts[0]
    let end = ts[ts.count - 1]
    return finish(
      keyPath: keyPath, begin: begin, end: end,
      body: [
        ("values", .array(vs)), ("keyTimes", .numbers(normalised(ts, begin, end))),
        ("timingFunctions", .array(fns)),
      ] + morph)
  }

  /// A position animation along the curves of Lottie's spatial tangents.
  ///
  /// The tangents are `to` of a keyframe and `ti` towards the next; the animation is a
  /// keyframe `path` with one key time per segment end. The eased time is a fraction of each
  /// segment's arc length (`pathProgress` `arcLength`), as After Effects and lottie-web move
  /// along spatial keyframes (docs/lottie.md, "Transforms").
  func motion(
    keyPath: String, frames: [Double], points: [[Double]], easings: [LottieEasing],
    outTangents: [[Double]], inTangents: [[Double]], autoOrient: Bool = false
  ) -> SceneWriterJSON? {
    guard frames.count > 1, points.count == frames.count else { return nil }
    let times = frames.map { $0 / frameRate }
    guard times[times.count - 1] > times[0] else { return nil }
    func pt(_ p: [Double]) -> CGPoint { CGPoint(x: p[0], y: p[1]) }
    var path = PathData()
    path.append(.move(to: pt(points[0])))
    var ts = [times[0]]
    var fns: [SceneWriterJSON] = []
    if times[0] == 0 {
      path.append(.line(to: pt(points[0])))
      ts.insert(-1, at: 0)
      fns.append(.string("linear"))
    }
    for i in 0..<(points.count - 1) {
      let a = points[i]
      let b = points[i + 1]
      switch easings[i] {
      case .hold:
        path.append(.line(to: pt(a)))
        path.append(.line(to: pt(b)))
        ts += [times[i + 1], times[i + 1]]
        fns += [.string("linear"), .string("linear")]
      default:
        let to = outTangents[i]
        let ti = inTangents[i]
        if to.allSatisfy({ $0 == 0 }) && ti.allSatisfy({ $0 == 0 }) {
          path.append(.line(to: pt(b)))
        } else {
          path.append(
            .curve(
              to: pt(b), control1: pt([a[0] + to[0], a[1] + to[1]]),
              control2: pt([b[0] + ti[0], b[1] + ti[1]])))
        }
        ts.append(times[i + 1])
        fns.append(timingFunction(easings[i]))
      }
    }
    let begin = ts[0]
    let end = ts[ts.count - 1]
    return finish(
      keyPath: keyPath, begin: begin, end: end,
      body: [
        ("path", .path(path)), ("keyTimes", .numbers(normalised(ts, begin, end))),
        ("timingFunctions", .array(fns)), ("calculationMode", .string("linear")),
        ("pathProgress", .string("arcLength")),
      ] + (autoOrient ? [("rotationMode", .string("auto"))] : []))
  }
}
