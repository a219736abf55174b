import Foundation
import StrobeGeometry

extension SceneSpec {
  /// Throws ``SceneError/limitExceeded(file:location:limit:value:maximum:)`` for the first
  /// ``SceneLimits`` value the scene exceeds (file sizes are checked by the loader).
  ///
  /// Order: layer depth (at the first layer too deep), layers (at the layer whose count
  /// crosses the limit), then per value in document order: path elements (at the path
  /// value), keyframes (at the animation's `values`), text characters (at a text layer's
  /// `string`, or a transaction's value for it).
  public func checkLimits(_ limits: SceneLimits) throws {
    var total = 0
    // Transactions set a replicator's instanceCount by layer name: those values count too.
    var instanceCounts: [String: [SceneValue]] = [:]
    for transaction in transactions {
      for change in transaction.changes where change.keyPath == "instanceCount" {
        instanceCounts[change.layer, default: []].append(change.value)
      }
    }
    for index in layers.indices {
      try Self.check(
        layers[index], depth: 1, copies: 1, total: &total, limits: limits, file: file,
        instanceCounts: instanceCounts)
    }
    for transaction in transactions {
      for change in transaction.changes {
        try Self.checkValue(change.value, at: change.location, limits: limits, file: file)
        if change.keyPath == "string" {
          try Self.checkText(change.value, at: change.location, limits: limits, file: file)
        }
      }
    }
  }

  /// Checks one layer and everything under it; `copies` is how many times the layer is
  /// drawn (the product of its replicator ancestors' instance counts).
  private static func check(
    _ layer: SceneLayerSpec, depth: Int, copies: Int, total: inout Int, limits: SceneLimits,
    file: String, instanceCounts: [String: [SceneValue]]
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
    for index in layer.properties.indices {
      try checkProperty(layer.properties[index], limits: limits, file: file)
    }
    for animation in layer.animations {
      try check(animation, limits: limits, file: file)
    }
    if let mask = layer.mask {
      try check(
        mask, depth: depth + 1, copies: copies, total: &total, limits: limits, file: file,
        instanceCounts: instanceCounts)
    }
    let fromTransactions = layer.name.flatMap { instanceCounts[$0] } ?? []
    let instances =
      layer.type == .replicator
      ? instanceCount(of: layer, transactionValues: fromTransactions) : 1
    let (product, overflow) = copies.multipliedReportingOverflow(by: instances)
    let subCopies = overflow ? Int.max : product
    for index in layer.sublayers.indices {
      try check(
        layer.sublayers[index], depth: depth + 1, copies: subCopies, total: &total, limits: limits,
        file: file,
        instanceCounts: instanceCounts)
    }
  }

  /// The largest `instanceCount` a replicator layer can show (clamped to `Int.max`): its own
  /// value, every value a transaction sets (`transactionValues`), and every value its
  /// animations reach — `fromValue`, `toValue`, `byValue` (and from + by), `values`, times
  /// the cycles of a cumulative animation (`repeatCount`, or `repeatDuration` / `duration`),
  /// plus the largest model value for an additive one.
  private static func instanceCount(
    of layer: SceneLayerSpec, transactionValues: [SceneValue]
  ) -> Int {
    func largest(_ value: SceneValue?) -> Int {
      switch value {
      case .integer(let n)?: return max(n, 1)
      case .number(let d)?:
        return max(Int(saturating: d), 1)  // NaN saturates to 0
      case .list(let items)?: return items.map { largest($0) }.max() ?? 1
      default: return 1
      }
    }
    func sum(_ a: Int, _ b: Int) -> Int {
      let (s, o) = a.addingReportingOverflow(b)
      return o ? Int.max : s
    }
    var model = 1
    for p in layer.properties where p.key == "instanceCount" {
      model = max(model, largest(p.value))
    }
    for value in transactionValues { model = max(model, largest(value)) }
    var result = model
    func visit(_ animation: SceneAnimationSpec) {
      if animation.keyPath == "instanceCount" {
        var reach = 1
        for p in animation.valueProperties { reach = max(reach, largest(p.value)) }
        if case .number(let from)? = animation.fromValue?.value,
          case .number(let by)? = animation.byValue?.value
        {
          reach = max(reach, largest(.number(from + by)))
        }
        if animation.isCumulative == true {
          let product = Double(reach) * animation.timing.cycles
          reach = Int(saturating: product)
        }
        if animation.isAdditive == true { reach = sum(reach, model) }
        result = max(result, reach)
      }
      animation.animations.forEach(visit)
    }
    layer.animations.forEach(visit)
    return result
  }

  /// Checks an animation (and a group's children): keyframe count and path values.
  private static func check(
    _ animation: SceneAnimationSpec, limits: SceneLimits, file: String
  ) throws {
    for p in animation.valueProperties {
      if p.key == "values", case .list(let items) = p.value, items.count > limits.keyframes {
        throw SceneError.limitExceeded(
          file: file, location: p.location, limit: .keyframes, value: items.count,
          maximum: limits.keyframes)
      }
      try checkValue(p.value, at: p.location, limits: limits, file: file)
    }
    for child in animation.animations { try check(child, limits: limits, file: file) }
  }

  /// Checks one property's value (and a text layer's `string`), borrowing it.
  private static func checkProperty(
    _ property: SceneProperty, limits: SceneLimits, file: String
  ) throws {
    try checkValue(property.value, at: property.location, limits: limits, file: file)
    if property.key == "string" {
      try checkText(property.value, at: property.location, limits: limits, file: file)
    }
  }

  /// Checks the path elements of a value (and of the items of a list).
  private static func checkValue(
    _ value: SceneValue, at location: SceneLocation, limits: SceneLimits, file: String
  ) throws {
    switch value {
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

  /// Checks the characters of a text layer's `string` value against ``SceneLimits/textCharacters``.
  private static func checkText(
    _ value: SceneValue, at location: SceneLocation, limits: SceneLimits, file: String
  ) throws {
    guard case .string(let text) = value, text.utf8.count > limits.textCharacters else { return }
    // A scalar takes at least one UTF-8 byte, so a text no longer in bytes cannot exceed it.
    let count = text.unicodeScalars.count
    if count > limits.textCharacters {
      throw SceneError.limitExceeded(
        file: file, location: location, limit: .textCharacters, value: count,
        maximum: limits.textCharacters)
    }
  }
}
