import Foundation
import StrobeGeometry

/// A text animator of a ``CATextLayer``: a ``TextRangeSelector`` choosing characters and the
/// changes it applies to them, each weighted by the character's amount (After Effects' text
/// animators, as Lottie text layers carry them; docs/scene-format.md §Text animators).
///
/// Strobe extension (``CATextLayer/textAnimators``). Every numeric or colour value is
/// animatable, addressed by the animator's ``name`` the way Core Animation addresses a
/// filter's inputs (`filters.<name>.<key>`): `textAnimators.<name>.opacity`,
/// `textAnimators.<name>.start`… (``AnimatableProperty/named(_:)``). The renderer evaluates
/// the presentation values per character when it lays the text out, so `strobe eval` and
/// the presentation tree show the animated selector and values.
///
/// The defaults change nothing: an animator moves a character by `amount × position`,
/// scales it by `1 + amount × (scale − 1)`, and so on. With amount `m` of a character
/// (``TextRangeSelector/coverage(ofUnit:unitCount:)``), the renderer applies, as lottie-web's
/// `TextAnimatorProperty` does (animators in order, each to the result of the ones before):
/// the anchor `−m·anchorPoint`, the scale, the skew and rotation about the character's
/// anchor (the middle of its advance on the baseline), the offset `m·position`, extra
/// space `m·tracking` before the character (not before a line's first), opacity and colours
/// moved a part `m` (clamped to 0…1) toward this animator's, hue, saturation and
/// brightness offsets times `m`, and `m·strokeWidth` added to the stroke width.
public struct TextAnimator: Sendable, Hashable {
  /// The name the key paths use (no dots).
  public var name: String
  /// Which characters, and how much.
  public var selector = TextRangeSelector()
  /// The opacity a fully selected character takes, 0…1 (default 1).
  public var opacity: CGFloat = 1
  /// The offset of a fully selected character, points (default zero).
  public var position: CGPoint = .zero
  /// The anchor offset of a fully selected character, points: the point of the character
  /// that lands on its place, and the centre of its scale and rotation (default zero).
  public var anchorPoint: CGPoint = .zero
  /// The scale factors of a fully selected character (default 1, 1).
  public var scale = CGSize(width: 1, height: 1)
  /// The rotation of a fully selected character, radians, clockwise on screen like the
  /// layer's `transform.rotation.z` in Strobe's y-down space (default 0).
  public var rotation: CGFloat = 0
  /// The skew of a fully selected character, radians (default 0), along ``skewAxis``, as a
  /// Lottie layer's `sk` (clamped to ±85°).
  public var skew: CGFloat = 0
  /// The skew axis, radians (default 0).
  public var skewAxis: CGFloat = 0
  /// Extra space before a fully selected character, points (default 0).
  public var tracking: CGFloat = 0
  /// The fill colour a fully selected character takes (default nil: the fill is unchanged).
  ///
  /// Only red, green and blue are taken.
  public var fillColor: CGColor?
  /// The stroke colour a fully selected character takes (nil, the default: not changed).
  public var strokeColor: CGColor?
  /// Added to the stroke width of a fully selected character, points (default 0).
  public var strokeWidth: CGFloat = 0
  /// Added to the fill's hue, radians (default 0).
  public var fillHue: CGFloat = 0
  /// Added to the fill's saturation (HSV), −1…1 (default 0).
  public var fillSaturation: CGFloat = 0
  /// Added to the fill's brightness (HSV value), −1…1 (default 0).
  public var fillBrightness: CGFloat = 0

  /// An animator named `name` that changes nothing until its values are set.
  public init(name: String) {
    self.name = name
  }
}
