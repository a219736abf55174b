import CCairo
import Foundation
import StrobeRender

/// PNG encoding benchmarks: the baseline frame, drawn once outside the timed region, encoded
/// by Strobe's ``PNGEncoder`` at each ``PNGCompression`` level and by Cairo's own writer.
///
/// Rows `png.encode/fast|default|best` are compared with `png.encode/cairo`
/// (`cairo_surface_write_to_png_stream` into memory); issue 6's target is `fast` ≥ 2.5×
/// faster. All four rows are timed interleaved.
enum PNGEncodeBenchmarks {
  /// An ARGB32 image surface holding the baseline frame, destroyed with the object.
  final class Frame {
    /// The Cairo image surface.
    let surface: OpaquePointer

    /// Draws the `shapes`-blob baseline frame at `size`×`size`.
    init(shapes: Int, size: Int) {
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))
      let cr = cairo_create(surface)
      RawCairoFrame.draw(cr, shapes: shapes, size: Double(size), positioned: false)
      cairo_destroy(cr)
      cairo_surface_flush(surface)
      precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "frame failed")
    }

    deinit { cairo_surface_destroy(surface) }

    /// The frame encoded by ``PNGEncoder``.
    func encode(_ compression: PNGCompression) throws -> Data {
      try PNGEncoder.encode(
        argb32: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
        width: Int(cairo_image_surface_get_width(surface)),
        height: Int(cairo_image_surface_get_height(surface)),
        stride: Int(cairo_image_surface_get_stride(surface)), compression: compression)
    }

    /// The frame encoded by Cairo's PNG writer.
    func encodeWithCairo() -> Data {
      let buffer = RawCairoFrame.ByteBuffer()
      let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<RawCairoFrame.ByteBuffer>.fromOpaque(closure).takeUnretainedValue().data
          .append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }
      let status = withExtendedLifetime(buffer) {
        cairo_surface_write_to_png_stream(
          surface, write, Unmanaged.passUnretained(buffer).toOpaque())
      }
      precondition(status == CAIRO_STATUS_SUCCESS, "cairo PNG writer failed")
      return buffer.data
    }
  }

  /// The four encoding rows for the workspace's scene size and shape count.
  static func all(context: BenchContext) -> [Benchmark] {
    let shapes = context.workspace.shapes
    let size = context.workspace.size
    var list = [
      Benchmark(
        name: "png.encode/cairo", group: "png.encode",
        summary: "cairo_surface_write_to_png_stream of the \(size)² baseline frame, in memory"
      ) {
        let frame = Frame(shapes: shapes, size: size)
        return { blackHole(frame.encodeWithCairo()) }
      }
    ]
    for compression in PNGCompression.allCases {
      list.append(
        Benchmark(
          name: "png.encode/\(compression.rawValue)", baselines: ["png.encode/cairo"],
          group: "png.encode",
          summary:
            "PNGEncoder (libdeflate level \(compression.deflateLevel)"
            + "\(compression.filtersRows ? ", adaptive filters" : ", no filter")) of that frame"
        ) {
          let frame = Frame(shapes: shapes, size: size)
          let expected = try RasterImage(pngData: frame.encodeWithCairo())
          try CheckFailure.require(
            try RasterImage(pngData: frame.encode(compression)) == expected,
            "png.encode/\(compression.rawValue): decoded pixels differ from Cairo's writer")
          return { blackHole(try frame.encode(compression)) }
        })
    }
    return list
  }
}
