import Foundation
import StrobeGeometry

/// A value an animation can carry and interpolate: Core Animation's `id` values, typed.
///
/// Core Animation's `fromValue`, `toValue`, `byValue` and keyframe `values` are `Any?`
/// (NSNumber, NSValue, CGColor, CGPath…). Strobe converts them to this enum when an
/// animation is added (see ``init(any:)``), so evaluation works on `Sendable` values.
/// `null` stands for a nil endpoint (a nil colour, path or dash pattern).
public enum AnimatableValue: Sendable, Hashable {
  /// A scalar (CGFloat, Float, Double, Int, NSNumber).
  case number(Double)
  /// A Bool (`isHidden`, `masksToBounds`…).
  case bool(Bool)
  /// A point.
  case point(CGPoint)
  /// A size.
  case size(CGSize)
  /// A rectangle.
  case rect(CGRect)
  /// A colour.
  case color(CGColor)
  /// A 4×4 transform.
  case transform(CATransform3D)
  /// A path.
  case path(PathData)
  /// An array (lineDashPattern, gradient colors and locations), element-wise.
  case array([AnimatableValue])
  /// A nil value (a nil colour, path or array).
  case null

  /// Converts a Core Animation-style `Any?` value, or returns nil when the type is not
  /// animatable.
  ///
  /// Accepted: nil → ``AnimatableValue/null``; Double, Float, CGFloat, Int (and other
  /// integers) → ``AnimatableValue/number(_:)``, a Bool → ``AnimatableValue/bool(_:)``; `NSNumber` → ``AnimatableValue/number(_:)`` (``AnimatableValue/bool(_:)`` when it
  /// boxes a Bool, encoding `c`); CGPoint, CGSize, CGRect and their `NSValue` boxes
  /// (`NSValue(cgPoint:)`, `NSValue(point:)`…); CGColor; CATransform3D,
  /// `NSValue(caTransform3D:)`; CGAffineTransform and `NSValue(cgAffineTransform:)`
  /// (embedded as a CATransform3D); CGPath and PathData → ``AnimatableValue/path(_:)``; arrays of any of these
  /// → ``AnimatableValue/array(_:)``; an `AnimatableValue` as is. Anything else (a `UIColor`, a `String`, an
  /// `NSValue(cgVector:)`…) gives nil; ``CALayer/add(_:forKey:)`` reports it through
  /// ``AnimationDiagnostics``.
  public init?(any value: Any?) {
    guard let value else {
      self = .null
      return
    }
    switch value {
    case let v as AnimatableValue: self = v
    // Before Bool: an NSNumber holding 1 would cast to `true`.
    case let v as NSNumber:
      self = String(cString: v.objCType) == "c" ? .bool(v.boolValue) : .number(v.doubleValue)
    case let v as NSValue:
      guard let a = v.geometryAnimatableValue else { return nil }
      self = a
    case let v as Bool: self = .bool(v)
    case let v as Double: self = .number(v)
    case let v as CGFloat: self = .number(Double(v))
    case let v as Float: self = .number(Double(v))
    case let v as Int: self = .number(Double(v))
    case let v as any BinaryInteger: self = .number(Double(v))
    case let v as CGPoint: self = .point(v)
    case let v as CGSize: self = .size(v)
    case let v as CGRect: self = .rect(v)
    case let v as CGColor: self = .color(v)
    case let v as CATransform3D: self = .transform(v)
    case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
    case let v as CGPath: self = .path(v.data)
    case let v as PathData: self = .path(v)
    case let v as [Any]:
      var out: [AnimatableValue] = []
      for e in v {
        guard let a = AnimatableValue(any: e) else { return nil }
        out.append(a)
      }
      self = .array(out)
    default: return nil
    }
  }

  /// A short name of the value's kind, for messages (`number`, `point`, `colour`…).
  public var kindName: String {
    switch self {
    case .number: return "number"
    case .bool: return "Bool"
    case .point: return "point"
    case .size: return "size"
    case .rect: return "rect"
    case .color: return "colour"
    case .transform: return "transform"
    case .path: return "path"
    case .array: return "array"
    case .null: return "nil"
    }
  }
}
