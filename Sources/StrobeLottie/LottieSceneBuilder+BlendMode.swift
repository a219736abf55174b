import StrobeCore
import StrobeScene

extension LottieSceneBuilder {
  /// The Core Animation compositing filter of each Lottie layer blend mode `bm` Cairo draws.
  ///
  /// 1–15 are the W3C blend modes, 16 (add) is Porter–Duff plus (docs/lottie.md §Supported
  /// features); 0 is normal, 17 (hard mix) has no Cairo operator.
  static let blendFilters: [Int: CompositingFilter] = [
    1: .multiplyBlendMode, 2: .screenBlendMode, 3: .overlayBlendMode, 4: .darkenBlendMode,
    5: .lightenBlendMode, 6: .colorDodgeBlendMode, 7: .colorBurnBlendMode,
    8: .hardLightBlendMode, 9: .softLightBlendMode, 10: .differenceBlendMode,
    11: .exclusionBlendMode, 12: .hueBlendMode, 13: .saturationBlendMode, 14: .colorBlendMode,
    15: .luminosityBlendMode, 16: .additionCompositing,
  ]

  /// Sets the compositing filter of the Lottie layer's blend mode `bm` on `node`, the
  /// outermost scene layer of the Lottie layer (its track-matte host when it has a matte, so
  /// the matted result is blended, as thorvg draws it).
  ///
  /// The layer's subtree then composites onto everything drawn beneath it, also outside an
  /// enclosing precomposition (thorvg, lottie-android and lottie-ios do not isolate a
  /// precomposition's blending; After Effects does unless its transformations are
  /// collapsed). Hard mix (17) and values outside 0…17 are reported and drawn normally.
  func blendMode(_ layer: LottieValue, on node: inout SceneNode) throws {
    guard let bm = layer["bm"] else { return }
    let mode = Int(saturating: try bm.number())
    guard mode != 0 else { return }
    guard let filter = Self.blendFilters[mode] else {
      let what = mode == 17 ? "the blend mode hard mix" : "this blend mode"
      try diagnostics.warn(bm.path, value: bm.summary, "\(what) is not supported; drawn normally")
      return
    }
    if node.type == SceneLayerType.transform.rawValue {
      // A CATransformLayer ignores its compositing filter: a 3-D layer's chain blends
      // through an ordinary host (where its z is dropped anyway, docs/lottie.md §3-D layers).
      var host = SceneNode()
      host.sublayers = [node]
      node = host
    }
    node.set("compositingFilter", .string(filter.rawValue))
  }
}
