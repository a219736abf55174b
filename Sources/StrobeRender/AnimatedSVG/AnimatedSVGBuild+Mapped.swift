import Foundation
import StrobeCore
import StrobeGeometry

extension AnimatedSVGBuild {
  /// One keyframe: where (0…1), the declarations per element, the easing to the next.
  struct Frame {
    var fraction: Double
    var declarations: [Declaration]
    var timing: AnimatedSVGEasing?
  }

  /// One CSS declaration on one of the layer's elements.
  struct Declaration: Equatable {
    var element: Element
    var property: String
    var value: String
  }

  /// How one animation is written.
  enum Outcome {
    /// As keyframes with the animation's own timing; `note` when the easing itself is
    /// sampled (a spring's `linear()`).
    case exact(frames: [Frame], timing: AnimatedSVGTiming, note: String?)
    /// By sampling, for this reason.
    case sampled(String)
  }

  /// A layer written as groups whose CSS animations map its animations.
  func mapped(_ layer: CALayer, snaps: [PresentationLayer], map parent: TimeMap, path: String)
    throws -> String
  {
    let map = parent.child(
      beginTime: layer.beginTime, speed: layer.speed, timeOffset: layer.timeOffset)
    let first = snaps[0]
    if first.state.isHidden { return "" }
    var order: [AnimatedSVGMapping] = []
    var families: [AnimatedSVGMapping: [Member]] = [:]
    func add(_ anim: FrozenAnimation, group: FrozenAnimation?) {
      guard case .property(let track) = anim.body,
        let m = Self.mapping(of: track.property.keyPath, on: layer)
      else { return }
      if families[m] == nil { order.append(m) }
      families[m, default: []].append(Member(animation: anim, group: group))
    }
    for anim in layer.frozenAnimations {
      if case .group(let children) = anim.body {
        for child in children { add(child, group: anim) }
      } else {
        add(anim, group: nil)
      }
    }
    // Both write the anchor group's offset: one animation, sampled, draws the two together.
    let together = families[.boundsRect] != nil && families[.anchorOffset] != nil
    if together {
      families[.boundsRect, default: []] += families[.anchorOffset] ?? []
      families[.anchorOffset] = nil
      order.removeAll { $0 == .anchorOffset }
    }
    let base = modelSnapshot(of: layer, first)
    let id = prefix + "l\(newID())"
    var animations: [Element: [String]] = [:]
    var smil: [Element: String] = [:]
    for m in order {
      let members = families[m] ?? []
      let anims = members.map(\.animation)
      let outcome: Outcome =
        if members.count == 1, let group = members[0].group {
          exactInGroup(anims[0], group: group, mapping: m, layer: layer, base: base, map: map)
        } else if members.allSatisfy({ $0.group == nil }),
          let single = anims.count == 1 ? anims[0] : Self.heldChange(anims, layer: layer)
        {
          exact(single, mapping: m, layer: layer, base: base, map: map)
        } else {
          .sampled(
            together && m == .boundsRect
              ? "bounds and anchorPoint animated together"
              : "\(anims.count) animations of one property")
        }
      var frames: [Frame]
      var timing: AnimatedSVGTiming
      switch outcome {
      case .exact(let f, let t, let note):
        frames = f
        timing = t
        if let note {
          report(anims, path: path, reason: .timing(detail: note))
        } else {
          exactCount += 1
        }
      case .sampled(let why):
        report(anims, path: path, reason: .timing(detail: why))
        frames = times.indices.map { i in
          Frame(
            fraction: (times[i] - from) / windowLength,
            declarations: Self.declarations(m, of: snaps[i]), timing: nil)
        }
        frames = Self.thinned(frames)
        timing = .window(windowLength)
      }
      if m.usesSMIL {
        let statics = Self.declarations(m, of: base)
        for (element, body) in Self.smil(frames, timing: timing, statics: statics) {
          smil[element, default: ""] += body
        }
        continue
      }
      for (element, body) in Self.keyframes(frames) {
        // One rule per distinct body: a replicator's copies share theirs (§Replicators).
        let key = "\(m.rawValue){\(body)}"
        let name = keyframeNames[key] ?? "\(id)\(element.rawValue)-\(m.rawValue)"
        if keyframeNames[key] == nil {
          keyframeNames[key] = name
          css.append("@keyframes \(name){\(body)}")
        }
        animations[element, default: []].append("\(name) \(timing.css)")
      }
    }
    for (element, list) in animations.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      css.append(
        "\(CSSFormat.selector(id + element.rawValue)){animation:\(list.joined(separator: ","))}")
    }
    return try groups(
      layer, snaps: snaps, map: map, path: path, id: id, base: base,
      animated: Set(order), smil: smil)
  }

  /// A scene transaction's change as one animation, when `anims` is exactly its hold and
  /// its animation (docs/animated-output.md §What maps exactly).
  ///
  /// A transaction at time t holds the old value before t with a private animation (fill
  /// backwards, ending just before t) and animates from it after t. When the animation
  /// starts from the held value, no earlier than the hold ends, the two are the animation
  /// alone filling backwards: what shows before t is its first value, the held one.
  static func heldChange(_ anims: [FrozenAnimation], layer: CALayer) -> FrozenAnimation? {
    guard anims.count == 2 else { return nil }
    let isHold = anims.map { $0.key.hasPrefix(CALayer.privateHoldPrefix) }
    guard isHold[0] != isHold[1] else { return nil }
    let hold = isHold[0] ? anims[0] : anims[1]
    var change = isHold[0] ? anims[1] : anims[0]
    guard case .property(let held) = hold.body, case .basic(let from?, let to?, nil) = held.source,
      from == to, hold.timing.fillMode.fillsBackwards,
      case .property(let track) = change.body,
      let (start, _) = track.resolvedEndpoints(model: layer.animatedModel), start == from,
      hold.timing.beginTime + hold.timing.duration <= change.timing.beginTime
    else { return nil }
    change.timing.fillMode = change.timing.fillMode.fillsForwards ? .both : .backwards
    return change
  }

  /// Reports each of `anims` as sampled.
  func report(_ anims: [FrozenAnimation], path: String, reason: AnimatedSVGSample.Reason) {
    for anim in anims {
      for keyPath in Self.keyPaths(of: anim) {
        sampled.append(
          AnimatedSVGSample(layer: path.isEmpty ? "root" : path, keyPath: keyPath, reason: reason))
      }
    }
  }

  /// The groups, content and sublayers of a mapped layer; static values are the model's.
  ///
  /// `smil` holds the SMIL animation elements to write inside each element.
  func groups(
    _ layer: CALayer, snaps: [PresentationLayer], map: TimeMap, path: String, id: String,
    base: PresentationLayer, animated: Set<AnimatedSVGMapping>, smil: [Element: String]
  ) throws -> String {
    let st = base.state
    var statics: [Element: [Declaration]] = [:]
    // SMIL mappings drive attributes, which the content writes itself.
    for m in AnimatedSVGMapping.allCases where !m.usesSMIL {
      for d in Self.declarations(m, of: base)
      where statics[d.element]?.contains(where: {
        $0.property == d.property
      }) != true {
        statics[d.element, default: []].append(d)
      }
    }
    func style(_ e: Element) -> String {
      let decls = statics[e] ?? []
      return decls.map { "\($0.property):\($0.value)" }.joined(separator: ";")
    }
    var out = "<g id=\"\(id)\" style=\"\(style(.position))\">\n"
    let hasTransform = animated.contains(.transformMatrix) || st.transform != .identity
    if hasTransform { out += "<g id=\"\(id)t\" style=\"\(style(.transform))\">\n" }
    let bx = Double(st.bounds.origin.x)
    let by = Double(st.bounds.origin.y)
    out += "<g id=\"\(id)a\" style=\"\(style(.anchor))\">\n"
    // The mask covers everything the layer draws, in its bounds space (§Masks).
    if let mask = layer.mask {
      out += try maskElement(mask, snaps: snaps.compactMap(\.mask), map: map, path: path, id: id)
      out += "<g mask=\"url(#\(id)m)\">\n"
    }
    let subs = layer.sublayers ?? []
    // The writer draws the border itself, over the sublayers as Cairo does, when it draws
    // the content or when there are sublayers for the border to cover.
    let writesContent = !animated.isDisjoint(with: Self.contentMappings)
    let writesBorder =
      (st.borderWidth > 0 || animated.contains(.borderRing)) && (writesContent || !subs.isEmpty)
    if writesContent {
      out += ownContent(base, id: id, animated: animated, style: style, smil: smil)
    } else if Self.drawsOwnContent(base) {
      var own = base
      own.sublayers = []
      own.mask = nil
      // A replicator's own drawing is a plain layer's; its copies are written below.
      if case .replicator = own.content { own.content = .plain }
      if writesBorder { own.state.borderWidth = 0 }
      own.state.transform = .identity
      own.state.opacity = 1
      own.state.position = CGPoint(
        x: st.anchorPoint.x * st.bounds.width, y: st.anchorPoint.y * st.bounds.height)
      out += try piece(own, dx: bx, dy: by)
    }
    if !subs.isEmpty {
      let clip = st.masksToBounds
      if clip {
        // The rectangle's geometry is the background's (docs/animated-output.md §What maps
        // exactly), so bounds and corner radius animations move the clip too.
        out +=
          "<clipPath id=\"\(id)c\"><rect id=\"\(id)k\" style=\"\(style(.clip))\"/></clipPath>\n"
        out += "<g clip-path=\"url(#\(id)c)\">\n"
      }
      if case .replicator = base.content {
        out += try replicatorCopies(layer, snaps: snaps, map: map, path: path)
      } else {
        for j in DrawListBuilder.zOrder(snaps[0].sublayers) {
          out += try emit(
            subs[j], snaps: snaps.map { $0.sublayers[j] }, map: map,
            path: Self.path(path, subs[j], index: j))
        }
      }
      if clip { out += "</g>\n" }
    }
    if writesBorder {
      out += "<path id=\"\(id)r\" style=\"fill-rule:evenodd;\(CSSFormat.xml(style(.border)))\"/>\n"
    }
    if layer.mask != nil { out += "</g>\n" }
    out += "</g>\n"
    if hasTransform { out += "</g>\n" }
    out += "</g>\n"
    return out
  }

  /// The `<mask>` of a mapped layer (id `<layer id>m`): its mask layer written as any
  /// sublayer, in the layer's time space, masking by alpha over a region that holds any
  /// drawing (docs/animated-output.md §Masks).
  func maskElement(
    _ mask: CALayer, snaps: [PresentationLayer], map: TimeMap, path: String, id: String
  ) throws -> String {
    let reach = CSSFormat.number(Self.maskReach)
    let size = CSSFormat.number(2 * Self.maskReach)
    var out = "<mask id=\"\(id)m\" maskUnits=\"userSpaceOnUse\" "
    out += "maskContentUnits=\"userSpaceOnUse\" x=\"-\(reach)\" y=\"-\(reach)\" "
    out += "width=\"\(size)\" height=\"\(size)\" style=\"mask-type:alpha\">\n"
    out += try emit(mask, snaps: snaps, map: map, path: path.isEmpty ? "mask" : path + "/mask")
    return out + "</mask>\n"
  }

  /// Half the side of a mask's region, in the masked layer's bounds space: SVG masks out
  /// whatever lies outside the region, Core Animation only what the mask does not cover.
  static let maskReach = 1_000_000.0

  /// Whether a layer draws anything of its own (else no Cairo drawing is embedded for it).
  static func drawsOwnContent(_ l: PresentationLayer) -> Bool {
    switch l.content {
    case .plain, .replicator:
      return l.state.backgroundColor != nil || l.state.borderWidth > 0
        || l.state.contents != nil || l.state.shadowOpacity > 0
    default: return true
    }
  }

  /// The writer's own rectangle and path for a layer whose content animates.
  func ownContent(
    _ base: PresentationLayer, id: String, animated: Set<AnimatedSVGMapping>,
    style: (Element) -> String, smil: [Element: String]
  ) -> String {
    let st = base.state
    var out = ""
    if st.backgroundColor != nil || animated.contains(.backgroundFill)
      || animated.contains(.cornerRadius)
    {
      out += "<rect id=\"\(id)b\" style=\"\(style(.background))\"/>\n"
    }
    if case .shape(let shape) = base.content {
      let trimmed =
        animated.contains(.trimStart) || animated.contains(.trimEnd) || shape.strokeStart != 0
        || shape.strokeEnd != 1
      var attributes = "id=\"\(id)p\""
      if trimmed { attributes += " pathLength=\"1\"" }
      var extra = ""
      if shape.fillRule == .evenOdd { extra += ";fill-rule:evenodd" }
      let cap = shape.lineCap == .round ? "round" : shape.lineCap == .square ? "square" : "butt"
      let join =
        shape.lineJoin == .round ? "round" : shape.lineJoin == .bevel ? "bevel" : "miter"
      extra += ";stroke-linecap:\(cap);stroke-linejoin:\(join)"
      extra += ";stroke-miterlimit:\(CSSFormat.number(Double(shape.miterLimit)))"
      var s = style(.shape)
      let dashes = DrawListBuilder.validDashes(shape.lineDashPattern)
      if !dashes.isEmpty, !trimmed {
        // A dashed stroke: lengths in path units, as Cairo draws them (§Animated SVG).
        extra += ";stroke-dasharray:" + dashes.map { CSSFormat.number($0) }.joined(separator: ",")
      } else if !trimmed {
        s = s.split(separator: ";").filter { !$0.hasPrefix("stroke-dash") }.joined(
          separator: ";")
      }
      out += "<path \(attributes) style=\"\(CSSFormat.xml(s + extra))\"/>\n"
    }
    if case .gradient(let g) = base.content,
      let fill = DrawListBuilder.gradientFill(g, st, place: Placement(.identity), alpha: 1)
    {
      // The gradient in bounds space, as Cairo draws it; stop i is colour i (the locations
      // are in order, ownContentReason), so a colour animation drives its own stop.
      let n = CSSFormat.number
      let gid = id + Element.gradient.rawValue
      let element: String
      switch fill.geometry {
      case .axial(let start, let end):
        element = "linearGradient"
        out += "<linearGradient id=\"\(gid)\" gradientUnits=\"userSpaceOnUse\" "
        out += "x1=\"\(n(Double(start.x)))\" y1=\"\(n(Double(start.y)))\" "
        out += "x2=\"\(n(Double(end.x)))\" y2=\"\(n(Double(end.y)))\">\n"
      case .radial(let center, let radii):
        element = "radialGradient"
        out += "<radialGradient id=\"\(gid)\" gradientUnits=\"userSpaceOnUse\" "
        if animated.contains(.gradientStart) || animated.contains(.gradientEnd) {
          // Animated points: the circle of cx, cy, r (SMIL attributes) under a fixed
          // scale(1 k), k the ellipse's aspect (§Radial gradient points).
          let k = Self.written(aspect: Double(radii.height / radii.width))
          let c = "cx=\"\(n(Double(center.x)))\" cy=\"\(n(Double(center.y) / k))\""
          out += "\(c) r=\"\(n(Double(radii.width)))\" gradientTransform=\"scale(1 \(n(k)))\">\n"
        } else {
          // Cairo's pattern: the unit circle about the origin, scaled onto the ellipse of
          // `radii` about `center`, padded past its edge.
          out +=
            "cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(\(n(Double(radii.width))) 0 0 "
          out += "\(n(Double(radii.height))) \(n(Double(center.x))) \(n(Double(center.y))))\">\n"
        }
      case .conic:
        return out  // gradientReason refuses conic gradients
      }
      out += smil[.gradient] ?? ""
      for (i, stop) in fill.stops.enumerated() {
        out += "<stop id=\"\(id)\(Element.stop(i).rawValue)\" offset=\"\(n(stop.offset))\" "
        out += "style=\"\(style(.stop(i)))\""
        if let children = smil[.stop(i)] {
          out += ">\n" + children + "</stop>\n"
        } else {
          out += "/>\n"
        }
      }
      out += "</\(element)>\n"
      out += "<path d=\"\(CSSFormat.xml(fill.path.svgPathData))\" "
      out += "style=\"fill:url(#\(gid))\"/>\n"
    }
    return out
  }

  /// The first snapshot with the mapped properties at their model values (what shows where
  /// no animation does, as in Core Animation).
  func modelSnapshot(of layer: CALayer, _ first: PresentationLayer) -> PresentationLayer {
    var b = first
    b.state.opacity = layer.opacity
    b.state.position = layer.position
    b.state.bounds = layer.bounds
    b.state.anchorPoint = layer.anchorPoint
    b.state.transform = layer.transform
    b.state.backgroundColor = layer.backgroundColor
    b.state.cornerRadius = layer.cornerRadius
    b.state.borderWidth = layer.borderWidth
    b.state.borderColor = layer.borderColor
    if let shapeLayer = layer as? CAShapeLayer, case .shape(var shape) = b.content {
      shape.path = shapeLayer.path?.data
      shape.fillColor = shapeLayer.fillColor
      shape.strokeColor = shapeLayer.strokeColor
      shape.lineWidth = shapeLayer.lineWidth
      shape.strokeStart = shapeLayer.strokeStart
      shape.strokeEnd = shapeLayer.strokeEnd
      shape.lineDashPhase = shapeLayer.lineDashPhase
      b.content = .shape(shape)
    }
    if let gradientLayer = layer as? CAGradientLayer, case .gradient(var g) = b.content {
      let model = gradientLayer.gradientModel
      g.colors = model.colors
      g.locations = model.locations
      g.startPoint = model.startPoint
      g.endPoint = model.endPoint
      b.content = .gradient(g)
    }
    return b
  }

  /// The corner radius the background shows: clamped to half the shorter side.
  static func clampedRadius(_ l: PresentationLayer) -> Double {
    let r = Double(l.state.cornerRadius)
    let half = Double(min(l.state.bounds.width, l.state.bounds.height)) / 2
    return max(min(r, half), 0)
  }

  /// The dash array of a trim on a path of length 1: the kept length, then a gap past the
  /// end.
  static func dash(start: Double, end: Double) -> String {
    let s = min(max(start, 0), 1)
    let e = min(max(end, 0), 1)
    return CSSFormat.number(max(e - s, 0)) + " 2"
  }

  /// The declarations of mapping `m` for the values of snapshot `l`.
  static func declarations(_ m: AnimatedSVGMapping, of l: PresentationLayer) -> [Declaration] {
    let st = l.state
    var shape: ShapeState?
    if case .shape(let s) = l.content { shape = s }
    switch m {
    case .groupOpacity:
      return [
        Declaration(
          element: .position, property: "opacity", value: CSSFormat.number(Double(st.opacity)))
      ]
    case .positionTranslate:
      let v =
        "translate(\(CSSFormat.px(Double(st.position.x))),\(CSSFormat.px(Double(st.position.y))))"
      return [Declaration(element: .position, property: "transform", value: v)]
    case .transformMatrix:
      return [
        Declaration(
          element: .transform, property: "transform", value: CSSFormat.matrix(st.transform))
      ]
    case .boundsRect:
      return withClip(boundsDeclarations(bounds: st.bounds, anchor: st.anchorPoint), of: l)
    case .anchorOffset:
      return [anchorDeclaration(bounds: st.bounds, anchor: st.anchorPoint)]
    case .backgroundFill:
      return [
        Declaration(
          element: .background, property: "fill", value: CSSFormat.color(st.backgroundColor))
      ]
    case .cornerRadius:
      return radiusDeclarations(clampedRadius(l), of: l)
    case .shapeFill:
      guard let shape else { return [] }
      return [
        Declaration(element: .shape, property: "fill", value: CSSFormat.color(shape.fillColor))
      ]
    case .shapeStroke:
      guard let shape else { return [] }
      return [
        Declaration(element: .shape, property: "stroke", value: CSSFormat.color(shape.strokeColor))
      ]
    case .shapeLineWidth:
      guard let shape else { return [] }
      return [
        Declaration(
          element: .shape, property: "stroke-width", value: CSSFormat.px(Double(shape.lineWidth)))
      ]
    case .trimStart:
      guard let shape, !isDashed(shape) else { return [] }
      return [
        Declaration(
          element: .shape, property: "stroke-dasharray",
          value: dash(start: Double(shape.strokeStart), end: Double(shape.strokeEnd))),
        Declaration(
          element: .shape, property: "stroke-dashoffset",
          value: CSSFormat.number(-min(max(Double(shape.strokeStart), 0), 1))),
      ]
    case .trimEnd:
      guard let shape, !isDashed(shape) else { return [] }
      return [
        Declaration(
          element: .shape, property: "stroke-dasharray",
          value: dash(start: Double(shape.strokeStart), end: Double(shape.strokeEnd)))
      ]
    case .pathData:
      guard let shape else { return [] }
      return [Declaration(element: .shape, property: "d", value: CSSFormat.path(shape.path))]
    case .gradientColors:
      guard case .gradient(let g) = l.content else { return [] }
      return stopColors(g.colors ?? [])
    case .gradientStart, .gradientEnd:
      guard case .gradient(let g) = l.content else { return [] }
      if g.type == .radial {
        guard let k = radialAspect(g, in: st.bounds) else { return [] }
        return radialDeclarations(g, in: st.bounds, aspect: k)
      }
      return m == .gradientStart
        ? gradientPoint(g.startPoint, in: st.bounds, attributes: ("x1", "y1"))
        : gradientPoint(g.endPoint, in: st.bounds, attributes: ("x2", "y2"))
    case .gradientLocations:
      guard case .gradient(let g) = l.content else { return [] }
      return stopOffsets(g.locations, count: g.colors?.count ?? 0)
    case .borderRing:
      return [borderDeclaration(st, width: Double(st.borderWidth))]
    case .borderFill:
      return [borderFillDeclaration(st.borderColor)]
    case .dashPhase:
      guard let shape, isDashed(shape) else { return [] }
      return [
        Declaration(
          element: .shape, property: "stroke-dashoffset",
          value: CSSFormat.px(Double(shape.lineDashPhase)))
      ]
    }
  }

  /// The background's corner radius `r` (and its clip's, when `l` clips its sublayers).
  static func radiusDeclarations(_ r: Double, of l: PresentationLayer) -> [Declaration] {
    let v = CSSFormat.px(r)
    return withClip(
      [
        Declaration(element: .background, property: "rx", value: v),
        Declaration(element: .background, property: "ry", value: v),
      ], of: l)
  }

  /// The border ring's colour.
  static func borderFillDeclaration(_ color: CGColor?) -> Declaration {
    Declaration(element: .border, property: "fill", value: CSSFormat.color(color))
  }

  /// The border ring of `st` with the border `width`, as a `d: path()` declaration.
  static func borderDeclaration(_ st: LayerState, width: Double) -> Declaration {
    var s = st
    s.borderWidth = CGFloat(width)
    return Declaration(
      element: .border, property: "d", value: CSSFormat.path(DrawListBuilder.borderRing(s)))
  }

  /// The `stop-color` of each gradient stop, in colour order.
  static func stopColors(_ colors: [CGColor]) -> [Declaration] {
    colors.enumerated().map {
      Declaration(
        element: .stop($0.offset), property: "stop-color", value: CSSFormat.color($0.element))
    }
  }

  /// An axial gradient's end at unit point `u` of `bounds`, as the two attributes of its
  /// `<linearGradient>` (in bounds space, where the writer draws the gradient).
  static func gradientPoint(_ u: CGPoint, in b: CGRect, attributes: (String, String))
    -> [Declaration]
  {
    let p = DrawListBuilder.unitPoint(u, in: b)
    return [
      Declaration(element: .gradient, property: attributes.0, value: CSSFormat.number(p.x)),
      Declaration(element: .gradient, property: attributes.1, value: CSSFormat.number(p.y)),
    ]
  }

  /// The `offset` of each of `count` stops: the locations as they are (SVG clamps an
  /// offset to 0…1 where it draws it, as Strobe clamps a location), or uniform `i/(n − 1)`
  /// when they do not match the colours (docs/core-animation-semantics.md §2.3).
  static func stopOffsets(_ locations: [CGFloat]?, count: Int) -> [Declaration] {
    DrawListBuilder.stopLocations(locations, count: count).enumerated().map {
      Declaration(
        element: .stop($0.offset), property: "offset", value: CSSFormat.number($0.element))
    }
  }

  /// Whether a shape strokes with dashes (then trims are drawn frame by frame, and the
  /// dash offset is the dash phase rather than the trim's).
  static func isDashed(_ shape: ShapeState) -> Bool {
    !DrawListBuilder.validDashes(shape.lineDashPattern).isEmpty
  }

  /// The declarations of a bounds rectangle: the background's rectangle and the anchor
  /// group's offset (`−anchor · size − origin`).
  static func boundsDeclarations(bounds b: CGRect, anchor: CGPoint) -> [Declaration] {
    [
      Declaration(element: .background, property: "x", value: CSSFormat.px(Double(b.origin.x))),
      Declaration(element: .background, property: "y", value: CSSFormat.px(Double(b.origin.y))),
      Declaration(element: .background, property: "width", value: CSSFormat.px(Double(b.width))),
      Declaration(
        element: .background, property: "height", value: CSSFormat.px(Double(b.height))),
      anchorDeclaration(bounds: b, anchor: anchor),
    ]
  }

  /// `decls` and, when `l` clips its sublayers, a copy of their background rectangle
  /// geometry for the clip's rectangle (``Element/clip``).
  static func withClip(_ decls: [Declaration], of l: PresentationLayer) -> [Declaration] {
    guard l.state.masksToBounds, !l.sublayers.isEmpty else { return decls }
    return decls
      + decls.filter { $0.element == .background }.map {
        Declaration(element: .clip, property: $0.property, value: $0.value)
      }
  }

  /// The anchor group's offset, `−anchor · size − origin`: it takes the layer's bounds space
  /// to its position, and is linear in the anchor point as in the bounds.
  static func anchorDeclaration(bounds b: CGRect, anchor: CGPoint) -> Declaration {
    let ox = -Double(anchor.x) * Double(b.width) - Double(b.origin.x)
    let oy = -Double(anchor.y) * Double(b.height) - Double(b.origin.y)
    return Declaration(
      element: .anchor, property: "transform",
      value: "translate(\(CSSFormat.px(ox)),\(CSSFormat.px(oy)))")
  }

  /// The easing of each segment of `frames` (one fewer than the frames): its first frame's,
  /// else `easing`.
  static func segmentEasings(_ frames: [Frame], default easing: AnimatedSVGEasing)
    -> [AnimatedSVGEasing]
  {
    frames.dropLast().map { $0.timing ?? easing }
  }

  /// `@keyframes` bodies per element.
  static func keyframes(_ frames: [Frame]) -> [(Element, String)] {
    var elements: [Element] = []
    for f in frames {
      for d in f.declarations where !elements.contains(d.element) { elements.append(d.element) }
    }
    return elements.map { e in
      let body = frames.map { f -> String in
        var decls = f.declarations.filter { $0.element == e }.map { "\($0.property):\($0.value)" }
        if let t = f.timing { decls.append("animation-timing-function:\(t.css)") }
        return CSSFormat.percent(f.fraction) + "{" + decls.joined(separator: ";") + "}"
      }
      return (e, body.joined())
    }
  }

  /// Sampled frames without those equal to both neighbours.
  static func thinned(_ frames: [Frame]) -> [Frame] {
    guard frames.count > 2 else { return frames }
    var out = [frames[0]]
    for i in 1..<(frames.count - 1)
    where frames[i].declarations != frames[i - 1].declarations
      || frames[i].declarations != frames[i + 1].declarations
    {
      out.append(frames[i])
    }
    out.append(frames[frames.count - 1])
    return out
  }
}
