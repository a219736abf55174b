import Foundation
import StrobeCore
import StrobeGeometry

/// The per-letter styles a text run's animators give its laid-out letters
/// (docs/scene-format.md §Text animators): a transform in layout coordinates, an opacity and
/// the fill, stroke colour and stroke width.
///
/// Follows lottie-web's `TextAnimatorProperty.getMeasures` for text not on a path, with
/// Pango's layout for the letter positions:
///
/// - every animator `j` gives letter `i` an amount `mᵢⱼ` from its selector
///   (``TextRangeSelector/coverage(ofUnit:unitCount:)``) at the letter's unit index
///   (``TextRangeSelector/unitIndexes(_:basedOn:)``, shuffled by
///   ``TextRangeSelector/randomOrder(count:)`` when the selector randomises);
/// - tracking: each letter but a line's first moves right by the sum over the letters
///   before it in its line and itself of `Σⱼ trackingⱼ·mⱼ`; a centred line then moves left
///   by half its added width, a right-aligned one by all of it, so it stays aligned;
/// - the transform maps a point `q` of the letter to `c + t + P + M·(q − c − A)`: `c` the
///   anchor of the letter's group (the middle of its advance on the baseline, moved by the
///   grouping alignment: x by `ax·advance/2`, y by `ay·0.8568·fontSize`, lottie-web's
///   `1.2 × 0.714` em), `t` the tracking offset, `A = Σ mⱼ·anchorPointⱼ`,
///   `P = Σ mⱼ·positionⱼ`, and `M = Rₙ·Kₙ·…·R₁·K₁·S` with the scale
///   `S = Πⱼ (1 + mⱼ·(scaleⱼ − 1))` per axis, then each animator's skew `K` (the Lottie skew
///   matrix of `mⱼ·skewⱼ` clamped to ±85°, along `mⱼ·skewAxisⱼ`) and rotation `R`
///   (`mⱼ·rotationⱼ`, clockwise on screen);
/// - opacity starts at 1 and each animator moves it a part `max(mⱼ, 0)` (at most 1) of the
///   way to its opacity; colours likewise, red, green and blue only (the fill's and stroke's
///   alpha stay); hue, saturation and brightness offsets (HSV) are added times `mⱼ`, the hue
///   wrapping, saturation and brightness clamped to 0…1; the stroke width is the run's plus
///   `Σ mⱼ·strokeWidthⱼ`, at least 0.
///
/// Where lottie-web differs: its opacity is `o + (oⱼ·m − o)·m` (the same at amounts 0 and
/// 1; thorvg and skottie, like this, interpolate); it does not clamp the amount for colours;
/// it applies smoothness to every shape (here, as in After Effects and thorvg, to the square
/// only); a centred line's first letter is shifted by half the full tracking, not by half its
/// own amount of it.
struct TextLetterStyler {
  /// One letter of the laid-out text (a grapheme, or a break where a wrapped line ends).
  struct Letter: Sendable, Hashable {
    /// What the letter is, for counting units.
    var kind: TextRangeSelector.LetterKind
    /// The index of its line (0 first).
    var line: Int
    /// The x of its advance's start, layout units.
    var x: Double
    /// Its advance (0 for a line break).
    var advance: Double
    /// The y of its line's baseline, layout units.
    var baseline: Double
  }

  /// The drawing of one letter.
  struct Style: Sendable, Hashable {
    /// Layout coordinates of the letter → layout coordinates where it is drawn.
    var transform: CGAffineTransform
    /// Multiplies the letter's fill and stroke (0…1).
    var opacity: Double
    /// The fill colour.
    var fill: RGBA
    /// The stroke colour.
    var stroke: RGBA
    /// The stroke width (≥ 0).
    var strokeWidth: Double
  }

  /// The animators, in order.
  var animators: [TextAnimator]
  /// Which letters turn together.
  var grouping: TextAnimatorGrouping = .characters
  /// Moves each group's anchor (fractions).
  var groupingAlignment: CGPoint = .zero
  /// The font's em size, for the grouping alignment's y.
  var fontSize: Double
  /// How the lines are aligned (centre and right lines stay so under tracking).
  var alignment: TextRun.Alignment
  /// The style of a letter no animator changes.
  var base: Style

  /// The style of every letter (line breaks included: they draw nothing).
  func styles(for letters: [Letter]) -> [Style] {
    guard !letters.isEmpty else { return [] }
    let kinds = letters.map(\.kind)
    // amounts[j][i]: animator j's amount of letter i.
    let amounts: [[Double]] = animators.map { animator in
      let selector = animator.selector
      var (indexes, count) = TextRangeSelector.unitIndexes(kinds, basedOn: selector.basedOn)
      if selector.randomizesOrder {
        let order = TextRangeSelector.randomOrder(count: count)
        indexes = indexes.map { $0 < order.count ? order[$0] : $0 }
      }
      return indexes.map { selector.coverage(ofUnit: Double($0), unitCount: count) }
    }
    let offsets = trackingOffsets(letters, amounts)
    let anchors = groupAnchors(letters)
    return letters.indices.map { i in
      style(i, amounts: amounts.map { $0[i] }, anchor: anchors[i], tracking: offsets[i])
    }
  }

  /// The x offset of every letter from the animators' tracking, line alignment included.
  private func trackingOffsets(_ letters: [Letter], _ amounts: [[Double]]) -> [Double] {
    var offsets = Array(repeating: 0.0, count: letters.count)
    guard animators.contains(where: { $0.tracking != 0 }) else { return offsets }
    var i = 0
    while i < letters.count {
      var end = i
      while end < letters.count, letters[end].line == letters[i].line { end += 1 }
      var sum = 0.0
      var isFirst = true
      var lineLetters: [Int] = []
      for k in i..<end where letters[k].kind != .lineBreak {
        let extra = animators.indices.reduce(0.0) {
          $0 + Double(animators[$1].tracking) * amounts[$1][k]
        }
        if !isFirst { sum += extra }
        isFirst = false
        offsets[k] = sum
        lineLetters.append(k)
      }
      let shift: Double
      switch alignment {
      case .center: shift = -sum / 2
      case .right: shift = -sum
      default: shift = 0
      }
      for k in lineLetters { offsets[k] += shift }
      i = end
    }
    return offsets
  }

  /// The anchor (layout units) of every letter's group: the middle of the group's advance on
  /// the baseline, moved by the grouping alignment.
  private func groupAnchors(_ letters: [Letter]) -> [CGPoint] {
    var anchors = Array(repeating: CGPoint.zero, count: letters.count)
    let ax = Double(groupingAlignment.x)
    let ay = Double(groupingAlignment.y) * 0.8568 * fontSize
    func place(_ range: Range<Int>, advanceOf members: [Int]) {
      guard let first = members.first else {
        for k in range { anchors[k] = CGPoint(x: letters[k].x, y: letters[k].baseline + ay) }
        return
      }
      let start = letters[first].x
      let advance = members.reduce(0.0) { $0 + letters[$1].advance }
      let x = start + advance / 2 + ax * advance / 2
      for k in range { anchors[k] = CGPoint(x: x, y: letters[k].baseline + ay) }
    }
    var i = 0
    while i < letters.count {
      var end = i + 1
      switch grouping {
      case .characters:
        break
      case .words:
        // A word ends with the space or line break after it (included, its advance not).
        end = i
        while end < letters.count, letters[end].line == letters[i].line {
          end += 1
          if letters[end - 1].kind != .character { break }
        }
      case .lines:
        while end < letters.count, letters[end].line == letters[i].line { end += 1 }
      }
      let members = (i..<end).filter { letters[$0].kind == .character }
      place(i..<end, advanceOf: grouping == .characters ? [i] : members)
      i = end
    }
    return anchors
  }

  /// The style of letter `i` with its amounts `m` (one per animator).
  private func style(_ i: Int, amounts m: [Double], anchor c: CGPoint, tracking t: Double)
    -> Style
  {
    var style = base
    guard !animators.isEmpty else { return style }
    var sx = 1.0
    var sy = 1.0
    var ax = 0.0
    var ay = 0.0
    var px = 0.0
    var py = 0.0
    for (j, a) in animators.enumerated() {
      sx *= 1 + m[j] * (Double(a.scale.width) - 1)
      sy *= 1 + m[j] * (Double(a.scale.height) - 1)
      ax += m[j] * Double(a.anchorPoint.x)
      ay += m[j] * Double(a.anchorPoint.y)
      px += m[j] * Double(a.position.x)
      py += m[j] * Double(a.position.y)
    }
    var matrix = CGAffineTransform(scaleX: CGFloat(sx), y: CGFloat(sy))
    let limit = 85 * Double.pi / 180
    var opacity = 1.0
    var fill = (base.fill.r, base.fill.g, base.fill.b)
    var stroke = (base.stroke.r, base.stroke.g, base.stroke.b)
    var width = base.strokeWidth
    for (j, a) in animators.enumerated() {
      let mj = m[j]
      let w = min(max(mj, 0), 1)
      if a.skew != 0 {
        let sk = min(max(mj * Double(a.skew), -limit), limit)
        matrix = matrix.concatenating(Self.skewMatrix(sk, axis: mj * Double(a.skewAxis)))
      }
      if a.rotation != 0 {
        matrix = matrix.concatenating(
          CGAffineTransform(rotationAngle: CGFloat(mj * Double(a.rotation))))
      }
      opacity += (Double(a.opacity) - opacity) * w
      width += mj * Double(a.strokeWidth)
      if let sc = a.strokeColor {
        let c = RGBA(sc)
        stroke = (
          stroke.0 + (c.r - stroke.0) * w, stroke.1 + (c.g - stroke.1) * w,
          stroke.2 + (c.b - stroke.2) * w
        )
      }
      if let fc = a.fillColor {
        let c = RGBA(fc)
        fill = (
          fill.0 + (c.r - fill.0) * w, fill.1 + (c.g - fill.1) * w, fill.2 + (c.b - fill.2) * w
        )
      }
      if a.fillHue != 0 || a.fillSaturation != 0 || a.fillBrightness != 0 {
        fill = Self.hsvAdjusted(
          fill, hue: mj * Double(a.fillHue) / (2 * Double.pi),
          saturation: mj * Double(a.fillSaturation), brightness: mj * Double(a.fillBrightness))
      }
    }
    let pivot = CGAffineTransform(translationX: -(c.x + CGFloat(ax)), y: -(c.y + CGFloat(ay)))
    style.transform = pivot.concatenating(matrix).concatenating(
      CGAffineTransform(translationX: c.x + CGFloat(t + px), y: c.y + CGFloat(py)))
    style.opacity = min(max(opacity.isNaN ? 0 : opacity, 0), 1)
    let clamp = { (v: Double) in min(max(v.isNaN ? 0 : v, 0), 1) }
    style.fill = RGBA(clamp(fill.0), clamp(fill.1), clamp(fill.2), base.fill.a)
    style.stroke = RGBA(clamp(stroke.0), clamp(stroke.1), clamp(stroke.2), base.stroke.a)
    style.strokeWidth = width.isNaN ? 0 : max(width, 0)
    return style
  }

  /// The Lottie skew matrix (docs/lottie.md §Frames and time, skew): `K = Rot(−axis)·[[1, −tan sk],
  /// [0, 1]]·Rot(axis)` for column vectors, as a Core Graphics transform.
  static func skewMatrix(_ skew: Double, axis: Double) -> CGAffineTransform {
    let t = tan(skew)
    let c = cos(axis)
    let s = sin(axis)
    // Column-vector K = [[1 − t·c·s, −t·c²], [t·s², 1 + t·c·s]]; CG's (a, b, c, d) are its
    // columns.
    return CGAffineTransform(
      a: CGFloat(1 - t * c * s), b: CGFloat(t * s * s), c: CGFloat(-t * c * c),
      d: CGFloat(1 + t * c * s), tx: 0, ty: 0)
  }

  /// `rgb` with hue (turns), saturation and value (HSV) offsets added: the hue wraps, the
  /// others are clamped to 0…1 (lottie-web's `addHueToRGB`, `addSaturationToRGB`,
  /// `addBrightnessToRGB`).
  static func hsvAdjusted(
    _ rgb: (Double, Double, Double), hue: Double, saturation: Double, brightness: Double
  ) -> (Double, Double, Double) {
    let (r, g, b) = rgb
    let maxC = max(r, g, b)
    let minC = min(r, g, b)
    let d = maxC - minC
    var h = 0.0
    if d > 0 {
      if maxC == r {
        h = (g - b) / d + (g < b ? 6 : 0)
      } else if maxC == g {
        h = (b - r) / d + 2
      } else {
        h = (r - g) / d + 4
      }
      h /= 6
    }
    var s = maxC == 0 ? 0 : d / maxC
    var v = maxC
    h += hue
    h -= h.rounded(.down)
    s = min(max(s + saturation, 0), 1)
    v = min(max(v + brightness, 0), 1)
    guard h.isFinite, s.isFinite, v.isFinite else { return rgb }
    let sector = h * 6
    let k = min(Int(sector.rounded(.down)), 5)
    let f = sector - Double(k)
    let p = v * (1 - s)
    let q = v * (1 - f * s)
    let u = v * (1 - (1 - f) * s)
    switch k {
    case 0: return (v, u, p)
    case 1: return (q, v, p)
    case 2: return (p, v, u)
    case 3: return (p, q, v)
    case 4: return (u, p, v)
    default: return (v, p, q)
    }
  }
}
