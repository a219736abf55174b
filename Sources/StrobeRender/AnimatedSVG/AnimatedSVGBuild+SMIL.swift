import Foundation

extension AnimatedSVGBuild {
  /// The SMIL elements that play `frames` with `timing`, per element.
  ///
  /// One `<animate>` per attribute, and a `<set>` holding the first value until the delay
  /// when the animation fills backwards (docs/animated-output.md §What maps exactly,
  /// "SMIL"). An attribute whose every value is its static one (`statics`) is left alone.
  ///
  /// SMIL has no direction and no backwards fill, so an autoreversing animation is written
  /// as one iteration of twice the duration, forwards then backwards with each segment's
  /// curve reversed, and the backwards fill as a `<set>`. Segments ease by key splines, a
  /// `linear()` easing becomes keyframes at its points, and discrete keyframes (whose
  /// segments are all steps) use `calcMode="discrete"`.
  static func smil(_ frames: [Frame], timing: AnimatedSVGTiming, statics: [Declaration])
    -> [(Element, String)]
  {
    var keys: [(element: Element, attribute: String)] = []
    for f in frames {
      for d in f.declarations where !keys.contains(where: { $0 == (d.element, d.property) }) {
        keys.append((d.element, d.property))
      }
    }
    var out: [(Element, String)] = []
    for key in keys {
      let values = frames.compactMap { f in
        f.declarations.first { $0.element == key.element && $0.property == key.attribute }?.value
      }
      guard values.count == frames.count, !values.isEmpty else { continue }
      let still = statics.first { $0.element == key.element && $0.property == key.attribute }
      if values.allSatisfy({ $0 == still?.value }) { continue }
      let body = animate(
        key.attribute, values: values, fractions: frames.map(\.fraction),
        easings: segmentEasings(frames, default: timing.easing), timing: timing)
      if let i = out.firstIndex(where: { $0.0 == key.element }) {
        out[i].1 += body
      } else {
        out.append((key.element, body))
      }
    }
    return out
  }

  /// The `<animate>` (after a `<set>` for a backwards fill) of one attribute: `values` at
  /// `fractions` of an iteration, segment `i` eased by `easings[i]`.
  static func animate(
    _ attribute: String, values: [String], fractions: [Double], easings: [AnimatedSVGEasing],
    timing: AnimatedSVGTiming
  ) -> String {
    var t = [fractions[0]]
    var v = [values[0]]
    var e: [AnimatedSVGEasing] = []
    for i in easings.indices {
      if case .points(let p) = easings[i], p.count > 2, let a = Double(values[i]),
        let b = Double(values[i + 1])
      {
        let span = fractions[i + 1] - fractions[i]
        for j in 1..<p.count {
          t.append(fractions[i] + span * Double(j) / Double(p.count - 1))
          v.append(j == p.count - 1 ? values[i + 1] : CSSFormat.number(a + (b - a) * p[j]))
          e.append(.linear)
        }
      } else {
        t.append(fractions[i + 1])
        v.append(values[i + 1])
        e.append(easings[i])
      }
    }
    // Discrete keyframes hold each value to the next key time; exact() writes them with
    // every segment a step and never mixes steps with curves.
    let discrete = !e.isEmpty && e.allSatisfy { $0 == .stepEnd }
    if timing.alternates {
      let forward = t.map { $0 / 2 }
      if discrete {
        // On the way back value i shows once the forward time falls below key time i + 1.
        var bt = forward
        var bv = v
        for i in stride(from: t.count - 2, through: 0, by: -1) {
          let at = 1 - t[i + 1] / 2
          if bt.last == at {
            bt.removeLast()
            bv.removeLast()
          }
          bt.append(at)
          bv.append(v[i])
        }
        t = bt
        v = bv
      } else {
        t = forward + t.reversed().dropFirst().map { 1 - $0 / 2 }
        v += v.reversed().dropFirst()
        e += e.reversed().map(\.reversed)
      }
    }
    let n = CSSFormat.number
    var out = ""
    if timing.fillsBackwards, timing.delay > 0 {
      out += "<set attributeName=\"\(attribute)\" to=\"\(v[0])\" begin=\"0s\" "
      out += "dur=\"\(n(timing.delay))s\"/>\n"
    }
    let cycles = timing.alternates ? 2.0 : 1.0
    out += "<animate attributeName=\"\(attribute)\" values=\"\(v.joined(separator: ";"))\" "
    out += "keyTimes=\"\(t.map(n).joined(separator: ";"))\" "
    if discrete {
      out += "calcMode=\"discrete\" "
    } else if e.allSatisfy({ $0 == .linear }) {
      out += "calcMode=\"linear\" "
    } else {
      let splines = e.map { $0.keySpline ?? "0 0 1 1" }
      out += "calcMode=\"spline\" keySplines=\"\(splines.joined(separator: ";"))\" "
    }
    out += "begin=\"\(n(timing.delay))s\" dur=\"\(n(timing.duration * cycles))s\" "
    let count = timing.iterations / cycles
    out += "repeatCount=\"\(count.isInfinite ? "indefinite" : n(count))\""
    out += timing.fillsForwards ? " fill=\"freeze\"/>\n" : "/>\n"
    return out
  }
}
