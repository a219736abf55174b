import StrobeCore

extension SceneTransactionSpec {
  /// Decodes a transaction; `layers` maps layer names to their types (to type values and
  /// check that referenced layers exist).
  public static func decode(
    _ cursor: SceneCursor, layers: [String: SceneLayerType]
  ) throws -> SceneTransactionSpec {
    let fields = try cursor.fields(allowed: [
      "at", "duration", "timingFunction", "disableActions", "changes", "transitions",
    ])
    var spec = SceneTransactionSpec(
      at: try fields.required("at").nonNegativeNumber(), location: cursor.location)
    spec.duration = try fields["duration"]?.nonNegativeNumber()
    if let tf = fields["timingFunction"] {
      spec.timingFunction = SceneAnimationTiming.timingFunction(
        try SceneValueKind.timingFunction.decode(tf))
    }
    spec.disableActions = try fields["disableActions"]?.bool() ?? false

    func layerType(_ fields: SceneFields) throws -> (String, SceneLayerType) {
      let c = try fields.required("layer")
      let name = try c.string()
      guard let type = layers[name] else {
        var message = "no layer is named \(JSONValue.quote(name))"
        if let s = EditDistance.suggestion(for: name, among: layers.keys.sorted()) {
          message += "; did you mean \(JSONValue.quote(s))?"
        }
        throw c.error(message)
      }
      return (name, type)
    }

    for item in try fields["changes"]?.array() ?? [] {
      let change = try item.fields(allowed: ["layer", "keyPath", "value"])
      let (name, type) = try layerType(change)
      let resolved = try type.resolveKeyPath(at: try change.required("keyPath"))
      let value = try resolved.kind.decode(try change.required("value"))
      spec.changes.append(
        Change(layer: name, keyPath: resolved.keyPath, value: value, location: item.location))
    }

    let transitionKeys = ["layer"] + SceneTransitionParameters.keys + SceneAnimationTiming.keys
    for item in try fields["transitions"]?.array() ?? [] {
      let t = try item.fields(allowed: transitionKeys)
      let (name, _) = try layerType(t)
      var transition = SceneTransactionSpec.Transition(layer: name, location: item.location)
      // In source order, so the first bad key in the file is the one reported.
      for key in t.keys where key != "layer" {
        let c = t[key]!
        if try transition.timing.decode(key, c, allowsSettling: false) { continue }
        _ = try transition.parameters.decode(key, c)
      }
      spec.transitions.append(transition)
    }
    return spec
  }
}
