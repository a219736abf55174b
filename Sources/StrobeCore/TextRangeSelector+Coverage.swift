import Foundation

extension TextRangeSelector {
  /// What one letter of a laid-out text is, for counting units (``unitIndexes(_:basedOn:)``).
  public enum LetterKind: Sendable, Hashable {
    /// A character that is not a space.
    case character
    /// A space (any white space but a line break).
    case space
    /// A line break: a newline of the text, or a break where a wrapped line ends.
    case lineBreak
  }

  /// The unit index of every letter and the number of units, for units of `basis`.
  ///
  /// Counted as lottie-web's `TextProperty` counts them: walking the letters in order, each
  /// letter takes the current index, and the index then grows by one after every character
  /// (and space) for ``Basis/characters``, every non-space character for
  /// ``Basis/charactersExcludingSpaces``, every space, line break and the last letter for
  /// ``Basis/words``, every line break and the last letter for ``Basis/lines``. So a line
  /// break shares the index of the letter after it (it draws nothing), a space that of the
  /// next character when spaces are excluded, and the letters of one word share one index.
  public static func unitIndexes(
    _ letters: [LetterKind], basedOn basis: Basis
  ) -> (indexes: [Int], count: Int) {
    var indexes: [Int] = []
    indexes.reserveCapacity(letters.count)
    var index = 0
    for (i, letter) in letters.enumerated() {
      indexes.append(index)
      let isLast = i == letters.count - 1
      let advances: Bool
      switch basis {
      case .characters: advances = letter != .lineBreak
      case .charactersExcludingSpaces: advances = letter == .character
      case .words: advances = letter != .character || isLast
      case .lines: advances = letter == .lineBreak || isLast
      }
      if advances { index += 1 }
    }
    return (indexes, index)
  }

  /// A fixed pseudo-random permutation of `0..<count` (the shuffled unit order of
  /// ``randomizesOrder``).
  ///
  /// A Fisher–Yates shuffle driven by SplitMix64 from the seed 0x5EED_7E47: the same
  /// permutation for the same count on every platform and every render.
  public static func randomOrder(count: Int) -> [Int] {
    var order = Array(0..<max(count, 0))
    var state: UInt64 = 0x5EED_7E47
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var i = order.count - 1
    while i > 0 {
      let j = Int(next() % UInt64(i + 1))
      order.swapAt(i, j)
      i -= 1
    }
    return order
  }

  /// The amount this selector gives unit `index` of `unitCount` units: the shape's value
  /// 0…1, eased, sharpened (square shape) and times ``amount``.
  ///
  /// lottie-web's `TextSelectorProperty.getMult`, for `s`, `e`, `o` in units `r`: the range is
  /// `[s, e]` with `s = start + offset` and `e = end + offset` (divided by `100 / unitCount`
  /// in percentage units), swapped when `s > e`. Square: a unit overlapping the range by a
  /// part `f` of its width gets `f` (0 before `⌊s⌋`); ramp up: `(index + ½ − s) / (e − s)`
  /// clamped to 0…1; ramp down: one minus that; triangle: twice that up to ½, then down to 0;
  /// round: `√(1 − x²/a²)` with `a = (e − s)/2`, `x = index + ½ − s − a` (clamped to the
  /// range); smooth: `(1 + cos(π + 2π(index + ½ − s)/(e − s)))/2` (clamped likewise). An empty
  /// range gives 0, except ramp up (1 at and after `e`) and ramp down (1 before `e`).
  /// The ease is the cubic Bézier timing curve through `(x1, y1)`, `(x2, y2)` with
  /// `x1 = easeLow` (when > 0, else `y1 = −easeLow`) and `x2 = 1 − easeHigh` (when > 0,
  /// else `y2 = 1 + easeHigh`), both clamped to −1…1. Smoothness `σ` < 1 (square only, as
  /// After Effects offers it): values below `(1 − σ)/2` become 0, the rest
  /// `min((v − (1 − σ)/2) / σ, 1)` (σ = 0 as 10⁻⁸). A result that is not finite is 0.
  public func coverage(ofUnit index: Double, unitCount: Int) -> Double {
    guard unitCount > 0 else { return 0 }
    let divisor = units == .percentage ? 100 / Double(unitCount) : 1
    var s = Double(start) / divisor + Double(offset) / divisor
    var e = Double(end) / divisor + Double(offset) / divisor
    if s > e { swap(&s, &e) }
    func clamp01(_ v: Double) -> Double { min(max(v, 0), 1) }
    let width = e - s
    var value: Double
    switch shape {
    case .square:
      value = 0
      if index >= s.rounded(.down) {
        value =
          index - s < 0 ? clamp01(min(e, 1) - (s - index)) : clamp01(e - index)
      }
    case .rampUp:
      value = width == 0 ? (index >= e ? 1 : 0) : clamp01(0.5 / width + (index - s) / width)
    case .rampDown:
      value = width == 0 ? (index >= e ? 0 : 1) : 1 - clamp01(0.5 / width + (index - s) / width)
    case .triangle:
      if width == 0 {
        value = 0
      } else {
        let x = clamp01(0.5 / width + (index - s) / width)
        value = x < 0.5 ? 2 * x : 1 - 2 * (x - 0.5)
      }
    case .round:
      if width == 0 {
        value = 0
      } else {
        let i = min(max(0, index + 0.5 - s), width)
        let a = width / 2
        let x = i - a
        value = (1 - (x * x) / (a * a)).squareRoot()
      }
    case .smooth:
      if width == 0 {
        value = 0
      } else {
        let i = min(max(0, index + 0.5 - s), width)
        value = (1 + cos(Double.pi + 2 * Double.pi * i / width)) / 2
      }
    }
    value = eased(value)
    if shape == .square, smoothness < 1 {
      let sigma = smoothness > 0 ? Double(smoothness) : 1e-8
      let threshold = 0.5 - sigma * 0.5
      value = value < threshold ? 0 : min((value - threshold) / sigma, 1)
    }
    let result = value * Double(amount)
    return result.isFinite ? result : 0
  }

  /// `value` through the ease curve of ``easeHigh`` and ``easeLow`` (unchanged at 0, 0).
  private func eased(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    let low = min(max(Double(easeLow), -1), 1)
    let high = min(max(Double(easeHigh), -1), 1)
    guard low != 0 || high != 0 else { return value }
    let x1 = low > 0 ? low : 0
    let y1 = low > 0 ? 0 : -low
    let x2 = high > 0 ? 1 - high : 1
    let y2 = high > 0 ? 1 : 1 + high
    return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).solvePrecisely(value)
  }
}
