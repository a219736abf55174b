import Foundation
import StrobeCore
import StrobeGeometry

/// One node of a ``DisplayList``: a run of drawing operations, or a bracket of the flat
/// ``DrawList`` with the nodes it encloses as its children.
///
/// Nodes refer to the list's operations by their flat indices (``DisplayList/operations``
/// holds them, sharing the draw list's storage), so that a run of fills costs one node and no
/// copy, and errors while drawing name the same operation as the list a caller built. Only
/// the brackets are boxed (`indirect`).
enum DisplayNode: Sendable {
  /// The drawing operations (fills, strokes, images, gradients, texts, image meshes) at these
  /// flat indices, drawn in order.
  case draws(Range<Int>)
  /// A `beginGroup` (at `begin`) … `endGroup` or `endCompositedGroup` (at `end`): the
  /// children composited at `opacity` (clamped to 0…1) with `filter`'s blend mode (nil:
  /// source-over), their extents computed when the list was built.
  indirect case group(
    opacity: Double, filter: CompositingFilter?, extents: DisplayExtents,
    children: [DisplayNode], begin: Int, end: Int)
  /// A `pushClip` (at `begin`) … `popClip` (at `end`).
  indirect case clip(
    PathData, transform: CGAffineTransform, rule: FillRule, children: [DisplayNode],
    begin: Int, end: Int)
  /// A `beginMaskedContent` (at `begin`) … `beginMask` (at `maskBegin`) … `endMask` or
  /// `endMaskWithMode` (at `end`; `mode` nil for `endMask`).
  indirect case mask(
    content: [DisplayNode], mask: [DisplayNode], mode: LayerMaskMode?, begin: Int,
    maskBegin: Int, end: Int)
  /// A `beginShadow` (at `begin`) … `endShadow`, with the conservative bounds of everything
  /// the content may draw in the shadow's space (nil: nothing, or a singular transform).
  indirect case shadow(ShadowStyle, content: [DisplayNode], bounds: CGRect?, begin: Int)
  /// A `beginBlur` (at `begin`) … `endBlur`, with the content's bounds as for a shadow.
  indirect case blur(BlurStyle, content: [DisplayNode], bounds: CGRect?, begin: Int)
}
