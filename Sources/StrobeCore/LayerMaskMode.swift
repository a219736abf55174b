/// How a layer's ``CALayer/mask`` turns into coverage (a Strobe extension).
///
/// Core Animation masks by the mask layer's alpha only (``alpha``). Lottie's track mattes
/// also mask by the matte's inverted alpha and by its luminance; Strobe draws these with
/// Cairo compositing (docs/scene-format.md, "maskMode"). Luminance is Rec. 709's
/// `0.2126·R + 0.7152·G + 0.0722·B` of the gamma-encoded sRGB components, multiplied by the
/// mask's alpha (so a transparent mask pixel has luminance 0), as SVG and CSS luminance
/// masks compute it.
public enum LayerMaskMode: String, Sendable, Hashable, CaseIterable {
  /// Coverage is the mask's alpha (Core Animation's only behaviour; the default).
  case alpha
  /// Coverage is 1 − the mask's alpha.
  case alphaInverted
  /// Coverage is the mask's luminance × alpha.
  case luminance
  /// Coverage is 1 − the mask's luminance × alpha.
  case luminanceInverted
}
