import StrobeCore

/// A layer `type` of the scene format and the property keys it accepts.
public enum SceneLayerType: String, Sendable, Hashable, CaseIterable {
  /// `CALayer`.
  case layer
  /// `CAShapeLayer`.
  case shape
  /// `CAGradientLayer`.
  case gradient
  /// `CATextLayer`.
  case text
  /// `CAReplicatorLayer`.
  case replicator
  /// `CATransformLayer`.
  case transform

  /// Keys every layer object may have that are not properties: structure and identity.
  ///
  /// `inTransition` is the marker `strobe eval` writes on layers caught inside a
  /// transition; it is accepted (as a boolean) and has no effect.
  public static let structuralKeys = [
    "type", "name", "sublayers", "mask", "animations", "inTransition",
  ]

  /// The CALayer properties (scene keys) shared by every type.
  public static let commonProperties: [(String, SceneValueKind)] = [
    ("frame", .layerRect), ("bounds", .layerRect), ("position", .point),
    ("anchorPoint", .point), ("anchorPointZ", .number), ("zPosition", .number),
    ("transform", .transform), ("sublayerTransform", .transform),
    ("isGeometryFlipped", .bool), ("isDoubleSided", .bool),
    ("opacity", .number), ("isHidden", .bool), ("allowsGroupOpacity", .bool),
    ("backgroundColor", .color), ("cornerRadius", .number), ("maskedCorners", .cornerMask),
    ("cornerCurve", .choice(["circular", "continuous"])),
    ("borderWidth", .number), ("borderColor", .color), ("masksToBounds", .bool),
    ("shadowColor", .color), ("shadowOpacity", .number), ("shadowOffset", .size),
    ("shadowRadius", .number), ("shadowPath", .path),
    ("contents", .contents),
    (
      "contentsGravity",
      .choice([
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
        "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
      ])
    ),
    ("contentsRect", .rect), ("contentsCenter", .rect), ("contentsScale", .positiveNumber),
    ("beginTime", .number), ("speed", .number), ("timeOffset", .number),
    ("maskMode", .choice(["alpha", "alphaInverted", "luminance", "luminanceInverted"])),
    ("timeRemap", .timeRemap),
    ("compositingFilter", .choice(CompositingFilter.allCases.map(\.rawValue))),
    ("blurRadius", .nonNegativeNumber),
  ]

  /// The properties this type adds to ``commonProperties``.
  public var ownProperties: [(String, SceneValueKind)] {
    switch self {
    case .layer, .transform:
      return []
    case .shape:
      return [
        ("path", .path), ("fillColor", .color), ("fillRule", .choice(["nonZero", "evenOdd"])),
        ("strokeColor", .color), ("lineWidth", .number),
        ("lineCap", .choice(["butt", "round", "square"])),
        ("lineJoin", .choice(["miter", "round", "bevel"])), ("miterLimit", .number),
        ("strokeStart", .number), ("strokeEnd", .number), ("lineDashPattern", .dashPattern),
        ("lineDashPhase", .number),
      ]
    case .gradient:
      return [
        ("colors", .colorList), ("locations", .numberList), ("startPoint", .point),
        ("endPoint", .point), ("gradientType", .choice(["axial", "radial", "conic"])),
      ]
    case .text:
      return [
        ("string", .string), ("font", .string), ("fontSize", .number),
        ("foregroundColor", .color),
        ("alignmentMode", .choice(["natural", "left", "right", "center", "justified"])),
        ("isWrapped", .bool), ("truncationMode", .choice(["none", "start", "middle", "end"])),
        ("fontStyle", .string), ("lineHeight", .nonNegativeNumber), ("letterSpacing", .number),
        ("textLayout", .choice(["box", "point"])), ("textStrokeColor", .color),
        ("textStrokeWidth", .nonNegativeNumber),
        ("textPaintOrder", .choice(TextPaintOrder.allCases.map(\.rawValue))),
        ("textAnimators", .textAnimators),
        ("textAnimatorGrouping", .choice(TextAnimatorGrouping.allCases.map(\.rawValue))),
        ("textAnimatorGroupingAlignment", .point),
      ]
    case .replicator:
      return [
        ("instanceCount", .count), ("instanceTransform", .transform), ("instanceDelay", .number),
        ("instanceColor", .color), ("instanceRedOffset", .number),
        ("instanceGreenOffset", .number), ("instanceBlueOffset", .number),
        ("instanceAlphaOffset", .number),
      ]
    }
  }

  /// Every property of this type: common ones first, then the type's own.
  public var properties: [(String, SceneValueKind)] {
    Self.commonProperties + ownProperties
  }

  /// The kind of the property `key` for this type, if it has one.
  public func kind(of key: String) -> SceneValueKind? { keyLookup.kinds[key] }

  /// Every key a layer object of this type may have.
  public var allowedKeys: [String] { keyLookup.allowed }

  /// The other types that define `key`, for "belongs to" notes on unknown keys.
  public func otherTypes(defining key: String) -> [SceneLayerType] {
    Self.allCases.filter { $0 != self && $0.ownProperties.contains { $0.0 == key } }
  }
}
