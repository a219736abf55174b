import Foundation

/// Adds an animation to every layer of a baseline scene, so each frame differs.
///
/// Each layer (framed at the whole canvas) slides along x by `(i mod 41) − 20` points over
/// two seconds, autoreversing, and fades from opacity 1 to 0.6: a model that must be
/// evaluated per frame and a picture that changes everywhere, like a real animation export.
enum AnimatedScene {
  /// Writes the animated version of the scene at `source` to `destination`.
  static func write(from source: URL, to destination: URL) throws {
    let data = try Data(contentsOf: source)
    guard var scene = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let layers = scene["layers"] as? [[String: Any]],
      let canvas = scene["canvas"] as? [String: Any],
      let width = (canvas["width"] as? NSNumber)?.doubleValue
    else { throw CheckFailure(description: "\(source.path): not a scene with layers") }
    scene["layers"] = layers.enumerated().map { index, layer -> [String: Any] in
      var animated = layer
      let center = width / 2
      animated["animations"] = [
        [
          "type": "basic", "key": "slide", "keyPath": "position.x", "fromValue": center,
          "toValue": center + Double(index % 41 - 20), "duration": 2, "autoreverses": true,
        ],
        [
          "type": "basic", "key": "fade", "keyPath": "opacity", "fromValue": 1,
          "toValue": 0.6, "duration": 4,
        ],
      ]
      return animated
    }
    try JSONSerialization.data(withJSONObject: scene).write(to: destination)
  }
}
