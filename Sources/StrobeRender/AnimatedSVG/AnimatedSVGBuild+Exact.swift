import Foundation
import StrobeCore
import StrobeGeometry

extension AnimatedSVGBuild {
  /// One animation as CSS keyframes with its own timing, or why it must be sampled
  /// (docs/animated-output.md §Animated SVG).
  func exact(
    _ anim: FrozenAnimation, mapping m: AnimatedSVGMapping, layer: CALayer,
    base: PresentationLayer, map: TimeMap
  ) -> Outcome {
    guard case .property(let track) = anim.body else { return .sampled("not a property animation") }
    let timing = anim.timing
    let sigma = map.scale * Double(timing.speed)
    guard sigma > 0 else { return .sampled("a speed of 0 or less") }
    guard timing.timeOffset == 0 else { return .sampled("a time offset") }
    let d = timing.resolvedDuration()
    guard d > 0 else { return .sampled("a zero duration") }
    guard !track.isAdditive else { return .sampled("additive") }
    guard !track.isCumulative else { return .sampled("cumulative") }
    guard track.valueFunction == nil else { return .sampled("a value function") }
    let keyPath = track.property.keyPath
    var frames: [Frame] = []
    var values: [AnimatableValue] = []
    var easing = AnimatedSVGEasing.linear
    var note: String?
    switch track.source {
    case .basic, .spring:
      guard let (a, b) = track.resolvedEndpoints(model: layer.animatedModel) else {
        return .sampled("endpoints that do not combine")
      }
      values = [a, b]
      frames = [
        Frame(fraction: 0, declarations: [], timing: nil),
        Frame(fraction: 1, declarations: [], timing: nil),
      ]
      if case .spring(_, _, _, let spring) = track.source {
        let points = max(24, min(240, Int((d * 60).rounded(.up))))
        let progress = (0...points).map {
          spring.progress(at: d * Double($0) / Double(points))
        }
        easing = .points(progress)
        note = m.usesSMIL ? "a spring, as dense keyframes" : "a spring, as a linear() easing"
      } else {
        easing = AnimatedSVGEasing(anim.timingFunction)
      }
    case .keyframes(let seq):
      let discrete = seq.calculationMode == .discrete
      guard discrete || seq.calculationMode == .linear else {
        return .sampled("\(seq.calculationMode.rawValue) keyframes")
      }
      if AnimatedSVGEasing(anim.timingFunction) != .linear {
        return .sampled("a timing function over keyframes")
      }
      let vals = seq.effectiveValues
      let kts = seq.effectiveKeyTimes
      guard vals.count >= 2, kts.count >= vals.count else { return .sampled("too few keyframes") }
      for i in 1..<vals.count where !(kts[i] > kts[i - 1]) {
        return .sampled("repeated key times")
      }
      let hold: AnimatedSVGEasing = discrete ? .stepEnd : .linear
      if kts[0] > 0 {
        values.append(vals[0])
        frames.append(Frame(fraction: 0, declarations: [], timing: hold))
      }
      for i in vals.indices {
        var t: AnimatedSVGEasing? = hold
        if !discrete, i < vals.count - 1, let fs = seq.segmentFunctions, i < fs.count {
          t = AnimatedSVGEasing(fs[i])
        }
        values.append(vals[i])
        frames.append(Frame(fraction: kts[i], declarations: [], timing: t))
      }
      if kts[vals.count - 1] < 1 {
        values.append(vals[vals.count - 1])
        frames.append(Frame(fraction: 1, declarations: [], timing: nil))
      }
    case .motion:
      return .sampled("path motion")
    }
    if track.morphMode == .resample, m == .pathData,
      let why = Self.resampledEnds(track.source, &values)
    {
      return .sampled(why)
    }
    if let why = Self.inexactValues(m, keyPath: keyPath, values: values, base: base) {
      return .sampled(why)
    }
    if m == .gradientLocations,
      let why = Self.locationsLeaveOrder(
        values, easings: Self.segmentEasings(frames, default: easing))
    {
      return .sampled(why)
    }
    for i in frames.indices {
      guard let decls = Self.declarations(m, keyPath: keyPath, value: values[i], base: base)
      else { return .sampled("a value CSS cannot hold") }
      frames[i].declarations = decls
    }
    return .exact(
      frames: frames, timing: written(timing, duration: d, easing: easing, map: map), note: note)
  }

  /// `timing` (of duration `d`, in the time space `map` takes to document time) as written:
  /// the duration over the flattened speed, the delay from the window's start, the
  /// iterations of the active duration, and the fills (a removed animation fills nothing
  /// forwards).
  func written(_ timing: MediaTiming, duration d: Double, easing: AnimatedSVGEasing, map: TimeMap)
    -> AnimatedSVGTiming
  {
    let active = timing.activeDuration()
    return AnimatedSVGTiming(
      duration: d / (map.scale * Double(timing.speed)), easing: easing,
      delay: (timing.beginTime - map.offset) / map.scale - from,
      iterations: active.isInfinite ? .infinity : active / d, alternates: timing.autoreverses,
      fillsBackwards: timing.fillMode.fillsBackwards,
      fillsForwards: timing.fillMode.fillsForwards && !timing.isRemovedOnCompletion)
  }

  /// Why interpolated gradient locations could leave their order between two keyframes
  /// (where Strobe sorts them and SVG raises each offset to the one before), or nil.
  ///
  /// Each gap between neighbouring locations is linear in the segment's progress, so it
  /// stays non-negative over the progress range when it is at both ends of the range; a
  /// Bézier's progress lies within its control points' (0, `y1`, `y2`, 1).
  static func locationsLeaveOrder(_ values: [AnimatableValue], easings: [AnimatedSVGEasing])
    -> String?
  {
    for (i, easing) in easings.enumerated() where i + 1 < values.count {
      guard let a = numberList(values[i]), let b = numberList(values[i + 1]), a.count == b.count
      else { return "locations that do not match the colours" }
      let range: (Double, Double)
      switch easing {
      case .linear, .stepEnd, .stepStart: range = (0, 1)
      case .cubic(_, let y1, _, let y2): range = (min(0, y1, y2), max(1, y1, y2))
      case .points(let p): range = (p.min() ?? 0, p.max() ?? 1)
      }
      for j in a.indices.dropLast() {
        let ga = a[j + 1] - a[j]
        let gb = b[j + 1] - b[j]
        for p in [range.0, range.1] where !((1 - p) * ga + p * gb >= 0) {
          return "gradient locations that leave their order"
        }
      }
    }
    return nil
  }

  /// Replaces the two ends of a resampling morph (`morph: resample`) by the morph's own
  /// resampled paths, or says why it cannot be written (docs/animated-output.md §What maps
  /// exactly).
  ///
  /// Every control point of the morph moves linearly between the two resampled paths, and
  /// so does every coordinate of a CSS `d: path()` interpolation between paths of the same
  /// commands: a basic or spring morph whose resampled ends have the same element structure
  /// is exact. Discrete keyframes never interpolate; linear keyframes morph each segment with
  /// its own resampling, which one list of keyframe paths cannot hold.
  static func resampledEnds(_ source: PropertyTrack.Source, _ values: inout [AnimatableValue])
    -> String?
  {
    switch source {
    case .keyframes(let seq) where seq.calculationMode == .discrete:
      return nil
    case .basic, .spring:
      guard values.count == 2, case .path(let a) = values[0], case .path(let b) = values[1]
      else { return nil }  // inexactValues names a path from or to none
      let morph = PathMorph(from: a, to: b)
      let start = morph.path(at: 0)
      let end = morph.path(at: 1)
      guard start.elements.map(\.kind) == end.elements.map(\.kind) else {
        return "a resampling morph whose ends differ in structure"
      }
      values = [.path(start), .path(end)]
      return nil
    default:
      return "a resampling morph over keyframes"
    }
  }

  /// Why CSS would interpolate `values` differently from Core Animation, or nil.
  static func inexactValues(
    _ m: AnimatedSVGMapping, keyPath: String, values: [AnimatableValue], base: PresentationLayer
  ) -> String? {
    switch m {
    case .backgroundFill, .shapeFill, .shapeStroke, .borderFill:
      var alphas: Set<Double> = []
      for v in values {
        guard case .color(let c) = v else { return "a colour animation from or to none" }
        alphas.insert(Double(c.alpha))
      }
      return alphas.count > 1 ? "colours of different opacity" : nil
    case .boundsRect:
      for v in values {
        switch v {
        case .rect(let r) where r.width >= 0 && r.height >= 0: continue
        case .size(let size) where size.width >= 0 && size.height >= 0: continue
        default: return "a negative size"
        }
      }
      return nil
    case .borderRing:
      // The ring's points move linearly with the width while the inner outline keeps its
      // kind: not empty, and a corner radius either 0 or larger than every width.
      let st = base.state
      let half = Double(min(st.bounds.width, st.bounds.height)) / 2
      let r = Double(st.cornerRadius)
      for v in values {
        guard case .number(let w) = v, w >= 0 else { return "a negative border width" }
        if w >= half { return "a border as wide as half the layer" }
        if r > 0, w >= r { return "a border as wide as its corner radius" }
      }
      return r > half ? "a clamped corner radius" : nil
    case .cornerRadius:
      let half = Double(min(base.state.bounds.width, base.state.bounds.height)) / 2
      for v in values {
        guard case .number(let r) = v, r >= 0, r <= half else { return "a clamped corner radius" }
      }
      return nil
    case .transformMatrix:
      return base.state.transform == .identity ? nil : "a component over a model transform"
    case .gradientColors:
      // Each stop's colour interpolates alone (as Core Animation interpolates the list item
      // by item); one opacity throughout, as for single colours.
      guard case .gradient(let g) = base.content else { return "not a gradient layer" }
      var alphas: Set<Double> = []
      for v in values {
        guard case .array(let items) = v, items.count == g.colors?.count else {
          return "a changing number of gradient colours"
        }
        guard let colors = colorList(v) else { return "a gradient colour that is none" }
        alphas.formUnion(colors.map { Double($0.alpha) })
      }
      return alphas.count > 1 ? "gradient colours of different opacity" : nil
    case .gradientLocations:
      guard case .gradient(let g) = base.content else { return "not a gradient layer" }
      for v in values {
        guard let n = numberList(v), n.count == g.colors?.count, n.allSatisfy(\.isFinite) else {
          return "locations that do not match the colours"
        }
      }
      return nil
    case .pathData:
      var kinds: [PathElement.Kind]?
      for v in values {
        guard case .path(let p) = v else { return "a path animation from or to none" }
        let k = p.elements.map(\.kind)
        if let kinds, kinds != k { return "paths of different structure" }
        kinds = k
      }
      return nil
    default:
      return nil
    }
  }

  /// The declarations of an animation value of `keyPath` (mapping `m`), or nil when the key
  /// path has no exact CSS form (`transform.rotation.x`).
  static func declarations(
    _ m: AnimatedSVGMapping, keyPath: String, value: AnimatableValue, base: PresentationLayer
  ) -> [Declaration]? {
    let st = base.state
    func number() -> Double? {
      if case .number(let n) = value { return n }
      return nil
    }
    switch (m, keyPath) {
    case (.groupOpacity, _):
      guard let n = number() else { return nil }
      return [Declaration(element: .position, property: "opacity", value: CSSFormat.number(n))]
    case (.positionTranslate, _):
      var p = st.position
      switch (keyPath, value) {
      case ("position", .point(let q)): p = q
      case ("position.x", .number(let x)): p.x = CGFloat(x)
      case ("position.y", .number(let y)): p.y = CGFloat(y)
      default: return nil
      }
      let v = "translate(\(CSSFormat.px(Double(p.x))),\(CSSFormat.px(Double(p.y))))"
      return [Declaration(element: .position, property: "transform", value: v)]
    case (.boundsRect, _):
      var b = st.bounds
      switch (keyPath, value) {
      case ("bounds", .rect(let r)): b = r
      case ("bounds.size", .size(let size)): b.size = size
      default: return nil
      }
      return withClip(boundsDeclarations(bounds: b, anchor: st.anchorPoint), of: base)
    case (.anchorOffset, _):
      var a = st.anchorPoint
      switch (keyPath, value) {
      case ("anchorPoint", .point(let q)): a = q
      case ("anchorPoint.x", .number(let x)): a.x = CGFloat(x)
      case ("anchorPoint.y", .number(let y)): a.y = CGFloat(y)
      default: return nil
      }
      return [anchorDeclaration(bounds: st.bounds, anchor: a)]
    case (.transformMatrix, _):
      let v: String
      switch (keyPath, value) {
      case ("transform.rotation.z", .number(let a)), ("transform.rotation", .number(let a)):
        v = "rotate(\(CSSFormat.number(a * 180 / .pi))deg)"
      case ("transform.scale", .number(let s)):
        v = "scale(\(CSSFormat.number(s)))"
      case ("transform.scale.x", .number(let s)):
        v = "scale(\(CSSFormat.number(s)),1)"
      case ("transform.scale.y", .number(let s)):
        v = "scale(1,\(CSSFormat.number(s)))"
      case ("transform.translation.x", .number(let x)):
        v = "translate(\(CSSFormat.px(x)),0px)"
      case ("transform.translation.y", .number(let y)):
        v = "translate(0px,\(CSSFormat.px(y)))"
      case ("transform.translation", .size(let s)):
        v = "translate(\(CSSFormat.px(Double(s.width))),\(CSSFormat.px(Double(s.height))))"
      default: return nil
      }
      return [Declaration(element: .transform, property: "transform", value: v)]
    case (.backgroundFill, _), (.shapeFill, _), (.shapeStroke, _):
      guard case .color(let c) = value else { return nil }
      let element: Element = m == .backgroundFill ? .background : .shape
      let property = m == .shapeStroke ? "stroke" : "fill"
      return [Declaration(element: element, property: property, value: CSSFormat.color(c))]
    case (.cornerRadius, _):
      return number().map { radiusDeclarations($0, of: base) }
    case (.shapeLineWidth, _):
      guard let w = number() else { return nil }
      return [Declaration(element: .shape, property: "stroke-width", value: CSSFormat.px(w))]
    case (.trimStart, _), (.trimEnd, _):
      guard let v = number(), case .shape(let shape) = base.content else { return nil }
      let s = m == .trimStart ? v : Double(shape.strokeStart)
      let e = m == .trimEnd ? v : Double(shape.strokeEnd)
      var decls = [
        Declaration(element: .shape, property: "stroke-dasharray", value: dash(start: s, end: e))
      ]
      if m == .trimStart {
        decls.append(
          Declaration(
            element: .shape, property: "stroke-dashoffset",
            value: CSSFormat.number(-min(max(s, 0), 1))))
      }
      return decls
    case (.pathData, _):
      guard case .path(let p) = value else { return nil }
      return [Declaration(element: .shape, property: "d", value: CSSFormat.path(p))]
    case (.gradientColors, _):
      return colorList(value).map(stopColors)
    case (.gradientStart, _), (.gradientEnd, _):
      guard case .gradient(let g) = base.content else { return nil }
      let start = m == .gradientStart
      var u = start ? g.startPoint : g.endPoint
      switch (keyPath.split(separator: ".").dropFirst().first, value) {
      case (nil, .point(let q)): u = q
      case ("x", .number(let x)): u.x = CGFloat(x)
      case ("y", .number(let y)): u.y = CGFloat(y)
      default: return nil
      }
      if g.type == .radial {
        // The circle under the model's aspect (radialPointsReason keeps it at every sample).
        guard let k = radialAspect(g, in: st.bounds) else { return nil }
        var moved = g
        if start { moved.startPoint = u } else { moved.endPoint = u }
        guard let ks = radialAspect(moved, in: st.bounds), sameAspect(ks, k) else { return nil }
        return radialDeclarations(moved, in: st.bounds, aspect: k)
      }
      return gradientPoint(u, in: st.bounds, attributes: start ? ("x1", "y1") : ("x2", "y2"))
    case (.gradientLocations, _):
      guard let locations = numberList(value), case .gradient(let g) = base.content else {
        return nil
      }
      return stopOffsets(locations.map { CGFloat($0) }, count: g.colors?.count ?? 0)
    case (.borderRing, _):
      return number().map { [borderDeclaration(st, width: $0)] }
    case (.borderFill, _):
      guard case .color(let c) = value else { return nil }
      return [borderFillDeclaration(c)]
    case (.dashPhase, _):
      guard let phase = number() else { return nil }
      return [
        Declaration(element: .shape, property: "stroke-dashoffset", value: CSSFormat.px(phase))
      ]
    }
  }

  /// The numbers of a `locations` animation value, or nil when it is not a list of numbers.
  static func numberList(_ value: AnimatableValue) -> [Double]? {
    guard case .array(let items) = value else { return nil }
    var numbers: [Double] = []
    for item in items {
      guard case .number(let n) = item else { return nil }
      numbers.append(n)
    }
    return numbers
  }

  /// The colours of a `colors` animation value, or nil when it is not a list of colours.
  static func colorList(_ value: AnimatableValue) -> [CGColor]? {
    guard case .array(let items) = value else { return nil }
    var colors: [CGColor] = []
    for item in items {
      guard case .color(let c) = item else { return nil }
      colors.append(c)
    }
    return colors
  }
}
