import Foundation
import StrobeCore
import StrobeGeometry

extension SceneLayerSpec {
  /// Sets a CAReplicatorLayer property (scene-format.md "Replicator"); false when
  /// `property` is not one.
  func applyReplicator(_ property: SceneProperty, to r: CAReplicatorLayer) -> Bool {
    switch (property.key, property.value) {
    case ("instanceCount", .integer(let n)): r.instanceCount = n
    case ("instanceCount", .number(let d)): r.instanceCount = Int(saturating: d.rounded(.down))
    case ("instanceTransform", .transform(let t)): r.instanceTransform = t
    case ("instanceDelay", .number(let d)): r.instanceDelay = d
    case ("instanceColor", .color(let c)): r.instanceColor = c?.cgColor
    case ("instanceRedOffset", .number(let d)): r.instanceRedOffset = Float(d)
    case ("instanceGreenOffset", .number(let d)): r.instanceGreenOffset = Float(d)
    case ("instanceBlueOffset", .number(let d)): r.instanceBlueOffset = Float(d)
    case ("instanceAlphaOffset", .number(let d)): r.instanceAlphaOffset = Float(d)
    default: return false
    }
    return true
  }
}
