/// A blend mode a layer composites with onto what is beneath it: the Core Image compositing
/// filters that Core Animation's ``CALayer/compositingFilter`` names (a Strobe type; Core
/// Animation takes the filter or its name string).
///
/// Each raw value is the filter's name as Core Animation code writes it, the Core Image
/// filter name without its `CI` prefix and with a lower-case first letter
/// (`"multiplyBlendMode"` for `CIMultiplyBlendMode`). The blend modes are the separable and
/// non-separable modes of the W3C Compositing and Blending specification (the formulas of PDF
/// and CSS `mix-blend-mode`), composited source-over; ``additionCompositing`` is Porter and
/// Duff's *plus* (`CIAdditionCompositing`: premultiplied source + backdrop, clamped). They are
/// drawn with Cairo's operators of the same names (docs/scene-format.md §Compositing filters).
public enum CompositingFilter: String, Sendable, Hashable, CaseIterable {
  /// `CISourceOverCompositing`: ordinary compositing, but of the layer's subtree as one
  /// group (so blend modes inside it blend with the group only).
  case sourceOverCompositing
  /// `CIMultiplyBlendMode`: `B(b, s) = b·s`.
  case multiplyBlendMode
  /// `CIScreenBlendMode`: `B = b + s − b·s`.
  case screenBlendMode
  /// `CIOverlayBlendMode`: hard light with the layers swapped.
  case overlayBlendMode
  /// `CIDarkenBlendMode`: `B = min(b, s)`.
  case darkenBlendMode
  /// `CILightenBlendMode`: `B = max(b, s)`.
  case lightenBlendMode
  /// `CIColorDodgeBlendMode`: `B = min(1, b / (1 − s))` (0 where b = 0).
  case colorDodgeBlendMode
  /// `CIColorBurnBlendMode`: `B = 1 − min(1, (1 − b) / s)` (1 where b = 1).
  case colorBurnBlendMode
  /// `CIHardLightBlendMode`: multiply where s ≤ ½, screen above.
  case hardLightBlendMode
  /// `CISoftLightBlendMode`: the W3C soft light (a darken or lighten by `s`).
  case softLightBlendMode
  /// `CIDifferenceBlendMode`: `B = |b − s|`.
  case differenceBlendMode
  /// `CIExclusionBlendMode`: `B = b + s − 2·b·s`.
  case exclusionBlendMode
  /// `CIHueBlendMode`: the source's hue with the backdrop's saturation and luminosity.
  case hueBlendMode
  /// `CISaturationBlendMode`: the source's saturation with the backdrop's hue and luminosity.
  case saturationBlendMode
  /// `CIColorBlendMode`: the source's hue and saturation with the backdrop's luminosity.
  case colorBlendMode
  /// `CILuminosityBlendMode`: the source's luminosity with the backdrop's hue and saturation.
  case luminosityBlendMode
  /// `CIAdditionCompositing`: premultiplied source plus backdrop, each channel clamped to 1.
  case additionCompositing

  /// The filter a ``CALayer/compositingFilter`` value names: a ``CompositingFilter``, or a
  /// string that is one's raw value (`"multiplyBlendMode"`) or its Core Image name
  /// (`"CIMultiplyBlendMode"`); nil for anything else.
  public init?(filter: Any?) {
    if let filter = filter as? CompositingFilter {
      self = filter
      return
    }
    guard let name = filter as? String else { return nil }
    if let known = CompositingFilter(rawValue: name) {
      self = known
      return
    }
    guard name.hasPrefix("CI"), let first = name.dropFirst(2).first else { return nil }
    guard let known = CompositingFilter(rawValue: first.lowercased() + name.dropFirst(3))
    else { return nil }
    self = known
  }
}
