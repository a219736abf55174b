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

  /// SVG path data: `M v0`, one cubic per segment, `Z` when closed.
  ///
  /// The closing segment is a cubic too. Every segment is a cubic so that contours with equal
  /// vertex counts always have the same element structure (and so morph element by element).
  var svg: String {
    var out = SVGBytes()
    appendSVG(to: &out)
    return out.string
  }

  /// SVG path data with a straight line (`L`) for every segment whose two tangents are zero.
  ///
  /// As lottie-ios builds its `CGPath` (`addLine` when the previous out-tangent and the next
  /// in-tangent are both zero): the same shape with fewer numbers to parse, draw and write.
  /// For paths that do not morph (their element structure need not match another's).
  var svgWithLines: String {
    var out = SVGBytes()
    appendSVG(to: &out, straightLines: true)
    return out.string
  }

  /// Appends ``svg`` (or, with `straightLines`, ``svgWithLines``) to `out` (nothing for a
  /// contour without vertices), number by number without intermediate strings.
  func appendSVG(to out: inout SVGBytes, straightLines: Bool = false) {
    guard let first = vertices.first else { return }
    let n = vertices.count
    let segments = closed ? n : n - 1
    out.bytes.reserveCapacity(out.bytes.count + 16 + segments * 72)
    out.bytes.append(UInt8(ascii: "M"))
    out.append(first)
    for k in 0..<segments {
      let a = vertices[k]
      let next = k + 1 == n ? 0 : k + 1
      let b = vertices[next]
      if straightLines && outTangents[k] == .zero && inTangents[next] == .zero {
        out.append(UInt8(ascii: " "), UInt8(ascii: "L"))
        out.append(b)
        continue
      }
      out.append(UInt8(ascii: " "), UInt8(ascii: "C"))
      out.append(CGPoint(x: a.x + outTangents[k].x, y: a.y + outTangents[k].y))
      out.bytes.append(UInt8(ascii: " "))
      out.append(CGPoint(x: b.x + inTangents[next].x, y: b.y + inTangents[next].y))
      out.bytes.append(UInt8(ascii: " "))
      out.append(b)
    }
    if closed { out.append(UInt8(ascii: " "), UInt8(ascii: "Z")) }
  }
}

extension LottieBezier {
  /// SVG path data being written as UTF-8 bytes (all ASCII), made a `String` once at the end.
  ///
  /// Numbers are written as ``SceneWriterJSON/format(_:)`` prints them, without a `String` per
  /// number: finite non-integral values through `Double.write(to:)` (the digits of `description`,
  /// which differs only for NaN payloads), integers digit by digit.
  struct SVGBytes: TextOutputStream {
    /// The bytes so far.
    var bytes: [UInt8] = []

    /// The path data as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends two ASCII bytes.
    mutating func append(_ first: UInt8, _ second: UInt8) {
      bytes.append(first)
      bytes.append(second)
    }

    /// Appends `x y`.
    mutating func append(_ p: CGPoint) {
      append(p.x)
      bytes.append(UInt8(ascii: " "))
      append(p.y)
    }

    /// Appends `d` exactly as ``SceneWriterJSON/format(_:)`` prints it (−0 as `0`).
    mutating func append(_ d: Double) {
      if d == 0 {
        bytes.append(UInt8(ascii: "0"))
      } else if d.rounded() == d && abs(d) < 1e15 {
        var v = Int64(d)
        if v < 0 {
          bytes.append(UInt8(ascii: "-"))
          v = -v
        }
        // At most 15 digits: fill a fixed buffer from its end.
        var digits: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
          var i = 16
          repeat {
            i -= 1
            buffer[i] = UInt8(truncatingIfNeeded: v % 10) &+ 48
            v /= 10
          } while v > 0
          bytes.append(contentsOf: buffer[i...])
        }
      } else if d.isFinite {
        d.write(to: &self)
      } else {
        write(d.description)
      }
    }

    /// Appends `string` (the `TextOutputStream` requirement).
    mutating func write(_ string: String) {
      bytes.append(contentsOf: string.utf8)
    }

    /// Appends ASCII bytes (what `Double.write(to:)` calls, avoiding a `String`).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
      bytes.append(contentsOf: buffer)
    }
  }
}

extension Array where Element == LottieBezier {
  /// The contours as one SVG path data string (every segment a cubic).
  var svg: String { svg(straightLines: false) }

  /// The contours as one SVG path data string; with `straightLines`, segments without
  /// tangents are lines (``LottieBezier/svgWithLines``).
  func svg(straightLines: Bool) -> String {
    var out = LottieBezier.SVGBytes()
    for contour in self where !contour.vertices.isEmpty {
      if !out.bytes.isEmpty { out.bytes.append(UInt8(ascii: " ")) }
      contour.appendSVG(to: &out, straightLines: straightLines)
    }
    return out.string
  }
}
