import Foundation
import StrobeGeometry

/// A Swift type a property table row stores, and how its values become a
/// ``LayerPropertyValue`` and back (for the scene loader and writer).
///
/// Choices (`CAShapeLayerLineCap`…) are not layer values: their rows name their scene
/// spellings themselves.
package protocol LayerValue: Sendable, Equatable {
  /// The value in its table form.
  var propertyValue: LayerPropertyValue { get }
  /// The value a table form gives, or nil when it is of another form.
  init?(propertyValue: LayerPropertyValue)
}

/// A type whose optional is a ``LayerValue`` (nil reads as the form's `null`).
package protocol NullableLayerValue: Sendable, Equatable {
  /// `value` in its table form.
  static func propertyValue(_ value: Self?) -> LayerPropertyValue
  /// The optional a table form gives (`.some(nil)` for its null), or nil for another form.
  static func optional(from value: LayerPropertyValue) -> Self??
}

/// An element of a list property (`lineDashPattern`, `locations`, `colors`).
package protocol LayerListElement: Sendable, Equatable {
  /// `list` in its table form.
  static func propertyValue(_ list: [Self]?) -> LayerPropertyValue
  /// The list a table form gives (`.some(nil)` for null), or nil for another form.
  static func list(from value: LayerPropertyValue) -> [Self]??
}

extension Optional: LayerValue where Wrapped: NullableLayerValue {
  package var propertyValue: LayerPropertyValue { Wrapped.propertyValue(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard let value = Wrapped.optional(from: propertyValue) else { return nil }
    self = value
  }
}

extension CGFloat: LayerValue {
  package var propertyValue: LayerPropertyValue { .number(Double(self)) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .number(let d) = propertyValue else { return nil }
    self = CGFloat(d)
  }
}

extension Float: LayerValue {
  package var propertyValue: LayerPropertyValue { .float(self) }
  package init?(propertyValue: LayerPropertyValue) {
    switch propertyValue {
    case .number(let d): self = Float(d)
    case .float(let f): self = f
    default: return nil
    }
  }
}

extension Double: LayerValue {
  package var propertyValue: LayerPropertyValue { .number(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .number(let d) = propertyValue else { return nil }
    self = d
  }
}

extension Int: LayerValue {
  package var propertyValue: LayerPropertyValue { .integer(self) }
  /// A count: a whole number as it is, a number rounded down (saturating).
  package init?(propertyValue: LayerPropertyValue) {
    switch propertyValue {
    case .integer(let n): self = n
    case .number(let d): self = Int(saturating: d.rounded(.down))
    default: return nil
    }
  }
}

extension Bool: LayerValue {
  package var propertyValue: LayerPropertyValue { .bool(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .bool(let b) = propertyValue else { return nil }
    self = b
  }
}

extension CGPoint: LayerValue {
  package var propertyValue: LayerPropertyValue { .point(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .point(let p) = propertyValue else { return nil }
    self = p
  }
}

extension CGSize: LayerValue {
  package var propertyValue: LayerPropertyValue { .size(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .size(let s) = propertyValue else { return nil }
    self = s
  }
}

extension CGRect: LayerValue {
  package var propertyValue: LayerPropertyValue { .rect(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .rect(let r) = propertyValue else { return nil }
    self = r
  }
}

extension CATransform3D: LayerValue {
  package var propertyValue: LayerPropertyValue { .transform(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .transform(let t) = propertyValue else { return nil }
    self = t
  }
}

extension CACornerMask: LayerValue {
  package var propertyValue: LayerPropertyValue { .corners(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .corners(let m) = propertyValue else { return nil }
    self = m
  }
}

extension String: LayerValue, NullableLayerValue {
  package var propertyValue: LayerPropertyValue { .string(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .string(let s?) = propertyValue else { return nil }
    self = s
  }
  package static func propertyValue(_ value: String?) -> LayerPropertyValue { .string(value) }
  package static func optional(from value: LayerPropertyValue) -> String?? {
    guard case .string(let s) = value else { return nil }
    return .some(s)
  }
}

extension Array: LayerValue where Element == TextAnimator {
  package var propertyValue: LayerPropertyValue { .textAnimators(self) }
  package init?(propertyValue: LayerPropertyValue) {
    guard case .textAnimators(let list) = propertyValue else { return nil }
    self = list
  }
}

extension Array: NullableLayerValue where Element: LayerListElement {
  package static func propertyValue(_ value: [Element]?) -> LayerPropertyValue {
    Element.propertyValue(value)
  }
  package static func optional(from value: LayerPropertyValue) -> [Element]?? {
    Element.list(from: value)
  }
}

extension CGColor: NullableLayerValue {
  package static func propertyValue(_ value: CGColor?) -> LayerPropertyValue { .color(value) }
  package static func optional(from value: LayerPropertyValue) -> CGColor?? {
    guard case .color(let c) = value else { return nil }
    return .some(c)
  }
}

extension PathData: NullableLayerValue {
  package static func propertyValue(_ value: PathData?) -> LayerPropertyValue { .path(value) }
  package static func optional(from value: LayerPropertyValue) -> PathData?? {
    guard case .path(let p) = value else { return nil }
    return .some(p)
  }
}

extension CGImage: NullableLayerValue {
  package static func propertyValue(_ value: CGImage?) -> LayerPropertyValue { .image(value) }
  package static func optional(from value: LayerPropertyValue) -> CGImage?? {
    guard case .image(let i) = value else { return nil }
    return .some(i)
  }
}

extension TimeRemap: NullableLayerValue {
  package static func propertyValue(_ value: TimeRemap?) -> LayerPropertyValue {
    .timeRemap(value)
  }
  package static func optional(from value: LayerPropertyValue) -> TimeRemap?? {
    guard case .timeRemap(let r) = value else { return nil }
    return .some(r)
  }
}

extension CGFloat: LayerListElement {
  package static func propertyValue(_ list: [CGFloat]?) -> LayerPropertyValue {
    .numbers(list?.map { Double($0) })
  }
  package static func list(from value: LayerPropertyValue) -> [CGFloat]?? {
    guard case .numbers(let list) = value else { return nil }
    return .some(list?.map { CGFloat($0) })
  }
}

extension CGColor: LayerListElement {
  package static func propertyValue(_ list: [CGColor]?) -> LayerPropertyValue { .colors(list) }
  package static func list(from value: LayerPropertyValue) -> [CGColor]?? {
    guard case .colors(let list) = value else { return nil }
    return .some(list)
  }
}
