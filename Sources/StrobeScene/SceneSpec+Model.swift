import Foundation
import StrobeCore
import StrobeGeometry

extension SceneSpec {
  /// Layer keys the model cannot hold yet, with the feature named in the error.
  static let unsupportedLayerKeys: [String: String] = [
    "contents": "layer contents (images)",
    "contentsGravity": "layer contents (contentsGravity)",
    "contentsRect": "layer contents (contentsRect)",
    "contentsCenter": "layer contents (contentsCenter)",
    "beginTime": "layer timing (beginTime)",
    "speed": "layer timing (speed)",
    "timeOffset": "layer timing (timeOffset)",
  ]

  /// Builds the model tree: a canvas-sized root `CALayer` whose sublayers are `layers`.
  ///
  /// Properties are applied in source order, except `frame`, which is applied last (as
  /// Core Animation's frame setter called after `anchorPoint` and `transform`). Anything
  /// the model cannot hold yet (layer types other than `layer` and `shape`, contents,
  /// layer timing, masks, animations, transactions, some path forms) throws
  /// ``SceneError/notSupported(_:feature:)`` at its location; nothing is ignored.
  public func makeDocument(url: URL? = nil) throws -> SceneDocument {
    if let first = transactions.first {
      throw SceneError.notSupported(first.location, feature: "transactions (implicit animations)")
    }
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    root.position = CGPoint(x: width / 2, y: height / 2)
    for spec in layers {
      root.addSublayer(try spec.makeLayer())
    }
    return SceneDocument(
      url: url, fileName: file, canvasSize: CGSize(width: width, height: height),
      background: background?.cgColor, duration: explicitDuration ?? 0, rootLayer: root,
      export: export, spec: self)
  }
}

extension SceneLayerSpec {
  /// Builds this layer and its sublayers (see ``SceneSpec/makeDocument(url:)``).
  public func makeLayer() throws -> CALayer {
    let layer: CALayer
    switch type {
    case .layer: layer = CALayer()
    case .shape: layer = CAShapeLayer()
    case .gradient, .text, .replicator, .transform:
      throw SceneError.notSupported(location, feature: "layers of type \"\(type.rawValue)\"")
    }
    layer.name = name
    var frame: CGRect?
    for property in properties {
      if property.key == "frame", case .rect(let r) = property.value {
        frame = r
        continue
      }
      try apply(property, to: layer)
    }
    if let frame { layer.frame = frame }
    if let mask {
      throw SceneError.notSupported(mask.location, feature: "mask layers")
    }
    if let animation = animations.first {
      throw SceneError.notSupported(animation.location, feature: "animations")
    }
    for sub in sublayers {
      layer.addSublayer(try sub.makeLayer())
    }
    return layer
  }

  /// Sets one decoded property on `layer`.
  func apply(_ property: SceneProperty, to layer: CALayer) throws {
    if let feature = SceneSpec.unsupportedLayerKeys[property.key] {
      throw SceneError.notSupported(property.location, feature: feature)
    }
    let v = property.value
    let key = property.key
    // Shape layer properties.
    if let shape = layer as? CAShapeLayer, try applyShape(property, to: shape) { return }
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
