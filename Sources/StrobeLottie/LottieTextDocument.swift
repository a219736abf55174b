import StrobeGeometry
import StrobeScene

/// One text document of a Lottie text layer (`t.d.k[i].s`), as the importer uses it.
///
/// Bodymovin's text document: `t` text (lines separated by `\r`, `\n` or `\u{3}`), `f` font
/// name (resolved through `fonts.list`), `s` size (px), `fc` fill colour (0–1 RGB or RGBA),
/// `j` justification, `lh` line height (px), `ls` baseline shift (px, up), `tr` tracking
/// (1/1000 em), `sz`/`ps` box size and top-left position, `sc`/`sw`/`of` stroke colour, width
/// and order (`of` true, the default: stroke over fill), `ca` caps.
struct LottieTextDocument {
  /// How lines align (after `j`).
  enum Justification {
    case left, right, center
    /// Box text: every wrapped line justified but each paragraph's last, flush left.
    case justifiedLastLeft
  }

  /// The text with lines separated by `\n`.
  var text: String
  /// The font family.
  var fontFamily: String
  /// Style words (`"Bold Italic"`), empty for the regular face.
  var fontStyle: String
  /// The em size, px.
  var size: Double
  /// The fill colour `[r, g, b, a]`, nil for none.
  var fill: [Double]?
  /// The alignment.
  var justification: Justification
  /// Baseline-to-baseline distance, px.
  var lineHeight: Double
  /// Baseline shift, px (positive raises the text).
  var baselineShift: Double
  /// Extra space after each character, px.
  var letterSpacing: Double
  /// Box text: `[w, h]` of the box and its top-left corner; nil for point text.
  var box: (size: [Double], position: [Double])?
  /// The stroke (`sc` colour `[r, g, b, a]`, `sw` width, `of` stroke over fill), nil
  /// without `sc`; a width of 0 draws none unless a text animator adds to it.
  var stroke: (color: [Double], width: Double, isOverFill: Bool)?

  /// Reads the document `s`, reporting what it cannot render.
  ///
  /// - Parameters:
  ///   - fonts: `fonts.list` entries by `fName`.
  init(
    _ s: LottieValue, fonts: [String: LottieValue], diagnostics: LottieDiagnostics
  ) throws {
    var text = try s.string("t") ?? ""
    text = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
      .replacingOccurrences(of: "\u{3}", with: "\n")
    if let ca = s["ca"] {
      switch Int(saturating: try ca.number()) {
      case 0: break
      case 1: text = text.uppercased()
      default:
        try diagnostics.warn(
          ca.path, value: ca.summary, "small caps are not supported; drawn as typed")
      }
    }
    self.text = text
    let fontName = try s.string("f") ?? ""
    if let font = fonts[fontName] {
      fontFamily = try font.string("fFamily") ?? fontName
      fontStyle = try font.string("fStyle") ?? ""
    } else {
      fontFamily = fontName
      fontStyle = ""
    }
    size = try s.number("s", default: 10)
    guard size > 0, size.isFinite else { throw try s.required("s").invalid("a font size > 0") }
    if let fc = s["fc"] {
      let c = try fc.numbers()
      fill = [
        c.first ?? 0, c.dropFirst().first ?? 0, c.dropFirst(2).first ?? 0,
        c.dropFirst(3).first ?? 1,
      ]
    } else {
      fill = nil
    }
    lineHeight = try s.number("lh", default: size * 1.2)
    baselineShift = try s.number("ls", default: 0)
    letterSpacing = try s.number("tr", default: 0) * size / 1000
    if let sz = s["sz"] {
      let boxSize = try sz.numbers()
      guard boxSize.count >= 2, boxSize[0] >= 0, boxSize[1] >= 0 else {
        throw sz.invalid("a box size [w, h] ≥ 0")
      }
      let position = try s["ps"]?.numbers() ?? [0, 0]
      guard position.count >= 2 else { throw try s.required("ps").invalid("a point [x, y]") }
      box = (boxSize, position)
    } else {
      box = nil
    }
    let j = s["j"]
    switch Int(saturating: try j?.number() ?? 0) {
    case 0: justification = .left
    case 1: justification = .right
    case 2: justification = .center
    case 3 where box != nil: justification = .justifiedLastLeft
    case let kind:
      // Justify-last-line variants: point text has no wrapped lines (each line is a
      // paragraph's last), so its last-line alignment is exact; box text's justified
      // lines are not.
      let lastLine: [Int: Justification] = [3: .left, 4: .right, 5: .center, 6: .left]
      guard let j, let mapped = lastLine[kind] else {
        if let j {
          try diagnostics.warn(j.path, value: j.summary, "unknown justification; drawn left")
        }
        justification = .left
        break
      }
      justification = mapped
      if box != nil {
        try diagnostics.warn(
          j.path, value: j.summary,
          "justified box text with a right, centred or full last line is not supported; "
            + "lines are aligned like the last line")
      }
    }
    let width = try s.number("sw", default: 0)
    if let sc = s["sc"] {
      let c = try sc.numbers()
      guard c.count >= 3 else { throw sc.invalid("a colour [r, g, b] or [r, g, b, a]") }
      // Colours in the 0–255 form (before Bodymovin 4.1.9) are divided by 255, as for fills.
      let scale = c.prefix(3).contains { $0 > 1 } ? 1.0 / 255 : 1
      let rgb = c.prefix(3).map { min(max($0 * scale, 0), 1) }
      let alpha = c.count > 3 ? min(max(c[3], 0), 1) : 1
      stroke = (rgb + [alpha], max(width, 0), try s["of"].map { try $0.bool() } ?? true)
    } else {
      stroke = nil
    }
  }
}
