import Foundation
import StrobeCore
import StrobeGeometry

/// One node of a ``DisplayList``: a drawing operation, or a bracket of the flat
/// ``DrawList`` with the operations it encloses as its children.
///
/// Every node keeps the indices of the flat operations it came from, so that errors while
/// drawing name the same operation as the list a caller built.
indirect enum DisplayNode: Sendable {
  /// A fill, stroke, image, gradient, text or image mesh (`operation`), at flat `index`.
  case draw(DrawList.Operation, index: Int)
  /// A `beginGroup` (at `begin`) … `endGroup` or `endCompositedGroup` (at `end`): the
  /// children composited at `opacity` (clamped to 0…1) with `filter`'s blend mode (nil:
  /// source-over), their extents computed when the list was built.
  case group(
    opacity: Double, filter: CompositingFilter?, extents: DisplayExtents,
    children: [DisplayNode], begin: Int, end: Int)
  /// A `pushClip` (at `begin`) … `popClip` (at `end`).
  case clip(
    PathData, transform: CGAffineTransform, rule: FillRule, children: [DisplayNode],
    begin: Int, end: Int)
  /// A `beginMaskedContent` (at `begin`) … `beginMask` (at `maskBegin`) … `endMask` or
  /// `endMaskWithMode` (at `end`; `mode` nil for `endMask`).
  case mask(
    content: [DisplayNode], mask: [DisplayNode], mode: LayerMaskMode?, begin: Int,
    maskBegin: Int, end: Int)
  /// A `beginShadow` (at `begin`) … `endShadow`, with the conservative bounds of everything
  /// the content may draw in the shadow's space (nil: nothing, or a singular transform).
  case shadow(ShadowStyle, content: [DisplayNode], bounds: CGRect?, begin: Int)
  /// A `beginBlur` (at `begin`) … `endBlur`, with the content's bounds as for a shadow.
  case blur(BlurStyle, content: [DisplayNode], bounds: CGRect?, begin: Int)
}
