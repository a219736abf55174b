import Foundation

extension SceneSpec {
  /// Throws ``SceneError/limitExceeded(file:location:limit:value:maximum:)`` for the first
  /// ``SceneLimits`` value the scene exceeds (file sizes are checked by the loader).
  ///
  /// Order: layer depth (at the first layer too deep), layers (at the layer whose count
  /// crosses the limit), then per value in document order: path elements (at the path
  /// value), keyframes (at the animation's `values`).
  public func checkLimits(_ limits: SceneLimits) throws {
    var total = 0
    for layer in layers {
      try Self.check(layer, depth: 1, copies: 1, total: &total, limits: limits, file: file)
    }
    for transaction in transactions {
      for change in transaction.changes {
        try Self.checkValue(change.value, at: change.location, limits: limits, file: file)
      }
      for transition in transaction.transitions {
        for p in transition.properties {
          try Self.checkValue(p.value, at: p.location, limits: limits, file: file)
        }
      }
    }
  }

  /// Checks one layer and everything under it; `copies` is how many times the layer is
  /// drawn (the product of its replicator ancestors' instance counts).
  private static func check(
    _ layer: SceneLayerSpec, depth: Int, copies: Int, total: inout Int, limits: SceneLimits,
    file: String
  ) throws {
    if depth > limits.layerDepth {
      throw SceneError.limitExceeded(
        file: file, location: layer.location, limit: .depth, value: depth,
        maximum: limits.layerDepth)
    }
    total = total.addingReportingOverflow(copies).overflow ? Int.max : total + copies
    if total > limits.layers {
      throw SceneError.limitExceeded(
        file: file, location: layer.location, limit: .layers, value: total,
        maximum: limits.layers)
    }
    for p in layer.properties {
      try checkValue(p.value, at: p.location, limits: limits, file: file)
    }
    for animation in layer.animations {
      try check(animation, limits: limits, file: file)
    }
    if let mask = layer.mask {
      try check(mask, depth: depth + 1, copies: copies, total: &total, limits: limits, file: file)
    }
    let instances = layer.type == .replicator ? max(instanceCount(of: layer), 1) : 1
    let (product, overflow) = copies.multipliedReportingOverflow(by: instances)
    let subCopies = overflow ? Int.max : product
    for sub in layer.sublayers {
      try check(
        sub, depth: depth + 1, copies: subCopies, total: &total, limits: limits, file: file)
    }
  }

  /// The largest `instanceCount` a replicator layer has: its own value and every value its
  /// animations give the key path (clamped to `Int.max`).
  private static func instanceCount(of layer: SceneLayerSpec) -> Int {
    var largest = 1
    func note(_ value: SceneValue?) {
      switch value {
      case .integer(let n)?: largest = max(largest, n)
      case .number(let d)?:
        if d.isNaN { return }
        largest = max(largest, d >= 9.2e18 ? Int.max : Int(max(d, 0)))
      case .list(let items)?: items.forEach { note($0) }
      default: return
      }
    }
    for p in layer.properties where p.key == "instanceCount" { note(p.value) }
    func visit(_ animation: SceneAnimationSpec) {
      if animation.keyPath == "instanceCount" {
        for key in ["fromValue", "toValue", "byValue", "values"] { note(animation.value(key)) }
        if let from = animation.number("fromValue"), let by = animation.number("byValue") {
          note(.number(from + by))
        }
      }
      animation.animations.forEach(visit)
    }
    layer.animations.forEach(visit)
    return largest
  }

  /// Checks an animation (and a group's children): keyframe count and path values.
  private static func check(
    _ animation: SceneAnimationSpec, limits: SceneLimits, file: String
  ) throws {
    for p in animation.properties {
      if p.key == "values", case .list(let items) = p.value, items.count > limits.keyframes {
        throw SceneError.limitExceeded(
          file: file, location: p.location, limit: .keyframes, value: items.count,
          maximum: limits.keyframes)
      }
      try checkValue(p.value, at: p.location, limits: limits, file: file)
    }
    for child in animation.animations { try check(child, limits: limits, file: file) }
  }

  /// Checks the path elements of a value (and of the items of a list).
  private static func checkValue(
    _ value: SceneValue, at location: SceneLocation, limits: SceneLimits, file: String
  ) throws {
    switch value {
    case .path(.svg(let text)?) where text.utf8.count <= limits.pathElements:
      // Every element takes at least one character of path data (`Z`), and an elliptical arc,
      // which becomes up to four cubics, at least ten (`1 1 0001 1`): so a text no longer than
      // the limit cannot exceed it, and need not be parsed here (makeDocument parses it).
      return
    case .path(let path?):
      let count = try path.pathData(at: location).elements.count
      if count > limits.pathElements {
        throw SceneError.limitExceeded(
          file: file, location: location, limit: .pathElements, value: count,
          maximum: limits.pathElements)
      }
    case .list(let items):
      for item in items { try checkValue(item, at: location, limits: limits, file: file) }
    default:
      return
    }
  }
}
