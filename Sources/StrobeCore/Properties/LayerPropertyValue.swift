import Foundation
import StrobeGeometry

/// The value of one layer property as the property tables hand it to scene files and take
/// it from them: what the scene loader applies to a layer and the scene writer writes.
///
/// One case per form of value, not per Swift type: every `CGFloat` property reads as
/// ``number(_:)``, every colour as ``color(_:)``. `Float` properties read as ``float(_:)``
/// so that they print through their own shortest description; applying takes a
/// ``number(_:)`` as well. Choices (`lineCap`, `contentsGravity`…) are their scene names,
/// ``string(_:)``.
package enum LayerPropertyValue: Sendable, Equatable {
  /// A `CGFloat` or `Double` property.
  case number(Double)
  /// A `Float` property.
  case float(Float)
  /// A count (`instanceCount`).
  case integer(Int)
  /// A Bool.
  case bool(Bool)
  /// A point.
  case point(CGPoint)
  /// A size.
  case size(CGSize)
  /// A rectangle.
  case rect(CGRect)
  /// A colour, nil for none.
  case color(CGColor?)
  /// A transform (boxed: the other cases are small, and values are copied on every apply).
  indirect case transform(CATransform3D)
  /// A path, nil for none.
  indirect case path(PathData?)
  /// A string or a choice's scene name; nil for none (a text layer's `string`).
  case string(String?)
  /// A list of numbers, nil for none.
  case numbers([Double]?)
  /// A list of colours, nil for none.
  case colors([CGColor]?)
  /// A corner mask.
  case corners(CACornerMask)
  /// A contents image, nil for none.
  case image(CGImage?)
  /// A text layer's text animators.
  case textAnimators([TextAnimator])
  /// A time-remapping curve, nil for none.
  case timeRemap(TimeRemap?)
}
