import Foundation
import StrobeGeometry

extension ScenePath {
  /// Builds the path's elements with StrobeGeometry's constructors.
  ///
  /// `rect` is `CGPath(rect:)`; `ellipse` is `CGPath(ellipseIn:)`; `roundedRect` with
  /// `cornerRadius` is UIKit's continuous-corner rounded rect and with `cornerWidth` /
  /// `cornerHeight` Core Graphics' quarter-ellipse one; `arc` is UIKit's arc. Each
  /// constructor gives the same element structure for every radius. `location` is the
  /// path value's place in the scene, for SVG syntax errors.
  public func pathData(at location: SceneLocation) throws -> PathData {
    switch self {
    case .data(let data):
      return data
    case .rect(let r):
      return .rect(r)
    case .ellipse(let r):
      return .ellipse(in: r)
    case .roundedRect(let r, let radius):
      return .roundedRect(r, cornerRadius: radius)
    case .roundedRectCorners(let r, let w, let h):
      return .roundedRect(r, cornerWidth: w, cornerHeight: h)
    case .arc(let center, let radius, let start, let end, let clockwise):
      return .arc(
        center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
    }
  }
}
