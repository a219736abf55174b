/// How long one frame of an animated image stays on screen, as an exact fraction of a second.
///
/// APNG stores each delay as a 16-bit numerator over a 16-bit denominator, so a frame of a
/// 30 fps export lasts exactly 1/30 s and one of 29.97 fps exactly 100/2997 s. A delay
/// computed as a `Double` is turned into the nearest such fraction by
/// ``init(approximating:maximumTerm:)`` (continued fractions), which recovers those exact
/// values from their binary form.
public struct FrameDelay: Sendable, Hashable, CustomStringConvertible {
  /// Seconds on top, ≥ 0.
  public let numerator: Int
  /// Seconds below, ≥ 1.
  public let denominator: Int

  /// The fraction `numerator / denominator` seconds, as given.
  ///
  /// - Precondition: `numerator` ≥ 0 and `denominator` ≥ 1.
  public init(numerator: Int, denominator: Int) {
    precondition(numerator >= 0 && denominator >= 1, "a delay is ≥ 0 over ≥ 1")
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The fraction nearest to `seconds` whose numerator and denominator are both at most
  /// `maximumTerm` (65535, APNG's limit, by default): the last convergent of the continued
  /// fraction of `seconds` that fits, or the best semiconvergent after it when closer.
  ///
  /// ```
  /// FrameDelay(approximating: 1.0 / 30)   // 1/30
  /// FrameDelay(approximating: 1 / 29.97)  // 100/2997
  /// FrameDelay(approximating: 0.25)       // 1/4
  /// ```
  /// Negative or non-finite values give 0/1; values beyond `maximumTerm` seconds give
  /// `maximumTerm`/1.
  public init(approximating seconds: Double, maximumTerm: Int = 65535) {
    guard seconds.isFinite, seconds > 0 else {
      self.init(numerator: 0, denominator: 1)
      return
    }
    if seconds >= Double(maximumTerm) {
      self.init(numerator: maximumTerm, denominator: 1)
      return
    }
    // Convergents h/k of the continued fraction, stopped before a term exceeds the bound.
    var (h0, h1) = (0, 1)
    var (k0, k1) = (1, 0)
    var x = seconds
    var best = (numerator: 0, denominator: 1)
    for _ in 0..<64 {
      let a = x.rounded(.down)
      guard a < Double(maximumTerm) * 2 else { break }
      let ai = Int(a)
      let h2 = ai * h1 + h0
      let k2 = ai * k1 + k0
      if h2 > maximumTerm || k2 > maximumTerm {
        // The largest semiconvergent that fits, when it is nearer than the last convergent.
        var t = ai
        while t > 0 && (t * h1 + h0 > maximumTerm || t * k1 + k0 > maximumTerm) { t -= 1 }
        if t > 0 {
          let candidate = (numerator: t * h1 + h0, denominator: t * k1 + k0)
          let error = abs(Double(candidate.numerator) / Double(candidate.denominator) - seconds)
          if error < abs(Double(best.numerator) / Double(best.denominator) - seconds) {
            best = candidate
          }
        }
        break
      }
      (h0, h1) = (h1, h2)
      (k0, k1) = (k1, k2)
      best = (h2, k2)
      let fraction = x - a
      if fraction < 1e-12 || Double(h2) / Double(k2) == seconds { break }
      x = 1 / fraction
    }
    self.init(numerator: best.numerator, denominator: best.denominator)
  }

  /// The delay in seconds.
  public var seconds: Double { Double(numerator) / Double(denominator) }

  /// `elapsed` seconds as whole `perSecond` units (100 for GIF's centiseconds, 1000 for
  /// WebP's milliseconds), rounded: formats with such units store each frame's end on the
  /// running time this way, so that delays add up to the animation's length.
  public static func units(atElapsed elapsed: Double, perSecond: Int) -> Int {
    Int((elapsed * Double(perSecond)).rounded())
  }

  /// The delay each of `delays` is stored as in a format of `perSecond` units, rounded on the
  /// running time (``units(atElapsed:perSecond:)``), in seconds.
  public static func stored(_ delays: [FrameDelay], perSecond: Int) -> [Double] {
    var elapsed = 0.0
    var written = 0
    return delays.map { delay in
      elapsed += delay.seconds
      let end = units(atElapsed: elapsed, perSecond: perSecond)
      defer { written = end }
      return Double(end - written) / Double(perSecond)
    }
  }

  /// `numerator/denominator`, as in `1/30`.
  public var description: String { "\(numerator)/\(denominator)" }
}
