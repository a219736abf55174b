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
    self = try SVGPathParser.parse(text)
  }

  /// Parses SVG path data given as UTF-8 bytes (valid for the call), as
  /// ``init(svgPathData:)`` parses the same text.
  package init(svgPathBytes bytes: UnsafeBufferPointer<UInt8>) throws(PathSyntaxError) {
    self = try SVGPathParser.parse(bytes)
  }

  /// The path as SVG path data using absolute commands `M L Q C Z`, separated by spaces.
  ///
  /// Numbers use the shortest form that parses back to the same `Double` (Swift's
  /// `description`), with integral values printed without `.0` (and −0 as `0`). Parsing the
  /// result with ``init(svgPathData:)`` gives back identical elements for finite coordinates.
  public var svgPathData: String { svgPathData(compact: false) }

  /// ``svgPathData``, or with `compact` each command letter followed directly by its first
  /// number (`M80 60 C1 2 3 4 5 6 Z`), the form scenes built in code print their paths in.
  public func svgPathData(compact: Bool) -> String {
    var out = SVGPathWriter()
    out.write(self, compact: compact)
    return out.string
  }
}
