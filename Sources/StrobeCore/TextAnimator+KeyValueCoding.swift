import Foundation
import StrobeGeometry

extension TextAnimator {
  /// The animatable keys of a text animator and the kinds of their values, in documentation
  /// order: the selector's `start`, `end`, `offset`, `amount`, `easeHigh`, `easeLow`,
  /// `smoothness`, then `opacity`, `position`, `anchorPoint`, `scale` (a size: x and y
  /// factors), `rotation`, `skew`, `skewAxis`, `tracking`, `fillColor`, `strokeColor`,
  /// `strokeWidth`, `fillHue`, `fillSaturation`, `fillBrightness`.
  public static let animatableKeys: [(key: String, kind: AnimatableProperty.Kind)] = fields.map {
    ($0.key, $0.kind)
  }

  /// The value of an animatable key (``animatableKeys``), nil for another key.
  public func value(forKey key: String) -> AnimatableValue? {
    Self.fieldsByKey[key]?.get(self)
  }

  /// Sets an animatable key; false (nothing changes) for another key or a value of another
  /// kind.
  @discardableResult
  public mutating func setValue(_ value: AnimatableValue, forKey key: String) -> Bool {
    guard let field = Self.fieldsByKey[key] else { return false }
    let before = self
    field.set(&self, value)
    return self != before || field.get(self) == value
  }

  /// One animatable field.
  private struct Field: Sendable {
    let key: String
    let kind: AnimatableProperty.Kind
    let get: @Sendable (TextAnimator) -> AnimatableValue
    let set: @Sendable (inout TextAnimator, AnimatableValue) -> Void
  }

  private static let fields: [Field] = [
    selectorNumber("start", \.start), selectorNumber("end", \.end),
    selectorNumber("offset", \.offset), selectorNumber("amount", \.amount),
    selectorNumber("easeHigh", \.easeHigh), selectorNumber("easeLow", \.easeLow),
    selectorNumber("smoothness", \.smoothness),
    number("opacity", \.opacity),
    Field(
      key: "position", kind: .point, get: { .point($0.position) },
      set: { a, v in if case .point(let p) = v { a.position = p } }),
    Field(
      key: "anchorPoint", kind: .point, get: { .point($0.anchorPoint) },
      set: { a, v in if case .point(let p) = v { a.anchorPoint = p } }),
    Field(
      key: "scale", kind: .size, get: { .size($0.scale) },
      set: { a, v in if case .size(let s) = v { a.scale = s } }),
    number("rotation", \.rotation), number("skew", \.skew), number("skewAxis", \.skewAxis),
    number("tracking", \.tracking), color("fillColor", \.fillColor),
    color("strokeColor", \.strokeColor), number("strokeWidth", \.strokeWidth),
    number("fillHue", \.fillHue), number("fillSaturation", \.fillSaturation),
    number("fillBrightness", \.fillBrightness),
  ]

  private static let fieldsByKey: [String: Field] = Dictionary(
    uniqueKeysWithValues: fields.map { ($0.key, $0) })

  private static func selectorNumber(
    _ key: String, _ kp: any WritableKeyPath<TextRangeSelector, CGFloat> & Sendable
  ) -> Field {
    Field(
      key: key, kind: .number, get: { .number(Double($0.selector[keyPath: kp])) },
      set: { a, v in if case .number(let n) = v { a.selector[keyPath: kp] = CGFloat(n) } })
  }

  private static func number(
    _ key: String, _ kp: any WritableKeyPath<TextAnimator, CGFloat> & Sendable
  ) -> Field {
    Field(
      key: key, kind: .number, get: { .number(Double($0[keyPath: kp])) },
      set: { a, v in if case .number(let n) = v { a[keyPath: kp] = CGFloat(n) } })
  }

  private static func color(
    _ key: String, _ kp: any WritableKeyPath<TextAnimator, CGColor?> & Sendable
  ) -> Field {
    Field(
      key: key, kind: .color, get: { $0[keyPath: kp].map { .color($0) } ?? .null },
      set: { a, v in
        switch v {
        case .color(let c): a[keyPath: kp] = c
        case .null: a[keyPath: kp] = nil
        default: break
        }
      })
  }
}
