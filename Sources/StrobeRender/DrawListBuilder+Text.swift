import Foundation
import StrobeCore
import StrobeGeometry

extension DrawListBuilder {
  /// Emits a `CATextLayer`'s text (core-animation-semantics.md §2.4) after its background:
  /// a ``TextRun`` whose frame is the layer's bounds (the first line at the top, clipped to
  /// the bounds rectangle as the layer's backing store would be).
  ///
  /// Nothing is drawn for a nil or empty string, a nil or fully transparent colour, a font
  /// size that is not finite and positive, or empty bounds (point text draws with empty
  /// bounds: it is not clipped).
  func emitText(
    _ t: TextState, _ s: LayerState, place: Placement, alpha: Double,
    _ ops: inout [DrawList.Operation]
  ) {
    let isPoint = t.textLayout == .point
    guard let string = t.string, !string.isEmpty, isPoint || !s.bounds.isEmpty,
      t.fontSize.isFinite, t.fontSize > 0,
      let color = Self.rgba(t.foregroundColor, alpha: alpha)
    else { return }
    var run = TextRun(
      string: string, fontFamily: t.fontFamily, fontSize: Double(t.fontSize), color: color,
      alignment: TextRun.Alignment(rawValue: t.alignmentMode.rawValue) ?? .natural,
      isWrapped: t.isWrapped,
      truncation: TextRun.Truncation(rawValue: t.truncationMode.rawValue) ?? .none,
      frame: s.bounds, transform: place.affine ?? place.affineApproximation,
      contentsScale: Double(s.contentsScale))
    run.fontStyle = t.fontStyle
    run.lineHeight = t.lineHeight.isFinite ? max(Double(t.lineHeight), 0) : 0
    run.letterSpacing = t.letterSpacing.isFinite ? Double(t.letterSpacing) : 0
    if isPoint {
      run.isPointText = true
      run.isWrapped = false
      run.truncation = .none
    }
    ops.append(.text(run))
  }
}
