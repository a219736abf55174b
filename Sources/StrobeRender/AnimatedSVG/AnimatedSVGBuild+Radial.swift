import Foundation
import StrobeCore
import StrobeGeometry

extension AnimatedSVGBuild {
  /// A radial gradient's ellipse in its layer's bounds space: the centre (the start point)
  /// and the signed half-axes (end − start), as Cairo draws it (docs/animated-output.md
  /// §Radial gradient points).
  static func radialEllipse(_ g: GradientState, in b: CGRect) -> (c: CGPoint, d: CGVector) {
    let s = DrawListBuilder.unitPoint(g.startPoint, in: b)
    let e = DrawListBuilder.unitPoint(g.endPoint, in: b)
    return (s, CGVector(dx: e.x - s.x, dy: e.y - s.y))
  }

  /// The `gradientTransform` y scale of a radial gradient whose points animate: the
  /// ellipse's height over its width, nil when either is 0 or not finite.
  static func radialAspect(_ g: GradientState, in b: CGRect) -> Double? {
    let d = radialEllipse(g, in: b).d
    let k = abs(Double(d.dy)) / abs(Double(d.dx))
    return k.isFinite && k > 0 ? k : nil
  }

  /// The `cx`, `cy` and `r` of a radial gradient drawn under `scale(1 k)`: the ellipse of
  /// half-axes |dx|, k·|dx| about c is the circle of radius |dx| about (c.x, c.y / k).
  static func radialDeclarations(_ g: GradientState, in b: CGRect, aspect k: Double)
    -> [Declaration]
  {
    let (c, d) = radialEllipse(g, in: b)
    let n = CSSFormat.number
    let k = written(aspect: k)
    return [
      Declaration(element: .gradient, property: "cx", value: n(Double(c.x))),
      Declaration(element: .gradient, property: "cy", value: n(Double(c.y) / k)),
      Declaration(element: .gradient, property: "r", value: n(abs(Double(d.dx)))),
    ]
  }

  /// Why a radial gradient's animated points cannot be written as SMIL animations of `cx`,
  /// `cy` and `r` under a fixed `scale(1 k)`, or nil when they can: one of the two points
  /// animates, and at every sample the ellipse keeps the model's aspect and the signs of
  /// its half-axes (|end − start| is linear in the progress only while the sign holds).
  static func radialPointsReason(
    _ snaps: [PresentationLayer], model: GradientState, mappings: Set<AnimatedSVGMapping>
  ) -> String? {
    if mappings.contains(.gradientStart), mappings.contains(.gradientEnd) {
      return "both points of a radial gradient animated"
    }
    let b = snaps[0].state.bounds
    guard let k = radialAspect(model, in: b) else { return "a radial gradient without area" }
    let d0 = radialEllipse(model, in: b).d
    for s in snaps {
      guard case .gradient(let g) = s.content, let ks = radialAspect(g, in: b) else {
        return "a radial gradient without area"
      }
      let d = radialEllipse(g, in: b).d
      if (d.dx > 0) != (d0.dx > 0) || (d.dy > 0) != (d0.dy > 0) {
        return "a radial gradient turned inside out"
      }
      if !sameAspect(ks, k) { return "a radial gradient that changes its aspect" }
    }
    return nil
  }

  /// The aspect as the `scale(1 k)` writes it (rounded as every number is), so that `cy`
  /// divides by the factor the browser multiplies by.
  static func written(aspect k: Double) -> Double { Double(CSSFormat.number(k)) ?? k }

  /// Whether two aspects are one (to 10⁻⁹, relative above 1): the test of both the samples
  /// (``radialPointsReason(_:model:mappings:)``) and each keyframe value.
  static func sameAspect(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, b) }
}
