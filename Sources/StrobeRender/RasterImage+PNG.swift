import CCairo
import Foundation

extension RasterImage {
  /// Decodes PNG bytes (any PNG colour type Cairo reads: grey, RGB, palette, with or without
  /// alpha; 16-bit channels are reduced to 8).
  ///
  /// Throws ``RenderError/pngDecodeFailed(status:)`` for data that is not a readable PNG.
  public init(pngData: Data) throws {
    let surface = try PNGCodec.decode(pngData)
    defer { cairo_surface_destroy(surface) }
    try self.init(cairoSurface: surface)
  }

  /// Reads and decodes a PNG file.
  ///
  /// Throws ``RenderError/io(operation:path:code:message:)`` when the file cannot be read and
  /// ``RenderError/pngDecodeFailed(status:)`` when it is not a readable PNG.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let code =
        (error as NSError).domain == NSPOSIXErrorDomain ? Int32((error as NSError).code) : 0
      throw RenderError.io(
        operation: "read", path: url.path, code: code, message: error.localizedDescription)
    }
    try self.init(pngData: data)
  }

  /// Encodes the image as PNG (8-bit RGBA, straight alpha).
  ///
  /// Cairo premultiplies on the way in, so colour of pixels with alpha below 255 may move by
  /// up to `127 / alpha` levels; fully opaque pixels round-trip exactly.
  public func pngData() throws -> Data {
    guard width > 0, height > 0 else {
      throw RenderError.invalidSize(width: Double(width), height: Double(height), scale: 1)
    }
    let surface = try makeCairoSurface()
    defer { cairo_surface_destroy(surface) }
    return try PNGCodec.encode(surface: surface)
  }
}
