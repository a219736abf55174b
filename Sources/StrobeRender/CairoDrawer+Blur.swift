import CCairo
import Foundation
import StrobeGeometry

extension CairoDrawer {
  /// Draws a blur bracket (see ``BlurStyle``): renders `content` into an ARGB image in the
  /// blur's space (``layerSpaceImage(_:_:bounds:toCanvas:sigma:offset:clipToVisible:what:)``, the
  /// grid of a shadow with the same σ), blurs each premultiplied channel with
  /// ``GaussianBlur`` (a linear filter, so colour never exceeds alpha) and paints the image
  /// back where the content was.
  ///
  /// σ = 0 draws the content as it is.
  func drawBlur(
    _ style: BlurStyle, content: [DisplayNode], _ operations: [DrawList.Operation],
    bounds: CGRect?
  ) throws {
    guard style.sigma > 0 else { return try drawNodes(content, operations) }
    guard
      let (surface, grid) = try layerSpaceImage(
        content, operations, bounds: bounds, toCanvas: style.transform, sigma: style.sigma,
        offset: .zero,
        clipToVisible: true, what: "blur")
    else { return }
    defer { cairo_surface_destroy(surface) }
    let (w, h, res) = (grid.width, grid.height, grid.resolution)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let pixels = cairo_image_surface_get_data(surface) else { return }
    var planes = [[Float]](repeating: [Float](repeating: 0, count: w * h), count: 4)
    for y in 0..<h {
      let row = pixels.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) {
        $0
      }
      for x in 0..<w {
        let p = row[x]
        for c in 0..<4 { planes[c][y * w + x] = Float((p >> (24 - 8 * c)) & 0xFF) / 255 }
      }
    }
    for c in 0..<4 { GaussianBlur.blur(&planes[c], width: w, height: h, sigma: grid.sigmaPixels) }
    for y in 0..<h {
      let row = pixels.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) {
        $0
      }
      for x in 0..<w {
        func q(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let a = q(planes[0][y * w + x])
        row[x] =
          a << 24 | min(q(planes[1][y * w + x]), a) << 16 | min(q(planes[2][y * w + x]), a) << 8
          | min(q(planes[3][y * w + x]), a)
      }
    }
    cairo_surface_mark_dirty(surface)
    // Image pixel p → blur space p / res + (x0, y0) / res → canvas.
    let place = CGAffineTransform(scaleX: 1 / res, y: 1 / res)
      .concatenating(
        CGAffineTransform(translationX: Double(grid.x0) / res, y: Double(grid.y0) / res)
      )
      .concatenating(style.transform)
    paintImage(surface, width: w, height: h, place: place)
  }
}
