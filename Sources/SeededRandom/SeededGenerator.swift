/// A deterministic SplitMix64 random number generator, so every run builds the same inputs.
///
/// Shared by the benchmark (`strobe-bench`) and the seeded property tests; not part of any
/// product. The same seed always gives the same sequence, on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator state.
  private var state: UInt64

  /// A generator started from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in `range`.
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}
