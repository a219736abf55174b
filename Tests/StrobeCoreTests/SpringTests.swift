import Foundation
import Testing

@testable import StrobeCore

@Suite struct SpringTests {
  /// §7 [M]: (spring, measured settlingDuration, half a unit of its last printed digit).
  static let measuredSettling: [(SpringParameters, Double, Double)] = [
    (SpringParameters(), 1.4727003, 5e-8),
    (SpringParameters(stiffness: 300, damping: 20), 0.744256, 5e-7),
    (SpringParameters(mass: 2, stiffness: 100, damping: 5), 5.658348, 5e-7),
    (SpringParameters(initialVelocity: 5), 1.381551, 5e-7),
    (SpringParameters(initialVelocity: -5), 1.535081, 5e-7),
    (SpringParameters(damping: 1), 13.91321, 5e-6),
    (SpringParameters(damping: 5), 2.854975, 5e-7),
    (SpringParameters(damping: 15), 1.022094, 5e-7),
    (SpringParameters(stiffness: 100, damping: 20), 1.0, 1e-12),
    (SpringParameters(stiffness: 400, damping: 40), 0.5, 1e-12),
    (SpringParameters(stiffness: 25, damping: 10), 1.9, 1e-12),
    (SpringParameters(damping: 0), 3.4028234663852886e38, 0),
  ]

  @Test func settlingDurationMatchesAllTwelveMeasuredCases() {
    for (spring, expected, tolerance) in Self.measuredSettling {
      #expect(abs(spring.settlingDuration - expected) <= tolerance, "\(spring)")
    }
    #expect(SpringParameters(damping: 0).settlingDuration == Double(Float.greatestFiniteMagnitude))
  }

  @Test func defaultsAreCoreAnimations() {
    let s = SpringParameters()
    #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
    #expect(!s.allowsOverdamping && s.isValid)
    #expect(!SpringParameters(mass: 0).isValid && !SpringParameters(stiffness: -1).isValid)
    #expect(!SpringParameters(damping: -0.1).isValid && SpringParameters(damping: 0).isValid)
  }

  @Test func defaultSpringAtPointOneSecond() {
    // §7 [M]: from 0 to 100 with the defaults shows 34.03 at t = 0.1.
    // λ = 5, ωd = √75: 1 − e^−0.5 · (cos(0.1√75) + (5/√75)·sin(0.1√75)).
    let wd = 75.0.squareRoot()
    let exact = 1 - exp(-0.5) * (cos(0.1 * wd) + 5 / wd * sin(0.1 * wd))
    let p = SpringParameters().progress(at: 0.1)
    #expect(abs(p - exact) < 1e-14)
    #expect(abs(p - 0.3402998466) < 1e-10)  // hand-evaluated
    #expect((100 * p * 100).rounded() / 100 == 34.03)
  }

  @Test func progressStartsAtZeroWithTheInitialVelocity() {
    let springs = [
      SpringParameters(), SpringParameters(initialVelocity: 5),
      SpringParameters(stiffness: 100, damping: 20, initialVelocity: -3),
      SpringParameters(stiffness: 100, damping: 30, initialVelocity: 2, allowsOverdamping: true),
    ]
    for s in springs {
      #expect(s.progress(at: 0) == 0 && s.progress(at: -1) == 0)
      let h = 1e-6
      #expect(abs(s.progress(at: h) / h - s.initialVelocity) < 1e-3, "\(s)")
      #expect(abs(s.progress(at: 60) - 1) < 1e-9)
    }
  }

  @Test func progressSolvesTheSpringEquation() {
    // m·p″ + c·p′ + k·(p − 1) = 0, checked by central differences (independent of the
    // closed forms).
    let springs = [
      SpringParameters(), SpringParameters(mass: 2, stiffness: 100, damping: 5, initialVelocity: 4),
      SpringParameters(stiffness: 100, damping: 20),
      SpringParameters(stiffness: 100, damping: 30, initialVelocity: 1, allowsOverdamping: true),
    ]
    let h = 1e-4
    for s in springs {
      for t in [0.05, 0.2, 0.5, 1.1] {
        let p0 = s.progress(at: t - h)
        let p1 = s.progress(at: t)
        let p2 = s.progress(at: t + h)
        let velocity = (p2 - p0) / (2 * h)
        let acceleration = (p2 - 2 * p1 + p0) / (h * h)
        let residual = s.mass * acceleration + s.damping * velocity + s.stiffness * (p1 - 1)
        #expect(abs(residual) < 1e-3, "\(s) at \(t)")
      }
    }
  }

  @Test func overdampingIsClampedToCriticalByDefault() {
    // §7 [M]: k 100, c 30 (ζ 1.5) gives the same values as c 20 (critical).
    let clamped = SpringParameters(stiffness: 100, damping: 30)
    let critical = SpringParameters(stiffness: 100, damping: 20)
    for i in 0...30 {
      let t = Double(i) / 10
      #expect(clamped.progress(at: t) == critical.progress(at: t))
      #expect(abs(critical.progress(at: t) - (1 - exp(-10 * t) * (1 + 10 * t))) < 1e-15)
    }
    #expect(clamped.settlingDuration == 1.0)
    let free = SpringParameters(stiffness: 100, damping: 30, allowsOverdamping: true)
    #expect(free.progress(at: 0.5) < critical.progress(at: 0.5))
  }

  @Test func perceptualDurationAndBounce() {
    // §7 [M]: perceptualDuration 0.5, bounce 0.3 → duration (= settlingDuration) 0.8629553.
    let s = SpringParameters(perceptualDuration: 0.5, bounce: 0.3)
    #expect(abs(s.settlingDuration - 0.8629553) <= 5e-8)
    #expect(s.mass == 1 && s.allowsOverdamping && s.initialVelocity == 0)
    #expect(abs(s.stiffness - pow(4 * Double.pi, 2)) < 1e-9)
    #expect(abs(s.damping - 4 * Double.pi * 0.7 / 0.5) < 1e-12)
    #expect(abs(s.perceptualDuration - 0.5) < 1e-12)
    #expect(abs(s.bounce - 0.3) < 1e-12)
    // Negative bounce: ζ = 1/(1 + b) = 2 for b = −0.5.
    let over = SpringParameters(perceptualDuration: 1, bounce: -0.5)
    #expect(abs(over.dampingRatio - 2) < 1e-12 && abs(over.bounce + 0.5) < 1e-12)
    // Read-back from plain parameters: defaults have ω0 = 10, ζ = 0.5.
    let d = SpringParameters()
    #expect(abs(d.perceptualDuration - 2 * Double.pi / 10) < 1e-15)
    #expect(abs(d.bounce - 0.5) < 1e-15)
    #expect(SpringParameters(perceptualDuration: 1, bounce: 0).dampingRatio == 1)
  }
}
