import Foundation
import StrobeGeometry

/// Runs a ``PathRequest``: parses the path data, computes, prints one line.
enum PathJob {
  /// Runs `request` and writes its result line to `io.stdout`.
  ///
  /// - Throws: ``PathCommandFailure`` for bad or empty path data and for a morph between
  ///   different structures without `--resample`.
  static func run(_ request: PathRequest, io: CommandIO) throws {
    io.stdout.write(try result(request) + "\n")
  }

  /// The result line of `request`, without the newline.
  static func result(_ request: PathRequest) throws -> String {
    switch request {
    case .length(let d, let accuracy):
      let path = try measurable(try parse(d, "<d>"), "<d>")
      let length = path.length(accuracy: accuracy)
      guard length.isFinite else { throw PathCommandFailure.lengthOverflow(argument: "<d>") }
      return format(length)
    case .point(let d, let at, let isDistance):
      let measure = PathMeasure(try measurable(try parse(d, "<d>"), "<d>"))
      let distance = isDistance ? at : measure.distance(ofFraction: at)
      guard let p = measure.position(atDistance: distance),
        let tangent = measure.tangent(atDistance: distance)
      else { throw PathCommandFailure.emptyPath(argument: "<d>", needed: "point to measure") }
      return [p.x, p.y, tangent.angle].map(format).joined(separator: " ")
    case .trim(let d, let start, let end):
      return try parse(d, "<d>").trimmed(from: start, to: end).svgPathData
    case .morph(let from, let to, let t, let resample):
      let (a, b) = (try parse(from, "<from>"), try parse(to, "<to>"))
      if resample { return a.resampledMorph(to: b, fraction: t).svgPathData }
      do {
        return try a.checkedInterpolation(to: b, fraction: t).svgPathData
      } catch {
        throw PathCommandFailure.incompatibleMorph(error)
      }
    case .bounds(let d):
      let box = try parse(d, "<d>").boundingBoxOfPath
      guard !box.isNull else {
        throw PathCommandFailure.emptyPath(argument: "<d>", needed: "bounds")
      }
      return [box.minX, box.minY, box.width, box.height].map(format).joined(separator: " ")
    }
  }

  /// `path`, or ``PathCommandFailure/lengthOverflow(argument:)`` when a segment's derivative
  /// (three times a difference of its points, ±1e308 apart) is beyond the doubles: then the
  /// length is not a number the measure can give (it used to print 0).
  static func measurable(_ path: PathData, _ argument: String) throws -> PathData {
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in path.elements {
      let points = [current] + element.points
      for coordinate in [points.map { Double($0.x) }, points.map { Double($0.y) }] {
        let span = (coordinate.max() ?? 0) - (coordinate.min() ?? 0)
        guard (3 * span).isFinite else {
          throw PathCommandFailure.lengthOverflow(argument: argument)
        }
      }
      if case .move(let p) = element { start = p }
      current = element.endPoint ?? start
    }
    return path
  }

  /// Parses path data given as `argument`.
  static func parse(_ text: String, _ argument: String) throws -> PathData {
    do {
      return try PathData(svgPathData: text)
    } catch {
      throw PathCommandFailure.invalidPathData(argument: argument, error: error)
    }
  }

  /// A number in shortest round-trip form (Swift's `description`), integral values without
  /// `.0` and −0 as `0` — the same form as the path data the commands print.
  static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }
}
