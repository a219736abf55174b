import Foundation
import StrobeGeometry
import StrobeScene

extension LottieSceneBuilder {
  /// A repeater (`rp`) as a `CAReplicatorLayer` around the layers drawn by the items before
  /// it; nil (reported) when Core Animation's repeated transform cannot match Lottie's.
  ///
  /// Lottie gives copy k the transform `T(−a)·S^k·R^k·T(a)·T(k·p)` and the opacity
  /// `so + (eo − so)·k/(c − 1)`; a replicator applies `instanceTransform^k`, which is the same
  /// when the transform is a pure translation (no rotation, scale 100 %) or has no
  /// translation and a uniform scale. Opacity becomes `instanceColor` alpha so/100 with
  /// `instanceAlphaOffset` per copy (both multiply each colour's alpha, as lottie-web applies
  /// the copy's opacity to each paint). Reported: animated repeater properties (the first
  /// value is used), an offset `o` ≠ 0, composite mode "below" (`m` 2), skew (`tr.sk` ≠ 0,
  /// ignored), and transforms outside the exact cases (the content is drawn once).
  func repeater(_ item: LottieValue, content: [SceneNode]) throws -> SceneNode? {
    func owner(_ owner: LottieValue, hasNonZero key: String) throws -> Bool {
      let track = try owner.numberTrack(key, diagnostics, default: [0])
      return track.isAnimated || track.initial.contains { $0 != 0 }
    }
    func value(_ owner: LottieValue, _ key: String, _ fallback: [Double]) throws -> [Double] {
      let track = try owner.numberTrack(key, diagnostics, default: fallback)
      if track.isAnimated, let v = owner[key] {
        try diagnostics.warn(
          v.path, "animated repeater properties are not supported; the first value is used")
      }
      return track.initial
    }
    let copies = (try value(item, "c", [1]).first ?? 1).rounded()
    // Each copy repeats every layer of the content (as the replicator's instances, counted
    // against the scene's layers): refused here before 1e300 copies become an Int.
    try checkLimit(
      .layers, count: copies * Double(max(content.count, 1)), at: item["c"] ?? item, scene: true)
    let count = max(Int(saturating: copies), 0)
    let offset = try value(item, "o", [0]).first ?? 0
    if offset != 0, let o = item["o"] {
      try diagnostics.warn(o.path, "repeater offsets are not supported; ignored")
    }
    if try item.number("m", default: 1) == 2, let m = item["m"] {
      try diagnostics.warn(
        m.path, value: m.summary,
        "repeater composite \"below\" is not supported; copies drawn above")
    }
    guard let tr = item["tr"] else { return nil }
    if let sk = tr["sk"], try owner(tr, hasNonZero: "sk") {
      try diagnostics.warn(sk.path, "skew in a repeater transform is not supported; ignored")
    }
    let a = try value(tr, "a", [0, 0])
    let p = try value(tr, "p", [0, 0])
    let s = try value(tr, "s", [100, 100]).map { $0 / 100 }
    let r = (try value(tr, "r", [0]).first ?? 0) * Double.pi / 180
    let so = (try value(tr, "so", [100]).first ?? 100) / 100
    let eo = (try value(tr, "eo", [100]).first ?? 100) / 100
    let sx = s.first ?? 1
    let sy = s.dropFirst().first ?? sx
    let translates = (p.first ?? 0) != 0 || (p.dropFirst().first ?? 0) != 0
    let pureTranslation = r == 0 && sx == 1 && sy == 1
    guard pureTranslation || (!translates && (r == 0 || sx == sy)) else {
      try diagnostics.warn(
        tr.path,
        "a repeater transform combining translation with rotation or scale is not supported; drawn once"
      )
      return nil
    }
    let ax = a.first ?? 0
    let ay = a.dropFirst().first ?? 0
    var steps: [SceneWriterJSON] = [.object([("translate", .numbers([-ax, -ay, 0]))])]
    if sx != 1 || sy != 1 { steps.append(.object([("scale", .numbers([sx, sy, 1]))])) }
    if r != 0 { steps.append(.object([("rotate", .number(r)), ("axis", .numbers([0, 0, 1]))])) }
    steps.append(
      .object([("translate", .numbers([ax + (p.first ?? 0), ay + (p.dropFirst().first ?? 0), 0]))]))
    var node = SceneNode(type: "replicator")
    node.origin = LottieOrigin(item)
    node.set("instanceCount", .number(Double(max(count, 0))))
    node.set("instanceTransform", .array(steps))
    node.set("instanceColor", .numbers([1, 1, 1, so]))
    if count > 1, eo != so {
      node.set("instanceAlphaOffset", .number((eo - so) / Double(count - 1)))
    }
    node.sublayers = content
    return node
  }
}
