import Foundation
import StrobeGeometry

/// The compact SVG path data a scene written in code carries for a path given as elements
/// (``SceneWriterJSON/path(_:)``): `M80 60 C1 2 3 4 5 6 L0 0 Z`.
///
/// One command letter per element (`M`, `L`, `Q`, `C`, `Z`; absolute coordinates), elements
/// separated by one space, the letter followed directly by its points, each point `x y`, and
/// points separated by one space (``PathData/svgPathData(compact:)``). Numbers print as
/// ``SceneWriterJSON/format(_:)`` prints them (−0 as `0`); a non-finite number prints as its
/// description (`nan`, `inf`), which the path parser rejects. Parsing the text
/// (``PathData/init(svgPathData:)``) gives back exactly the elements, −0 as +0, for finite
/// coordinates (docs/scene-format.md §Values).
public enum ScenePathText {
  /// The path data of `path`.
  public static func text(_ path: PathData) -> String { path.svgPathData(compact: true) }

  /// `path` as its text parses back (every −0 coordinate made +0, as the text prints it `0`),
  /// or nil when a coordinate is not finite (the text does not parse).
  public static func readBack(_ path: PathData) -> PathData? {
    var hasNegativeZero = false
    for element in path.elements {
      for p in element.points {
        guard p.x.isFinite && p.y.isFinite else { return nil }
        if (p.x == 0 && p.x.sign == .minus) || (p.y == 0 && p.y.sign == .minus) {
          hasNegativeZero = true
        }
      }
    }
    guard hasNegativeZero else { return path }
    return PathData(
      path.elements.map {
        $0.mapPoints { CGPoint(x: $0.x == 0 ? 0 : $0.x, y: $0.y == 0 ? 0 : $0.y) }
      })
  }
}
