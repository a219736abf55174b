import Foundation
import StrobeCore

/// The calling thread's UIView animation state: the stack of open animation blocks and the
/// `areAnimationsEnabled` switch.
///
/// Kept per thread in StrobeCore's ``PerThreadStore``, beside the transaction stack, so no
/// global mutable state exists.
final class ViewAnimationStack {
  /// The open blocks, innermost last.
  var contexts: [ViewAnimationContext] = []
  /// UIKit's `areAnimationsEnabled` (default true).
  var animationsEnabled = true

  /// The innermost open block.
  var top: ViewAnimationContext? { contexts.last }

  private static let threadKey = "org.strobe.UIKitCompat.ViewAnimationStack"

  /// The calling thread's stack (created on first use).
  static var current: ViewAnimationStack {
    PerThreadStore.object(forKey: threadKey, make: ViewAnimationStack.init)
  }
}

/// One open animation block (or a `performWithoutAnimation` block) and the view-layer
/// animations it created.
final class ViewAnimationContext {
  /// One animated (layer, key) pair of the block.
  final class Record {
    weak var layer: CALayer?
    let key: String
    /// The animation returned to the layer's action lookup (its `fromValue` is filled with
    /// the old model value when it runs).
    let action: CABasicAnimation
    /// The presentation value when the block began from the current state of a running
    /// animation; nil otherwise.
    let currentValue: AnimatableValue?
    /// The copy stored on the layer by ``ViewAnimationContext/finish()``.
    var added: CAAnimation?
    /// In a keyframe block: the value after each keyframe that changed it, with the
    /// keyframe's relative window.
    var steps: [(start: Double, end: Double, value: AnimatableValue)] = []

    init(layer: CALayer, key: String, action: CABasicAnimation, currentValue: AnimatableValue?) {
      self.layer = layer
      self.key = key
      self.action = action
      self.currentValue = currentValue
    }
  }

  /// Whether view-layer changes animate in this block.
  let isAnimated: Bool
  /// Seconds per cycle.
  let duration: TimeInterval
  /// Seconds before the animations start.
  let delay: TimeInterval
  /// The block's options.
  let options: UIView.AnimationOptions
  /// Spring parameters (mass 1) for a spring block, nil for a curve block.
  let spring: (stiffness: Double, damping: Double, initialVelocity: Double)?
  /// The records in order of first change.
  private(set) var records: [Record] = []
  /// The calculation mode of a keyframe block (`UIView.animateKeyframes`); nil for a curve
  /// or spring block.
  var keyframeMode: CAAnimationCalculationMode?
  /// The relative window (fractions of the duration) of the keyframe running now; the whole
  /// block outside `addKeyframe`.
  var keyframeWindow: (start: Double, duration: Double) = (0, 1)
  /// The records changed in the current keyframe window.
  private var touchedInWindow: [Record] = []

  init(
    isAnimated: Bool, duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions,
    spring: (stiffness: Double, damping: Double, initialVelocity: Double)? = nil
  ) {
    self.isAnimated = isAnimated
    self.duration = duration
    self.delay = delay
    self.options = options
    self.spring = spring
  }

  /// The animation for a change of `key` on the view layer `layer` (the model already holds
  /// the new value).
  func action(for layer: CALayer, key: String) -> CABasicAnimation {
    let anim: CABasicAnimation
    if let spring {
      let s = CASpringAnimation(keyPath: key)
      s.mass = 1
      s.stiffness = spring.stiffness
      s.damping = spring.damping
      s.initialVelocity = spring.initialVelocity
      anim = s
    } else {
      anim = CABasicAnimation(keyPath: key)
      anim.timingFunction = options.timingFunction
    }
    anim.duration = duration
    anim.fillMode = .backwards
    if delay > 0 { anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay }
    if options.contains(.repeat) { anim.repeatCount = .infinity }
    if options.contains(.autoreverse) { anim.autoreverses = true }
    if !records.contains(where: { $0.layer === layer && $0.key == key }) {
      let current =
        options.contains(.beginFromCurrentState) ? Self.runningValue(of: layer, key: key) : nil
      records.append(Record(layer: layer, key: key, action: anim, currentValue: current))
    }
    if keyframeMode != nil, let r = records.first(where: { $0.layer === layer && $0.key == key }),
      !touchedInWindow.contains(where: { $0 === r })
    {
      touchedInWindow.append(r)
    }
    return anim
  }

  /// Records the values the current keyframe window left on the properties it changed.
  func closeKeyframeWindow() {
    let (start, duration) = keyframeWindow
    for r in touchedInWindow {
      guard let layer = r.layer, let v = layer.animatableValue(forKeyPath: r.key) else { continue }
      r.steps.append((start, start + duration, v))
    }
    touchedInWindow = []
  }

  /// The keyframe animation of a record of a keyframe block: the old value at 0, then each
  /// keyframe's value reached at the end of its window and held until the next one starts.
  private func keyframeAnimation(_ r: Record, mode: CAAnimationCalculationMode)
    -> CAKeyframeAnimation?
  {
    guard let layer = r.layer, let to = layer.animatableValue(forKeyPath: r.key) else { return nil }
    var last = r.currentValue ?? AnimatableValue(any: r.action.fromValue) ?? to
    var times: [Double] = [0]
    var values: [AnimatableValue] = [last]
    for step in r.steps.sorted(by: { $0.start < $1.start }) {
      let start = min(max(step.start, 0), 1)
      let end = min(max(step.end, start), 1)
      if start > times[times.count - 1] {
        times.append(start)
        values.append(last)
      }
      times.append(max(end, times[times.count - 1]))
      values.append(step.value)
      last = step.value
    }
    if times[times.count - 1] < 1 {
      times.append(1)
      values.append(last)
    }
    let k = CAKeyframeAnimation(keyPath: r.key)
    k.values = values
    k.keyTimes = times.map { NSNumber(value: $0) }
    k.calculationMode = mode
    k.duration = r.action.duration
    k.beginTime = r.action.beginTime
    k.fillMode = .backwards
    k.timingFunction = r.action.timingFunction
    k.repeatCount = r.action.repeatCount
    k.autoreverses = r.action.autoreverses
    return k
  }

  /// Replaces each recorded animation by one with explicit endpoints — from the old model
  /// value (or the running presentation value) to the final model value — so that a later
  /// block replacing it mid-flight can read its presentation without the model.
  func finish() {
    if let mode = keyframeMode {
      closeKeyframeWindow()
      for r in records {
        guard let layer = r.layer, let k = keyframeAnimation(r, mode: mode) else { continue }
        layer.add(k, forKey: r.key)
        r.added = layer.animation(forKey: r.key)
      }
      return
    }
    for r in records {
      guard let layer = r.layer, let to = layer.animatableValue(forKeyPath: r.key) else { continue }
      let final = r.action.copy()
      var from = r.currentValue ?? AnimatableValue(any: r.action.fromValue) ?? to
      if case .null = from, case .color(let c) = to, let clear = c.copy(alpha: 0) {
        from = .color(clear)  // nil background → fade in from the clear version of the colour
      }
      final.fromValue = from
      final.toValue = to
      layer.add(final, forKey: r.key)
      r.added = layer.animation(forKey: r.key)
    }
  }

  /// Whether every animation of the block is still the one stored under its key (none was
  /// replaced by a later animation): UIKit's `finished` flag.
  var allFinished: Bool {
    records.allSatisfy { r in
      guard let layer = r.layer, let added = r.added else { return true }
      return layer.animation(forKey: r.key) === added
    }
  }

  /// The presentation value of `key` now, when an animation on `key` is running on
  /// `layer`; nil when none is (the old model value is then the current state).
  static func runningValue(of layer: CALayer, key: String) -> AnimatableValue? {
    guard let running = layer.animation(forKey: key) else { return nil }
    let now = layer.convertTime(CACurrentMediaTime(), from: nil)
    guard now < activeEnd(of: running) else { return nil }
    let p = layer.presentation(at: CACurrentMediaTime())
    var values = AnimatedValues(layer: p.state)
    if case .shape(let s) = p.content { values.shape = s }
    return AnimatableProperty.named(key)?.get(values)
  }

  /// Spring parameters (mass 1) for UIKit's spring animation of `duration` seconds.
  ///
  /// Damping ratio ζ = `dampingRatio` clamped to [0.001, 1]; the natural frequency ω0 is the
  /// smallest for which the spring's settling duration (`CASpringAnimation.settlingDuration`,
  /// 0.001 of the distance) is at most `duration`, found by bisection; stiffness ω0²,
  /// damping 2ζω0. For an underdamped spring at rest this is the closed form
  /// ω0 = ln((1 + ζ/√(1 − ζ²))/0.001)/(ζ·duration).
  static func springParameters(
    dampingRatio: Double, velocity: Double, duration: Double
  ) -> (stiffness: Double, damping: Double, initialVelocity: Double) {
    let zeta = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 0.001), 1)
    func settling(_ omega: Double) -> Double {
      let s = CASpringAnimation()
      s.mass = 1
      s.stiffness = omega * omega
      s.damping = 2 * zeta * omega
      s.initialVelocity = velocity
      return s.settlingDuration
    }
    var lo = log(1e-3)
    var hi = log(1e5)
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if settling(exp(mid)) <= duration { hi = mid } else { lo = mid }
    }
    let omega = exp(hi)
    return (omega * omega, 2 * zeta * omega, velocity)
  }

  /// The end of `anim`'s active interval in its layer's time (seconds; +∞ when it repeats
  /// forever or its speed is 0).
  static func activeEnd(of anim: CAAnimation) -> Double {
    let cycle = anim.duration * (anim.autoreverses ? 2 : 1)
    let active =
      anim.repeatDuration > 0
      ? anim.repeatDuration
      : anim.repeatCount > 0 ? Double(anim.repeatCount) * cycle : cycle
    let speed = abs(Double(anim.speed))
    guard speed > 0 else { return .infinity }
    return anim.beginTime + active / speed
  }
}
