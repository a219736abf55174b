import Foundation
import StrobeGeometry

extension ScenePath {
  /// Builds the path's elements.
  ///
  /// `location` is the path value's place in the scene, for errors. Rectangles follow
  /// Core Graphics' `CGPath(rect:)`: move to (minX, minY), lines to (maxX, minY),
  /// (maxX, maxY), (minX, maxY), close (of the standardised rectangle). SVG path data and
  /// the ellipse, rounded-rect and arc constructors wait for StrobeGeometry's parser and
  /// constructors and are reported as not supported yet.
  public func pathData(at location: SceneLocation) throws -> PathData {
    switch self {
    case .rect(let r):
      let s = r.standardized
      return PathData([
        .move(to: CGPoint(x: s.minX, y: s.minY)),
        .line(to: CGPoint(x: s.maxX, y: s.minY)),
        .line(to: CGPoint(x: s.maxX, y: s.maxY)),
        .line(to: CGPoint(x: s.minX, y: s.maxY)),
        .closeSubpath,
      ])
    case .svg(let text):
      if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return PathData() }
      throw SceneError.notSupported(location, feature: "SVG path data (needs the SVG parser)")
    case .ellipse:
      throw SceneError.notSupported(location, feature: "the \"ellipse\" path constructor")
    case .roundedRect, .roundedRectCorners:
      throw SceneError.notSupported(location, feature: "the \"roundedRect\" path constructor")
    case .arc:
      throw SceneError.notSupported(location, feature: "the \"arc\" path constructor")
    }
  }
}
