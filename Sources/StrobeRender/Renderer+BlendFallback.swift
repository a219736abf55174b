import CCairo
import StrobeCore

extension Renderer {
  /// The resolution (dpi) of the fallback images on an SVG or PDF page holding a blend the
  /// format cannot express: 72, one image pixel per point, the pixels of the 1× PNG.
  ///
  /// Cairo's SVG 1.1 surface has no blend modes and its PDF surface no additive one, so it
  /// draws such a group, with what lies under it, as an image. A viewer resamples a finer
  /// image, and at 288 dpi librsvg and poppler read it back up to 19 (multiply, SVG) and 71
  /// (add, PDF) levels off the direct render along edges, which `--verify` rejects; at 72 dpi
  /// on the page's own pixel grid the read-back is exact (docs/scene-format.md §Compositing
  /// filters).
  public static let blendFallbackResolution = 72.0

  /// Whether `list` composites a group with a blend mode the format cannot hold: any blend
  /// mode in SVG, `additionCompositing` in PDF (PDF has the other fifteen blend modes;
  /// `sourceOverCompositing` is ordinary compositing in both).
  static func needsBlendFallback(_ list: DrawList, pdf: Bool) -> Bool {
    list.operations.contains { operation in
      guard case .endCompositedGroup(let filter) = operation else { return false }
      return pdf ? filter == .additionCompositing : filter != .sourceOverCompositing
    }
  }

  /// Sets the fallback resolution of the page about to draw `list`: ``fallbackResolution``,
  /// or ``blendFallbackResolution`` when the page needs a blend fallback (Cairo reads the
  /// resolution when the page is finished).
  func setFallbackResolution(_ surface: OpaquePointer, for list: DrawList, pdf: Bool) {
    let dpi =
      Self.needsBlendFallback(list, pdf: pdf)
      ? Self.blendFallbackResolution : effectiveFallbackResolution
    cairo_surface_set_fallback_resolution(surface, dpi, dpi)
  }
}
