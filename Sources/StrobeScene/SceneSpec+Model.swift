import Foundation
import StrobeCore
import StrobeGeometry

extension SceneSpec {
  /// Layer keys the model cannot hold yet, with the feature named in the error.
  static let unsupportedLayerKeys: [String: String] = [:]

  /// Builds the model tree and its animations: a canvas-sized root `CALayer` whose
  /// sublayers are `layers`.
  ///
  /// Properties are applied in source order, except `frame`, which is applied last (as
  /// Core Animation's frame setter called after `anchorPoint` and `transform`). Then, as
  /// scene-format.md says, the animations are added and the scene committed at document
  /// time 0, and each transaction runs at its `at` time (in order; a transaction at 0 comes
  /// after the initial commit, so it animates) with its duration, timing function and
  /// `disableActions`, its changes made through the layers' setters so they animate
  /// implicitly exactly as Core Animation would. This runs on a fresh document clock
  /// (``DocumentClock/withFreshContext(_:)``), so loading never moves the caller's clock.
  ///
  /// Anything the model cannot hold yet throws ``SceneError/notSupported(_:feature:)`` at
  /// its location; nothing is ignored.
  ///
  /// `options` decides where `contents` files may come from and their size limit.
  public func makeDocument(url: URL? = nil, options: SceneLoadOptions = .default) throws
    -> SceneDocument
  {
    try DocumentClock.withFreshContext {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
      root.position = CGPoint(x: width / 2, y: height / 2)
      var named: [String: (CALayer, SceneLayerSpec)] = [:]
      var pending: [(CALayer, SceneLayerSpec)] = []
      // Once, not per top-level layer: a URL operation costs thousands of instructions.
      let folder = url?.deletingLastPathComponent()
      // By index: the specs are read in place, not copied (docs/performance.md §Copies).
      for index in layers.indices {
        root.addSublayer(
          try layers[index].makeLayer(
            registering: &named, animations: &pending, folder: folder, options: options))
      }
      // Animations are added in document order, then the scene is committed at time 0.
      for (layer, spec) in pending {
        for (i, anim) in spec.animations.enumerated() {
          layer.add(try anim.makeAnimation(), forKey: anim.key ?? "animation\(i)")
        }
      }
      CATransaction.flush()
      var completions: [Double?] = Array(repeating: nil, count: transactions.count)
      let ordered = transactions.enumerated().sorted { $0.element.at < $1.element.at }
      for (index, t) in ordered {
        DocumentClock.setTime(t.at)
        try t.run(on: named) { completions[index] = CACurrentMediaTime() }
      }
      // Run the clock to the end so every completion block reports its time.
      DocumentClock.setTime(Double.greatestFiniteMagnitude)
      let latest = max(
        root.latestAnimationEnd(), transactions.map(\.at).max() ?? 0,
        completions.compactMap { $0 }.filter(\.isFinite).max() ?? 0)
      return SceneDocument(
        url: url, fileName: file, canvasSize: CGSize(width: width, height: height),
        background: background?.cgColor, duration: explicitDuration ?? latest, rootLayer: root,
        export: export, spec: self,
        transactionCompletions: completions.map { $0 ?? .infinity })
    }
  }
}

extension SceneTransactionSpec {
  /// Runs this transaction's changes on the named layers in one `CATransaction`.
  func run(on layers: [String: (CALayer, SceneLayerSpec)], completion: @escaping () -> Void)
    throws
  {
    CATransaction.begin()
    defer { CATransaction.commit() }
    if let d = duration { CATransaction.setAnimationDuration(d) }
    if let timingFunction { CATransaction.setAnimationTimingFunction(timingFunction) }
    CATransaction.setDisableActions(disableActions)
    CATransaction.setCompletionBlock(completion)
    for change in changes {
      guard let (layer, spec) = layers[change.layer] else {
        throw SceneError.invalid(
          change.location, message: "no layer named \(JSONValue.quote(change.layer))")
      }
      if at > 0 { Self.hold(change.keyPath, of: layer, before: at) }
      try spec.applyChange(change, to: layer)
    }
    for transition in transitions {
      guard let (layer, _) = layers[transition.layer] else {
        throw SceneError.invalid(
          transition.location, message: "no layer named \(JSONValue.quote(transition.layer))")
      }
      var spec = SceneAnimationSpec(kind: .transition, location: transition.location)
      spec.transition = transition.parameters
      spec.timing = transition.timing
      layer.add(try spec.makeAnimation(), forKey: kCATransition)
    }
  }
}

extension SceneLayerSpec {
  /// Builds this layer and its sublayers (see ``SceneSpec/makeDocument(url:options:)``), without
  /// animations.
  public func makeLayer() throws -> CALayer {
    var named: [String: (CALayer, SceneLayerSpec)] = [:]
    var pending: [(CALayer, SceneLayerSpec)] = []
    return try makeLayer(registering: &named, animations: &pending)
  }

  /// Builds this layer and its sublayers, recording named layers and the layers that carry
  /// animations (added by the document once the whole tree exists).
  ///
  /// `folder` is where relative `contents` paths resolve (the scene file's folder; nil: the
  /// current directory).
  func makeLayer(
    registering named: inout [String: (CALayer, SceneLayerSpec)],
    animations pending: inout [(CALayer, SceneLayerSpec)], folder: URL? = nil,
    options: SceneLoadOptions = .default
  ) throws -> CALayer {
    let layer: CALayer
    switch type {
    case .layer: layer = CALayer()
    case .shape: layer = CAShapeLayer()
    case .replicator: layer = CAReplicatorLayer()
    case .transform: layer = CATransformLayer()
    case .gradient: layer = CAGradientLayer()
    case .text: layer = CATextLayer()
    }
    layer.name = name
    var frame: CGRect?
    let frameKey = CALayer.layerProperties.frame.key
    for index in properties.indices {
      if properties[index].key == frameKey, case .rect(let r) = properties[index].value {
        frame = r
        continue
      }
      try apply(properties[index], to: layer, folder: folder, options: options)
    }
    if let frame { layer.frame = frame }
    if let mask {
      layer.mask = try mask.makeLayer(
        registering: &named, animations: &pending, folder: folder, options: options)
    }
    if let name { named[name] = (layer, self) }
    if !animations.isEmpty { pending.append((layer, self)) }
    for index in sublayers.indices {
      layer.addSublayer(
        try sublayers[index].makeLayer(
          registering: &named, animations: &pending, folder: folder, options: options))
    }
    return layer
  }

  /// Sets one decoded property on `layer` (relative `contents` paths resolve against
  /// `folder`, or the current directory when nil), through its property table row: the row
  /// converts the value and calls the property's setter, so the change runs its implicit
  /// action as Core Animation's setter would.
  func apply(
    _ property: SceneProperty, to layer: CALayer, folder: URL? = nil,
    options: SceneLoadOptions = .default
  ) throws {
    if let feature = SceneSpec.unsupportedLayerKeys[property.key] {
      throw SceneError.notSupported(property.location, feature: feature)
    }
    guard let row = type.keyLookup.entries[property.key]??.row, let kind = row.sceneKind,
      let value = try property.value.layerPropertyValue(
        kind, folder: folder, options: options, at: property.location),
      row.apply(value, to: layer)
    else {
      throw SceneError.notSupported(
        property.location, feature: "the layer key \"\(property.key)\"")
    }
  }
}

extension SceneTransactionSpec {
  /// The key prefix of hold animations (private: not listed by `animationKeys()`).
  static let holdKeyPrefix = CALayer.privateHoldPrefix

  /// Keeps the value of `keyPath` as it is now for every time before `time`.
  ///
  /// A scene is one timeline: a change made by a transaction at `time` must not show at
  /// earlier times. The model itself has no history, so the old value is held by a private
  /// animation that ends just before `time` (fill backwards, removed on completion). It is
  /// added before the change, so the change's implicit animation (added later) wins where
  /// both apply. Properties that cannot be animated (`lineCap`, `fillRule`…) have no hold:
  /// their change shows at every time.
  static func hold(_ sceneKeyPath: String, of layer: CALayer, before time: Double) {
    let table = CALayer.layerProperties
    let keys =
      sceneKeyPath == table.frame.key ? [table.position.key, table.bounds.key] : [sceneKeyPath]
    for key in keys {
      guard let value = layer.animatableValue(forKeyPath: key) else { continue }
      let hold = CABasicAnimation(keyPath: key)
      hold.fromValue = value
      hold.toValue = value
      hold.duration = 1e-9
      hold.beginTime = layer.convertTime(time, from: nil) - 2e-9
      hold.fillMode = .backwards
      layer.add(hold, forKey: holdKeyPrefix + key + "@\(time)")
    }
  }
}

extension SceneLayerSpec {
  /// Makes one transaction change on `layer` through its setters (so it animates).
  ///
  /// Whole properties use the same setters as loading (`frame` included, which produces
  /// `position` and `bounds` actions); struct fields and transform sub-keys
  /// (`position.x`, `transform.rotation.z`…) go through key-value coding.
  func applyChange(_ change: SceneTransactionSpec.Change, to layer: CALayer) throws {
    let property = SceneProperty(
      key: change.keyPath, value: change.value, location: change.location)
    if change.keyPath == CALayer.layerProperties.frame.key, case .rect(let r) = change.value {
      layer.frame = r
    } else if change.keyPath.contains(".") {
      let v = try SceneAnimationSpec.animatable(change.value, at: change.location)
      guard layer.setValue(v, forKeyPath: change.keyPath) else {
        throw SceneError.notSupported(change.location, feature: "changing \"\(change.keyPath)\"")
      }
    } else {
      try apply(property, to: layer)
    }
  }
}
