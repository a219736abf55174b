import Foundation
import StrobeGeometry

/// Rewrites the baseline scene so each blob is a layer framed at its own bounds.
///
/// For every shape layer: the path's control-point bounding box (``PathData/boundingBox``)
/// becomes the layer's `frame`, and the path is moved by minus the box's origin, so the
/// picture is the same but every layer has a non-identity placement. The matching raw Cairo
/// frame is ``RawCairoFrame/render(_:shapes:size:positioned:)`` with `positioned: true`.
enum PositionedScene {
  /// Writes the positioned version of the scene at `source` to `destination`.
  static func write(from source: URL, to destination: URL) throws {
    let data = try Data(contentsOf: source)
    guard var scene = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let layers = scene["layers"] as? [[String: Any]]
    else { throw CheckFailure(description: "\(source.path): not a scene with layers") }
    scene["layers"] = try layers.map { layer -> [String: Any] in
      guard let d = layer["path"] as? String else { return layer }
      let path = try PathData(svgPathData: d)
      let box = path.boundingBox
      var moved = layer
      moved["frame"] = [box.minX, box.minY, box.width, box.height].map(Double.init)
      moved["path"] =
        path.applying(CGAffineTransform(translationX: -box.minX, y: -box.minY)).svgPathData
      return moved
    }
    try JSONSerialization.data(withJSONObject: scene).write(to: destination)
  }
}
