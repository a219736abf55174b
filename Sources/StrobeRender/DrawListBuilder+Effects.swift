import Foundation
import StrobeCore
import StrobeGeometry

extension DrawListBuilder {
  /// Emits a layer's contents image (core-animation-semantics.md §1.6, §1.7).
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
  /// non-zero — in a shadow bracket inserted before it (core-animation-semantics.md §1.7).
  ///
  /// Drawn only when `shadowOpacity` > 0, `shadowColor` is set, `masksToBounds` is off
  /// (it clips the shadow away) and the layer's transform is affine. The shadow lives in the
  /// layer's bounds space: `shadowOffset` and the blur rotate and scale with the layer.
  /// Under a perspective transform the shadow is skipped (documented limitation): the
  /// layer's drawing is already projected by then, and a projected shadow would need the
  /// blurred image made in bounds space and drawn through an ``ImageMesh``.
  ///
  /// Blur: a Gaussian with σ = `shadowRadius` (points of the layer's space). Core
  /// Animation does not document the profile; σ = shadowRadius follows the design-tool
  /// convention (CSS, and so Sketch and Figma, define a blur value B as a Gaussian of
  /// σ = B/2, and the usual Sketch/Figma → Core Animation conversion is shadowRadius = B/2,
  /// so σ = shadowRadius).
  func insertShadow(
    of s: LayerState, place: Placement, alpha: Double, bodyStart: Int,
    into ops: inout [DrawList.Operation]
  ) {
    guard s.shadowOpacity > 0, !s.masksToBounds, let affine = place.affine else { return }
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
    } else {
      content = Array(ops[bodyStart...])
      guard !content.isEmpty else { return }
    }
    let style = ShadowStyle(transform: affine, color: color, offset: offset, sigma: sigma)
    ops.insert(contentsOf: [.beginShadow(style)] + content + [.endShadow], at: bodyStart)
  }
}
