import Foundation
import StrobeGeometry

extension LottieTrack where Value == [Double] {
  /// Whether any segment has non-zero spatial tangents (`to`/`ti`): the value then moves
  /// along a cubic curve between keyframes.
  var hasSpatialTangents: Bool {
    keyframes.dropLast().contains { k in
      (k.spatialOut ?? []).contains { $0 != 0 } || (k.spatialIn ?? []).contains { $0 != 0 }
    }
  }

  /// The value at `frame` with spatial tangents applied the way lottie-web does: the eased
  /// progress is the fraction of the segment's arc length (StrobeGeometry's exact `PathMeasure`).
  func spatialValue(at frame: Double) -> [Double] {
    let (i, p) = locate(frame)
    guard i < keyframes.count - 1, p > 0 else { return keyframes[i].value }
    let k = keyframes[i]
    let a = k.value
    let b = keyframes[i + 1].value
    let to = k.spatialOut ?? []
    let ti = k.spatialIn ?? []
    guard a.count >= 2, b.count >= 2, to.count >= 2, ti.count >= 2,
      to.contains(where: { $0 != 0 }) || ti.contains(where: { $0 != 0 })
    else { return value(at: frame) }
    let c1 = CGPoint(x: a[0] + to[0], y: a[1] + to[1])
    let c2 = CGPoint(x: b[0] + ti[0], y: b[1] + ti[1])
    let end = CGPoint(x: b[0], y: b[1])
    let curve = PathData([
      .move(to: CGPoint(x: a[0], y: a[1])), .curve(to: end, control1: c1, control2: c2),
    ])
    guard let segment = PathMeasure(curve).contours.first?.segments.first, segment.length > 0
    else { return value(at: frame) }
    let q = segment.point(at: segment.parameter(atDistance: p * segment.length))
    return [Double(q.x), Double(q.y)]
  }
}
