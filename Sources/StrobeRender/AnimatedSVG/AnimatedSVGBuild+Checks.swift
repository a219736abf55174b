import Foundation
import StrobeCore
import StrobeGeometry

extension AnimatedSVGBuild {
  /// The table mapping of a key (the part before the first dot) on `layer`'s class.
  static func mapping(of keyPath: String, on layer: CALayer) -> AnimatedSVGMapping? {
    let key = String(keyPath.prefix { $0 != "." })
    let tables = LayerPropertyTables.animatedSVGMappings
    for c in LayerClass.allCases where c.includes(layer) {
      if let m = tables[c]?[key] { return m }
    }
    return nil
  }

  /// Mappings that redraw the layer's own content (the writer's rectangle or path).
  static let contentMappings: Set<AnimatedSVGMapping> = [
    .boundsRect, .backgroundFill, .cornerRadius, .shapeFill, .shapeStroke, .shapeLineWidth,
    .trimStart,
    .trimEnd, .pathData, .dashPhase, .gradientColors, .gradientStart, .gradientEnd,
    .gradientLocations, .borderRing, .borderFill,
  ]

  /// Why the layer cannot be written as mapped groups (so it is drawn frame by frame), or
  /// nil when it can.
  func unmappableReason(_ layer: CALayer, snaps: [PresentationLayer]) -> String? {
    let subs = layer.sublayers ?? []
    if layer.timeRemap != nil { return "time remapping" }
    if let why = Self.maskReason(layer, snaps: snaps) { return why }
    if snaps.contains(where: { !$0.transitions.isEmpty || $0.sublayers.count != subs.count }) {
      return "a transition"
    }
    var mappings: Set<AnimatedSVGMapping> = []
    var animations = layer.frozenAnimations
    // A group's children are mapped one by one, in the group's time (exactInGroup).
    for anim in layer.frozenAnimations {
      guard case .group(let children) = anim.body else { continue }
      for child in children {
        switch child.body {
        case .property: animations.append(child)
        case .group: return "a group inside an animation group"
        case .transition: return "a transition"
        }
      }
    }
    for anim in animations {
      switch anim.body {
      case .transition: return "a transition"
      case .group: continue
      case .property(let track):
        if case .motion(let m) = track.source, m.rotationMode != nil {
          return "path motion with rotation"
        }
        guard let m = Self.mapping(of: track.property.keyPath, on: layer) else {
          return "\(track.property.keyPath) has no SVG mapping"
        }
        mappings.insert(m)
      }
    }
    let first = snaps[0]
    switch first.content {
    case .replicator: if let why = replicatorReason(snaps) { return why }
    case .transformLayer: return "a transform layer"
    case .plain, .shape, .gradient, .text: break
    }
    for s in snaps {
      let t = s.state.transform
      if t.m14 != 0 || t.m24 != 0 || t.m34 != 0 || t.m44 != 1 { return "a 3-D transform" }
      if s.state.sublayerTransform != .identity { return "a sublayer transform" }
      if s.state.isGeometryFlipped { return "geometryFlipped" }
      if s.state.compositingFilter != nil { return "a compositing filter" }
      if s.state.isHidden != first.state.isHidden { return "hidden changes" }
      if !subs.isEmpty {
        if !s.state.allowsGroupOpacity { return "allowsGroupOpacity off" }
        if s.state.shadowOpacity > 0 { return "a shadow of sublayers" }
        if s.state.blurRadius > 0 { return "a blur of sublayers" }
        if zip(s.sublayers, first.sublayers).contains(where: {
          $0.state.zPosition != $1.state.zPosition
        }) {
          return "zPosition changes"
        }
        // A replicator's copies are drawn in the z order of its sublayers at the start.
        if case .replicator(let r) = s.content,
          r.instances.contains(where: { copy in
            zip(copy, first.sublayers).contains { $0.state.zPosition != $1.state.zPosition }
          })
        {
          return "zPosition changes"
        }
      }
    }
    if !subs.isEmpty, first.state.masksToBounds {
      if first.state.cornerRadius > 0,
        first.state.cornerCurve != .circular || first.state.maskedCorners != .all
      {
        return "a clip with continuous or partial corners"
      }
    }
    if !mappings.isDisjoint(with: Self.contentMappings),
      let why = ownContentReason(snaps, mappings: mappings, layer: layer)
    {
      return why
    }
    let base = Self.normalized(first)
    if snaps.contains(where: { Self.normalized($0) != base }) {
      return "a change outside the mapped properties"
    }
    return nil
  }

  /// Why a layer's mask cannot be written as an SVG alpha mask around the layer's drawing,
  /// or nil when it can or there is none (docs/animated-output.md §Masks): the mask is there
  /// at every sample time, and it masks by its alpha (SVG's `mask-type: alpha`; Strobe's
  /// inverted and luminance modes have no SVG twin that matches Cairo's).
  static func maskReason(_ layer: CALayer, snaps: [PresentationLayer]) -> String? {
    guard layer.mask != nil || snaps.contains(where: { $0.mask != nil }) else { return nil }
    if layer.mask == nil || snaps.contains(where: { $0.mask == nil }) {
      return "a mask that comes or goes"
    }
    if snaps.contains(where: { $0.state.maskMode != .alpha }) {
      return "a mask of mode other than alpha"
    }
    return nil
  }

  /// Why the writer cannot draw the layer's own content itself, or nil when it can.
  func ownContentReason(
    _ snaps: [PresentationLayer], mappings: Set<AnimatedSVGMapping>, layer: CALayer
  ) -> String? {
    let bordered =
      mappings.contains(.borderRing) || snaps.contains { $0.state.borderWidth > 0 }
    if bordered, mappings.contains(.boundsRect) || mappings.contains(.cornerRadius) {
      return "a border whose outline changes"
    }
    for s in snaps {
      let st = s.state
      if st.contents != nil { return "contents" }
      if st.shadowOpacity > 0 { return "a shadow" }
      if st.blurRadius > 0 { return "a blur" }
      if st.cornerRadius > 0, st.cornerCurve != .circular || st.maskedCorners != .all {
        return "continuous or partial corners"
      }
      switch s.content {
      case .plain: break
      case .shape(let shape):
        if Self.isDashed(shape), shape.strokeStart != 0 || shape.strokeEnd != 1 {
          return "a trimmed dashed path"
        }
        let moves = shape.path?.elements.filter { $0.kind == .move }.count ?? 0
        if moves > 1, shape.strokeStart != 0 || shape.strokeEnd != 1 {
          return "a trimmed path of several subpaths"
        }
      case .gradient(let g):
        if let why = Self.gradientReason(g, s, first: snaps[0]) { return why }
        if g.type == .radial, mappings.contains(.gradientStart) || mappings.contains(.gradientEnd),
          case .gradient(let model) = modelSnapshot(of: layer, snaps[0]).content,
          let why = Self.radialPointsReason(snaps, model: model, mappings: mappings)
        {
          return why
        }
      default: return "content only Cairo draws"
      }
    }
    return nil
  }

  /// Why the writer cannot draw a gradient layer's gradient as an SVG gradient whose stops
  /// are its colours in order, or nil when it can (docs/animated-output.md §What maps
  /// exactly): axial or radial, locations in order, the same number of colours throughout, and
  /// the outline and geometry of the first snapshot.
  static func gradientReason(_ g: GradientState, _ s: PresentationLayer, first: PresentationLayer)
    -> String?
  {
    guard g.type == .axial || g.type == .radial else { return "a \(g.type.rawValue) gradient" }
    guard let colors = g.colors, !colors.isEmpty else { return "a gradient without colours" }
    if let l = g.locations, l.count == colors.count, l.allSatisfy(\.isFinite),
      zip(l, l.dropFirst()).contains(where: { $0 > $1 })
    {
      return "gradient locations out of order"
    }
    guard case .gradient(let g0) = first.content, g0.colors?.count == colors.count else {
      return "a changing number of gradient colours"
    }
    if s.state.bounds != first.state.bounds || s.state.cornerRadius != first.state.cornerRadius {
      return "a gradient whose outline changes"
    }
    if DrawListBuilder.gradientFill(g, s.state, place: Placement(.identity), alpha: 1) == nil {
      return "a gradient Core Animation does not draw"
    }
    return nil
  }

  /// A snapshot with the mapped properties and the sublayers cleared: equal for two times
  /// when nothing else about the layer changes.
  static func normalized(_ layer: PresentationLayer) -> PresentationLayer {
    var l = layer
    l.sublayers = []
    // The mask is written as a layer of its own, compared where it is written.
    l.maskStorage = []
    l.state.opacity = 1
    l.state.position = .zero
    l.state.bounds = .zero
    l.state.anchorPoint = .zero
    l.state.transform = .identity
    l.state.backgroundColor = nil
    l.state.cornerRadius = 0
    l.state.borderWidth = 0
    l.state.borderColor = nil
    if case .shape(var shape) = l.content {
      shape.path = nil
      shape.fillColor = nil
      shape.strokeColor = nil
      shape.lineWidth = 0
      shape.strokeStart = 0
      shape.strokeEnd = 1
      shape.lineDashPhase = 0
      l.content = .shape(shape)
    }
    if case .replicator(var r) = l.content {
      // The copies are the sublayers at other times, compared one by one where written.
      r.instances = []
      l.content = .replicator(r)
    }
    if case .gradient(var g) = l.content {
      let defaults = GradientState()
      g.colors = nil
      g.locations = nil
      g.startPoint = defaults.startPoint
      g.endPoint = defaults.endPoint
      l.content = .gradient(g)
    }
    return l
  }
}
