import Foundation
import StrobeCore

extension AnimatedSVGBuild {
  /// One animation of a mapped property: alone, or a child of an animation group.
  struct Member {
    /// The property animation.
    var animation: FrozenAnimation
    /// The group it is a child of, or nil.
    var group: FrozenAnimation?
  }

  /// A group's child as keyframes over one iteration of the group, played with the group's
  /// timing, or why it must be sampled (docs/animated-output.md §What maps exactly,
  /// "Animation groups").
  ///
  /// The child runs in the group's local time (docs/core-animation-semantics.md §12.2): its
  /// iterations are unrolled into the group's iteration (backwards ones with their curves
  /// reversed), the model's value (or the child's first or last value, when it fills that
  /// way) is held before and after it by steps, and the group's duration, begin time,
  /// speed, repeats, autoreverse and fill become the written timing.
  func exactInGroup(
    _ child: FrozenAnimation, group: FrozenAnimation, mapping m: AnimatedSVGMapping,
    layer: CALayer, base: PresentationLayer, map: TimeMap
  ) -> Outcome {
    let g = group.timing
    guard map.scale * Double(g.speed) > 0 else {
      return .sampled("a group with a speed of 0 or less")
    }
    guard g.timeOffset == 0 else { return .sampled("a group with a time offset") }
    guard AnimatedSVGEasing(group.timingFunction) == .linear else {
      return .sampled("a group's timing function")
    }
    let dG = g.resolvedDuration()
    guard dG > 0 else { return .sampled("a group of zero duration") }
    // A child ignores isRemovedOnCompletion and takes the group's duration for 0 (§12.2).
    var c = child
    c.timing.isRemovedOnCompletion = false
    if c.timing.duration == 0 { c.timing.duration = dG }
    let inner = exact(c, mapping: m, layer: layer, base: base, map: TimeMap())
    guard case .exact(let frames, let t, let note) = inner else { return inner }
    let begin = t.delay + from
    let length = t.duration
    guard begin >= 0 else { return .sampled("a group child that begins before its group") }
    guard begin < dG else { return .sampled("a group child that begins after its group ends") }
    let end = min(begin + t.iterations * length, dG)
    let shown = (end - begin) / length
    let iterations = shown.rounded()
    guard abs(shown - iterations) < 1e-9, iterations >= 1 else {
      return .sampled("a group child cut short within an iteration")
    }
    guard iterations <= 64 else { return .sampled("more than 64 child iterations in a group") }
    let model = Self.declarations(m, of: base)
    // The jump from one forward iteration's last value to the next one's first is written
    // as a step this much (of the group's iteration) wide: CSS keyframes cannot share an
    // offset.
    let joint = 1e-6
    var out: [Frame] = []
    if begin > 0 {
      out.append(
        Frame(
          fraction: 0, declarations: t.fillsBackwards ? frames[0].declarations : model,
          timing: .stepEnd))
    }
    for k in 0..<Int(iterations) {
      let reversing = t.alternates && k % 2 == 1
      let start = begin + Double(k) * length
      var pass: [Frame] = []
      if reversing {
        for i in frames.indices.reversed() {
          let easing = i > 0 ? (frames[i - 1].timing ?? t.easing).reversed : nil
          pass.append(
            Frame(
              fraction: (start + (1 - frames[i].fraction) * length) / dG,
              declarations: frames[i].declarations, timing: easing))
        }
      } else {
        for (i, f) in frames.enumerated() {
          pass.append(
            Frame(
              fraction: (start + f.fraction * length) / dG, declarations: f.declarations,
              timing: i < frames.count - 1 ? (f.timing ?? t.easing) : nil))
        }
      }
      if k > 0, let last = out.last, !pass.isEmpty {
        if last.declarations == pass[0].declarations {
          out.removeLast()
        } else {
          out[out.count - 1].timing = .stepStart
          pass[0].fraction += joint
        }
      }
      out += pass
    }
    if end >= dG, !out.isEmpty { out[out.count - 1].fraction = 1 }
    if end < dG, var last = out.popLast() {
      last.timing = .stepStart
      out.append(last)
      out.append(
        Frame(fraction: 1, declarations: t.fillsForwards ? last.declarations : model, timing: nil))
    }
    if m.usesSMIL {
      let easings = Self.segmentEasings(out, default: .linear)
      let steps = easings.filter { $0 == .stepEnd || $0 == .stepStart }
      if !steps.isEmpty, steps.count < easings.count || steps.contains(.stepStart) {
        return .sampled("a group child whose holds SMIL cannot write")
      }
    }
    return .exact(
      frames: out, timing: written(g, duration: dG, easing: .linear, map: map), note: note)
  }
}
