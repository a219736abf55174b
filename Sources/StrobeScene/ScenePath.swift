import Foundation
import StrobeGeometry

/// A path value of a scene file: SVG path data, parsed, or a constructor.
///
/// Turned into a `CGPath` when the scene is mapped to layers. SVG path data is parsed once,
/// when the scene is decoded (``SceneCursor/path(allowsNull:)``).
public enum ScenePath: Sendable, Hashable {
  /// SVG path data (`"M0 0 L10 0 Z"`), parsed.
  case data(PathData)
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
