import Foundation
import StrobeGeometry

/// The pixel grid of one shadow image, in shadow space (see ``ShadowStyle``), and the blur's
/// σ in its pixels.
///
/// The image covers the content's bounds plus the blur's reach (3σ) — clipped, when the
/// visible region is known, to that region (shadow-space coordinates of the pixels that can
/// show the shadow, before its offset) plus the reach and two pixels for the bilinear
/// filter, since nothing else can change a visible pixel. Pixels sit on a grid anchored at
/// whole pixels of shadow space (`x0 / resolution`), so clipping keeps every remaining
/// pixel's value. A blur wider than ``maximumSigmaPixels`` pixels, or an image over
/// ``CairoDrawer/maximumShadowPixels``, lowers the resolution to fit. So the image is never
/// larger than the canvas plus the reach, nor than the pixel cap, whatever the layer size,
/// offset or radius.
///
/// σ is first clamped (``effectiveSigma(_:contentExtent:)``): σ above ``sigmaRatioLimit``
/// times the content's larger side (or above ``sigmaLimit``) counts as that value. Either
/// σ spreads the content's coverage to at most (side / σ)² / 2π ≤ 1.6 × 10⁻¹³, far below
/// half of one 8-bit alpha step, so both draw the same (transparent) pixels.
struct ShadowGrid: Equatable {
  /// Pixel column of the image's left edge on the shadow-space grid.
  var x0: Int
  /// Pixel row of the image's top edge.
  var y0: Int
  /// Image width in pixels.
  var width: Int
  /// Image height in pixels.
  var height: Int
  /// Pixels per shadow-space unit.
  var resolution: Double
  /// The blur's σ in pixels.
  var sigmaPixels: Double

  /// The most pixels per σ of a shadow image: a wider blur lowers the image's resolution.
  static let maximumSigmaPixels = 64.0
  /// σ beyond this many times the content's larger side is clamped to it.
  static let sigmaRatioLimit = 1e6
  /// σ is at most this (so 3σ and every coordinate derived from it stay finite).
  static let sigmaLimit = 1e300
  /// Grid coordinates beyond ±2³¹ pixels are not drawn (Cairo's coordinates end at ±2²³).
  static let coordinateLimit = 2_147_483_648.0

  /// `sigma` after the clamp rule (≥ 0; NaN counts as 0).
  static func effectiveSigma(_ sigma: Double, contentExtent: Double) -> Double {
    guard sigma > 0 else { return 0 }
    let side = contentExtent.isFinite ? max(contentExtent, 0) : sigmaLimit
    return min(sigma, sigmaRatioLimit * side, sigmaLimit)
  }

  /// The grid for content bounds `content` (shadow space), or nil when no pixel of it can be
  /// visible or it cannot be placed.
  ///
  /// `sigma` is already clamped; `resolution` is in pixels per unit; `visible` is the region
  /// that can show the shadow (nil: unknown).
  static func make(
    content: CGRect, visible: CGRect?, sigma: Double, resolution: Double, maximumPixels: Int
  ) -> ShadowGrid? {
    guard resolution.isFinite, resolution > 0, sigma.isFinite, sigma >= 0, !content.isNull else {
      return nil
    }
    let reach = 3 * sigma
    func region(_ res: Double) -> CGRect? {
      var box = content.insetBy(dx: -reach, dy: -reach)
      if let visible {
        let margin = reach + 2 / res
        let near = visible.insetBy(dx: -margin, dy: -margin)
        // Content farther than the reach from every visible pixel cannot show.
        guard !content.intersection(near).isNull else { return nil }
        box = box.intersection(near)
        if box.isNull { return nil }
      }
      return box
    }
    func layout(_ box: CGRect, _ res: Double) -> (Int, Int, Int, Int)? {
      let edges = [box.minX, box.minY, box.maxX, box.maxY].map { Double($0) * res }
      guard edges.allSatisfy({ $0.isFinite && abs($0) < coordinateLimit }) else { return nil }
      let x0 = Int(edges[0].rounded(.down)) - 1
      let y0 = Int(edges[1].rounded(.down)) - 1
      let w = Int(edges[2].rounded(.up)) + 1 - x0
      let h = Int(edges[3].rounded(.up)) + 1 - y0
      return (x0, y0, w, h)
    }
    // The pixel count in floating point first (a box far larger than Int allows still fits
    // the cap once the resolution is lowered).
    func size(_ box: CGRect, _ res: Double) -> (Double, Double) {
      let w =
        (Double(box.maxX) * res).rounded(.up) + 1 - ((Double(box.minX) * res).rounded(.down) - 1)
      let h =
        (Double(box.maxY) * res).rounded(.up) + 1 - ((Double(box.minY) * res).rounded(.down) - 1)
      return (w, h)
    }
    // A wide blur needs no more than maximumSigmaPixels pixels per σ: the blurred image is
    // smooth at that scale, so Cairo's bilinear filter upsamples it within 0.01 of an 8-bit
    // step (see docs/limits.md, "Shadows").
    var res = sigma * resolution > maximumSigmaPixels ? maximumSigmaPixels / sigma : resolution
    guard var box = region(res) else { return nil }
    let (wide, high) = size(box, res)
    guard wide.isFinite, high.isFinite else { return nil }
    if wide * high > Double(maximumPixels) {
      // √max / √w / √h: the factor each side must shrink by (max / (w·h) may underflow).
      res *= Double(maximumPixels).squareRoot() / wide.squareRoot() / high.squareRoot()
      guard res > 0, res.isFinite, let again = region(res) else { return nil }
      box = again
    }
    guard let grid = layout(box, res) else { return nil }
    let (x0, y0, w, h) = grid
    guard w > 0, h > 0 else { return nil }
    return ShadowGrid(
      x0: x0, y0: y0, width: w, height: h, resolution: res, sigmaPixels: sigma * res)
  }
}
