/// Floyd–Steinberg error diffusion of a GIF frame's region onto its palette
/// (``GIFDither/floydSteinberg``, docs/animated-output.md §Raster animations).
///
/// Rows run left to right, top to bottom. Only drawn pixels take part: a pixel left
/// transparent (transparent or unchanged from the frame below) neither receives error nor
/// passes any on, so what stays on screen is never disturbed. Errors are kept in `Float` per
/// channel and a value is clamped to 0…255 before its nearest colour is chosen, so the result
/// depends only on the pixels and the palette.
struct FloydSteinbergDither {
  /// The palette indices (each + 1, 0 for pixels not drawn) of a `width`×`height` region.
  ///
  /// - Parameters:
  ///   - colors: The colours of the drawn pixels in row order, `r << 16 | g << 8 | b`.
  ///   - drawn: Whether each pixel of the region is drawn.
  ///   - quantizer: The frame's palette; its nearest-colour cache fills as colours are met.
  static func indices(
    width: Int, height: Int, colors: [UInt32], drawn: [Bool], quantizer: inout PaletteQuantizer
  ) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height)
    // Errors for this row and the next, with one spare pixel on each side.
    var current = [Float](repeating: 0, count: (width + 2) * 3)
    var next = current
    let palette = quantizer.palette
    var c = 0
    for y in 0..<height {
      for x in 0..<width {
        let k = y * width + x
        guard drawn[k] else { continue }
        let color = colors[c]
        c += 1
        let e = (x + 1) * 3
        let r = min(max(Float((color >> 16) & 0xFF) + current[e], 0), 255)
        let g = min(max(Float((color >> 8) & 0xFF) + current[e + 1], 0), 255)
        let b = min(max(Float(color & 0xFF) + current[e + 2], 0), 255)
        let rounded =
          UInt32(r.rounded()) << 16 | UInt32(g.rounded()) << 8 | UInt32(b.rounded())
        let index = quantizer.nearestIndex(of: rounded)
        out[k] = index + 1
        let p = Int(index) * 3
        let errors = (r - Float(palette[p]), g - Float(palette[p + 1]), b - Float(palette[p + 2]))
        for (channel, error) in [errors.0, errors.1, errors.2].enumerated() {
          current[e + 3 + channel] += error * 7 / 16
          next[e - 3 + channel] += error * 3 / 16
          next[e + channel] += error * 5 / 16
          next[e + 3 + channel] += error * 1 / 16
        }
      }
      swap(&current, &next)
      for i in next.indices { next[i] = 0 }
    }
    return out
  }
}
