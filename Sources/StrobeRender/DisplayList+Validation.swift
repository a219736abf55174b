import Foundation
import StrobeGeometry

extension DisplayList {
  /// Checks the values of one operation (its nesting is checked by ``init(_:)``).
  ///
  /// Colours, group opacities, path points and stroke parameters must be finite, dashes
  /// non-negative; shadow colours, offsets and σ, and blur σ, finite, σ not negative;
  /// gradients and text runs as DisplayList+ContentValidation.swift says. Transforms are not
  /// checked: a singular or non-finite transform draws nothing.
  static func check(_ operation: DrawList.Operation, index: Int) throws {
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
    case .pushClip(let path, _, _):
      try checkPath(path, index: index)
    case .beginShadow(let s):
      try checkColor(s.color, index: index)
      guard s.sigma.isFinite, s.sigma >= 0, s.offset.width.isFinite, s.offset.height.isFinite
      else {
        throw RenderError.invalidOperation(
          index: index,
          reason: "shadow sigma \(s.sigma) must be finite and not negative, offset "
            + "(\(s.offset.width), \(s.offset.height)) finite")
      }
    case .beginBlur(let b):
      guard b.sigma.isFinite, b.sigma >= 0 else {
        throw RenderError.invalidOperation(
          index: index, reason: "blur sigma \(b.sigma) must be finite and not negative")
      }
    case .gradient(let gradient):
      try checkGradient(gradient, index: index)
    case .text(let run):
      try checkText(run, index: index)
    case .imageMesh(let mesh):
      for cell in mesh.cells { try checkPath(cell.clip, index: index) }
    case .endGroup, .endCompositedGroup, .popClip, .beginMaskedContent, .beginMask, .endMask,
      .endMaskWithMode, .endShadow, .endBlur, .image:
      break
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
      if element.isFinite { continue }
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
