import Foundation
import StrobeCore
import StrobeGeometry

/// Turns a presentation snapshot into a ``DrawList``: the layer tree flattened into
/// absolute-transform drawing operations in Core Animation's order.
///
/// Per layer (docs/core-animation-semantics.md §1.7): background colour (inside the rounded
/// outline), then the subclass drawing (CAShapeLayer: fill, then the stroke trimmed exactly by
/// `PathData.trimmed(from:to:)`, with zero-length subpaths under square caps filled as
/// squares the way Core Graphics draws them), then
/// the sublayers sorted by `zPosition` (stable: ties keep array order), clipped to the
/// rounded outline when `masksToBounds` (which also clips the layer's own drawing), then
/// the border (inside the bounds, above the sublayers). Opacity below 1 wraps the layer in a
/// group (`allowsGroupOpacity`), or multiplies into every colour of the subtree when group
/// opacity is off. Hidden layers and layers with opacity ≤ 0 draw nothing.
///
/// Transforms compose exactly as §1.3 (anchor pivot, transform, position, zPosition, the
/// superlayer's sublayerTransform), flattening z as Core Animation does for ordinary layers:
/// a layer's sublayers are mapped into its 3-D space, through its sublayerTransform (whose
/// perspective therefore acts on their z), and only then is z dropped — the subtree lies in
/// the layer's plane, which the layer's own transform then places in 3-D. No depth sorting
/// happens across that boundary. ``CATransformLayer``s do not flatten: see
/// `emitTransformLayer`. When the result is affine it is carried as a `CGAffineTransform`
/// so the stroke scales with the layer; a perspective result is projected onto the canvas
/// (`ProjectiveMap`: curves subdivided to within 0.01 canvas point of the exact projected
/// curve) and strokes become filled outlines computed in path space (`StrokeOutline`), so
/// the stroke is foreshortened with its layer.
///
/// `isDoubleSided = false` hides a layer whose back faces the viewer, judged in the plane it
/// is drawn into (its flattening ancestor's sublayer space, through transform layers): the
/// projected winding of its bounds there, the sign of the Jacobian determinant at the
/// bounds' centre (equal to the sign of the z of the transformed normal for an unmirrored
/// transform; a mirror counts as the back side, as in back-face culling).
///
/// Then, around that: a `blurRadius` blur (a Strobe extension: `beginBlur` … `endBlur` around
/// the layer's drawing), the shadow (under everything the layer draws, made from the blurred
/// drawing, see DrawListBuilder+Effects.swift), the contents image (after the background, before the
/// subclass drawing), the mask (`beginMaskedContent` … `beginMask` mask layer `endMask`,
/// outside the opacity group, the mask layer placed in the host's bounds space), and
/// outermost a `compositingFilter`'s group (`beginGroup` … `endCompositedGroup`, which takes
/// the layer's opacity when there is no mask). A `CATransformLayer` ignores its
/// `compositingFilter`, as Core Animation does (it renders only its sublayers).
///
/// CAGradientLayer: the gradient fills the rounded outline over the background
/// (``GradientFill``); CATextLayer: a ``TextRun`` clipped to the bounds.
public struct DrawListBuilder: Sendable {
  /// Where trimmed strokes get their path measures (nil: each trim measures its path).
  public let pathMeasures: PathMeasureCache?

  /// A builder; with `pathMeasures`, a shape's path trimmed in frame after frame (an animated
  /// `strokeStart` or `strokeEnd`) is measured once, by that cache.
  public init(pathMeasures: PathMeasureCache? = nil) {
    self.pathMeasures = pathMeasures
  }

  /// The draw list for a canvas of `size` points showing `root` and its subtree.
  ///
  /// `root` is placed in canvas space by its own geometry (position, anchor, transform), so
  /// a root with bounds `(0, 0, w, h)` and position `(w/2, h/2)` maps 1:1 onto the canvas.
  public func build(root: PresentationLayer, canvasSize size: CGSize, background: RGBA?) -> DrawList
  {
    var ops: [DrawList.Operation] = []
    emit(root, parentToCanvas: .identity, alpha: 1, into: &ops)
    return DrawList(size: size, background: background, operations: ops)
  }

  /// The flattening matrix: drops z after a layer is mapped into its superlayer's plane.
  static let flattenZ: CATransform3D = {
    var z = CATransform3D.identity
    z.m33 = 0
    return z
  }()

  func emit(
    _ layer: PresentationLayer, parentToCanvas: CATransform3D, alpha: Double,
    offset: CGPoint = .zero, parentToPlane: CATransform3D = .identity, tint: RGBA? = nil,
    into ops: inout [DrawList.Operation]
  ) {
    if let transition = layer.transitions.last, let before = transition.spec.before.first {
      emitTransition(
        transition, before: before, after: layer, parentToCanvas: parentToCanvas, alpha: alpha,
        parentToPlane: parentToPlane, tint: tint, into: &ops)
      return
    }
    let s = layer.state
    guard !s.isHidden else { return }
    let opacity = Double(min(max(s.opacity.isNaN ? 1 : s.opacity, 0), 1))
    guard opacity > 0, alpha > 0 else { return }
    let geometry = s.geometryTransform
    let toCanvas = Self.layerToCanvas(geometry, parentToCanvas: parentToCanvas, offset: offset)
    // The layer → its plane map is needed only for culling and by transform layers.
    let isTransformLayer = if case .transformLayer = layer.content { true } else { false }
    let toPlane =
      s.isDoubleSided && !isTransformLayer ? nil : geometry.concatenating(parentToPlane)
    if let toPlane, !s.isDoubleSided, !Self.facesViewer(toPlane, bounds: s.bounds) { return }
    if let toPlane, isTransformLayer {
      return emitTransformLayer(
        layer, toCanvas: toCanvas, toPlane: toPlane, alpha: alpha, opacity: opacity, tint: tint,
        into: &ops)
    }
    let place = Placement(toCanvas)

    let grouped = opacity < 1 && s.allowsGroupOpacity
    let a = grouped ? alpha : alpha * opacity
    let masked = !layer.maskStorage.isEmpty
    // A compositing filter makes the layer one group, outside its mask; without a mask the
    // group opacity is that group's, with one the opacity group sits inside the mask.
    let filter = s.compositingFilter
    let opacityInFilterGroup = filter != nil && grouped && !masked
    let opacityGroup = grouped && !opacityInFilterGroup
    if filter != nil { ops.append(.beginGroup(opacity: opacityInFilterGroup ? opacity : 1)) }
    if masked { ops.append(.beginMaskedContent) }
    if opacityGroup { ops.append(.beginGroup(opacity: opacity)) }
    let bodyStart = ops.count

    // The outline only when something draws or clips with it (most layers of an imported
    // animation have no background, border or clip).
    let background = s.bounds.isEmpty ? nil : Self.rgba(s.backgroundColor, alpha: a, tint: tint)
    let border =
      s.borderWidth > 0 && !s.bounds.isEmpty ? Self.rgba(s.borderColor, alpha: a, tint: tint) : nil
    let outline =
      background != nil || s.masksToBounds || border != nil
      ? LayerOutline.path(
        s.bounds, radius: s.cornerRadius, corners: s.maskedCorners, curve: s.cornerCurve)
      : PathData()
    if let bg = background {
      ops.append(place.fill(outline, color: bg, rule: .nonZero))
    }
    if s.masksToBounds { ops.append(place.clip(outline)) }

    if let image = s.contents {
      emitContents(image, state: s, place: place, alpha: a, into: &ops)
    }
    if case .gradient(let g) = layer.content { emitGradient(g, s, place: place, alpha: a, &ops) }
    if case .text(let t) = layer.content { emitText(t, s, place: place, alpha: a, &ops) }

    if case .shape(let shape) = layer.content {
      emitShape(shape, place: place, alpha: a, tint: tint, into: &ops)
    }

    let childToPlane = s.sublayerSpaceTransform
    let flatten =
      childToPlane.isIdentity ? Self.flattenZ : childToPlane.concatenating(Self.flattenZ)
    let childToCanvas = flatten.concatenating(toCanvas)
    if case .replicator(let r) = layer.content {
      emitInstances(
        r, of: layer, childToCanvas: childToCanvas, childToPlane: childToPlane, alpha: a,
        tint: tint, into: &ops)
    } else {
      let children = Self.zOrdered(layer.sublayers)
      for index in children.indices {
        emit(
          children[index], parentToCanvas: childToCanvas, alpha: a, parentToPlane: childToPlane,
          tint: tint, into: &ops)
      }
    }
    if s.masksToBounds { ops.append(.popClip) }

    if let bc = border {
      ops.append(place.fill(Self.borderRing(s, outline: outline), color: bc, rule: .evenOdd))
    }
    if s.blurRadius > 0, s.blurRadius.isFinite, ops.count > bodyStart {
      // Strobe's blurRadius: the layer's drawing blurred in its bounds space (under a
      // perspective transform, in canvas space); its shadow is made from the blurred drawing.
      let style = BlurStyle(transform: place.affine ?? .identity, sigma: Double(s.blurRadius))
      ops.insert(.beginBlur(style), at: bodyStart)
      ops.append(.endBlur)
    }
    insertShadow(of: layer, place: place, alpha: a, tint: tint, bodyStart: bodyStart, into: &ops)
    if opacityGroup {
      // A group around one solid fill or stroke composites exactly that paint at the group's
      // opacity: fold the opacity into its colour (no group surface, no SVG/PDF mask).
      if ops.count == bodyStart + 1, let folded = Self.folding(opacity, into: ops[bodyStart]) {
        ops[bodyStart - 1] = folded
        ops.removeLast()
      } else {
        ops.append(.endGroup)
      }
    }
    if masked {
      ops.append(.beginMask)
      emit(layer.maskStorage[0], parentToCanvas: toCanvas, alpha: 1, into: &ops)
      ops.append(s.maskMode == .alpha ? .endMask : .endMaskWithMode(s.maskMode))
    }
    if let filter { ops.append(.endCompositedGroup(filter)) }
  }

  /// The ring a layer's border fills (even-odd).
  ///
  /// The layer's outline, and inside it the outline of the bounds inset by `borderWidth`
  /// with the corner radius less the width (none when the inset is empty). `outline` is the
  /// layer's outline, when already made.
  static func borderRing(_ s: LayerState, outline: PathData? = nil) -> PathData {
    var ring =
      outline
      ?? LayerOutline.path(
        s.bounds, radius: s.cornerRadius, corners: s.maskedCorners, curve: s.cornerCurve)
    let bw = s.borderWidth
    let inner = s.bounds.insetBy(dx: bw, dy: bw)
    if inner.width > 0 && inner.height > 0 {
      ring.append(
        contentsOf: LayerOutline.path(
          inner, radius: max(s.cornerRadius - bw, 0), corners: s.maskedCorners,
          curve: s.cornerCurve))
    }
    return ring
  }

  /// The layer's bounds space → canvas.
  ///
  /// An extra translation in the layer's own space is
  /// used by sliding transitions. `parentToCanvas` maps the superlayer's 3-D sublayer
  /// space (flattening happens there, after the superlayer's sublayerTransform).
  static func layerToCanvas(
    _ s: LayerState, parentToCanvas: CATransform3D, offset: CGPoint
  ) -> CATransform3D {
    layerToCanvas(s.geometryTransform, parentToCanvas: parentToCanvas, offset: offset)
  }

  /// ``layerToCanvas(_:parentToCanvas:offset:)`` from the layer's geometry transform.
  static func layerToCanvas(
    _ geometry: CATransform3D, parentToCanvas: CATransform3D, offset: CGPoint
  ) -> CATransform3D {
    var m = geometry.concatenating(parentToCanvas)
    if offset != .zero {
      m = CATransform3DMakeTranslation(offset.x, offset.y, 0).concatenating(m)
    }
    return m
  }

  /// Draws a layer inside a running `CATransition` (docs/core-animation-semantics.md §12.1): the
  /// subtree before the transaction's changes and the one after, blended by the effect at the
  /// transition's progress p.
  ///
  /// - fade: the old rendering at opacity 1 − p under the new at opacity p (each a group);
  /// - moveIn: the new slides in over the old from the subtype's side;
  /// - push: the new pushes the old out (both slide);
  /// - reveal: the old slides away toward the opposite side, uncovering the new.
  ///
  /// Sliding effects move by the layer's bounds size and are clipped to its bounds. Sides
  /// are screen sides on a y-down canvas (`fromTop` comes from minY); a nil subtype is
  /// `fromLeft` (Core Animation's presumed default).
  private func emitTransition(
    _ t: ActiveTransition, before: PresentationLayer, after: PresentationLayer,
    parentToCanvas: CATransform3D, alpha: Double, parentToPlane: CATransform3D, tint: RGBA?,
    into ops: inout [DrawList.Operation]
  ) {
    var old = before
    old.transitions = []
    var new = after
    new.transitions = []
    let p = min(max(t.progress.isNaN ? 0 : t.progress, 0), 1)
    if t.spec.type == .fade {
      if p < 1 {
        ops.append(.beginGroup(opacity: 1 - p))
        emit(
          old, parentToCanvas: parentToCanvas, alpha: alpha, parentToPlane: parentToPlane,
          tint: tint, into: &ops)
        ops.append(.endGroup)
      }
      if p > 0 {
        ops.append(.beginGroup(opacity: p))
        emit(
          new, parentToCanvas: parentToCanvas, alpha: alpha, parentToPlane: parentToPlane,
          tint: tint, into: &ops)
        ops.append(.endGroup)
      }
      return
    }
    let b = new.state.bounds
    let dir: CGPoint
    switch t.spec.subtype {
    case .some(.fromRight): dir = CGPoint(x: b.width, y: 0)
    case .some(.fromTop): dir = CGPoint(x: 0, y: -b.height)
    case .some(.fromBottom): dir = CGPoint(x: 0, y: b.height)
    default: dir = CGPoint(x: -b.width, y: 0)
    }
    func scaled(_ k: Double) -> CGPoint { CGPoint(x: dir.x * k, y: dir.y * k) }
    let clip = Placement(
      Self.layerToCanvas(new.state, parentToCanvas: parentToCanvas, offset: .zero))
    ops.append(clip.clip(LayerOutline.path(b, radius: 0, corners: [])))
    switch t.spec.type {
    case .moveIn:
      emit(
        old, parentToCanvas: parentToCanvas, alpha: alpha, parentToPlane: parentToPlane,
        tint: tint, into: &ops)
      emit(
        new, parentToCanvas: parentToCanvas, alpha: alpha, offset: scaled(1 - p),
        parentToPlane: parentToPlane, tint: tint, into: &ops)
    case .reveal:
      emit(
        new, parentToCanvas: parentToCanvas, alpha: alpha, parentToPlane: parentToPlane,
        tint: tint, into: &ops)
      emit(
        old, parentToCanvas: parentToCanvas, alpha: alpha, offset: scaled(-p),
        parentToPlane: parentToPlane, tint: tint, into: &ops)
    default:  // push
      emit(
        old, parentToCanvas: parentToCanvas, alpha: alpha, offset: scaled(-p),
        parentToPlane: parentToPlane, tint: tint, into: &ops)
      emit(
        new, parentToCanvas: parentToCanvas, alpha: alpha, offset: scaled(1 - p),
        parentToPlane: parentToPlane, tint: tint, into: &ops)
    }
    ops.append(.popClip)
  }

  private func emitShape(
    _ shape: ShapeState, place: Placement, alpha: Double, tint: RGBA?,
    into ops: inout [DrawList.Operation]
  ) {
    guard let path = shape.path, !path.isEmpty else { return }
    if let fill = Self.rgba(shape.fillColor, alpha: alpha, tint: tint) {
      ops.append(
        place.fill(path, color: fill, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero))
    }
    guard let stroke = Self.rgba(shape.strokeColor, alpha: alpha, tint: tint), shape.lineWidth > 0,
      shape.lineWidth.isFinite
    else { return }
    let start = Double(shape.strokeStart)
    let end = Double(shape.strokeEnd)
    let trimmed =
      start == 0 && end == 1
      ? path
      : pathMeasures?.trimmed(path, from: start, to: end) ?? path.trimmed(from: start, to: end)
    guard !trimmed.isEmpty else { return }
    let style = StrokeStyle(
      lineWidth: Double(shape.lineWidth),
      cap: StrokeStyle.Cap(rawValue: shape.lineCap.rawValue) ?? .butt,
      join: StrokeStyle.Join(rawValue: shape.lineJoin.rawValue) ?? .miter,
      miterLimit: Double(shape.miterLimit),
      dashes: Self.validDashes(shape.lineDashPattern),
      dashPhase: Double(shape.lineDashPhase))
    guard style.cap == .square else {
      ops.append(place.stroke(trimmed, color: stroke, style: style))
      return
    }
    // Zero-length subpaths: Cairo (and PDF) draw no square cap for them, Core Graphics draws
    // an axis-aligned square; carry those as filled squares instead.
    let (rest, dots) = Self.separatingZeroLengthSubpaths(trimmed)
    if !rest.isEmpty { ops.append(place.stroke(rest, color: stroke, style: style)) }
    guard Self.dashIsOn(atStartOf: style.dashes, phase: style.dashPhase) else { return }
    let h = CGFloat(style.lineWidth / 2)
    for p in dots {
      let square = PathData([
        .move(to: CGPoint(x: p.x - h, y: p.y - h)), .line(to: CGPoint(x: p.x + h, y: p.y - h)),
        .line(to: CGPoint(x: p.x + h, y: p.y + h)), .line(to: CGPoint(x: p.x - h, y: p.y + h)),
        .closeSubpath,
      ])
      ops.append(place.fill(square, color: stroke, rule: .nonZero))
    }
  }

  /// The path without its zero-length subpaths (a move followed by drawing elements or a
  /// close whose points all equal the move point), and those subpaths' points.
  ///
  /// Round caps need no help: Cairo, librsvg and PDF viewers all draw a dot for them. Square
  /// caps do: Cairo and PDF draw nothing ("orientation indeterminate") where Core Graphics
  /// draws a square aligned with the path's axes, so the builder fills that square itself.
  /// A lone move is no subpath to stroke and is dropped either way by the renderers.
  static func separatingZeroLengthSubpaths(_ path: PathData) -> (PathData, [CGPoint]) {
    var rest: [PathElement] = []
    var dots: [CGPoint] = []
    var pending: [PathElement] = []
    func flush() {
      defer { pending = [] }
      guard case .move(let p) = pending.first, pending.count > 1 else {
        rest.append(contentsOf: pending)
        return
      }
      if pending.allSatisfy({ $0.points.allSatisfy { $0 == p } }) {
        dots.append(p)
      } else {
        rest.append(contentsOf: pending)
      }
    }
    for e in path.elements {
      if case .move = e { flush() }
      pending.append(e)
      if case .closeSubpath = e { flush() }
    }
    flush()
    return (PathData(rest), dots)
  }

  /// Whether a dash pattern (as drawn, restarted at each subpath) is "on" at the very start of
  /// a subpath: solid strokes always are.
  static func dashIsOn(atStartOf dashes: [Double], phase: Double) -> Bool {
    // Cairo repeats an odd-length pattern twice so on/off keep alternating.
    let pattern = dashes.count % 2 == 1 ? dashes + dashes : dashes
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, period > 0, period.isFinite else { return true }
    var offset = phase.truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    for (i, d) in pattern.enumerated() {
      if offset < d { return i % 2 == 0 }
      offset -= d
    }
    return true
  }

  /// Dash lengths Cairo accepts: finite, non-negative, not all zero; anything else is solid.
  static func validDashes(_ pattern: [CGFloat]?) -> [Double] {
    guard let pattern, !pattern.isEmpty else { return [] }
    guard pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), pattern.contains(where: { $0 > 0 })
    else { return [] }
    return pattern.map(Double.init)
  }

  /// A colour with the inherited alpha applied, its red, green and blue multiplied by
  /// `tint` (a replicator's instance colour; nil: unchanged), or nil when invisible or absent.
  static func rgba(_ c: CGColor?, alpha: Double, tint: RGBA? = nil) -> RGBA? {
    guard let c else { return nil }
    var rgba = RGBA(c)
    rgba.a *= alpha
    guard rgba.a > 0 else { return nil }
    if let tint {
      rgba.r *= tint.r
      rgba.g *= tint.g
      rgba.b *= tint.b
    }
    return rgba
  }
}

/// How one layer's bounds space lands on the canvas.
///
/// An affine transform, or (for a perspective result) a projective map applied to the path itself (`ProjectiveMap`;
/// strokes become filled outlines, `StrokeOutline`). Geometry reaching the eye plane
/// (w ≤ 0) is dropped: an empty fill, an empty clip.
struct Placement {
  let matrix: CATransform3D
  let affine: CGAffineTransform?

  init(_ m: CATransform3D) {
    matrix = m
    if m.m14 == 0 && m.m24 == 0 && m.m44 != 0 {
      let w = m.m44
      affine = CGAffineTransform(
        a: m.m11 / w, b: m.m12 / w, c: m.m21 / w, d: m.m22 / w, tx: m.m41 / w, ty: m.m42 / w)
    } else {
      affine = nil
    }
  }

  func mapped(_ path: PathData) -> (PathData, CGAffineTransform) {
    if let affine { return (path, affine) }
    return (ProjectiveMap(matrix).project(path) ?? PathData(), .identity)
  }

  func fill(_ path: PathData, color: RGBA, rule: FillRule) -> DrawList.Operation {
    let (p, t) = mapped(path)
    return .fill(p, transform: t, color: color, rule: rule)
  }

  func stroke(_ path: PathData, color: RGBA, style: StrokeStyle) -> DrawList.Operation {
    guard affine == nil else {
      return .stroke(path, transform: affine!, color: color, style: style)
    }
    let outline = StrokeOutline.outline(path, style: style, map: ProjectiveMap(matrix))
    return .fill(outline ?? PathData(), transform: .identity, color: color, rule: .nonZero)
  }

  func clip(_ path: PathData) -> DrawList.Operation {
    let (p, t) = mapped(path)
    return .pushClip(p, transform: t, rule: .nonZero)
  }
}

extension DrawListBuilder {
  /// `operation` drawn at `opacity` on its own, when that equals compositing it in a group at
  /// `opacity`: a solid fill or stroke, whose colour's alpha is multiplied by `opacity` (one
  /// paint over the backdrop either way: `dst·(1 − αo·cov) + src·αo·cov`); nil otherwise.
  static func folding(_ opacity: Double, into operation: DrawList.Operation) -> DrawList.Operation?
  {
    switch operation {
    case .fill(let path, let transform, var color, let rule):
      color.a *= opacity
      return .fill(path, transform: transform, color: color, rule: rule)
    case .stroke(let path, let transform, var color, let style):
      color.a *= opacity
      return .stroke(path, transform: transform, color: color, style: style)
    default:
      return nil
    }
  }
}
