import Foundation
import StrobeGeometry
import StrobeScene

/// One Lottie contour: vertices with in and out tangents relative to them (`v`, `i`, `o`, `c`).
struct LottieBezier: Equatable {
  var closed: Bool
  var vertices: [CGPoint]
  var inTangents: [CGPoint]
  var outTangents: [CGPoint]

  /// lottie-web's circle constant for rectangle corners and ellipses.
  static let roundness = 0.5519

  init(closed: Bool, vertices: [CGPoint], inTangents: [CGPoint], outTangents: [CGPoint]) {
    self.closed = closed
    self.vertices = vertices
    self.inTangents = inTangents
    self.outTangents = outTangents
  }

  /// A contour from absolute triples (vertex, out control point, in control point), as
  /// lottie-web's `setTripleAt` takes them.
  init(closed: Bool, triples: [(v: CGPoint, o: CGPoint, i: CGPoint)]) {
    self.closed = closed
    vertices = triples.map(\.v)
    outTangents = triples.map { CGPoint(x: $0.o.x - $0.v.x, y: $0.o.y - $0.v.y) }
    inTangents = triples.map { CGPoint(x: $0.i.x - $0.v.x, y: $0.i.y - $0.v.y) }
  }

  /// Parses a path value `{"c": …, "v": […], "i": […], "o": […]}`.
  static func parse(_ value: LottieValue) throws -> LottieBezier {
    let closed = try value.bool("c")
    func points(_ key: String) throws -> [CGPoint] {
      guard let list = value[key] else { return [] }
      return try list.array().map { item in
        let n = try item.numbers()
        guard n.count >= 2 else { throw item.invalid("a point [x, y]") }
        return CGPoint(x: n[0], y: n[1])
      }
    }
    let v = try points("v")
    var i = try points("i")
    var o = try points("o")
    if i.count != v.count {
      if value.has("i") && !i.isEmpty { throw try value.required("i").invalid("\(v.count) points") }
      i = Array(repeating: .zero, count: v.count)
    }
    if o.count != v.count {
      if value.has("o") && !o.isEmpty { throw try value.required("o").invalid("\(v.count) points") }
      o = Array(repeating: .zero, count: v.count)
    }
    return LottieBezier(closed: closed, vertices: v, inTangents: i, outTangents: o)
  }

  /// The contour with vertices and tangents interpolated towards `other`; nil when the
  /// vertex counts differ.
  func interpolated(to other: LottieBezier, _ p: Double) -> LottieBezier? {
    guard other.vertices.count == vertices.count else { return nil }
    func mix(_ a: [CGPoint], _ b: [CGPoint]) -> [CGPoint] {
      zip(a, b).map { CGPoint(x: $0.x + ($1.x - $0.x) * p, y: $0.y + ($1.y - $0.y) * p) }
    }
    return LottieBezier(
      closed: closed, vertices: mix(vertices, other.vertices),
      inTangents: mix(inTangents, other.inTangents),
      outTangents: mix(outTangents, other.outTangents))
  }

  /// The contour with every point mapped by `transform`.
  func applying(_ transform: CGAffineTransform) -> LottieBezier {
    func map(_ p: CGPoint) -> CGPoint {
      CGPoint(
        x: transform.a * p.x + transform.c * p.y + transform.tx,
        y: transform.b * p.x + transform.d * p.y + transform.ty)
    }
    func vector(_ p: CGPoint) -> CGPoint {
      CGPoint(x: transform.a * p.x + transform.c * p.y, y: transform.b * p.x + transform.d * p.y)
    }
    return LottieBezier(
      closed: closed, vertices: vertices.map(map), inTangents: inTangents.map(vector),
      outTangents: outTangents.map(vector))
  }

  /// Appends the contour to `path`: a move to the first vertex, one cubic per segment, a
  /// close when closed (nothing for a contour without vertices).
  ///
  /// The closing segment is a cubic too. Every segment is a cubic so that contours with equal
  /// vertex counts always have the same element structure (and so morph element by element).
  /// With `straightLines`, a segment whose two tangents are zero is a line, as lottie-ios
  /// builds its `CGPath` (`addLine` when the previous out-tangent and the next in-tangent are
  /// both zero): the same shape with fewer numbers to draw and write, for paths that do not
  /// morph (their element structure need not match another's).
  func append(to path: inout PathData, straightLines: Bool = false) {
    guard let first = vertices.first else { return }
    let n = vertices.count
    let segments = closed ? n : n - 1
    path.append(.move(to: first))
    for k in 0..<segments {
      let a = vertices[k]
      let next = k + 1 == n ? 0 : k + 1
      let b = vertices[next]
      if straightLines && outTangents[k] == .zero && inTangents[next] == .zero {
        path.append(.line(to: b))
        continue
      }
      path.append(
        .curve(
          to: b, control1: CGPoint(x: a.x + outTangents[k].x, y: a.y + outTangents[k].y),
          control2: CGPoint(x: b.x + inTangents[next].x, y: b.y + inTangents[next].y)))
    }
    if closed { path.append(.closeSubpath) }
  }
}

extension Array where Element == LottieBezier {
  /// The contours as one path (every segment a cubic).
  var pathData: PathData { pathData(straightLines: false) }

  /// The contours as one path; with `straightLines`, segments without tangents are lines
  /// (``LottieBezier/append(to:straightLines:)``).
  func pathData(straightLines: Bool) -> PathData {
    var path = PathData()
    for contour in self { contour.append(to: &path, straightLines: straightLines) }
    return path
  }
}
