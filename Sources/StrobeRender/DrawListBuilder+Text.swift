import Foundation
import StrobeCore
import StrobeGeometry

extension DrawListBuilder {
  /// Emits a `CATextLayer`'s text (docs/core-animation-semantics.md §2.4) after its background:
  /// a ``TextRun`` whose frame is the layer's bounds (the first line at the top, clipped to
  /// the bounds rectangle as the layer's backing store would be).
  ///
  /// Nothing is drawn for a nil or empty string, no visible fill (a nil or fully
  /// transparent colour) and no visible stroke, a font size that is not finite and positive,
  /// or empty bounds (point text draws with empty bounds: it is not clipped).
  ///
  /// The stroke (``TextState/textStrokeColor``, ``TextState/textStrokeWidth``; shown when
  /// its colour is visible and its width, or an animator's added width, is positive) and the
  /// text animators go into the run. With a visible fill and stroke, which overlap, the
  /// inherited opacity is the run's ``TextRun/groupOpacity`` (the layer's content composited
  /// as one, as Core Animation composites a layer's backing store); otherwise it is folded
  /// into the colours.
  func emitText(
    _ t: TextState, _ s: LayerState, place: Placement, alpha: Double,
    _ ops: inout [DrawList.Operation]
  ) {
    let isPoint = t.textLayout == .point
    guard let string = t.string, !string.isEmpty, isPoint || !s.bounds.isEmpty,
      t.fontSize.isFinite, t.fontSize > 0
    else { return }
    let width = t.textStrokeWidth.isFinite ? max(Double(t.textStrokeWidth), 0) : 0
    let animatedWidth = t.textAnimators.contains { $0.strokeWidth > 0 }
    let strokeColor = width > 0 || animatedWidth ? Self.rgba(t.textStrokeColor, alpha: 1) : nil
    let fillColor = Self.rgba(t.foregroundColor, alpha: 1)
    guard fillColor != nil || strokeColor != nil, alpha > 0 else { return }
    let grouped = fillColor != nil && strokeColor != nil && alpha < 1
    func inherited(_ c: RGBA) -> RGBA {
      grouped ? c : RGBA(c.r, c.g, c.b, c.a * alpha)
    }
    let color = fillColor.map(inherited) ?? RGBA(0, 0, 0, 0)
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
    if let strokeColor {
      run.stroke = TextRun.Stroke(
        color: inherited(strokeColor), width: width, isUnderFill: t.textPaintOrder == .strokeFill)
    }
    if grouped { run.groupOpacity = alpha }
    run.animators = t.textAnimators
    run.animatorGrouping = t.textAnimatorGrouping
    run.animatorGroupingAlignment = t.textAnimatorGroupingAlignment
    if isPoint {
      run.isPointText = true
      run.isWrapped = false
      run.truncation = .none
    }
    ops.append(.text(run))
  }
}
