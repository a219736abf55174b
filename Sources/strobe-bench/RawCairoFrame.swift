import CCairo
import Foundation

/// The baseline frame of `rawcairo_e2e.c`, drawn in process through the same Cairo calls.
///
/// A line-for-line port of the C program's `draw_frame` (same xorshift generator, same call
/// order), so Strobe's in-process rendering can be compared with raw Cairo without the
/// process start, scene generation and file write that the C program's wall time includes.
enum RawCairoFrame {
  /// The output kinds.
  enum Output: String {
    /// Pixels in an image surface, not encoded.
    case raster
    /// SVG bytes.
    case svg
    /// PDF bytes.
    case pdf
    /// PNG bytes from `cairo_surface_write_to_png_stream`.
    case png
  }

  /// The C program's random generator (xorshift64* → [0, 1)).
  struct Random {
    /// The generator state (the C program starts at 1).
    var state: UInt64 = 1

    /// The next number in [0, 1), exactly as `rnd()` in the C program.
    mutating func next() -> Double {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return Double((state &* 2_685_821_657_736_338_717) >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }
  }

  /// Collects bytes written by a Cairo stream surface.
  final class ByteBuffer {
    /// The bytes so far.
    var data = Data()
  }

  /// Renders the frame of `shapes` blobs on a `size`×`size` canvas; returns the encoded bytes
  /// (empty for ``Output/raster``, whose image surface is checked and dropped).
  ///
  /// `positioned` draws each blob the way a layer framed at the blob's bounds is drawn: with
  /// `cairo_save`, `cairo_translate` to the bounds' origin (the control-point bounding box,
  /// as `PathData.boundingBox`), the path offset by minus that origin, and `cairo_restore`.
  static func render(
    _ output: Output, shapes: Int = 1000, size: Int = 1024, positioned: Bool = false
  ) -> Data {
    let buffer = ByteBuffer()
    let closure = Unmanaged.passUnretained(buffer).toOpaque()
    let write: cairo_write_func_t = { closure, bytes, length in
      guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
      Unmanaged<ByteBuffer>.fromOpaque(closure).takeUnretainedValue().data.append(
        bytes, count: Int(length))
      return CAIRO_STATUS_SUCCESS
    }
    let side = Double(size)
    let surface: OpaquePointer
    switch output {
    case .raster, .png:
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))
    case .svg: surface = cairo_svg_surface_create_for_stream(write, closure, side, side)
    case .pdf: surface = cairo_pdf_surface_create_for_stream(write, closure, side, side)
    }
    let cr = cairo_create(surface)
    draw(cr, shapes: shapes, size: side, positioned: positioned)
    cairo_destroy(cr)
    if output == .png { cairo_surface_write_to_png_stream(surface, write, closure) }
    if output == .raster { cairo_surface_flush(surface) }
    cairo_surface_finish(surface)
    precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "raw Cairo frame failed")
    cairo_surface_destroy(surface)
    return buffer.data
  }

  /// `draw_frame`: white background, then each blob filled with alpha and stroked at width 2.
  static func draw(_ cr: OpaquePointer?, shapes: Int, size: Double, positioned: Bool) {
    var random = Random()
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_set_line_width(cr, 2)
    for _ in 0..<shapes {
      let points = blob(&random, size: size)
      var origin = (x: 0.0, y: 0.0)
      if positioned {
        origin = (points[0].x, points[0].y)
        for p in points {
          origin = (min(origin.x, p.x), min(origin.y, p.y))
        }
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
      }
      cairo_move_to(cr, points[0].x - origin.x, points[0].y - origin.y)
      for i in stride(from: 1, to: points.count, by: 3) {
        cairo_curve_to(
          cr, points[i].x - origin.x, points[i].y - origin.y, points[i + 1].x - origin.x,
          points[i + 1].y - origin.y, points[i + 2].x - origin.x, points[i + 2].y - origin.y)
      }
      cairo_close_path(cr)
      let r = random.next()
      let g = random.next()
      let b = random.next()
      let a = 0.3 + 0.7 * random.next()
      cairo_set_source_rgba(cr, r, g, b, a)
      cairo_fill_preserve(cr)
      let sr = random.next() * 0.5
      let sg = random.next() * 0.5
      let sb = random.next() * 0.5
      cairo_set_source_rgb(cr, sr, sg, sb)
      cairo_stroke(cr)
      if positioned { cairo_restore(cr) }
    }
  }

  /// `blob_path`'s points: the start, then control 1, control 2 and end of each of the 8
  /// cubic segments (the path is closed after the last).
  static func blob(_ random: inout Random, size: Double) -> [(x: Double, y: Double)] {
    let cx = random.next() * size
    let cy = random.next() * size
    let r0 = 10 + random.next() * 50
    var px = [Double](repeating: 0, count: 8)
    var py = [Double](repeating: 0, count: 8)
    for i in 0..<8 {
      let angle = 2 * Double.pi * Double(i) / 8
      let r = r0 * (0.6 + 0.8 * random.next())
      px[i] = cx + r * cos(angle)
      py[i] = cy + r * sin(angle)
    }
    var points = [(x: px[0], y: py[0])]
    for i in 0..<8 {
      let j = (i + 1) % 8
      let dx = px[j] - px[i]
      let dy = py[j] - py[i]
      points.append((px[i] + dx / 3 + dy * 0.3, py[i] + dy / 3 - dx * 0.3))
      points.append((px[i] + 2 * dx / 3 + dy * 0.3, py[i] + 2 * dy / 3 - dx * 0.3))
      points.append((px[j], py[j]))
    }
    return points
  }
}
