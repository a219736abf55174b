import Foundation
import StrobeCore
import StrobeGeometry

extension AnimatedSVGBuild {
  /// Cairo's SVG of the tree `root` (drawn as a sublayer of the canvas would be), as a
  /// nested `<svg>` placed at (`dx`, `dy`) of the current space, its ids under a prefix of
  /// its own (docs/animated-output.md §Animated SVG).
  func piece(_ root: PresentationLayer, dx: Double, dy: Double) throws -> String {
    guard draws else { return "" }
    var shifted = root
    shifted.state.position.x += CGFloat(margin)
    shifted.state.position.y += CGFloat(margin)
    let size = CGSize(
      width: canvasSize.width + CGFloat(2 * margin), height: canvasSize.height + CGFloat(2 * margin)
    )
    var r = renderer
    r.svgIDPrefix = prefix + "c\(newID())-"
    let data = try r.svgData(builder.build(root: shifted, canvasSize: size, background: nil))
    var text = String(decoding: data, as: UTF8.self)
    if text.hasPrefix("<?xml"), let end = text.firstIndex(of: "\n") {
      text = String(text[text.index(after: end)...])
    }
    let x = CSSFormat.number(dx - margin)
    let y = CSSFormat.number(dy - margin)
    if let open = text.range(of: "<svg ") {
      text.replaceSubrange(open, with: "<svg x=\"\(x)\" y=\"\(y)\" overflow=\"visible\" ")
    }
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  /// The subtree drawn by Cairo at each sample time and shown frame by frame (equal
  /// neighbouring frames merged); every animation in it is reported.
  func flipbook(_ layer: CALayer, snaps: [PresentationLayer], path: String, reason: String)
    throws -> String
  {
    report(layer, path: path, reason: .flipbook(detail: reason))
    var starts: [Int] = [0]
    for i in snaps.indices.dropFirst() where snaps[i] != snaps[i - 1] { starts.append(i) }
    if starts.count == 1 {
      return snaps[0].state.isHidden ? "" : try piece(snaps[0], dx: 0, dy: 0)
    }
    usesFlipbook = true
    // Frame k shows from halfway between its first sample and the one before to halfway to
    // the next run's (so a sample time is inside its frame), times rounded once so that
    // neighbouring frames meet exactly.
    func boundary(_ i: Int) -> Double {
      i == 0 ? 0 : (CSSFormat.number((times[i - 1] + times[i]) / 2 - from) as NSString).doubleValue
    }
    var out = ""
    for (k, start) in starts.enumerated() {
      let id = prefix + "f\(newID())"
      let begin = boundary(start)
      let isLast = k == starts.count - 1
      let end = isLast ? begin + 1 : boundary(starts[k + 1])
      let fill = k == 0 ? "backwards" : isLast ? "forwards" : "none"
      css.append(
        "\(CSSFormat.selector(id)){visibility:hidden;animation:\(prefix)show "
          + "\(CSSFormat.number(end - begin))s linear \(CSSFormat.number(begin))s 1 normal \(fill)}"
      )
      let content = snaps[start].state.isHidden ? "" : try piece(snaps[start], dx: 0, dy: 0)
      out += "<g id=\"\(id)\">\n" + content + "</g>\n"
    }
    return out
  }

  /// Reports every animation of `layer`'s subtree as sampled for `reason`; a subtree that
  /// changes without one is reported under the key path `*`.
  func report(_ layer: CALayer, path: String, reason: AnimatedSVGSample.Reason) {
    var any = false
    func walk(_ l: CALayer, _ p: String) {
      for anim in l.frozenAnimations {
        any = true
        for keyPath in Self.keyPaths(of: anim) {
          sampled.append(
            AnimatedSVGSample(layer: p.isEmpty ? "root" : p, keyPath: keyPath, reason: reason))
        }
      }
      if let mask = l.mask { walk(mask, p.isEmpty ? "mask" : p + "/mask") }
      for (i, s) in (l.sublayers ?? []).enumerated() { walk(s, Self.path(p, s, index: i)) }
    }
    walk(layer, path)
    if !any {
      sampled.append(
        AnimatedSVGSample(layer: path.isEmpty ? "root" : path, keyPath: "*", reason: reason))
    }
  }

  /// The key paths an animation drives (`transition` for a transition).
  static func keyPaths(of anim: FrozenAnimation) -> [String] {
    switch anim.body {
    case .property(let track): return [track.property.keyPath]
    case .group(let children): return children.flatMap(keyPaths(of:))
    case .transition: return ["transition"]
    }
  }
}
