import StrobeScene

extension LottieSceneBuilder {
  /// A layer's masks (`masksProperties`) as a Core Animation mask: one shape layer per
  /// additive mask (union of their alphas, each with its opacity).
  ///
  /// Modes other than add (`a`) and none (`n`), inverted masks and mask expansion are
  /// reported and skipped.
  func masks(_ list: LottieValue) throws -> [SceneNode] {
    var shapes: [SceneNode] = []
    for mask in try list.array() {
      let modeValue = mask["mode"]
      let mode = try modeValue?.string() ?? "a"
      if mode == "n" { continue }
      guard mode == "a" else {
        let names = [
          "s": "subtract", "i": "intersect", "l": "lighten", "d": "darken", "f": "difference",
        ]
        try diagnostics.warn(
          modeValue?.path ?? mask.path, value: modeValue?.summary ?? "",
          "\(names[mode] ?? "unknown") masks are not supported; mask skipped")
        continue
      }
      if try mask.bool("inv") {
        try diagnostics.warn(
          mask.path.appending(key: "inv"), value: "true",
          "inverted masks are not supported; mask skipped")
        continue
      }
      if let x = mask["x"] {
        let track = try x.numberTrack(diagnostics)
        if track.isAnimated || (track.initial.first ?? 0) != 0 {
          try diagnostics.warn(x.path, "mask expansion is not supported; ignored")
        }
      }
      var node = SceneNode(type: "shape")
      let track = try mask.required("pt").track(diagnostics, LottieBezier.parse)
      setPath(PathTrack(track), on: &node)
      node.set("fillColor", .numbers([0, 0, 0, 1]))
      try opacity(mask, on: &node)
      shapes.append(node)
    }
    guard !shapes.isEmpty else { return [] }
    if shapes.count == 1 { return shapes }
    var container = SceneNode()
    container.sublayers = shapes
    return [container]
  }
}
