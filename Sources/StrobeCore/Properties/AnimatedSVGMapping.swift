/// How the animated SVG writer shows a property that changes over time: the SVG element
/// and the CSS property, or for SVG attributes that are not CSS properties the SMIL
/// attribute, it drives (docs/animated-output.md §Animated SVG).
///
/// A column of the property tables (``LayerPropertyRow/animatedSVG``): the writer derives
/// its mapping from the rows, so a property without a mapping is shown by sampling the whole
/// layer (a flipbook), never dropped.
package enum AnimatedSVGMapping: String, Sendable, Equatable, CaseIterable {
  /// `opacity` of the layer's group.
  case groupOpacity
  /// `transform: translate()` of the layer's position group.
  case positionTranslate
  /// `transform` of the layer's transform group (`rotate()`, `scale()`, `translate()`
  /// for component key paths over an identity model transform; sampled `matrix()` else).
  case transformMatrix
  /// `x`/`y`/`width`/`height` of the background rectangle and `transform: translate()` of
  /// the layer's anchor group (the anchor offset and the bounds origin).
  case boundsRect
  /// `transform: translate()` of the layer's anchor group (`−anchor · size − origin`).
  case anchorOffset
  /// `fill` of the layer's background rectangle.
  case backgroundFill
  /// `rx`/`ry` of the layer's background rectangle.
  case cornerRadius
  /// `fill` of a shape layer's path.
  case shapeFill
  /// `stroke` of a shape layer's path.
  case shapeStroke
  /// `stroke-width` of a shape layer's path.
  case shapeLineWidth
  /// `stroke-dasharray`/`stroke-dashoffset` on a path of `pathLength` 1 (`strokeStart`).
  case trimStart
  /// `stroke-dasharray` on a path of `pathLength` 1 (`strokeEnd`).
  case trimEnd
  /// `d: path()` of a shape layer's path.
  case pathData
  /// `stroke-dashoffset` of a dashed, untrimmed shape path (`lineDashPhase`; the dash
  /// lengths are `stroke-dasharray` in path units).
  case dashPhase
  /// `stop-color` of each stop of an axial gradient layer's gradient (`colors`).
  case gradientColors
  /// `x1`/`y1` of an axial gradient layer's `<linearGradient>` (`startPoint`; SMIL).
  case gradientStart
  /// `x2`/`y2` of an axial gradient layer's `<linearGradient>` (`endPoint`; SMIL).
  case gradientEnd
  /// `offset` of each stop of a gradient layer's gradient (`locations`; SMIL).
  case gradientLocations
  /// `d: path()` of the layer's border ring (`borderWidth`).
  case borderRing
  /// `fill` of the layer's border ring (`borderColor`).
  case borderFill

  /// The CSS properties the mapping animates on its element (empty for a SMIL mapping).
  package var cssProperties: [String] {
    switch self {
    case .groupOpacity: return ["opacity"]
    case .positionTranslate, .transformMatrix, .anchorOffset: return ["transform"]
    case .boundsRect: return ["x", "y", "width", "height", "transform"]
    case .backgroundFill, .shapeFill: return ["fill"]
    case .cornerRadius: return ["rx", "ry"]
    case .shapeStroke: return ["stroke"]
    case .shapeLineWidth: return ["stroke-width"]
    case .trimStart: return ["stroke-dasharray", "stroke-dashoffset"]
    case .trimEnd: return ["stroke-dasharray"]
    case .pathData: return ["d"]
    case .dashPhase: return ["stroke-dashoffset"]
    case .gradientColors: return ["stop-color"]
    case .borderRing: return ["d"]
    case .borderFill: return ["fill"]
    case .gradientStart, .gradientEnd, .gradientLocations: return []
    }
  }

  /// The SVG attributes the mapping animates with SMIL `<animate>` (empty for a CSS
  /// mapping): attributes that are not CSS properties, so CSS animations cannot reach them.
  package var smilAttributes: [String] {
    switch self {
    case .gradientStart: return ["x1", "y1"]
    case .gradientEnd: return ["x2", "y2"]
    case .gradientLocations: return ["offset"]
    default: return []
    }
  }

  /// Whether the mapping is written as SMIL rather than CSS.
  package var usesSMIL: Bool { !smilAttributes.isEmpty }
}
