import Foundation
import StrobeGeometry

/// One PDF page holding a draw list placed on a page of any size.
///
/// The page is ``pageSize`` points; ``transform`` maps the list's canvas points to page points
/// (y down, origin at the page's top-left corner, as everywhere in Strobe). The list is
/// clipped to its canvas rectangle and its background fills that rectangle only; the rest of
/// the page stays transparent (a viewer shows its paper colour). Rendered by
/// ``Renderer/pdfData(placedPages:metadata:)``.
public struct PlacedPDFPage: Sendable, Hashable {
  /// What the page shows.
  public var list: DrawList
  /// The page size in points (1/72 inch); each side finite and > 0.
  public var pageSize: CGSize
  /// Canvas points → page points.
  public var transform: CGAffineTransform

  /// A page of exactly the list's canvas size, the canvas at the page's origin.
  public init(_ list: DrawList) {
    self.init(list, pageSize: list.size, transform: .identity)
  }

  /// A page of `pageSize` points with the canvas mapped by `transform`.
  public init(_ list: DrawList, pageSize: CGSize, transform: CGAffineTransform) {
    self.list = list
    self.pageSize = pageSize
    self.transform = transform
  }

  /// A page of `pageSize` points with the canvas scaled uniformly to fit inside the page less
  /// `margin` points on every side, and centred.
  ///
  /// The scale is `min((pageW − 2·margin) / canvasW, (pageH − 2·margin) / canvasH)`; a canvas
  /// with the page's aspect ratio fills it edge to edge (less the margins). A margin that
  /// leaves no room, or a canvas side that is not finite and positive, gives a scale of 0:
  /// the page stays blank.
  public static func fitting(_ list: DrawList, pageSize: CGSize, margin: Double = 0) -> Self {
    let cw = Double(list.size.width)
    let ch = Double(list.size.height)
    let aw = Double(pageSize.width) - 2 * margin
    let ah = Double(pageSize.height) - 2 * margin
    var s = min(aw / cw, ah / ch)
    if !(s.isFinite && s > 0) { s = 0 }
    let tx = (Double(pageSize.width) - cw * s) / 2
    let ty = (Double(pageSize.height) - ch * s) / 2
    return PlacedPDFPage(
      list, pageSize: pageSize,
      transform: CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: tx, ty: ty))
  }
}
