import Foundation
import StrobeCore
import StrobeGeometry

/// A decoded, validated property value of a scene file.
public enum SceneValue: Sendable, Equatable {
  /// A number (CGFloat, Float or Double property; `"infinity"` decodes to `.infinity`).
  case number(Double)
  /// A whole number (counts).
  case integer(Int)
  /// A boolean.
  case bool(Bool)
  /// A point.
  case point(CGPoint)
  /// A size.
  case size(CGSize)
  /// A rectangle.
  case rect(CGRect)
  /// A colour, nil for `null` (no colour).
  case color(SceneColor?)
  /// A transform.
  indirect case transform(CATransform3D)
  /// A path, nil for `null`.
  indirect case path(ScenePath?)
  /// A string (names, enumerations, file references).
  case string(String)
  /// A list of numbers, nil for `null`.
  case numbers([Double]?)
  /// A list of colours, nil for `null`.
  case colors([SceneColor]?)
  /// A list of strings.
  case strings([String])
  /// A list of values (keyframe `values`, `timingFunctions`).
  case list([SceneValue])
  /// A text layer's text animators (a Strobe extension).
  case textAnimators([TextAnimator])
  /// An explicit `null` where no other case says "none": a layer without `contents`.
  case null
}
