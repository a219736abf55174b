import CCairo
import Foundation

extension Renderer {
  /// Rows per band of a banded PNG export when none is given.
  public static let defaultBandRows = 256
  /// The most pixels (width × height) of a banded PNG export by default: 2³¹.
  ///
  /// Separate from the in-memory limit (``maximumPixelSide`` per side): a banded export
  /// holds one band, not the image, so the limit only bounds time and file size.
  public static let defaultMaximumBandedPixels = 1 << 31

  /// The most pixels a PNG export renders in memory before it switches to bands.
  ///
  /// 2²⁶ = 67,108,864 (8192 × 8192), a 256 MiB surface.
  /// Beyond it the surface and the encoder's buffers would take gigabytes (30000 × 30000:
  /// 3.6 GB of surface alone), while a band of 256 rows takes `width × 1 KiB`.
  public static let maximumInMemoryPNGPixels = 1 << 26

  /// Whether a PNG of `list` at `scale` should be written in bands: more than
  /// ``maximumInMemoryPNGPixels`` pixels, or a side past ``maximumPixelSide`` (which an
  /// in-memory render cannot have).
  ///
  /// Throws ``RenderError/invalidSize(width:height:scale:)`` for a bad size or scale.
  public static func needsBands(_ list: DrawList, scale: Double) throws -> Bool {
    let (w, h) = try unlimitedPixelSize(of: list.size, scale: scale)
    return w > Double(maximumPixelSide) || h > Double(maximumPixelSide)
      || w * h > Double(maximumInMemoryPNGPixels)
  }

  /// The pixel size of a banded render of a `size`-point canvas at `scale`.
  ///
  /// Sides as in ``pixelSize(of:scale:)``; the width must stay within
  /// ``maximumPixelSide`` (each band is a Cairo image surface that wide) and the pixel
  /// count within `maximumPixels`, else ``RenderError/bandedSizeTooLarge(pixelWidth:pixelHeight:limit:)``.
  public static func bandedPixelSize(
    of size: CGSize, scale: Double, maximumPixels: Int = defaultMaximumBandedPixels
  ) throws -> (width: Int, height: Int) {
    let (pw, ph) = try unlimitedPixelSize(of: size, scale: scale)
    guard pw <= Double(maximumPixelSide), pw * ph <= Double(maximumPixels),
      ph <= Double(Int32.max)
    else {
      throw RenderError.bandedSizeTooLarge(
        pixelWidth: pw, pixelHeight: ph,
        limit: maximumPixels)
    }
    return (max(Int(pw), 1), max(Int(ph), 1))
  }

  /// Renders `list` as a PNG in horizontal bands of `bandRows` rows, streaming the file to
  /// `output`; memory is bounded by one band (`width × bandRows × 4` bytes) and the encoder.
  ///
  /// Each band is drawn on its own ARGB32 surface whose device offset is `(0, −top)`, so
  /// the whole draw list is replayed with the band's rows in view; Cairo rasterizes each
  /// pixel the same under this whole-pixel offset, so the decoded pixels equal those of
  /// ``pngData(_:scale:)`` wherever that fits in memory (tested across band seams with
  /// antialiased edges, text, gradients, groups, masks and shadows). The file is written by
  /// ``StreamingPNGEncoder`` at ``pngCompression``: RGB when the list has an opaque
  /// background, else RGBA; its bytes differ from ``pngData(_:scale:)``'s (zlib, many IDAT
  /// chunks), its pixels do not. Time grows with the number of bands, as each replays the
  /// list (Cairo culls what falls outside the band).
  ///
  /// - Parameters:
  ///   - bandRows: rows per band, 1…``maximumPixelSide`` (default ``defaultBandRows``).
  ///   - maximumPixels: see ``bandedPixelSize(of:scale:maximumPixels:)``.
  ///   - output: receives the PNG bytes in order.
  /// - Throws: the size errors of ``bandedPixelSize(of:scale:maximumPixels:)``,
  ///   ``RenderError/invalidSize(width:height:scale:)`` for a bad `bandRows`, drawing and
  ///   encoding errors, and `output`'s error.
  public func writePNGInBands(
    _ list: DrawList, scale: Double = 1, bandRows: Int = defaultBandRows,
    maximumPixels: Int = defaultMaximumBandedPixels,
    output: @escaping (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let (width, height) = try Self.bandedPixelSize(
      of: list.size, scale: scale, maximumPixels: maximumPixels)
    guard bandRows >= 1, bandRows <= Self.maximumPixelSide else {
      throw RenderError.invalidSize(
        width: Double(list.size.width), height: Double(bandRows), scale: scale)
    }
    let rows = min(bandRows, height)
    let opaque = (list.background?.a ?? 0) >= 1
    let encoder = try StreamingPNGEncoder(
      width: width, height: height, hasAlpha: !opaque, compression: pngCompression,
      output: output)
    // Checked and built once: every band draws the same tree.
    let display = try DisplayList(list)
    var top = 0
    while top < height {
      let count = min(rows, height - top)
      // A fresh surface per band: Cairo treats a new surface as clear and composites its
      // first drawing accordingly, exactly as on the whole-canvas surface (clearing a
      // reused one by hand changes some edge pixels by one level).
      guard
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows))
      else { throw RenderError.cairo(operation: "create image surface", status: "no surface") }
      defer { cairo_surface_destroy(surface) }
      try CairoStatus.check(surface: surface, "create \(width)×\(rows) band surface")
      cairo_surface_set_device_offset(surface, 0, -Double(top))
      do {
        try draw(display, on: surface, scale: scale)
      } catch RenderError.cairo(let operation, let status) {
        throw RenderError.cairo(operation: "\(operation) in rows \(top)…", status: status)
      }
      cairo_surface_flush(surface)
      try CairoStatus.check(surface: surface, "flush band surface")
      guard let pixels = cairo_image_surface_get_data(surface) else {
        throw RenderError.cairo(operation: "read band surface", status: "no data")
      }
      try encoder.append(
        argb32: UnsafeRawPointer(pixels), count: count,
        stride: Int(cairo_image_surface_get_stride(surface)))
      top += count
    }
    try encoder.finish()
  }

  /// ``writePNGInBands(_:scale:bandRows:maximumPixels:output:)`` into the file at `url`,
  /// written atomically (``AtomicFileStream``: no file, or the old one, after an error).
  ///
  /// Returns false when `skipIfIdentical` found the file already holding these bytes (it is
  /// then left untouched), else true.
  @discardableResult
  public func writePNGInBands(
    _ list: DrawList, scale: Double = 1, bandRows: Int = defaultBandRows,
    maximumPixels: Int = defaultMaximumBandedPixels, to url: URL, skipIfIdentical: Bool = false
  ) throws -> Bool {
    let file = try AtomicFileStream(url: url)
    do {
      try writePNGInBands(
        list, scale: scale, bandRows: bandRows, maximumPixels: maximumPixels,
        output: { try file.write($0) })
    } catch {
      file.abort()
      throw error
    }
    return try file.commit(skipIfIdentical: skipIfIdentical)
  }
}
