import Foundation
import StrobeCore
import StrobeGeometry

extension AnimatedSVGBuild {
  /// Why a replicator's copies cannot be written as mapped copies of its sublayers, or nil
  /// when they can (docs/animated-output.md §Replicators).
  ///
  /// Each copy is its sublayers again, under the copy's fixed transform, at a fixed opacity,
  /// in a time space shifted by k · `instanceDelay`. That holds when the replicator's own
  /// values do not change over the window, its instance transform is 2-D, no copy is tinted
  /// (a colour multiplier other than white) and, when a copy is faded, what it fades is one
  /// paint (Strobe multiplies each paint of a copy by the copy's alpha; SVG's group opacity
  /// agrees with that only where the paints do not overlap).
  func replicatorReason(_ snaps: [PresentationLayer]) -> String? {
    guard case .replicator(let r0) = snaps[0].content else { return nil }
    for s in snaps {
      guard case .replicator(let r) = s.content, r.state == r0.state else {
        return "replicator values that change"
      }
      if s.state.bounds != snaps[0].state.bounds { return "a replicator whose bounds change" }
    }
    let state = r0.state
    if !state.instanceTransform.isAffine { return "a 3-D instance transform" }
    var faded = false
    for copy in ReplicatorInstances(state, bounds: snaps[0].state.bounds) {
      let c = copy.color
      if c.r != 1 || c.g != 1 || c.b != 1 { return "replicator copies tinted by a colour" }
      if c.a < 1 { faded = true }
    }
    if faded {
      for s in snaps {
        guard case .replicator(let r) = s.content else { continue }
        for k in 0..<state.instanceCount {
          let painted = r.sublayers(ofInstance: k, base: s.sublayers).reduce(0) {
            $0 + Self.paintCount($1)
          }
          if painted > 1 { return "replicator copies that fade several paints" }
        }
      }
    }
    return nil
  }

  /// How many paints a subtree draws (a background, a border, a fill, a stroke, a gradient,
  /// an image or text, a shadow each count one); hidden or fully transparent layers none.
  static func paintCount(_ l: PresentationLayer) -> Int {
    let st = l.state
    if st.isHidden || st.opacity <= 0 { return 0 }
    var n = 0
    if st.backgroundColor.map({ $0.alpha > 0 }) == true, !st.bounds.isEmpty { n += 1 }
    if st.borderWidth > 0 { n += 1 }
    if st.contents != nil { n += 1 }
    if st.shadowOpacity > 0 { n += 1 }
    switch l.content {
    case .plain, .transformLayer: break
    case .shape(let shape):
      if shape.path != nil {
        if shape.fillColor.map({ $0.alpha > 0 }) == true { n += 1 }
        if shape.strokeColor.map({ $0.alpha > 0 }) == true, shape.lineWidth > 0 { n += 1 }
      }
    case .gradient, .text: n += 1
    case .replicator(let r):
      // Nested copies overlap in general: count each copy's paints.
      for k in 0..<max(r.state.instanceCount, 0) {
        n += r.sublayers(ofInstance: k, base: l.sublayers).reduce(0) { $0 + paintCount($1) }
      }
      return n
    }
    return n + l.sublayers.reduce(0) { $0 + paintCount($1) }
  }

  /// The copies of a mapped replicator's sublayers, in its sublayer space: copy k under
  /// `Tr(−c) · instanceTransformᵏ · Tr(c)`, at the opacity of its colour's alpha, its
  /// sublayers in the time space `map` shifted back by k · `instanceDelay`
  /// (docs/animated-output.md §Replicators).
  func replicatorCopies(
    _ layer: CALayer, snaps: [PresentationLayer], map: TimeMap, path: String
  ) throws -> String {
    guard case .replicator(let r0) = snaps[0].content else { return "" }
    let state = r0.state
    let subs = layer.sublayers ?? []
    var out = ""
    // As the presentation does: a delay that is not finite shifts no copy.
    let delay = state.instanceDelay.isFinite ? state.instanceDelay : 0
    for copy in ReplicatorInstances(state, bounds: snaps[0].state.bounds) {
      let k = copy.index
      let alpha = copy.color.a
      guard alpha > 0 else { continue }
      let m = copy.transform
      let copySnaps = snaps.map { s -> [PresentationLayer] in
        guard case .replicator(let r) = s.content else { return s.sublayers }
        return r.sublayers(ofInstance: k, base: s.sublayers)
      }
      let shifted = TimeMap(scale: map.scale, offset: map.offset - Double(k) * delay)
      var attributes = ""
      if !m.isIdentity { attributes += " transform=\"\(CSSFormat.matrix(m))\"" }
      if alpha < 1 { attributes += " style=\"opacity:\(CSSFormat.number(alpha))\"" }
      var body = ""
      for j in DrawListBuilder.zOrder(copySnaps[0]) {
        body += try emit(
          subs[j], snaps: copySnaps.map { $0[j] }, map: shifted,
          path: Self.path(path, subs[j], index: j))
      }
      out += attributes.isEmpty ? body : "<g\(attributes)>\n" + body + "</g>\n"
    }
    return out
  }
}
