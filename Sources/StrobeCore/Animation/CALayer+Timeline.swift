import Foundation

/// One animation on a layer, summarised in document time (for `strobe info`, scene
/// durations and keyframe sampling).
public struct AnimationSummary: Sendable, Hashable {
  /// The layer's name (nil when unnamed).
  public var layerName: String?
  /// The animation's key.
  public var key: String
  /// The animated key path (nil for groups and transitions).
  public var keyPath: String?
  /// `basic`, `spring`, `keyframe`, `group` or `transition`.
  public var kind: String
  /// The begin time in document seconds.
  public var begin: Double
  /// The active duration in the animation's local seconds (`.infinity` when it repeats
  /// forever).
  public var activeDuration: Double
  /// The end in document seconds (`.infinity` when it repeats forever or its speed is 0).
  public var end: Double
  /// One cycle in document seconds (duration × (autoreverses ? 2 : 1) / |speed|).
  public var cycle: Double
  /// The fill mode's Core Animation name.
  public var fillMode: String
  /// Whether the animation is removed when it ends.
  public var isRemovedOnCompletion: Bool
}

extension CALayer {
  /// Keys of private hold animations (scene transactions keep old values before their
  /// time with them); timelines and summaries leave them out.
  public static let privateHoldPrefix = "\u{0}hold:"

  /// The most events one animation contributes to ``eventTimes(until:)``.
  public static let maximumEventsPerAnimation = 10_000

  /// Every animation of this layer and its subtree, depth first, in order of addition.
  public func animationSummaries() -> [AnimationSummary] {
    var out: [AnimationSummary] = []
    appendAnimationSummaries(to: &out)
    return out
  }

  /// Appends the summaries of the subtree's animations (layer, mask, sublayers), with no
  /// array per layer (a scene of 1,000 layers without animations walks them all).
  private func appendAnimationSummaries(to out: inout [AnimationSummary]) {
    for entry in animationList where !entry.key.hasPrefix(Self.privateHoldPrefix) {
      guard let frozen = entry.frozen else { continue }
      let t = frozen.timing
      let speed = abs(Double(t.speed))
      let cycleLocal = t.cycleDuration()
      out.append(
        AnimationSummary(
          layerName: name, key: entry.key.hasPrefix("\u{0}") ? "(no key)" : entry.key,
          keyPath: (entry.animation as? CAPropertyAnimation)?.keyPath,
          kind: Self.kindName(entry.animation),
          begin: convertTime(t.beginTime, to: nil), activeDuration: t.activeDuration(),
          end: convertTime(t.endTime(), to: nil),
          cycle: speed > 0 ? cycleLocal / speed : .infinity,
          fillMode: t.fillMode.rawValue, isRemovedOnCompletion: t.isRemovedOnCompletion))
    }
    maskLayer?.appendAnimationSummaries(to: &out)
    for sub in sublayerList { sub.appendAnimationSummaries(to: &out) }
  }

  private static func kindName(_ a: CAAnimation) -> String {
    switch a {
    case is CASpringAnimation: return "spring"
    case is CABasicAnimation: return "basic"
    case is CAKeyframeAnimation: return "keyframe"
    case is CAAnimationGroup: return "group"
    case is CATransition: return "transition"
    default: return "animation"
    }
  }

  /// The latest end of the subtree's animations in document seconds, an animation that
  /// repeats forever counting one cycle from its begin (scene-format.md `duration`); 0 when
  /// there are none.
  public func latestAnimationEnd() -> Double {
    animationSummaries().reduce(0) { latest, s in
      let end = s.end.isFinite ? s.end : (s.cycle.isFinite ? s.begin + s.cycle : s.begin)
      return max(latest, end)
    }
  }

  /// Every document time in `0…until` at which an animation of the subtree begins, ends,
  /// repeats, reverses or passes a keyframe, sorted and distinct.
  ///
  /// Times come from each animation's own timing converted through the layer tree's time
  /// spaces; a group contributes its children's events within its first cycle. At most
  /// ``maximumEventsPerAnimation`` events per animation.
  public func eventTimes(until limit: Double) -> [Double] {
    var times: Set<Double> = []
    for entry in animationList where !entry.key.hasPrefix(Self.privateHoldPrefix) {
      guard let frozen = entry.frozen else { continue }
      for local in Self.localEvents(frozen, until: convertTime(limit, from: nil)) {
        let t = convertTime(local, to: nil)
        if t >= -1e-12 && t <= limit + 1e-9 { times.insert(max(t, 0)) }
      }
    }
    for sub in (maskLayer.map { [$0] } ?? []) + sublayerList {
      times.formUnion(sub.eventTimes(until: limit))
    }
    return times.sorted()
  }

  /// Event times of one animation in its parent's time, up to `limit` (parent time).
  static func localEvents(_ a: FrozenAnimation, until limit: Double) -> [Double] {
    let t = a.timing
    let s = abs(Double(t.speed))
    guard s > 0 else { return [t.beginTime] }
    let d = t.resolvedDuration()
    let cycle = t.cycleDuration()
    let active = t.activeDuration()
    // Positions in active local time (after timeOffset) → parent time.
    func parent(_ local: Double) -> Double { t.beginTime + local / s }
    var out: [Double] = [t.beginTime]
    if active.isFinite { out.append(parent(active)) }
    var fractions: [Double] = [0, 1]
    switch a.body {
    case .property(let track):
      if case .keyframes(let seq) = track.source { fractions = seq.effectiveKeyTimes }
      if case .motion(let m) = track.source { fractions = m.effectiveKeyTimes }
    case .group(let children):
      for child in children {
        for e in localEvents(child, until: d) where e >= 0 && e <= d { out.append(parent(e)) }
      }
    case .transition: break
    }
    guard cycle > 0 else { return out }
    var k = 0
    while k < maximumEventsPerAnimation {
      let start = Double(k) * cycle - t.timeOffset
      if start > active || parent(start) > limit + 1e-9 { break }
      for f in fractions {
        let forward = start + f * d
        if forward >= 0 && forward <= active { out.append(parent(forward)) }
        if t.autoreverses {
          let back = start + 2 * d - f * d
          if back >= 0 && back <= active { out.append(parent(back)) }
        }
      }
      k += 1
    }
    return out
  }
}
