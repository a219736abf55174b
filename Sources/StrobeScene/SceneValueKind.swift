import Foundation
import StrobeCore

extension SceneValueKind {
  /// The corner names of `maskedCorners`, in `CACornerMask` bit order.
  public static let cornerNames = ["minXMinY", "maxXMinY", "minXMaxY", "maxXMaxY"]
  /// The named timing functions.
  public static let timingFunctionNames = [
    "linear", "easeIn", "easeOut", "easeInEaseOut", "default",
  ]

  /// Decodes the value under `cursor` as this kind.
  public func decode(_ cursor: SceneCursor) throws -> SceneValue {
    switch self {
    case .number: return .number(try cursor.number())
    case .nonNegativeNumber: return .number(try cursor.nonNegativeNumber())
    case .positiveNumber: return .number(try cursor.positiveNumber())
    case .count:
      let n = try cursor.integer()
      guard n >= 0 else { throw cursor.mismatch("a whole number ≥ 0") }
      return .integer(n)
    case .bool: return .bool(try cursor.bool())
    case .point: return .point(try cursor.point())
    case .size: return .size(try cursor.size())
    case .rect: return .rect(try cursor.rect())
    case .layerRect: return .rect(try cursor.standardizedRect())
    case .color: return .color(try cursor.color())
    case .transform: return .transform(try cursor.transform())
    case .path: return .path(try cursor.path())
    case .string: return .string(try cursor.string())
    case .optionalString:
      if cursor.isNull { return .null }
      guard case .string(let s) = cursor.value.kind else {
        throw cursor.mismatch("a string or null")
      }
      return .string(s)
    case .choice(let options): return .string(try cursor.oneOf(options))
    case .dashPattern:
      if cursor.isNull { return .numbers(nil) }
      return .numbers(try cursor.numberList())
    case .numberList:
      if cursor.isNull { return .numbers(nil) }
      return .numbers(try cursor.numberList())
    case .colorList:
      if cursor.isNull { return .colors(nil) }
      return .colors(try cursor.array().map { try $0.requiredColor() })
    case .cornerMask:
      let names = try cursor.array().map { try $0.oneOf(Self.cornerNames) }
      return .strings(names)
    case .contents:
      if cursor.isNull { return .null }
      let s = try cursor.string()
      if s.hasPrefix("data:") {
        let ok =
          s.hasPrefix("data:image/png;base64,") || s.hasPrefix("data:image/jpeg;base64,")
          || s.hasPrefix("data:image/jpg;base64,") || s.hasPrefix("data:image/svg+xml;base64,")
          || s.hasPrefix("data:image/svg+xml,") || s.hasPrefix("data:image/svg+xml;utf8,")
        guard ok else {
          throw cursor.mismatch("a data: URI with a base64 PNG or JPEG or an SVG image")
        }
      } else if s.isEmpty {
        throw cursor.mismatch("a PNG, JPEG or SVG file path or data: URI")
      }
      return .string(s)
    case .timingFunction:
      if case .array = cursor.value.kind {
        let v = try cursor.numbers(count: 4, "control points [x1, y1, x2, y2]")
        for (i, item) in try cursor.array().enumerated() where i == 0 || i == 2 {
          guard (0...1).contains(v[i]) else { throw item.mismatch("an x control value in 0…1") }
        }
        return .numbers(v)
      }
      return .string(try cursor.oneOf(Self.timingFunctionNames))
    case .timeRemap:
      return try Self.decodeTimeRemap(cursor)
    case .textAnimators:
      return try Self.decodeTextAnimators(cursor)
    }
  }
}
