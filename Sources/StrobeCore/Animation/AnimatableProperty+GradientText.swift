import Foundation
import StrobeGeometry

extension AnimatableProperty {
  /// The animatable keys of `CAGradientLayer` (docs/core-animation-semantics.md §2.3: `colors`,
  /// `locations`, `startPoint`, `endPoint`, with `.x`/`.y` fields) and `CATextLayer` (§2.4:
  /// `fontSize`, `foregroundColor`; Strobe's `textStrokeColor`, `textStrokeWidth`).
  ///
  /// Arrays interpolate element-wise (§3.2); arrays of different lengths jump. On a layer of
  /// another class the getters read nil/0 and the setters do nothing.
  static let gradientAndTextProperties: [AnimatableProperty] = [
    AnimatableProperty(
      keyPath: "colors", kind: .colors, isShapeProperty: false,
      get: { v in
        guard let colors = v.gradient?.colors else { return .null }
        return .array(colors.map { .color($0) })
      },
      set: { v, value in
        switch value {
        case .null: v.gradient?.colors = nil
        case .array(let items):
          let colors = items.compactMap { item -> CGColor? in
            if case .color(let c) = item { return c }
            return nil
          }
          if colors.count == items.count { v.gradient?.colors = colors }
        default: break
        }
      }),
    AnimatableProperty(
      keyPath: "locations", kind: .numbers, isShapeProperty: false,
      get: { v in
        guard let locations = v.gradient?.locations else { return .null }
        return .array(locations.map { .number(Double($0)) })
      },
      set: { v, value in
        switch value {
        case .null: v.gradient?.locations = nil
        case .array(let items):
          let nums = items.compactMap { item -> CGFloat? in
            if case .number(let n) = item { return CGFloat(n) }
            return nil
          }
          if nums.count == items.count { v.gradient?.locations = nums }
        default: break
        }
      }),
    gradientPoint("startPoint", \.startPoint),
    gradientPoint("endPoint", \.endPoint),
    gradientNumber("startPoint.x", \.startPoint.x),
    gradientNumber("startPoint.y", \.startPoint.y),
    gradientNumber("endPoint.x", \.endPoint.x),
    gradientNumber("endPoint.y", \.endPoint.y),
    AnimatableProperty(
      keyPath: "fontSize", kind: .number, isShapeProperty: false,
      get: { .number(Double($0.text?.fontSize ?? 0)) },
      set: { v, value in if case .number(let n) = value { v.text?.fontSize = CGFloat(n) } }),
    AnimatableProperty(
      keyPath: "foregroundColor", kind: .color, isShapeProperty: false,
      get: { $0.text?.foregroundColor.map { .color($0) } ?? .null },
      set: { v, value in
        switch value {
        case .color(let c): v.text?.foregroundColor = c
        case .null: v.text?.foregroundColor = nil
        default: break
        }
      }),
    AnimatableProperty(
      keyPath: "textStrokeColor", kind: .color, isShapeProperty: false,
      get: { $0.text?.textStrokeColor.map { .color($0) } ?? .null },
      set: { v, value in
        switch value {
        case .color(let c): v.text?.textStrokeColor = c
        case .null: v.text?.textStrokeColor = nil
        default: break
        }
      }),
    AnimatableProperty(
      keyPath: "textStrokeWidth", kind: .number, isShapeProperty: false,
      get: { .number(Double($0.text?.textStrokeWidth ?? 0)) },
      set: { v, value in if case .number(let n) = value { v.text?.textStrokeWidth = CGFloat(n) } }
    ),
  ]

  private static func gradientPoint(
    _ name: String, _ kp: any WritableKeyPath<GradientState, CGPoint> & Sendable
  ) -> AnimatableProperty {
    AnimatableProperty(
      keyPath: name, kind: .point, isShapeProperty: false,
      get: { .point($0.gradient?[keyPath: kp] ?? .zero) },
      set: { v, value in if case .point(let p) = value { v.gradient?[keyPath: kp] = p } })
  }

  private static func gradientNumber(
    _ name: String, _ kp: any WritableKeyPath<GradientState, CGFloat> & Sendable
  ) -> AnimatableProperty {
    AnimatableProperty(
      keyPath: name, kind: .number, isShapeProperty: false,
      get: { .number(Double($0.gradient?[keyPath: kp] ?? 0)) },
      set: { v, value in if case .number(let n) = value { v.gradient?[keyPath: kp] = CGFloat(n) } })
  }
}
