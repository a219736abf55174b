import CCairo
import Foundation

/// PNG encoding and decoding through Cairo's PNG stream functions.
enum PNGCodec {
  /// Encodes an image surface as PNG.
  static func encode(surface: OpaquePointer) throws -> Data {
    let sink = ByteSink()
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(surface, ByteSink.writeFunction, sink.closure)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(operation: "encode PNG", status: CairoStatus.text(status))
    }
    return sink.data
  }

  /// Decodes PNG bytes into a new image surface the caller must destroy.
  static func decode(_ data: Data) throws -> OpaquePointer {
    let source = ByteSource(data)
    let surface = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(ByteSource.readFunction, source.closure)
    }
    guard let surface else { throw RenderError.pngDecodeFailed(status: "no surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.pngDecodeFailed(status: CairoStatus.text(status))
    }
    return surface
  }
}
