import Foundation

/// A damped spring's physics and its normalised progress over time (`CASpringAnimation`,
/// semantics §7).
///
/// Progress runs from 0 toward 1; an animation shows `from + (to − from)·progress(at: t)`
/// with t the seconds since its start (the animation's `duration` only cuts the motion, it
/// does not scale it). With λ = damping/(2·mass) and ω0 = √(stiffness/mass):
/// * underdamped (λ < ω0), ωd = √(ω0² − λ²):
///   `p(t) = 1 − e^(−λt)·(cos ωd·t + ((λ − v0)/ωd)·sin ωd·t)`;
/// * critically damped (λ = ω0), and over-damped when ``allowsOverdamping`` is false (Core
///   Animation clamps λ to ω0): `p(t) = 1 − e^(−ω0·t)·(1 + (ω0 − v0)·t)`;
/// * over-damped with ``allowsOverdamping`` (standard solution; Apple match unconfirmed):
///   r1,2 = −λ ± √(λ² − ω0²), c1 = (v0 + r2)/(r1 − r2), c2 = −1 − c1,
///   `p(t) = 1 + c1·e^(r1·t) + c2·e^(r2·t)`.
///
/// Core Animation ignores invalid assignments (mass ≤ 0, stiffness ≤ 0, damping < 0); this
/// value type stores what it is given, so check ``isValid`` before use.
public struct SpringParameters: Sendable, Hashable {
  /// The mass of the object on the spring; must be > 0.
  ///
  /// Default 1.
  public var mass: Double
  /// The spring constant; must be > 0.
  ///
  /// Default 100.
  public var stiffness: Double
  /// The friction coefficient; must be ≥ 0 (0 oscillates forever).
  ///
  /// Default 10.
  public var damping: Double
  /// The initial velocity in units of the distance (to − from) per second, positive toward the
  /// target.
  ///
  /// Default 0.
  public var initialVelocity: Double
  /// Whether damping ratios above 1 use the over-damped solution instead of being clamped
  /// to critical damping.
  ///
  /// Default false (true after ``init(perceptualDuration:bounce:)``).
  public var allowsOverdamping: Bool

  /// The distance fraction within which the spring counts as settled (0.001).
  public static let settlingThreshold: Double = 0.001
  /// The grid step of the settling search for critical and over-damped springs (0.1 s).
  public static let settlingGridStep: Double = 0.1
  /// The settling duration of a spring that never settles (damping 0): `FLT_MAX` as a
  /// Double, 3.4028234663852886e38, as Core Animation reports it.
  public static let neverSettles = Double(Float.greatestFiniteMagnitude)

  /// A spring with Core Animation's defaults unless given.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
    initialVelocity: Double = 0, allowsOverdamping: Bool = false
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// Whether Core Animation would accept these values: mass > 0, stiffness > 0,
  /// damping ≥ 0, all finite (initialVelocity finite).
  public var isValid: Bool {
    mass > 0 && stiffness > 0 && damping >= 0 && mass.isFinite && stiffness.isFinite
      && damping.isFinite && initialVelocity.isFinite
  }

  /// The decay rate λ = damping / (2·mass), per second.
  public var decayRate: Double { damping / (2 * mass) }

  /// The undamped angular frequency ω0 = √(stiffness / mass), radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = λ / ω0 = damping / (2·√(stiffness·mass)); 1 is critical.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The normalised progress at `t` seconds since the start: 0 at t ≤ 0, tending to 1.
  public func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    let lambda = decayRate
    let omega0 = naturalFrequency
    let v0 = initialVelocity
    if lambda < omega0 {
      let omegaD = (omega0 * omega0 - lambda * lambda).squareRoot()
      let envelope = exp(-lambda * t)
      return 1 - envelope * (cos(omegaD * t) + (lambda - v0) / omegaD * sin(omegaD * t))
    }
    if lambda == omega0 || !allowsOverdamping {
      return 1 - exp(-omega0 * t) * (1 + (omega0 - v0) * t)
    }
    let root = (lambda * lambda - omega0 * omega0).squareRoot()
    let r1 = -lambda + root
    let r2 = -lambda - root
    let c1 = (v0 + r2) / (r1 - r2)
    let c2 = -1 - c1
    return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// The time after which the motion stays within 0.001 of the distance (seconds).
  ///
  /// Underdamped: `ln((1 + |λ − v0|/ωd) / 0.001) / λ` (the envelope bound). Critical,
  /// clamped and over-damped: the first time on the 0.1 s grid (0, 0.1, 0.2 …, computed as
  /// n/10) where |1 − p(t)| < 0.001; over-damped springs with ``allowsOverdamping`` use the
  /// same search (unconfirmed against Apple).
  ///
  /// Damping 0 (and a search that has not settled after 10⁷ steps) → ``neverSettles``.
  public var settlingDuration: Double {
    let lambda = decayRate
    let omega0 = naturalFrequency
    if damping == 0 { return Self.neverSettles }
    if lambda < omega0 {
      let omegaD = (omega0 * omega0 - lambda * lambda).squareRoot()
      let amplitude = 1 + abs(lambda - initialVelocity) / omegaD
      return log(amplitude / Self.settlingThreshold) / lambda
    }
    for n in 0...10_000_000 {
      let t = Double(n) / 10
      if abs(1 - progress(at: t)) < Self.settlingThreshold { return t }
    }
    return Self.neverSettles
  }
}
