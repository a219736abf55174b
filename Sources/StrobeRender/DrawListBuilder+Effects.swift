import Foundation
import StrobeCore
import StrobeGeometry

extension DrawListBuilder {
  /// Emits a layer's contents image (docs/core-animation-semantics.md §1.6, §1.7).
  ///
  /// The shown part is `contentsRect` (unit rect of the image; (0, 0) = top-left pixel
  /// corner) of the image's `width` × `height` pixels; its natural size in points is that
  /// part's pixels / `contentsScale` (a non-positive or non-finite scale counts as 1).
  /// ``CALayerContentsGravity/placement(of:in:)`` gives the destination rectangle in the
  /// bounds; the part is stretched onto it, clipped to it when `contentsRect` is not the
  /// unit rectangle. Clipping to the rounded outline happens only under `masksToBounds`
  /// (the caller's clip). A `contentsCenter` other than the unit rectangle (nine-part
  /// stretching) or a perspective transform (a projected mesh) goes through
  /// ``emitContentPieces(_:state:place:alpha:into:)``. `alpha` < 1 (opacity without group
  /// opacity) wraps the image in a group of that opacity.
  func emitContents(
    _ image: CGImage, state s: LayerState, place: Placement, alpha: Double,
    into ops: inout [DrawList.Operation]
  ) {
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    guard let affine = place.affine, s.contentsCenter.standardized == unit else {
      return emitContentPieces(image, state: s, place: place, alpha: alpha, into: &ops)
    }
    let part = s.contentsRect.standardized
    guard part.width > 0, part.height > 0, part.width.isFinite, part.height.isFinite,
      part.minX.isFinite, part.minY.isFinite
    else { return }
    let w = CGFloat(image.width)
    let h = CGFloat(image.height)
    let k = s.contentsScale > 0 && s.contentsScale.isFinite ? s.contentsScale : 1
    let natural = CGSize(width: part.width * w / k, height: part.height * h / k)
    let dest = s.contentsGravity.placement(of: natural, in: s.bounds)
    guard dest.width > 0, dest.height > 0 else { return }
    let toDest = CGAffineTransform(translationX: -part.minX * w, y: -part.minY * h)
      .concatenating(
        CGAffineTransform(scaleX: dest.width / (part.width * w), y: dest.height / (part.height * h))
      )
      .concatenating(CGAffineTransform(translationX: dest.minX, y: dest.minY))
    let clipped = part != unit
    if alpha < 1 { ops.append(.beginGroup(opacity: alpha)) }
    if clipped { ops.append(place.clip(LayerOutline.path(dest, radius: 0, corners: []))) }
    ops.append(.image(image, transform: toDest.concatenating(affine)))
    if clipped { ops.append(.popClip) }
    if alpha < 1 { ops.append(.endGroup) }
  }

  /// Wraps a copy of the layer's drawing (`ops[bodyStart...]`) — or its `shadowPath`, filled
  /// non-zero — in a shadow bracket inserted before it (docs/core-animation-semantics.md §1.7).
  ///
  /// Drawn only when `shadowOpacity` > 0, `shadowColor` is set, `masksToBounds` is off
  /// (it clips the shadow away) and the layer's transform is affine. The shadow lives in the
  /// layer's bounds space: `shadowOffset` and the blur rotate and scale with the layer.
  /// Under a perspective transform the shadow is made the same way in the layer's bounds
  /// space (the layer's drawing emitted again there, unprojected) and its blurred image is
  /// projected through a mesh (``ShadowStyle/projection``).
  ///
  /// Blur: a Gaussian with σ = `shadowRadius` (points of the layer's space). Core
  /// Animation does not document the profile; σ = shadowRadius follows the design-tool
  /// convention (CSS, and so Sketch and Figma, define a blur value B as a Gaussian of
  /// σ = B/2, and the usual Sketch/Figma → Core Animation conversion is shadowRadius = B/2,
  /// so σ = shadowRadius).
  func insertShadow(
    of layer: PresentationLayer, place: Placement, alpha: Double, tint: RGBA?, bodyStart: Int,
    into ops: inout [DrawList.Operation]
  ) {
    let s = layer.state
    guard s.shadowOpacity > 0, !s.masksToBounds else { return }
    let affine = place.affine ?? .identity
    let projection = place.affine == nil ? place.matrix : nil
    let opacity = Double(min(max(s.shadowOpacity, 0), 1))
    guard let color = Self.rgba(s.shadowColor, alpha: alpha * opacity) else { return }
    let sigma = s.shadowRadius.isFinite ? max(Double(s.shadowRadius), 0) : 0
    let offset = CGSize(
      width: s.shadowOffset.width.isFinite ? s.shadowOffset.width : 0,
      height: s.shadowOffset.height.isFinite ? s.shadowOffset.height : 0)
    let content: [DrawList.Operation]
    if let path = s.shadowPath {
      guard !path.isEmpty else { return }
      content = [.fill(path, transform: affine, color: RGBA(0, 0, 0, 1), rule: .nonZero)]
    } else if projection != nil {
      content = flatBody(of: layer, alpha: alpha, tint: tint)
      guard !content.isEmpty else { return }
    } else {
      content = Array(ops[bodyStart...])
      guard !content.isEmpty else { return }
    }
    let style = ShadowStyle(
      transform: affine, color: color, offset: offset, sigma: sigma, projection: projection)
    ops.insert(contentsOf: [.beginShadow(style)] + content + [.endShadow], at: bodyStart)
  }

  /// The layer's own drawing (background, contents, subclass drawing, sublayers, border) in
  /// its bounds space, at inherited alpha `alpha`: what its shadow is made of under a
  /// perspective transform.
  ///
  /// Its geometry is reset so that bounds space is canvas space; its shadow, opacity
  /// (already in `alpha`), mask and transitions are left out.
  func flatBody(of layer: PresentationLayer, alpha: Double, tint: RGBA?) -> [DrawList.Operation] {
    var flat = layer
    let p = layer.state.anchorPivot
    flat.state.transform = .identity
    flat.state.position = CGPoint(x: p.x, y: p.y)
    flat.state.zPosition = 0
    flat.state.anchorPointZ = 0
    flat.state.shadowOpacity = 0
    flat.state.opacity = 1
    flat.mask = nil
    flat.transitions = []
    var body: [DrawList.Operation] = []
    emit(flat, parentToCanvas: .identity, alpha: alpha, tint: tint, into: &body)
    return body
  }
}
