import Foundation

extension PathData {
  /// Parses SVG 1.1 path data (the `d` attribute).
  ///
  /// The whole grammar is accepted (see the parser notes): relative and absolute commands,
  /// implicit repeats, compact numbers (`M0.5.5`, `-.5-.5`, `1e-2`), compact arc flags. H/V
  /// become lines, S/T get reflected control points, arcs become cubics (≤ 90° each) ending
  /// exactly at the given endpoint. Empty or all-whitespace input gives an empty path.
  ///
  /// - Throws: ``PathSyntaxError`` with the character offset of the first error; numbers that
  ///   overflow to infinity are rejected (`NaN`/`inf` are not numbers in the grammar).
  public init(svgPathData text: String) throws(PathSyntaxError) {
    var parser = SVGPathParser(text)
    self = try parser.parse()
  }

  /// The path as SVG path data using absolute commands `M L Q C Z`, separated by spaces.
  ///
  /// Numbers use the shortest form that parses back to the same `Double` (Swift's
  /// `description`), with integral values printed without `.0` (and −0 as `0`). Parsing the
  /// result with ``init(svgPathData:)`` gives back identical elements for finite coordinates.
  public var svgPathData: String {
    var parts: [String] = []
    func add(_ points: [CGPoint]) {
      for p in points {
        parts.append(Self.svgNumber(p.x))
        parts.append(Self.svgNumber(p.y))
      }
    }
    for e in elements {
      switch e {
      case .move(let p):
        parts.append("M")
        add([p])
      case .line(let p):
        parts.append("L")
        add([p])
      case .quadCurve(let p, let c):
        parts.append("Q")
        add([c, p])
      case .curve(let p, let c1, let c2):
        parts.append("C")
        add([c1, c2, p])
      case .closeSubpath:
        parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }

  /// A number in shortest round-trip form, integers without a fractional part.
  static func svgNumber(_ v: CGFloat) -> String {
    let d = Double(v)
    if d == 0 { return "0" }
    if d.isFinite, d.rounded() == d, abs(d) < 1e15 { return String(Int64(d)) }
    return d.description
  }
}
