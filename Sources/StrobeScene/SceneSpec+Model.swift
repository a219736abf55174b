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
      for spec in layers {
        root.addSublayer(
          try spec.makeLayer(
            registering: &named, animations: &pending, folder: url?.deletingLastPathComponent(),
            options: options))
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
    if let tf = timingFunction {
      CATransaction.setAnimationTimingFunction(SceneAnimationSpec.timingFunction(tf))
    }
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
      let spec = SceneAnimationSpec(
        kind: .transition, key: nil, keyPath: nil, valueKind: nil,
        properties: transition.properties, animations: [], location: transition.location)
      layer.add(try spec.makeAnimation(), forKey: "transition")
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
    for property in properties {
      if property.key == "frame", case .rect(let r) = property.value {
        frame = r
        continue
      }
      try apply(property, to: layer, folder: folder, options: options)
    }
    if let frame { layer.frame = frame }
    if let mask {
      layer.mask = try mask.makeLayer(
        registering: &named, animations: &pending, folder: folder, options: options)
    }
    if let name { named[name] = (layer, self) }
    if !animations.isEmpty { pending.append((layer, self)) }
    for sub in sublayers {
      layer.addSublayer(
        try sub.makeLayer(
          registering: &named, animations: &pending, folder: folder, options: options))
    }
    return layer
  }

  /// Sets one decoded property on `layer` (relative `contents` paths resolve against
  /// `folder`, or the current directory when nil).
  func apply(
    _ property: SceneProperty, to layer: CALayer, folder: URL? = nil,
    options: SceneLoadOptions = .default
  ) throws {
    if let feature = SceneSpec.unsupportedLayerKeys[property.key] {
      throw SceneError.notSupported(property.location, feature: feature)
    }
    let v = property.value
    let key = property.key
    // Shape layer properties.
    if let shape = layer as? CAShapeLayer, try applyShape(property, to: shape) { return }
    if let r = layer as? CAReplicatorLayer, applyReplicator(property, to: r) { return }
    if let gradient = layer as? CAGradientLayer, applyGradient(property, to: gradient) { return }
    if let text = layer as? CATextLayer, applyText(property, to: text) { return }
    switch (key, v) {
    case ("bounds", .rect(let r)): layer.bounds = r
    case ("position", .point(let p)): layer.position = p
    case ("anchorPoint", .point(let p)): layer.anchorPoint = p
    case ("anchorPointZ", .number(let d)): layer.anchorPointZ = d
    case ("zPosition", .number(let d)): layer.zPosition = d
    case ("transform", .transform(let t)): layer.transform = t
    case ("sublayerTransform", .transform(let t)): layer.sublayerTransform = t
    case ("isGeometryFlipped", .bool(let b)): layer.isGeometryFlipped = b
    case ("isDoubleSided", .bool(let b)): layer.isDoubleSided = b
    case ("opacity", .number(let d)): layer.opacity = Float(d)
    case ("isHidden", .bool(let b)): layer.isHidden = b
    case ("allowsGroupOpacity", .bool(let b)): layer.allowsGroupOpacity = b
    case ("backgroundColor", .color(let c)): layer.backgroundColor = c?.cgColor
    case ("cornerRadius", .number(let d)): layer.cornerRadius = d
    case ("maskedCorners", .strings(let names)):
      var mask = CACornerMask()
      for name in names {
        if let bit = SceneValueKind.cornerNames.firstIndex(of: name) {
          mask.insert(CACornerMask(rawValue: 1 << UInt(bit)))
        }
      }
      layer.maskedCorners = mask
    case ("cornerCurve", .string(let s)): layer.cornerCurve = CALayerCornerCurve(rawValue: s)
    case ("borderWidth", .number(let d)): layer.borderWidth = d
    case ("borderColor", .color(let c)): layer.borderColor = c?.cgColor
    case ("masksToBounds", .bool(let b)): layer.masksToBounds = b
    case ("shadowColor", .color(let c)): layer.shadowColor = c?.cgColor
    case ("shadowOpacity", .number(let d)): layer.shadowOpacity = Float(d)
    case ("shadowOffset", .size(let s)): layer.shadowOffset = s
    case ("shadowRadius", .number(let d)): layer.shadowRadius = d
    case ("shadowPath", .path(let p)):
      layer.shadowPath = try p.map { CGPath(data: try $0.pathData(at: property.location)) }
    case ("contentsScale", .number(let d)): layer.contentsScale = d
    case ("contents", .string(let s)):
      layer.contents = try SceneSpec.loadImage(
        s, folder: folder, options: options, at: property.location)
    case ("contentsGravity", .string(let s)):
      layer.contentsGravity = CALayerContentsGravity(rawValue: s)
    case ("contentsRect", .rect(let r)): layer.contentsRect = r
    case ("contentsCenter", .rect(let r)): layer.contentsCenter = r
    case ("beginTime", .number(let d)): layer.beginTime = d
    case ("speed", .number(let d)): layer.speed = Float(d)
    case ("timeOffset", .number(let d)): layer.timeOffset = d
    case ("maskMode", .string(let s)): layer.maskMode = LayerMaskMode(rawValue: s) ?? .alpha
    case ("timeRemap", let v): layer.timeRemap = SceneValueKind.timeRemap(from: v)
    case ("compositingFilter", .string(let s)): layer.compositingFilter = s
    case ("blurRadius", .number(let d)): layer.blurRadius = d
    default:
      throw SceneError.notSupported(property.location, feature: "the layer key \"\(key)\"")
    }
  }

  /// Sets a CAShapeLayer property; false when `property` is not one.
  func applyShape(_ property: SceneProperty, to shape: CAShapeLayer) throws -> Bool {
    switch (property.key, property.value) {
    case ("path", .path(let p)):
      shape.path = try p.map { CGPath(data: try $0.pathData(at: property.location)) }
    case ("fillColor", .color(let c)): shape.fillColor = c?.cgColor
    case ("fillRule", .string(let s)): shape.fillRule = s == "evenOdd" ? .evenOdd : .nonZero
    case ("strokeColor", .color(let c)): shape.strokeColor = c?.cgColor
    case ("lineWidth", .number(let d)): shape.lineWidth = d
    case ("lineCap", .string(let s)): shape.lineCap = CAShapeLayerLineCap(rawValue: s)
    case ("lineJoin", .string(let s)): shape.lineJoin = CAShapeLayerLineJoin(rawValue: s)
    case ("miterLimit", .number(let d)): shape.miterLimit = d
    case ("strokeStart", .number(let d)): shape.strokeStart = d
    case ("strokeEnd", .number(let d)): shape.strokeEnd = d
    case ("lineDashPattern", .numbers(let list)):
      shape.lineDashPattern = list?.map { NSNumber(value: $0) }
    case ("lineDashPhase", .number(let d)): shape.lineDashPhase = d
    default: return false
    }
    return true
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
    let keys = sceneKeyPath == "frame" ? ["position", "bounds"] : [sceneKeyPath]
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
    if change.keyPath == "frame", case .rect(let r) = change.value {
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
