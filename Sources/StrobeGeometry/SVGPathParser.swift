import Foundation

/// A parser for SVG 1.1 path data (the `d` attribute), producing ``PathData``.
///
/// Covers the whole grammar: M/m L/l H/h V/v C/c S/s Q/q T/t A/a Z/z, implicit repeated
/// arguments (after a moveto they are linetos), numbers with exponents and without separators
/// (`M0.5.5`, `M-1-2`), single-character arc flags (`a1 1 0 00 1 1`), and comma/whitespace
/// rules (a comma may separate arguments, never a command from its arguments, and must be
/// followed by another argument). H/V become lines; S/T reflect the previous control point when
/// the previous command was C/S (resp. Q/T), else use the current point; elliptical arcs are
/// converted to cubics per SVG implementation notes F.6 (zero radius → line, coincident
/// endpoints → omitted, radii scaled up when too small), ending exactly at the given endpoint.
struct SVGPathParser {
  /// The UTF-8 bytes of the text, read in place (``parse(_:)`` keeps them alive).
  ///
  /// Every byte the grammar accepts is ASCII, so the parser only ever stops at scalar
  /// boundaries; error offsets are converted to scalar offsets (``PathSyntaxError/offset``).
  /// Every read is checked against `s.count` first.
  private let s: UnsafeBufferPointer<UInt8>
  private var i = 0
  private var path = PathData()
  private var current = CGPoint.zero
  private var subpathStart = CGPoint.zero
  private var lastCubicControl: CGPoint?
  private var lastQuadControl: CGPoint?
  private var sawComma = false

  /// A parser over `bytes`, which must stay valid while it parses.
  private init(_ bytes: UnsafeBufferPointer<UInt8>) { s = bytes }

  /// Parses the whole of `text`, reading its UTF-8 in place (no copy of a native string).
  static func parse(_ text: String) throws(PathSyntaxError) -> PathData {
    var text = text
    return try text.withUTF8 { bytes -> Result<PathData, PathSyntaxError> in
      do throws(PathSyntaxError) {
        return .success(try parse(bytes))
      } catch {
        return .failure(error)
      }
    }.get()
  }

  /// Parses the whole of `bytes` (UTF-8, valid for the call).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(PathSyntaxError) -> PathData {
    var parser = SVGPathParser(bytes)
    return try parser.parse()
  }

  /// Parses the whole input.
  private mutating func parse() throws(PathSyntaxError) -> PathData {
    skipWhitespace()
    guard let first = peek else { return path }
    guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
      throw .expectedMoveTo(offset: scalarOffset(i), found: found(i))
    }
    while true {
      skipWhitespace()
      guard let c = peek else { break }
      guard Self.isCommand(c) else {
        throw .expectedCommand(offset: scalarOffset(i), found: found(i) ?? "")
      }
      i += 1
      try command(c)
    }
    return path
  }

  private var peek: UInt8? { i < s.count ? s[i] : nil }

  /// The scalar offset (as errors report it) of byte offset `byteOffset`, a scalar boundary.
  private func scalarOffset(_ byteOffset: Int) -> Int {
    var count = 0
    for k in 0..<byteOffset where s[k] & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// The whole scalar starting at byte offset `at` (a scalar boundary), or `nil` at the end.
  private func found(_ at: Int) -> String? {
    guard at < s.count else { return nil }
    var end = at + 1
    while end < s.count, s[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: s[at..<end]), as: UTF8.self)
  }

  private static func isWhitespace(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C
  }

  /// Whether `c` is one of the path commands `MmLlHhVvCcSsQqTtAaZz`.
  private static func isCommand(_ c: UInt8) -> Bool {
    switch c | 0x20 {  // ASCII letters to lowercase; other bytes stay unmatched
    case 0x6D, 0x6C, 0x68, 0x76, 0x63, 0x73, 0x71, 0x74, 0x61, 0x7A:  // m l h v c s q t a z
      return c >= 0x41 && c <= 0x7A
    default: return false
    }
  }

  private static func isDigit(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }

  private mutating func skipWhitespace() {
    while let c = peek, Self.isWhitespace(c) { i += 1 }
  }

  /// Skips `wsp* (',' wsp*)?`; returns whether a comma was consumed.
  private mutating func skipCommaWhitespace() -> Bool {
    skipWhitespace()
    guard peek == UInt8(ascii: ",") else { return false }
    i += 1
    skipWhitespace()
    return true
  }

  /// Whether the next character can start a number.
  private var atNumberStart: Bool {
    guard let c = peek else { return false }
    return Self.isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
      || c == UInt8(ascii: ".")
  }

  /// Parses `sign? (digits ('.' digits?)? | '.' digits) exponent?`, then skips comma-whitespace.
  ///
  /// The digits are accumulated while scanning (``DecimalDigits``) and converted by
  /// ``DecimalToDouble`` (the same bits as `Double(String)`); numbers outside its exact range go
  /// through `Double(String)`.
  @inline(__always)
  private mutating func number() throws(PathSyntaxError) -> CGFloat {
    var j = i
    var negative = false
    if j < s.count, s[j] == UInt8(ascii: "-") || s[j] == UInt8(ascii: "+") {
      negative = s[j] == UInt8(ascii: "-")
      j += 1
    }
    if let plain = DecimalDigits.plainDecimal(s, at: j),
      let value = DecimalToDouble.value(
        significand: plain.significand, exponent: plain.exponent, negative: negative)
    {
      i = plain.end
      sawComma = skipCommaWhitespace()
      return CGFloat(value)
    }
    return try scannedNumber(from: j, negative: negative)
  }

  /// ``number()`` for any form, digit run by digit run (`j` is after the sign).
  @inline(never)
  private mutating func scannedNumber(from signEnd: Int, negative: Bool) throws(PathSyntaxError)
    -> CGFloat
  {
    let start = i
    var j = signEnd
    var digits = DecimalDigits()
    let integerStart = j
    j = digits.scanInteger(s, from: j)
    var mantissaDigits = j - integerStart
    if j < s.count, s[j] == UInt8(ascii: ".") {
      // A point without digits on either side is not part of a number.
      var withFraction = digits
      let k = withFraction.scanFraction(s, from: j + 1)
      let fraction = k - (j + 1)
      if mantissaDigits > 0 || fraction > 0 {
        j = k
        mantissaDigits += fraction
        digits = withFraction
      }
    }
    guard mantissaDigits > 0 else {
      // Report the first character that cannot continue a number.
      throw .expectedNumber(offset: scalarOffset(j), found: found(j))
    }
    if j < s.count, s[j] == UInt8(ascii: "e") || s[j] == UInt8(ascii: "E") {
      var k = j + 1
      var exponentNegative = false
      if k < s.count, s[k] == UInt8(ascii: "-") || s[k] == UInt8(ascii: "+") {
        exponentNegative = s[k] == UInt8(ascii: "-")
        k += 1
      }
      if k < s.count, Self.isDigit(s[k]) {
        j = digits.scanExponent(s, from: k, negative: exponentNegative)
      }
    }
    if let value = digits.value(negative: negative) {
      i = j
      sawComma = skipCommaWhitespace()
      return CGFloat(value)
    }
    // Every byte of the number is ASCII (sign, digits, '.', 'e'); short numbers stay in a small
    // string, with no allocation.
    let text = String(decoding: UnsafeBufferPointer(rebasing: s[start..<j]), as: UTF8.self)
    guard let value = Double(text) else {
      throw .expectedNumber(offset: scalarOffset(start), found: found(start))
    }
    guard value.isFinite else {
      throw .nonFiniteNumber(offset: scalarOffset(start), text: text)
    }
    i = j
    sawComma = skipCommaWhitespace()
    return CGFloat(value)
  }

  /// Parses an arc flag (`0` or `1`), then skips comma-whitespace.
  private mutating func flag() throws(PathSyntaxError) -> Bool {
    guard let c = peek, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else {
      throw .expectedFlag(offset: scalarOffset(i), found: found(i))
    }
    i += 1
    sawComma = skipCommaWhitespace()
    return c == UInt8(ascii: "1")
  }

  /// Parses a coordinate pair, relative to the current point when `relative`.
  private mutating func point(_ relative: Bool) throws(PathSyntaxError) -> CGPoint {
    let x = try number()
    let y = try number()
    return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
  }

  /// Whether another argument group follows: the last argument was followed by a comma (which
  /// requires one; `number` reports its absence) or the next character starts a number.
  private var moreArguments: Bool { sawComma || atNumberStart }

  private mutating func command(_ c: UInt8) throws(PathSyntaxError) {
    let relative = c >= 0x61  // a lowercase ASCII letter (commands are checked)
    let upper = c & ~0x20
    if upper == UInt8(ascii: "Z") {
      path.append(.closeSubpath)
      current = subpathStart
      lastCubicControl = nil
      lastQuadControl = nil
      return
    }
    skipWhitespace()
    var firstGroup = true
    repeat {
      try group(upper, relative: relative, first: firstGroup)
      firstGroup = false
    } while moreArguments
  }

  private mutating func group(
    _ upper: UInt8, relative: Bool, first: Bool
  ) throws(PathSyntaxError) {
    var cubicControl: CGPoint?
    var quadControl: CGPoint?
    let groupStart = i  // a byte offset; converted to a scalar offset only for an error
    let elementCount = path.elements.count
    defer { lastCubicControl = cubicControl }
    switch upper {
    case UInt8(ascii: "M"):
      let p = try point(relative)
      if first {
        path.append(.move(to: p))
        subpathStart = p
      } else {
        path.append(.line(to: p))
      }
      current = p
    case UInt8(ascii: "L"):
      let p = try point(relative)
      path.append(.line(to: p))
      current = p
    case UInt8(ascii: "H"):
      let x = try number()
      current = CGPoint(x: relative ? current.x + x : x, y: current.y)
      path.append(.line(to: current))
    case UInt8(ascii: "V"):
      let y = try number()
      current = CGPoint(x: current.x, y: relative ? current.y + y : y)
      path.append(.line(to: current))
    case UInt8(ascii: "C"):
      let c1 = try point(relative)
      let c2 = try point(relative)
      let p = try point(relative)
      path.append(.curve(to: p, control1: c1, control2: c2))
      cubicControl = c2
      current = p
    case UInt8(ascii: "S"):
      let c1 = reflect(lastCubicControl)
      let c2 = try point(relative)
      let p = try point(relative)
      path.append(.curve(to: p, control1: c1, control2: c2))
      cubicControl = c2
      current = p
    case UInt8(ascii: "Q"):
      let c = try point(relative)
      let p = try point(relative)
      path.append(.quadCurve(to: p, control: c))
      quadControl = c
      current = p
    case UInt8(ascii: "T"):
      let c = reflect(lastQuadControl)
      let p = try point(relative)
      path.append(.quadCurve(to: p, control: c))
      quadControl = c
      current = p
    default:  // "A"
      let rx = try number()
      let ry = try number()
      let rotation = try number()
      let large = try flag()
      let sweep = try flag()
      let p = try point(relative)
      appendArc(rx: rx, ry: ry, rotationDegrees: rotation, large: large, sweep: sweep, to: p)
      current = p
    }
    lastQuadControl = quadControl
    // Finite numbers can still add up past the doubles (`m1e308 1e308 l1e308 1e308`) or give
    // an arc non-finite control points: an error at the group, not a path Cairo refuses.
    for index in elementCount..<path.elements.count where !path.elements[index].isFinite {
      throw .nonFinitePoint(offset: scalarOffset(groupStart))
    }
  }

  /// The reflection of `control` about the current point, or the current point when `nil`.
  private func reflect(_ control: CGPoint?) -> CGPoint {
    guard let control else { return current }
    return CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
  }

  /// Appends an SVG elliptical arc from the current point as cubics (implementation notes F.6).
  private mutating func appendArc(
    rx rxIn: CGFloat, ry ryIn: CGFloat, rotationDegrees: CGFloat, large: Bool, sweep: Bool,
    to p2: CGPoint
  ) {
    let p1 = current
    if p1 == p2 { return }
    var rx = abs(rxIn)
    var ry = abs(ryIn)
    if rx == 0 || ry == 0 {
      path.append(.line(to: p2))
      return
    }
    let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    let (cp, sp) = (cos(phi), sin(phi))
    let dx2 = (p1.x - p2.x) / 2
    let dy2 = (p1.y - p2.y) / 2
    let x1 = cp * dx2 + sp * dy2
    let y1 = -sp * dx2 + cp * dy2
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      let k = lambda.squareRoot()
      rx *= k
      ry *= k
    }
    let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coef = den == 0 ? 0 : max(0, num / den).squareRoot()
    if large == sweep { coef = -coef }
    let cx1 = coef * rx * y1 / ry
    let cy1 = -coef * ry * x1 / rx
    let center = CGPoint(
      x: cp * cx1 - sp * cy1 + (p1.x + p2.x) / 2, y: sp * cx1 + cp * cy1 + (p1.y + p2.y) / 2)
    func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let ux = (x1 - cx1) / rx
    let uy = (y1 - cy1) / ry
    let vx = (-x1 - cx1) / rx
    let vy = (-y1 - cy1) / ry
    let theta1 = angle(1, 0, ux, uy)
    var delta = angle(ux, uy, vx, vy)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    for e in PathData.arcCurves(
      center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: theta1, sweep: delta,
      end: p2)
    {
      path.append(e)
    }
  }
}
