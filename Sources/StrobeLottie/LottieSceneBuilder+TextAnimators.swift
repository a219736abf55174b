import Foundation
import StrobeCore
import StrobeGeometry
import StrobeScene

extension LottieSceneBuilder {
  /// A text animator of a Lottie text layer (`t.a[i]`) read for the scene: the animator
  /// with its static values and the tracks of its animated ones (docs/lottie.md §Text
  /// animators).
  struct TextAnimatorImport {
    /// The animator with every value at its first keyframe (`end` fixed per document when
    /// an index selector has none).
    var animator: TextAnimator
    /// Whether an index-units selector has no `e` (its end is the document's letter count,
    /// as lottie-web sets it).
    var endsAtLetterCount: Bool
    /// The animated keys: the key, its frames, scene values and easings.
    var tracks:
      [(key: String, frames: [Double], values: [SceneWriterJSON], easings: [LottieEasing])]
  }

  /// The keys of a Lottie text animator's properties (`t.a[i].a`) Strobe draws.
  private static let textAnimatorPropertyKeys: Set<String> = [
    "o", "p", "a", "s", "r", "sk", "sa", "t", "fc", "sc", "sw", "fh", "fs", "fb",
  ]

  /// What the text animator properties Strobe does not draw are (for the warning).
  private static let unsupportedTextAnimatorProperties = [
    "rx": "x rotation", "ry": "y rotation", "bl": "blur", "fo": "fill opacity",
    "so": "stroke opacity", "ls": "line spacing", "sh": "stroke hue",
    "ss": "stroke saturation", "sb": "stroke brightness",
  ]

  /// Reads the text animators `t.a` and the anchor grouping `t.m` of a text layer,
  /// reporting what is not drawn.
  func textAnimators(_ t: LottieValue) throws -> (
    animators: [TextAnimatorImport], grouping: TextAnimatorGrouping, alignment: CGPoint
  ) {
    var imports: [TextAnimatorImport] = []
    if let list = t["a"] {
      for (i, item) in try list.array().enumerated() {
        if let animator = try textAnimator(item, name: "a\(i)") { imports.append(animator) }
      }
    }
    var grouping = TextAnimatorGrouping.characters
    var alignment = CGPoint.zero
    if let m = t["m"], !imports.isEmpty {
      if let g = m["g"] {
        switch Int(saturating: try g.number()) {
        case 2: grouping = .words
        case 3: grouping = .lines
        case 1: break
        default:
          try diagnostics.warn(
            g.path, value: g.summary,
            "anchor point grouping \"all\" is not supported; characters are grouped one by one, as lottie-web groups them"
          )
        }
      }
      let a = try m.numberTrack("a", diagnostics, default: [0, 0])
      if a.isAnimated, let source = m["a"] {
        try diagnostics.warn(
          source.path,
          "animated grouping alignment is not supported; the first keyframe's value is used")
      }
      alignment = CGPoint(x: a.initial[0] / 100, y: a.initial[1] / 100)
    }
    return (imports, grouping, alignment)
  }

  /// One text animator (`t.a[i]`), nil when its selector cannot be drawn (reported).
  private func textAnimator(_ item: LottieValue, name: String) throws -> TextAnimatorImport? {
    var animator = TextAnimator(name: name)
    var tracks: [(String, [Double], [SceneWriterJSON], [LottieEasing])] = []
    let selector = try item.required("s")
    if let type = selector["t"], Int(saturating: try type.number()) != 0 {
      try diagnostics.warn(
        type.path, value: type.summary,
        "expression selectors are not supported; the animator is not applied")
      return nil
    }
    if let units = selector["r"] {
      switch Int(saturating: try units.number()) {
      case 2: animator.selector.units = .index
      case 1: break
      default:
        try diagnostics.warn(
          units.path, value: units.summary, "unknown range units; percentage used")
      }
    }
    if let basis = selector["b"] {
      let bases: [Int: TextRangeSelector.Basis] = [
        1: .characters, 2: .charactersExcludingSpaces, 3: .words, 4: .lines,
      ]
      if let b = bases[Int(saturating: try basis.number())] {
        animator.selector.basedOn = b
      } else {
        try diagnostics.warn(
          basis.path, value: basis.summary, "unknown range basis; characters used")
      }
    }
    if let shape = selector["sh"] {
      let shapes: [Int: TextRangeSelector.Shape] = [
        1: .square, 2: .rampUp, 3: .rampDown, 4: .triangle, 5: .round, 6: .smooth,
      ]
      if let s = shapes[Int(saturating: try shape.number())] {
        animator.selector.shape = s
      } else {
        try diagnostics.warn(shape.path, value: shape.summary, "unknown range shape; square used")
      }
    }
    if let rn = selector["rn"], try rn.number() != 0 {
      animator.selector.randomizesOrder = true
      try diagnostics.warn(
        rn.path, value: rn.summary,
        "randomised order is drawn in a fixed shuffled order; the players shuffle at random on each load"
      )
    }
    // Selector values: Lottie units → scene units (fractions for the percentages of
    // amount, eases and smoothness).
    let selectorKeys: [(lottie: String, key: String, scale: Double)] = [
      ("s", "start", 1), ("e", "end", 1), ("o", "offset", 1), ("a", "amount", 0.01),
      ("xe", "easeHigh", 0.01), ("ne", "easeLow", 0.01), ("sm", "smoothness", 0.01),
    ]
    for (lottie, key, scale) in selectorKeys {
      guard let property = selector[lottie] else { continue }
      let track = try property.numberTrack(diagnostics).map { ($0.first ?? 0) * scale }
      animator.setValue(.number(track.initial), forKey: key)
      if track.isAnimated {
        tracks.append((key, track.frames, track.keyframes.map { .number($0.value) }, track.easings))
      }
    }
    // Properties.
    if let properties = item["a"] {
      guard case .object(let object) = properties.json.kind else {
        throw properties.invalid("an object of animated text properties")
      }
      for member in object.members where !Self.textAnimatorPropertyKeys.contains(member.key) {
        let path = properties.path.appending(key: member.key)
        let what = Self.unsupportedTextAnimatorProperties[member.key].map { " (\($0))" } ?? ""
        try diagnostics.warn(
          path, "this text animator property\(what) is not supported; it is ignored")
      }
      for key in ["o", "p", "a", "s", "r", "sk", "sa", "t", "fc", "sc", "sw", "fh", "fs", "fb"] {
        guard let property = properties[key] else { continue }
        try textAnimatorProperty(key, property, into: &animator, tracks: &tracks)
      }
    }
    return TextAnimatorImport(
      animator: animator,
      endsAtLetterCount: animator.selector.units == .index && selector["e"] == nil,
      tracks: tracks.map { (key: $0.0, frames: $0.1, values: $0.2, easings: $0.3) })
  }

  /// Reads one animated text property into `animator` (its first value) and `tracks`.
  private func textAnimatorProperty(
    _ lottieKey: String, _ property: LottieValue, into animator: inout TextAnimator,
    tracks: inout [(String, [Double], [SceneWriterJSON], [LottieEasing])]
  ) throws {
    func scalar(_ key: String, _ scale: Double) throws {
      let track = try property.numberTrack(diagnostics).map { ($0.first ?? 0) * scale }
      animator.setValue(.number(track.initial), forKey: key)
      if track.isAnimated {
        tracks.append((key, track.frames, track.keyframes.map { .number($0.value) }, track.easings))
      }
    }
    func pair(_ key: String, _ scale: Double, size: Bool) throws {
      let track = try property.numberTrack(diagnostics, minimumCount: 2).map {
        [$0[0] * scale, $0[1] * scale]
      }
      if track.keyframes.contains(where: {
        ($0.spatialOut ?? []).contains { $0 != 0 } || ($0.spatialIn ?? []).contains { $0 != 0 }
      }) {
        try diagnostics.warn(
          property.path,
          "spatial tangents of a text animator's position are not supported; it moves straight between keyframes"
        )
      }
      let value: (Double, Double) -> AnimatableValue = { x, y in
        size ? .size(CGSize(width: x, height: y)) : .point(CGPoint(x: x, y: y))
      }
      animator.setValue(value(track.initial[0], track.initial[1]), forKey: key)
      if track.isAnimated {
        tracks.append(
          (key, track.frames, track.keyframes.map { .numbers($0.value) }, track.easings))
      }
    }
    func color(_ key: String) throws {
      let raw = try property.numberTrack(diagnostics, minimumCount: 3)
      let scale = raw.keyframes.contains { $0.value.prefix(3).contains { $0 > 1 } } ? 1.0 / 255 : 1
      let track = raw.map { c in c.prefix(3).map { min(max($0 * scale, 0), 1) } + [1] }
      let c = track.initial
      animator.setValue(
        .color(CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: 1)), forKey: key)
      if track.isAnimated {
        tracks.append(
          (key, track.frames, track.keyframes.map { .numbers($0.value) }, track.easings))
      }
    }
    let degrees = Double.pi / 180
    switch lottieKey {
    case "o": try scalar("opacity", 0.01)
    case "p": try pair("position", 1, size: false)
    case "a": try pair("anchorPoint", 1, size: false)
    case "s": try pair("scale", 0.01, size: true)
    case "r": try scalar("rotation", degrees)
    case "sk": try scalar("skew", degrees)
    case "sa": try scalar("skewAxis", degrees)
    case "t": try scalar("tracking", 1)
    case "sw": try scalar("strokeWidth", 1)
    case "fh": try scalar("fillHue", degrees)
    case "fs": try scalar("fillSaturation", 0.01)
    case "fb": try scalar("fillBrightness", 0.01)
    case "fc": try color("fillColor")
    default: try color("strokeColor")
    }
  }

  /// Puts the text animators on a document's text layer: the list (with an index
  /// selector's default end, the document's letter count) and an animation per animated key
  /// (`textAnimators.<name>.<key>`).
  func applyTextAnimators(
    _ imports: [TextAnimatorImport], grouping: TextAnimatorGrouping, alignment: CGPoint,
    letterCount: Int, to node: inout SceneNode
  ) {
    guard !imports.isEmpty else { return }
    var animators: [TextAnimator] = []
    for entry in imports {
      var textAnimator = entry.animator
      if entry.endsAtLetterCount { textAnimator.selector.end = CGFloat(letterCount) }
      animators.append(textAnimator)
      for track in entry.tracks {
        if let animation = animator.animation(
          keyPath: "\(AnimatableProperty.textAnimatorPrefix)\(textAnimator.name).\(track.key)",
          frames: track.frames, values: track.values, easings: track.easings)
        {
          node.animations.append(animation)
        }
      }
    }
    node.set("textAnimators", .textAnimators(animators))
    if grouping != .characters { node.set("textAnimatorGrouping", .string(grouping.rawValue)) }
    if alignment != .zero {
      node.set(
        "textAnimatorGroupingAlignment", .numbers([Double(alignment.x), Double(alignment.y)]))
    }
  }
}
