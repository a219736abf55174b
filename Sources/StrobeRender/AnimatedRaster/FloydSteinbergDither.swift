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
    // Errors for this row and the next, pixel x at x + 1: one spare pixel on each side.
    var current = [SIMD3<Float>](repeating: .zero, count: width + 2)
    var next = current
    let palette = quantizer.palette
    var c = 0
    for y in 0..<height {
      for x in 0..<width {
        let k = y * width + x
        guard drawn[k] else { continue }
        let color = colors[c]
        c += 1
        let source = SIMD3<Float>(
          Float((color >> 16) & 0xFF), Float((color >> 8) & 0xFF), Float(color & 0xFF))
        let value = (source + current[x + 1]).clamped(
          lowerBound: .zero, upperBound: .init(repeating: 255))
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        let index = quantizer.nearestIndex(
          of: UInt32(rounded.x) << 16 | UInt32(rounded.y) << 8 | UInt32(rounded.z))
        out[k] = index + 1
        let p = Int(index) * 3
        let error = value - SIMD3(Float(palette[p]), Float(palette[p + 1]), Float(palette[p + 2]))
        // The weights are sixteenths, so each product rounds once as `error · w / 16` would.
        current[x + 2] += error * (7 / 16)
        next[x] += error * (3 / 16)
        next[x + 1] += error * (5 / 16)
        next[x + 2] += error * (1 / 16)
      }
      swap(&current, &next)
      for i in next.indices { next[i] = .zero }
    }
    return out
  }
}
