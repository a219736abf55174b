/// How a GIF frame with more colours than its palette holds is mapped onto the palette
/// (docs/animated-output.md §Raster animations).
///
/// The names are gifsicle's (`--dither`, `floyd-steinberg`).
public enum GIFDither: String, Sendable, Hashable, CaseIterable {
  /// Each pixel takes its nearest palette colour: flat areas stay flat, gradients band.
  case none
  /// Floyd–Steinberg error diffusion: each pixel's error against its palette colour is
  /// passed on to the pixels not yet written (7/16 right, 3/16 below left, 5/16 below,
  /// 1/16 below right), so areas keep their mean colour and gradients do not band.
  case floydSteinberg = "floyd-steinberg"
}
