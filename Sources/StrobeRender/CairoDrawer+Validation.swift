import Foundation
import StrobeGeometry

extension CairoDrawer {
  /// Kinds of bracket a draw list opens.
  private enum Bracket: String {
    case group, clip, maskedContent = "masked content", mask, shadow, blur
  }

  /// Checks nesting and values before anything is drawn.
  ///
  /// Brackets must nest (`endGroup` or `endCompositedGroup` closes the innermost open
  /// `beginGroup`, `popClip` the innermost `pushClip`, nothing left open); colours, opacities, path points and stroke
  /// parameters must be finite, dashes non-negative. Transforms are not checked: a singular
  /// or non-finite transform draws nothing.
  static func validate(_ list: DrawList) throws {
    if let background = list.background {
      try checkColor(background, index: -1)
    }
    var open: [Bracket] = []
    for (index, operation) in list.operations.enumerated() {
      switch operation {
      case .fill(let path, _, let color, _):
        try checkColor(color, index: index)
        try checkPath(path, index: index)
      case .stroke(let path, _, let color, let style):
        try checkColor(color, index: index)
        try checkPath(path, index: index)
        try checkStyle(style, index: index)
      case .beginGroup(let opacity):
        guard opacity.isFinite else {
          throw RenderError.invalidOperation(index: index, reason: "group opacity \(opacity)")
        }
        open.append(.group)
      case .endGroup, .endCompositedGroup:
        let name = CairoDrawer.name(of: operation)
        guard open.last == .group else {
          throw RenderError.unbalancedOperations(
            index: index,
            reason: open.last.map { "\(name) inside an open \($0.rawValue)" }
              ?? "\(name) with no open group")
        }
        open.removeLast()
      case .pushClip(let path, _, _):
        try checkPath(path, index: index)
        open.append(.clip)
      case .popClip:
        guard open.last == .clip else {
          throw RenderError.unbalancedOperations(
            index: index,
            reason: open.last.map { "popClip inside an open \($0.rawValue)" }
              ?? "popClip with no open clip")
        }
        open.removeLast()
      case .beginMaskedContent, .beginMask, .endMask, .beginShadow, .endShadow, .image,
        .endMaskWithMode, .beginBlur, .endBlur:
        try validateEffect(operation, index: index, open: &open)
      case .gradient(let gradient):
        try checkGradient(gradient, index: index)
      case .text(let run):
        try checkText(run, index: index)
      case .imageMesh(let mesh):
        for cell in mesh.cells { try checkPath(cell.clip, index: index) }
      }
    }
    if let last = open.last {
      throw RenderError.unbalancedOperations(
        index: list.operations.count,
        reason:
          "\(open.count) bracket(s) left open, innermost a \(last.rawValue)")
    }
  }

  /// Checks a mask, shadow or image operation and tracks its brackets.
  ///
  /// `beginMask` must close an open `beginMaskedContent` (innermost) and opens the mask;
  /// `endMask` closes the innermost mask; `endShadow` the innermost shadow, `endBlur` the
  /// innermost blur. Shadow colours, offsets and σ, and blur σ, must be finite, σ not
  /// negative; image transforms are not checked.
  private static func validateEffect(
    _ operation: DrawList.Operation, index: Int, open: inout [Bracket]
  ) throws {
    func close(_ kind: Bracket, _ name: String) throws {
      guard open.last == kind else {
        throw RenderError.unbalancedOperations(
          index: index,
          reason: open.last.map { "\(name) inside an open \($0.rawValue)" }
            ?? "\(name) with no open \(kind.rawValue)")
      }
      open.removeLast()
    }
    switch operation {
    case .beginMaskedContent: open.append(.maskedContent)
    case .beginMask:
      try close(.maskedContent, "beginMask")
      open.append(.mask)
    case .endMask: try close(.mask, "endMask")
    case .endMaskWithMode: try close(.mask, "endMaskWithMode")
    case .beginShadow(let s):
      try checkColor(s.color, index: index)
      guard s.sigma.isFinite, s.sigma >= 0, s.offset.width.isFinite, s.offset.height.isFinite
      else {
        throw RenderError.invalidOperation(
          index: index,
          reason: "shadow sigma \(s.sigma) must be finite and not negative, offset "
            + "(\(s.offset.width), \(s.offset.height)) finite")
      }
      open.append(.shadow)
    case .endShadow: try close(.shadow, "endShadow")
    case .beginBlur(let b):
      guard b.sigma.isFinite, b.sigma >= 0 else {
        throw RenderError.invalidOperation(
          index: index, reason: "blur sigma \(b.sigma) must be finite and not negative")
      }
      open.append(.blur)
    case .endBlur: try close(.blur, "endBlur")
    default: break
    }
  }

  /// Throws unless every component is finite.
  static func checkColor(_ c: RGBA, index: Int) throws {
    guard c.r.isFinite, c.g.isFinite, c.b.isFinite, c.a.isFinite else {
      let what = index < 0 ? "background colour" : "colour"
      throw RenderError.invalidOperation(
        index: index, reason: "\(what) (\(c.r), \(c.g), \(c.b), \(c.a)) is not finite")
    }
  }

  /// Throws unless every point of `path` is finite.
  static func checkPath(_ path: PathData, index: Int) throws {
    for (n, element) in path.elements.enumerated() {
      // Checked in place (no `points` array per element: this runs for every path drawn).
      let finite: Bool
      switch element {
      case .move(let p), .line(let p): finite = p.x.isFinite && p.y.isFinite
      case .quadCurve(let p, let c):
        finite = p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
      case .curve(let p, let c1, let c2):
        finite =
          p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite
          && c2.y.isFinite
      case .closeSubpath: finite = true
      }
      if finite { continue }
      for p in element.points where !(p.x.isFinite && p.y.isFinite) {
        throw RenderError.invalidOperation(
          index: index, reason: "path element \(n) has a non-finite point (\(p.x), \(p.y))")
      }
    }
  }

  /// Throws unless the stroke parameters are finite and the dashes non-negative.
  private static func checkStyle(_ s: StrokeStyle, index: Int) throws {
    guard s.lineWidth.isFinite, s.miterLimit.isFinite, s.dashPhase.isFinite else {
      throw RenderError.invalidOperation(
        index: index,
        reason: "stroke lineWidth \(s.lineWidth), miterLimit \(s.miterLimit), "
          + "dashPhase \(s.dashPhase) must be finite")
    }
    if let bad = s.dashes.first(where: { !$0.isFinite || $0 < 0 }) {
      throw RenderError.invalidOperation(
        index: index, reason: "dash length \(bad) must be finite and not negative")
    }
  }
}
