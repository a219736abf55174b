import Foundation
import StrobeGeometry

extension AnimatableProperty {
  /// The property for `keyPath`, or nil when it is not an animatable key path.
  ///
  /// Swift spellings of Bool properties (`isHidden`, `isDoubleSided`…) resolve to their key-value
  /// names (`hidden`…). A text animator's keys are `textAnimators.<name>.<key>`
  /// (``TextAnimator/animatableKeys``).
  public static func named(_ keyPath: String) -> AnimatableProperty? {
    registry[aliases[keyPath] ?? keyPath] ?? textAnimatorProperty(keyPath)
  }

  /// Every canonical animatable key path, sorted (for suggestions and documentation).
  public static var allKeyPaths: [String] { registry.keys.sorted() }

  /// Swift spellings accepted for key-value names.
  static let aliases: [String: String] = [
    "isHidden": "hidden", "isDoubleSided": "doubleSided",
    "isGeometryFlipped": "geometryFlipped",
  ]

  static let registry: [String: AnimatableProperty] = {
    var r: [String: AnimatableProperty] = [:]
    func add(_ p: AnimatableProperty) { r[p.keyPath] = p }
    // CALayer (docs/core-animation-semantics.md §2.1, "Anim" = yes).
    add(rect("bounds", \.bounds))
    add(point("position", \.position))
    add(number("zPosition", \.zPosition))
    add(point("anchorPoint", \.anchorPoint))
    add(number("anchorPointZ", \.anchorPointZ))
    add(transform("transform", \.transform))
    add(transform("sublayerTransform", \.sublayerTransform))
    add(bool("hidden", \.isHidden))
    add(bool("masksToBounds", \.masksToBounds))
    add(float("opacity", \.opacity))
    add(color("backgroundColor", \.backgroundColor))
    add(number("cornerRadius", \.cornerRadius))
    add(number("borderWidth", \.borderWidth))
    add(color("borderColor", \.borderColor))
    add(color("shadowColor", \.shadowColor))
    add(float("shadowOpacity", \.shadowOpacity))
    add(size("shadowOffset", \.shadowOffset))
    add(number("shadowRadius", \.shadowRadius))
    add(path("shadowPath", \.shadowPath))
    add(number("contentsScale", \.contentsScale))
    add(rect("contentsRect", \.contentsRect))
    add(rect("contentsCenter", \.contentsCenter))
    // Strobe extensions.
    add(number("blurRadius", \.blurRadius))
    // Struct-field extensions (§3.1, KVC extensions).
    add(number("position.x", \.position.x))
    add(number("position.y", \.position.y))
    add(number("anchorPoint.x", \.anchorPoint.x))
    add(number("anchorPoint.y", \.anchorPoint.y))
    add(point("bounds.origin", \.bounds.origin))
    add(size("bounds.size", \.bounds.size))
    add(number("bounds.origin.x", \.bounds.origin.x))
    add(number("bounds.origin.y", \.bounds.origin.y))
    add(number("bounds.size.width", \.bounds.size.width))
    add(number("bounds.size.height", \.bounds.size.height))
    add(number("shadowOffset.width", \.shadowOffset.width))
    add(number("shadowOffset.height", \.shadowOffset.height))
    // Transform sub-keys (§3.1): one component of the decomposed matrix.
    for component in TransformComponent.allCases {
      add(transformComponent("transform", \.transform, component))
      add(transformComponent("sublayerTransform", \.sublayerTransform, component))
    }
    // CAShapeLayer (§2.2).
    add(shapePath("path", \.path))
    add(shapeColor("fillColor", \.fillColor))
    add(shapeColor("strokeColor", \.strokeColor))
    add(shapeNumber("strokeStart", \.strokeStart))
    add(shapeNumber("strokeEnd", \.strokeEnd))
    add(shapeNumber("lineWidth", \.lineWidth))
    add(shapeNumber("miterLimit", \.miterLimit))
    add(shapeNumber("lineDashPhase", \.lineDashPhase))
    add(
      AnimatableProperty(
        keyPath: "lineDashPattern", kind: .numbers, isShapeProperty: true,
        get: { v in
          guard let p = v.shape?.lineDashPattern else { return .null }
          return .array(p.map { .number(Double($0)) })
        },
        set: { v, value in
          switch value {
          case .null: v.shape?.lineDashPattern = nil
          case .array(let items):
            let nums = items.compactMap { item -> CGFloat? in
              if case .number(let n) = item { return CGFloat(n) }
              return nil
            }
            if nums.count == items.count { v.shape?.lineDashPattern = nums }
          default: break
          }
        }))
    // CAReplicatorLayer (CAReplicatorLayer.h: every instance property is animatable).
    for p in replicatorProperties { add(p) }
    // CAGradientLayer (§2.3) and CATextLayer (§2.4).
    for p in gradientAndTextProperties { add(p) }
    return r
  }()

  // MARK: Builders

  private static func number(
    _ name: String, _ kp: any WritableKeyPath<LayerState, CGFloat> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .number, isShapeProperty: false,
      get: { .number(Double($0.layer[keyPath: kp])) },
      set: { v, value in if case .number(let n) = value { v.layer[keyPath: kp] = CGFloat(n) } })
  }

  private static func float(_ name: String, _ kp: any WritableKeyPath<LayerState, Float> & Sendable)
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .number, isShapeProperty: false,
      get: { .number(Double($0.layer[keyPath: kp])) },
      set: { v, value in if case .number(let n) = value { v.layer[keyPath: kp] = Float(n) } })
  }

  private static func bool(_ name: String, _ kp: any WritableKeyPath<LayerState, Bool> & Sendable)
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .bool, isShapeProperty: false,
      get: { .bool($0.layer[keyPath: kp]) },
      set: { v, value in
        switch value {
        case .bool(let b): v.layer[keyPath: kp] = b
        case .number(let n): v.layer[keyPath: kp] = n != 0
        default: break
        }
      })
  }

  private static func point(
    _ name: String, _ kp: any WritableKeyPath<LayerState, CGPoint> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .point, isShapeProperty: false,
      get: { .point($0.layer[keyPath: kp]) },
      set: { v, value in if case .point(let p) = value { v.layer[keyPath: kp] = p } })
  }

  private static func size(_ name: String, _ kp: any WritableKeyPath<LayerState, CGSize> & Sendable)
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .size, isShapeProperty: false,
      get: { .size($0.layer[keyPath: kp]) },
      set: { v, value in if case .size(let s) = value { v.layer[keyPath: kp] = s } })
  }

  private static func rect(_ name: String, _ kp: any WritableKeyPath<LayerState, CGRect> & Sendable)
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .rect, isShapeProperty: false,
      get: { .rect($0.layer[keyPath: kp]) },
      set: { v, value in if case .rect(let r) = value { v.layer[keyPath: kp] = r } })
  }

  private static func color(
    _ name: String, _ kp: any WritableKeyPath<LayerState, CGColor?> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .color, isShapeProperty: false,
      get: { $0.layer[keyPath: kp].map { .color($0) } ?? .null },
      set: { v, value in
        switch value {
        case .color(let c): v.layer[keyPath: kp] = c
        case .null: v.layer[keyPath: kp] = nil
        default: break
        }
      })
  }

  private static func transform(
    _ name: String, _ kp: any WritableKeyPath<LayerState, CATransform3D> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .transform, isShapeProperty: false,
      get: { .transform($0.layer[keyPath: kp]) },
      set: { v, value in if case .transform(let t) = value { v.layer[keyPath: kp] = t } })
  }

  private static func path(
    _ name: String, _ kp: any WritableKeyPath<LayerState, PathData?> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .path, isShapeProperty: false,
      get: { $0.layer[keyPath: kp].map { .path($0) } ?? .null },
      set: { v, value in
        switch value {
        case .path(let p): v.layer[keyPath: kp] = p
        case .null: v.layer[keyPath: kp] = nil
        default: break
        }
      })
  }

  private static func transformComponent(
    _ base: String, _ kp: any WritableKeyPath<LayerState, CATransform3D> & Sendable,
    _ component: TransformComponent
  ) -> AnimatableProperty {
    AnimatableProperty(
      keyPath: "\(base).\(component.rawValue)", kind: component.isScalar ? .number : .size,
      isShapeProperty: false,
      get: { $0.layer[keyPath: kp].value(of: component) },
      set: { v, value in
        if let t = v.layer[keyPath: kp].replacing(component, with: value) {
          v.layer[keyPath: kp] = t
        }
      })
  }

  private static func shapeNumber(
    _ name: String, _ kp: any WritableKeyPath<ShapeState, CGFloat> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .number, isShapeProperty: true,
      get: { .number(Double($0.shape?[keyPath: kp] ?? 0)) },
      set: { v, value in if case .number(let n) = value { v.shape?[keyPath: kp] = CGFloat(n) } })
  }

  private static func shapeColor(
    _ name: String, _ kp: any WritableKeyPath<ShapeState, CGColor?> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .color, isShapeProperty: true,
      get: { $0.shape?[keyPath: kp].map { .color($0) } ?? .null },
      set: { v, value in
        switch value {
        case .color(let c): v.shape?[keyPath: kp] = c
        case .null: v.shape?[keyPath: kp] = nil
        default: break
        }
      })
  }

  private static func shapePath(
    _ name: String, _ kp: any WritableKeyPath<ShapeState, PathData?> & Sendable
  )
    -> AnimatableProperty
  {
    AnimatableProperty(
      keyPath: name, kind: .path, isShapeProperty: true,
      get: { $0.shape?[keyPath: kp].map { .path($0) } ?? .null },
      set: { v, value in
        switch value {
        case .path(let p): v.shape?[keyPath: kp] = p
        case .null: v.shape?[keyPath: kp] = nil
        default: break
        }
      })
  }
}
