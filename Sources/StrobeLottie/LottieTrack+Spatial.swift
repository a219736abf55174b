extension LottieTrack where Value == [Double] {
  /// Whether any segment has non-zero spatial tangents (`to`/`ti`): the value then moves
  /// along a cubic curve between keyframes.
  var hasSpatialTangents: Bool {
    keyframes.dropLast().contains { k in
      (k.spatialOut ?? []).contains { $0 != 0 } || (k.spatialIn ?? []).contains { $0 != 0 }
    }
  }

  /// The value at `frame` with spatial tangents applied the way lottie-web does: the eased
  /// progress is the fraction of the segment's arc length (approximated by 100 chords).
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
    let c1 = [a[0] + to[0], a[1] + to[1]]
    let c2 = [b[0] + ti[0], b[1] + ti[1]]
    func point(_ t: Double) -> [Double] {
      let u = 1 - t
      return (0..<2).map { d in
        u * u * u * a[d] + 3 * u * u * t * c1[d] + 3 * u * t * t * c2[d] + t * t * t * b[d]
      }
    }
    let n = 100
    var lengths = [0.0]
    var previous = point(0)
    for s in 1...n {
      let q = point(Double(s) / Double(n))
      lengths.append(
        lengths[s - 1]
          + ((q[0] - previous[0]) * (q[0] - previous[0]) + (q[1] - previous[1])
            * (q[1] - previous[1]))
          .squareRoot())
      previous = q
    }
    let target = p * lengths[n]
    var s = 1
    while s < n, lengths[s] < target { s += 1 }
    let span = lengths[s] - lengths[s - 1]
    let local = span > 0 ? (target - lengths[s - 1]) / span : 0
    return point((Double(s - 1) + local) / Double(n))
  }
}
