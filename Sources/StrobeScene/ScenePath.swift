import Foundation

/// A path value of a scene file, as written: SVG path data or a constructor.
///
/// Turned into a `CGPath` when the scene is mapped to layers.
public enum ScenePath: Sendable, Hashable {
  /// SVG path data (`"M0 0 L10 0 Z"`).
  case svg(String)
  /// `{"rect": [x, y, w, h]}`.
  case rect(CGRect)
  /// `{"ellipse": [x, y, w, h]}`: the ellipse inscribed in the rect.
  case ellipse(CGRect)
  /// `{"roundedRect": [x, y, w, h], "cornerRadius": r}` (UIBezierPath semantics).
  case roundedRect(CGRect, cornerRadius: CGFloat)
  /// `{"roundedRect": [x, y, w, h], "cornerWidth": rw, "cornerHeight": rh}` (CGPath semantics).
  case roundedRectCorners(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
  /// `{"arc": {…}}` (UIBezierPath semantics: clockwise = increasing angle, y down).
  case arc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
}
