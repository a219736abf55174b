import CCairo
import StrobeCore

extension CairoDrawer {
  /// The Cairo operator that composites a group with `filter`'s blend mode.
  ///
  /// Cairo's blend operators (`MULTIPLY` … `HSL_LUMINOSITY`) are the W3C Compositing and
  /// Blending modes composited source-over (pixman computes them on premultiplied pixels, and
  /// the group opacity of `cairo_paint_with_alpha` scales the source first, so a layer's
  /// opacity applies before its blend); `ADD` is Porter–Duff plus (clamped). Every one of
  /// them leaves the backdrop unchanged where the group is transparent, so the group may be
  /// clipped to its ink (``groupClip(_:)``).
  ///
  /// Vector output: the PDF surface writes the fifteen blend modes as PDF blend modes (`/BM`,
  /// poppler reads them back exactly); `ADD` in PDF and every blend operator in SVG 1.1 are
  /// not expressible there, so Cairo draws that part of the page as a fallback image
  /// (docs/scene-format.md §Compositing filters, and ``Renderer/svgData(_:)``).
  static func cairoOperator(_ filter: CompositingFilter) -> cairo_operator_t {
    switch filter {
    case .sourceOverCompositing: return CAIRO_OPERATOR_OVER
    case .multiplyBlendMode: return CAIRO_OPERATOR_MULTIPLY
    case .screenBlendMode: return CAIRO_OPERATOR_SCREEN
    case .overlayBlendMode: return CAIRO_OPERATOR_OVERLAY
    case .darkenBlendMode: return CAIRO_OPERATOR_DARKEN
    case .lightenBlendMode: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodgeBlendMode: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurnBlendMode: return CAIRO_OPERATOR_COLOR_BURN
    case .hardLightBlendMode: return CAIRO_OPERATOR_HARD_LIGHT
    case .softLightBlendMode: return CAIRO_OPERATOR_SOFT_LIGHT
    case .differenceBlendMode: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusionBlendMode: return CAIRO_OPERATOR_EXCLUSION
    case .hueBlendMode: return CAIRO_OPERATOR_HSL_HUE
    case .saturationBlendMode: return CAIRO_OPERATOR_HSL_SATURATION
    case .colorBlendMode: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosityBlendMode: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .additionCompositing: return CAIRO_OPERATOR_ADD
    }
  }
}
