import Foundation
import StrobeGeometry

/// The name of a value function: how an animation's scalar or 3-vector becomes a transform
/// (Core Animation's `CAValueFunctionName`).
///
/// The animation interpolates its number (or 3-element array) first, then
/// ``transform(from:)`` builds the matrix, which **replaces** the whole transform (measured:
/// rotateZ over a model scale of 2 gives m11 = cos θ, the scale is gone).
public struct CAValueFunctionName: RawRepresentable, Sendable, Hashable {
  /// The function's name as Core Animation spells it (`"rotateZ"`, `"translate"`…).
  public let rawValue: String

  /// A value function name from its raw string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A rotation about x by a number of radians.
  public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
  /// A rotation about y by a number of radians.
  public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
  /// A rotation about z by a number of radians.
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
  /// A scale by a 3-element array `[sx, sy, sz]`.
  public static let scale = CAValueFunctionName(rawValue: "scale")
  /// A scale along x only (y and z stay 1).
  public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
  /// A scale along y only.
  public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
  /// A scale along z only.
  public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
  /// A translation by a 3-element array `[tx, ty, tz]`.
  public static let translate = CAValueFunctionName(rawValue: "translate")
  /// A translation along x only.
  public static let translateX = CAValueFunctionName(rawValue: "translateX")
  /// A translation along y only.
  public static let translateY = CAValueFunctionName(rawValue: "translateY")
  /// A translation along z only.
  public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

  /// Every value function Core Animation defines.
  public static let allCases: [CAValueFunctionName] = [
    .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
    .translate, .translateX, .translateY, .translateZ,
  ]

  /// Whether the function takes a 3-element array (``scale``, ``translate``) rather than a
  /// number.
  public var takesVector: Bool { self == .scale || self == .translate }

  /// The transform built from an (interpolated) animation value, or nil when the value has
  /// the wrong shape or the name is unknown.
  ///
  /// Rotations, single-axis scales and single-axis translations take a
  /// ``AnimatableValue/number(_:)``; ``scale`` and ``translate`` take an
  /// ``AnimatableValue/array(_:)`` of exactly three numbers.
  public func transform(from value: AnimatableValue) -> CATransform3D? {
    if takesVector {
      guard case .array(let items) = value, items.count == 3 else { return nil }
      var v: [CGFloat] = []
      for item in items {
        guard case .number(let x) = item else { return nil }
        v.append(CGFloat(x))
      }
      return self == .scale
        ? CATransform3DMakeScale(v[0], v[1], v[2]) : CATransform3DMakeTranslation(v[0], v[1], v[2])
    }
    guard case .number(let number) = value else { return nil }
    let x = CGFloat(number)
    switch self {
    case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
    case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
    case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
    case .scaleX: return CATransform3DMakeScale(x, 1, 1)
    case .scaleY: return CATransform3DMakeScale(1, x, 1)
    case .scaleZ: return CATransform3DMakeScale(1, 1, x)
    case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
    case .translateY: return CATransform3DMakeTranslation(0, x, 0)
    case .translateZ: return CATransform3DMakeTranslation(0, 0, x)
    default: return nil
    }
  }
}
