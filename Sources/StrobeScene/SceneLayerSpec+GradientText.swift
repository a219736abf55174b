import Foundation
import StrobeCore
import StrobeGeometry

extension SceneLayerSpec {
  /// Sets a CAGradientLayer property (scene-format.md "Gradient"); false when `property` is
  /// not one.
  ///
  /// `gradientType` is the scene spelling of Core Animation's `type`.
  func applyGradient(_ property: SceneProperty, to layer: CAGradientLayer) -> Bool {
    switch (property.key, property.value) {
    case ("colors", .colors(let list)): layer.colors = list?.map { $0.cgColor }
    case ("locations", .numbers(let list)): layer.locations = list?.map { NSNumber(value: $0) }
    case ("startPoint", .point(let p)): layer.startPoint = p
    case ("endPoint", .point(let p)): layer.endPoint = p
    case ("gradientType", .string(let s)): layer.type = CAGradientLayerType(rawValue: s)
    default: return false
    }
    return true
  }

  /// Sets a CATextLayer property (scene-format.md "Text"); false when `property` is not one.
  func applyText(_ property: SceneProperty, to layer: CATextLayer) -> Bool {
    switch (property.key, property.value) {
    case ("string", .string(let s)): layer.string = s
    case ("font", .string(let s)): layer.font = s
    case ("fontSize", .number(let d)): layer.fontSize = d
    case ("foregroundColor", .color(let c)): layer.foregroundColor = c?.cgColor
    case ("alignmentMode", .string(let s)):
      layer.alignmentMode = CATextLayerAlignmentMode(rawValue: s)
    case ("isWrapped", .bool(let b)): layer.isWrapped = b
    case ("truncationMode", .string(let s)):
      layer.truncationMode = CATextLayerTruncationMode(rawValue: s)
    case ("fontStyle", .string(let s)): layer.fontStyle = s
    case ("lineHeight", .number(let d)): layer.lineHeight = d
    case ("letterSpacing", .number(let d)): layer.letterSpacing = d
    case ("textLayout", .string(let s)): layer.textLayout = TextLayout(rawValue: s)
    case ("textStrokeColor", .color(let c)): layer.textStrokeColor = c?.cgColor
    case ("textStrokeWidth", .number(let d)): layer.textStrokeWidth = d
    case ("textPaintOrder", .string(let s)):
      layer.textPaintOrder = TextPaintOrder(rawValue: s) ?? .fillStroke
    case ("textAnimators", .textAnimators(let list)): layer.textAnimators = list
    case ("textAnimatorGrouping", .string(let s)):
      layer.textAnimatorGrouping = TextAnimatorGrouping(rawValue: s) ?? .characters
    case ("textAnimatorGroupingAlignment", .point(let p)): layer.textAnimatorGroupingAlignment = p
    default: return false
    }
    return true
  }
}
