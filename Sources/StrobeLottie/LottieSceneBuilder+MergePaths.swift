import StrobeScene

/// A merge paths item (`mm`) of a shape list.
struct LottieMerge {
  /// The item's index in its list: it merges the paths listed before it.
  var index: Int
  /// `mm`: 1 merge, 2 add, 3 subtract, 4 intersect, 5 exclude intersections.
  var mode: Int
  /// The item's JSON path.
  var path: JSONPath
}

extension LottieSceneBuilder {
  /// Merge paths modes Strobe draws exactly for fills (all of them; see ``mergedFill``).
  static let mergeModeNames = [
    1: "merge", 2: "add", 3: "subtract", 4: "intersect", 5: "exclude intersections",
  ]

  /// A fill (`fl`) of paths merged by `merge`, drawn exactly with compositing.
  ///
  /// - 1 merge: one compound path (the fill's own rule), as without the item;
  /// - 2 add (union): each path filled opaque into one group, the fill's opacity on the group;
  /// - 3 subtract: the first path (top of the list) with the union of the others as an
  ///   `alphaInverted` mask (Strobe's `maskMode`, Cairo `DEST_OUT`);
  /// - 4 intersect: the first path masked by each of the others in turn;
  /// - 5 exclude intersections: one compound path filled even-odd (the parity of the paths;
  ///   exact when no single path overlaps itself).
  ///
  /// Each path keeps the fill's rule in 2–4. Exact up to antialiasing along shared edges.
  func mergedFill(_ item: LottieValue, merge: LottieMerge, geometry: [PathTrack]) throws
    -> SceneNode?
  {
    switch merge.mode {
    case 1:
      return try fill(item, geometry: geometry, trims: [])
    case 5:
      guard var node = try fill(item, geometry: geometry, trims: []) else { return nil }
      node.set("fillRule", .string("evenOdd"))
      return node
    default:
      break
    }
    var parts: [SceneNode] = []
    for track in geometry {
      guard var part = try fill(item, geometry: [track], trims: []) else { continue }
      part.properties.removeAll { $0.key == "opacity" }
      part.animations.removeAll { Self.animates($0, keyPath: "opacity") }
      parts.append(part)
    }
    guard let first = parts.first else { return nil }
    var container = SceneNode()
    try opacity(item, on: &container)
    switch merge.mode {
    case 2:
      container.sublayers = parts
    case 3:
      var host = SceneNode()
      host.sublayers = [first]
      if parts.count > 1 {
        var others = SceneNode()
        others.sublayers = Array(parts.dropFirst())
        host.masks = [others]
        host.set("maskMode", .string("alphaInverted"))
      }
      container.sublayers = [host]
    default:  // 4
      var node = first
      for part in parts.dropFirst() {
        var host = SceneNode()
        host.sublayers = [node]
        host.masks = [part]
        node = host
      }
      container.sublayers = [node]
    }
    return container
  }

  /// Whether a scene animation object animates `keyPath`.
  static func animates(_ animation: SceneWriterJSON, keyPath: String) -> Bool {
    guard case .object(let members) = animation else { return false }
    return members.contains {
      guard $0.key == "keyPath", case .string(let s) = $0.value else { return false }
      return s == keyPath
    }
  }
}

extension LottieSceneBuilder {
  /// Whether `merge` is drawn exactly for the paint `item` over the paths at `geometry`
  /// (their item indices); reports it otherwise (the paths are then painted unmerged).
  ///
  /// Exact: fills (`fl`) whose paths all come before the merge, without trims, in modes
  /// 1–5; mode 1 on any paint (a compound path is what paints draw anyway). Reported:
  /// strokes and gradients after modes 2–5 (the merged outline would need boolean path
  /// operations), paths listed between the merge and the paint, trims, unknown modes.
  func mergeApplies(
    _ merge: LottieMerge, to item: LottieValue, geometry: [Int], trims: [LottieTrim]
  ) throws -> Bool {
    let kind = try item.string("ty")
    guard let name = Self.mergeModeNames[merge.mode] else {
      try diagnostics.warn(
        merge.path, value: "\"mm\"", "unknown merge paths mode \(merge.mode); paths drawn unmerged")
      return false
    }
    if merge.mode == 1 { return kind == "fl" && trims.allSatisfy(\.isIdentity) }
    let reason: String?
    if kind != "fl" {
      reason = "\(name) merge paths on strokes and gradients need boolean path operations"
    } else if geometry.contains(where: { $0 > merge.index }) {
      reason = "paths listed after a merge paths item are not merged"
    } else if !trims.allSatisfy(\.isIdentity) {
      reason = "merge paths with trim paths are not supported"
    } else {
      reason = nil
    }
    if let reason {
      try diagnostics.warn(merge.path, value: "\"mm\"", reason + "; paths drawn unmerged")
      return false
    }
    return true
  }
}
