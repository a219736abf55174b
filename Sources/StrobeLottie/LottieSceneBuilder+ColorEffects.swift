import Foundation
import StrobeScene

extension LottieSceneBuilder {
  /// Fill (`ty` 21) and tint (`ty` 20): colour maps applied to every paint of the layer.
  ///
  /// Both effects map each pixel's colour by an affine function of its colour and keep its
  /// alpha: fill to the effect's colour (its opacity multiplying the alpha, as lottie-web and
  /// thorvg draw it), tint to `black + (white − black)·L` mixed with the original by the
  /// amount (L the Rec. 709 luma of the sRGB components, thorvg's formula). Source-over
  /// compositing makes every pixel of a layer a weighted mean of its paints' colours, with
  /// weights that depend only on alphas, and an affine map commutes with weighted means: so
  /// mapping the colours of the paints themselves (fills, strokes, gradient stops, solid and
  /// text colours, shadows, their colour animations) gives the effect exactly and keeps the
  /// drawing vector. Masks and mattes keep their colours (only their coverage counts).
  /// Image layers cannot be recoloured that way and are reported, as are animated effect
  /// parameters (the first value is used) and the fill's mask options.
  func colorEffect(
    _ effect: LottieValue, type: Int, around content: SceneNode
  ) throws -> SceneNode {
    var node = content
    func first(_ index: Int, _ fallback: [Double]) throws -> [Double] {
      guard let v = try parameter(effect, index) else { return fallback }
      let track = try v.numberTrack(diagnostics)
      if track.isAnimated {
        try diagnostics.warn(
          v.path, "animated fill and tint parameters are not supported; the first value is used")
      }
      return track.initial
    }
    let map: ([Double]) -> [Double]
    if type == 21 {
      let c = try first(2, [1, 0, 0])
      let opacity = min(max(try first(6, [1]).first ?? 1, 0), 1)
      map = { old in [c[0], c.count > 1 ? c[1] : 0, c.count > 2 ? c[2] : 0, old[3]] }
      if opacity < 1 {
        var host = SceneNode()
        host.sublayers = [node]
        host.set("opacity", .number(opacity))
        node = host
      }
      if let mask = try parameter(effect, 0),
        try mask.numberTrack(diagnostics).keyframes.contains(where: { $0.value.first != 0 })
      {
        try diagnostics.warn(
          mask.path,
          "fill effects limited to a mask are not supported; the whole layer is filled")
      }
    } else {
      let black = try first(0, [0, 0, 0])
      let white = try first(1, [1, 1, 1])
      let amount = min(max((try first(2, [100]).first ?? 100) / 100, 0), 1)
      map = { old in
        let l = 0.2126 * old[0] + 0.7152 * old[1] + 0.0722 * old[2]
        return (0..<3).map { i in
          let tinted =
            black[min(i, black.count - 1)]
            + (white[min(i, white.count - 1)] - black[min(i, black.count - 1)]) * l
          return old[i] + (tinted - old[i]) * amount
        } + [old[3]]
      }
    }
    if Self.recolor(&node, map) {
      let ty = try effect.required("ty")
      try diagnostics.warn(
        ty.path, value: ty.summary,
        "fill and tint effects are not applied to image content; images drawn unchanged")
    }
    return node
  }

  /// The scene keys holding one colour, whose values and animations ``recolor(_:_:)`` maps.
  static let colorKeys: Set<String> = [
    "fillColor", "strokeColor", "backgroundColor", "borderColor", "shadowColor",
    "foregroundColor",
  ]

  /// Maps every colour of `node` and its sublayers (not its masks) through `map` (RGBA
  /// components 0…1); true when the tree holds `contents` images, which it cannot map.
  static func recolor(_ node: inout SceneNode, _ map: ([Double]) -> [Double]) -> Bool {
    var images = false
    for i in node.properties.indices {
      let key = node.properties[i].key
      if colorKeys.contains(key) {
        node.properties[i].value = recolor(color: node.properties[i].value, map)
      } else if key == "colors", case .array(let list) = node.properties[i].value {
        node.properties[i].value = .array(list.map { recolor(color: $0, map) })
      } else if key == "contents" {
        images = true
      }
    }
    for i in node.animations.indices {
      guard case .object(var members) = node.animations[i],
        case .string(let keyPath)? = members.first(where: { $0.key == "keyPath" })?.value,
        let v = members.firstIndex(where: { $0.key == "values" }),
        case .array(let values) = members[v].value
      else { continue }
      if colorKeys.contains(keyPath) {
        members[v].value = .array(values.map { recolor(color: $0, map) })
      } else if keyPath == "colors" {
        members[v].value = .array(
          values.map { value in
            guard case .array(let list) = value else { return value }
            return .array(list.map { recolor(color: $0, map) })
          })
      } else {
        continue
      }
      node.animations[i] = .object(members)
    }
    for i in node.sublayers.indices where recolor(&node.sublayers[i], map) { images = true }
    return images
  }

  /// One colour value (`[r, g, b, a]` or `"#rrggbb"`) mapped; others (null) unchanged.
  static func recolor(color value: SceneWriterJSON, _ map: ([Double]) -> [Double])
    -> SceneWriterJSON
  {
    switch value {
    case .array(let items):
      let numbers = items.compactMap { item -> Double? in
        if case .number(let d) = item { return d }
        return nil
      }
      guard numbers.count == items.count, numbers.count >= 3 else { return value }
      return .numbers(map(Array(numbers.prefix(3)) + [numbers.count > 3 ? numbers[3] : 1]))
    case .string(let hex):
      guard let rgba = SceneColor(hex: hex) else { return value }
      return .numbers(map(rgba.components))
    default:
      return value
    }
  }
}
