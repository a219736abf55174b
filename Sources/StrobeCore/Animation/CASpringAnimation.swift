import Foundation

/// A spring-driven basic animation (Core Animation's `CASpringAnimation`).
///
/// The value follows a damped harmonic oscillator from the start to the end value
/// (docs/core-animation-semantics.md §7): `duration` only ends the animation, it does not scale
/// the physics; use ``settlingDuration`` for a duration that lets the spring settle. Invalid
/// parameters are ignored, as in Core Animation: mass ≤ 0, stiffness ≤ 0 and damping < 0
/// leave the previous value.
open class CASpringAnimation: CABasicAnimation {
  private var spring = SpringParameters()

  /// The mass of the object on the spring (default 1; must be > 0).
  public var mass: CGFloat {
    get { CGFloat(spring.mass) }
    set { if newValue > 0 && newValue.isFinite { spring.mass = Double(newValue) } }
  }
  /// The spring stiffness (default 100; must be > 0).
  public var stiffness: CGFloat {
    get { CGFloat(spring.stiffness) }
    set { if newValue > 0 && newValue.isFinite { spring.stiffness = Double(newValue) } }
  }
  /// The damping (default 10; must be ≥ 0).
  public var damping: CGFloat {
    get { CGFloat(spring.damping) }
    set { if newValue >= 0 && newValue.isFinite { spring.damping = Double(newValue) } }
  }
  /// The initial velocity, in units of the total change per second (default 0).
  public var initialVelocity: CGFloat {
    get { CGFloat(spring.initialVelocity) }
    set { if newValue.isFinite { spring.initialVelocity = Double(newValue) } }
  }
  /// Whether an overdamped spring is solved as overdamped (default false: clamped to critical).
  public var allowsOverdamping: Bool {
    get { spring.allowsOverdamping }
    set { spring.allowsOverdamping = newValue }
  }

  /// The time the spring takes to settle within 0.001 of its end (seconds).
  public var settlingDuration: CFTimeInterval { spring.settlingDuration }

  /// The spring parameters as a value.
  public var springParameters: SpringParameters { spring }

  /// A spring with Core Animation's defaults (mass 1, stiffness 100, damping 10).
  public override init() { super.init() }

  /// A spring from a perceptual duration and bounce (iOS 17): sets mass, stiffness, damping,
  /// `allowsOverdamping = true` and `duration = settlingDuration`.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    spring = SpringParameters(perceptualDuration: perceptualDuration, bounce: Double(bounce))
    duration = spring.settlingDuration
  }

  /// The perceptual duration read back from mass, stiffness and damping.
  public var perceptualDuration: CFTimeInterval { spring.perceptualDuration }
  /// The bounce read back from mass, stiffness and damping.
  public var bounce: CGFloat { CGFloat(spring.bounce) }

  /// A copy of `other` (spring fields too when it is a spring animation).
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CASpringAnimation { spring = o.spring }
  }
}
