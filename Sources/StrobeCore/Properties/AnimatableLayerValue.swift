import Foundation
import StrobeGeometry

/// A ``LayerValue`` that animates: its ``AnimatableProperty/Kind`` and how it reads and
/// writes an ``AnimatableValue`` (docs/core-animation-semantics.md §3.2).
///
/// The animatable registry's getters and setters are built from these, so every property
/// of a type converts the same way.
package protocol AnimatableLayerValue: LayerValue {
  /// The kind of value the key path carries.
  static var animatableKind: AnimatableProperty.Kind { get }
  /// The value as an animation reads it.
  var animatableValue: AnimatableValue { get }
  /// The value an animation writes, or nil when `value` is of the wrong kind (the write is
  /// then ignored).
  static func value(fromAnimatable value: AnimatableValue) -> Self?
  /// What the key reads on a layer without the property's part (a plain layer's
  /// `strokeEnd`): zero of its kind, or `null` for optionals.
  static var absentAnimatableValue: AnimatableValue { get }
}

/// A type whose optional animates (a colour, a path, a list).
package protocol AnimatableNullableLayerValue: NullableLayerValue {
  /// The kind of value the key path carries.
  static var animatableKind: AnimatableProperty.Kind { get }
  /// The value as an animation reads it.
  var animatableValue: AnimatableValue { get }
  /// The value an animation writes (not `null`), or nil when it is of the wrong kind.
  static func value(fromAnimatable value: AnimatableValue) -> Self?
}

/// An element of an animatable list: lists interpolate element-wise (§3.2).
package protocol AnimatableListElement: LayerListElement {
  /// The kind of a list of these.
  static var listKind: AnimatableProperty.Kind { get }
  /// The element as an animation reads it.
  var animatableValue: AnimatableValue { get }
  /// The element an animation value gives, or nil when it is of the wrong kind.
  static func value(fromAnimatable value: AnimatableValue) -> Self?
}

extension Optional: AnimatableLayerValue where Wrapped: AnimatableNullableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { Wrapped.animatableKind }
  package var animatableValue: AnimatableValue { self?.animatableValue ?? .null }
  /// `null` writes nil; a value of the wrapped kind writes it.
  package static func value(fromAnimatable value: AnimatableValue) -> Wrapped?? {
    if case .null = value { return .some(nil) }
    return Wrapped.value(fromAnimatable: value).map { .some($0) }
  }
  package static var absentAnimatableValue: AnimatableValue { .null }
}

extension CGFloat: AnimatableLayerValue, AnimatableListElement {
  package static var animatableKind: AnimatableProperty.Kind { .number }
  package static var listKind: AnimatableProperty.Kind { .numbers }
  package var animatableValue: AnimatableValue { .number(Double(self)) }
  package static func value(fromAnimatable value: AnimatableValue) -> CGFloat? {
    guard case .number(let n) = value else { return nil }
    return CGFloat(n)
  }
  package static var absentAnimatableValue: AnimatableValue { .number(0) }
}

extension Float: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .number }
  package var animatableValue: AnimatableValue { .number(Double(self)) }
  package static func value(fromAnimatable value: AnimatableValue) -> Float? {
    guard case .number(let n) = value else { return nil }
    return Float(n)
  }
  package static var absentAnimatableValue: AnimatableValue { .number(0) }
}

extension Double: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .number }
  package var animatableValue: AnimatableValue { .number(self) }
  package static func value(fromAnimatable value: AnimatableValue) -> Double? {
    guard case .number(let n) = value else { return nil }
    return n
  }
  package static var absentAnimatableValue: AnimatableValue { .number(0) }
}

extension Int: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .number }
  package var animatableValue: AnimatableValue { .number(Double(self)) }
  /// A count interpolates as a number, rounded down to a whole one within ±10⁹; a
  /// non-finite number is ignored.
  package static func value(fromAnimatable value: AnimatableValue) -> Int? {
    guard case .number(let n) = value, n.isFinite else { return nil }
    return Int(Swift.max(Swift.min(n, 1e9), -1e9).rounded(.down))
  }
  package static var absentAnimatableValue: AnimatableValue { .number(0) }
}

extension Bool: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .bool }
  package var animatableValue: AnimatableValue { .bool(self) }
  /// A Bool, or a number (true when non-zero: Bools interpolate as numbers, §3.2).
  package static func value(fromAnimatable value: AnimatableValue) -> Bool? {
    switch value {
    case .bool(let b): return b
    case .number(let n): return n != 0
    default: return nil
    }
  }
  package static var absentAnimatableValue: AnimatableValue { .bool(false) }
}

extension CGPoint: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .point }
  package var animatableValue: AnimatableValue { .point(self) }
  package static func value(fromAnimatable value: AnimatableValue) -> CGPoint? {
    guard case .point(let p) = value else { return nil }
    return p
  }
  package static var absentAnimatableValue: AnimatableValue { .point(.zero) }
}

extension CGSize: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .size }
  package var animatableValue: AnimatableValue { .size(self) }
  package static func value(fromAnimatable value: AnimatableValue) -> CGSize? {
    guard case .size(let s) = value else { return nil }
    return s
  }
  package static var absentAnimatableValue: AnimatableValue { .size(.zero) }
}

extension CGRect: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .rect }
  package var animatableValue: AnimatableValue { .rect(self) }
  package static func value(fromAnimatable value: AnimatableValue) -> CGRect? {
    guard case .rect(let r) = value else { return nil }
    return r
  }
  package static var absentAnimatableValue: AnimatableValue { .rect(.zero) }
}

extension CATransform3D: AnimatableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .transform }
  package var animatableValue: AnimatableValue { .transform(self) }
  package static func value(fromAnimatable value: AnimatableValue) -> CATransform3D? {
    guard case .transform(let t) = value else { return nil }
    return t
  }
  package static var absentAnimatableValue: AnimatableValue { .transform(.identity) }
}

extension CGColor: AnimatableNullableLayerValue, AnimatableListElement {
  package static var animatableKind: AnimatableProperty.Kind { .color }
  package static var listKind: AnimatableProperty.Kind { .colors }
  package var animatableValue: AnimatableValue { .color(self) }
  package static func value(fromAnimatable value: AnimatableValue) -> CGColor? {
    guard case .color(let c) = value else { return nil }
    return c
  }
}

extension PathData: AnimatableNullableLayerValue {
  package static var animatableKind: AnimatableProperty.Kind { .path }
  package var animatableValue: AnimatableValue { .path(self) }
  package static func value(fromAnimatable value: AnimatableValue) -> PathData? {
    guard case .path(let p) = value else { return nil }
    return p
  }
}

extension Array: AnimatableNullableLayerValue where Element: AnimatableListElement {
  package static var animatableKind: AnimatableProperty.Kind { Element.listKind }
  package var animatableValue: AnimatableValue { .array(map(\.animatableValue)) }
  /// An array whose every item is of the element's kind (otherwise the write is ignored).
  package static func value(fromAnimatable value: AnimatableValue) -> [Element]? {
    guard case .array(let items) = value else { return nil }
    let elements = items.compactMap { Element.value(fromAnimatable: $0) }
    guard elements.count == items.count else { return nil }
    return elements
  }
}
