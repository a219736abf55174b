/// The blend functions of the W3C Compositing and Blending Level 1 specification (§10.1
/// separable, §10.2 non-separable), written out from the spec as the oracle of the blend
/// tests: `B(cb, cs)` of a backdrop colour `cb` and a source colour `cs` (components 0…1).
enum W3CBlend {
  /// Lottie's blend modes 1…15 by `bm` (0 is normal: the source).
  static func blend(_ bm: Int, backdrop cb: [Double], source cs: [Double]) -> [Double] {
    switch bm {
    case 12: return setLum(setSat(cs, sat(cb)), lum(cb))  // hue
    case 13: return setLum(setSat(cb, sat(cs)), lum(cb))  // saturation
    case 14: return setLum(cs, lum(cb))  // colour
    case 15: return setLum(cb, lum(cs))  // luminosity
    default: return zip(cb, cs).map { separable(bm, $0, $1) }
    }
  }

  /// A separable blend function of one component.
  static func separable(_ bm: Int, _ b: Double, _ s: Double) -> Double {
    switch bm {
    case 0: return s
    case 1: return b * s
    case 2: return b + s - b * s
    case 3: return separable(8, s, b)  // overlay is hard light with the layers swapped
    case 4: return min(b, s)
    case 5: return max(b, s)
    case 6: return b == 0 ? 0 : s == 1 ? 1 : min(1, b / (1 - s))
    case 7: return b == 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s)
    case 8: return s <= 0.5 ? b * 2 * s : separable(2, b, 2 * s - 1)
    case 9:
      if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
      let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
      return b + (2 * s - 1) * (d - b)
    case 10: return abs(b - s)
    case 11: return b + s - 2 * b * s
    default: return s
    }
  }

  static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

  static func clipColor(_ c: [Double]) -> [Double] {
    let l = lum(c)
    let n = c.min()!
    let x = c.max()!
    var out = c
    if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
    if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
    return out
  }

  static func setLum(_ c: [Double], _ l: Double) -> [Double] {
    let d = l - lum(c)
    return clipColor(c.map { $0 + d })
  }

  static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

  static func setSat(_ c: [Double], _ s: Double) -> [Double] {
    let order = c.indices.sorted { c[$0] < c[$1] }
    let (lo, mid, hi) = (order[0], order[1], order[2])
    var out = [0.0, 0.0, 0.0]
    if c[hi] > c[lo] {
      out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
      out[hi] = s
    }
    return out
  }

  /// The source composited with blend mode `bm` at alpha `alpha` over an opaque backdrop
  /// (`(1 − α)·cb + α·B(cb, cs)`), as 8-bit RGBA.
  static func over(
    _ bm: Int, backdrop cb: [Double], source cs: [Double], alpha: Double = 1
  ) -> [Int] {
    let mixed = zip(cb, blend(bm, backdrop: cb, source: cs)).map { (1 - alpha) * $0 + alpha * $1 }
    return mixed.map { Int(($0 * 255).rounded()) } + [255]
  }
}
