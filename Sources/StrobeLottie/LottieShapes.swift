import Foundation
import StrobeGeometry

/// Lottie's parametric shapes as contours, exactly as lottie-web builds them.
enum LottieShapes {
  /// A rectangle (`rc`): centre `p`, size `s`, corner roundness `r`.
  ///
  /// The roundness is clamped to half the smaller side. Starts at the top-right corner (below its rounding) and runs clockwise
  /// (direction 3 reverses it, keeping the start). `forceRounded` keeps the 8-vertex form
  /// even for roundness 0, so an animated roundness keeps one element structure.
  static func rectangle(
    center p: [Double], size s: [Double], roundness r: Double, reversed: Bool,
    forceRounded: Bool = false
  ) -> LottieBezier {
    let hw = s[0] / 2
    let hh = s[1] / 2
    let round = max(min(hw, hh, r), 0)
    let c = round * (1 - LottieBezier.roundness)
    let right = p[0] + hw
    let left = p[0] - hw
    let top = p[1] - hh
    let bottom = p[1] + hh
    func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    var triples: [(v: CGPoint, o: CGPoint, i: CGPoint)]
    if round == 0 && !forceRounded {
      triples = [
        (pt(right, top), pt(right, top), pt(right, top)),
        (pt(right, bottom), pt(right, bottom), pt(right, bottom)),
        (pt(left, bottom), pt(left, bottom), pt(left, bottom)),
        (pt(left, top), pt(left, top), pt(left, top)),
      ]
    } else {
      triples = [
        (pt(right, top + round), pt(right, top + round), pt(right, top + c)),
        (pt(right, bottom - round), pt(right, bottom - c), pt(right, bottom - round)),
        (pt(right - round, bottom), pt(right - round, bottom), pt(right - c, bottom)),
        (pt(left + round, bottom), pt(left + c, bottom), pt(left + round, bottom)),
        (pt(left, bottom - round), pt(left, bottom - round), pt(left, bottom - c)),
        (pt(left, top + round), pt(left, top + c), pt(left, top + round)),
        (pt(left + round, top), pt(left + round, top), pt(left + c, top)),
        (pt(right - round, top), pt(right - c, top), pt(right - round, top)),
      ]
    }
    let contour = LottieBezier(closed: true, triples: triples)
    return reversed ? contour.reversedKeepingStart : contour
  }

  /// An ellipse (`el`): centre `p`, size `s`; starts at the top and runs clockwise
  /// (direction 3: counter-clockwise), four cubic arcs with lottie-web's 0.5519 constant.
  static func ellipse(center p: [Double], size s: [Double], reversed: Bool) -> LottieBezier {
    let rx = s[0] / 2
    let ry = s[1] / 2
    let k = LottieBezier.roundness
    let vertices = [
      CGPoint(x: p[0], y: p[1] - ry), CGPoint(x: p[0] + rx, y: p[1]),
      CGPoint(x: p[0], y: p[1] + ry), CGPoint(x: p[0] - rx, y: p[1]),
    ]
    let outT = [
      CGPoint(x: rx * k, y: 0), CGPoint(x: 0, y: ry * k), CGPoint(x: -rx * k, y: 0),
      CGPoint(x: 0, y: -ry * k),
    ]
    let inT = outT.map { CGPoint(x: -$0.x, y: -$0.y) }
    let contour = LottieBezier(closed: true, vertices: vertices, inTangents: inT, outTangents: outT)
    return reversed ? contour.reversedKeepingStart : contour
  }

  /// A star (`sy` 1) or polygon (`sy` 2) (`sr`): `pt` points, outer/inner radius and
  /// roundness (percent), rotation in degrees; first point straight up (rotated by `r`),
  /// clockwise (direction 3: counter-clockwise), as lottie-web's star shape.
  static func polystar(
    star: Bool, center p: [Double], points: Double, rotation: Double, outerRadius: Double,
    innerRadius: Double, outerRoundness: Double, innerRoundness: Double, reversed: Bool
  ) -> LottieBezier {
    let whole = Int(saturating: points.rounded(.down))
    let count = star ? whole.multipliedReportingOverflow(by: 2).partialValue : whole
    guard count > 0 else {
      return LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: [])
    }
    let angle = 2 * Double.pi / Double(count)
    let dir: Double = reversed ? -1 : 1
    var current = -Double.pi / 2 + rotation * Double.pi / 180
    var triples: [(v: CGPoint, o: CGPoint, i: CGPoint)] = []
    for i in 0..<count {
      let long = !star || i % 2 == 0
      let rad = long ? outerRadius : innerRadius
      let roundness = (long ? outerRoundness : innerRoundness) / 100
      let perim =
        star ? 2 * Double.pi * rad / (Double(count) * 2) : 2 * Double.pi * rad / (Double(count) * 4)
      var x = rad * cos(current)
      var y = rad * sin(current)
      let len = (x * x + y * y).squareRoot()
      let ox = len == 0 ? 0 : y / len
      let oy = len == 0 ? 0 : -x / len
      x += p[0]
      y += p[1]
      let h = perim * roundness * dir
      triples.append(
        (
          CGPoint(x: x, y: y), CGPoint(x: x - ox * h, y: y - oy * h),
          CGPoint(x: x + ox * h, y: y + oy * h)
        ))
      current += angle * dir
    }
    return LottieBezier(closed: true, triples: triples)
  }
}

extension LottieBezier {
  /// The same contour traversed backwards from the same first vertex.
  var reversedKeepingStart: LottieBezier {
    guard vertices.count > 1 else { return self }
    let order = [0] + Array((1..<vertices.count).reversed())
    return LottieBezier(
      closed: closed, vertices: order.map { vertices[$0] },
      inTangents: order.map { outTangents[$0] },
      outTangents: order.map { inTangents[$0] })
  }
}
