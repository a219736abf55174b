import Foundation
import Strobe
import StrobeCairo
import Testing

/// Drawing into a caller's `cairo_t`: two frames composed side by side in a larger image.
@Suite struct CairoContextTests {
  /// A caller-owned ARGB32 surface and context, destroyed by `body`'s end.
  static func withSurface<T>(
    width: Int32, height: Int32, _ body: (OpaquePointer, OpaquePointer) throws -> T
  ) throws -> T {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    return try body(surface, cr)
  }

  /// The (r, g, b, a) of an opaque or transparent pixel of an ARGB32 surface (premultiplied
  /// values; the probes are at fully opaque or fully transparent pixels).
  static func pixel(_ surface: OpaquePointer, _ x: Int, _ y: Int) -> (
    r: UInt8, g: UInt8, b: UInt8, a: UInt8
  ) {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(
      to: UInt32.self, capacity: 1
    ) { $0.pointee }
    return (
      UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), UInt8(word >> 24)
    )
  }

  /// Frames at t = 0 and t = 1 drawn at (10, 5) and (60, 5) of a 110 × 30 grey image.
  ///
  /// Each frame is the 40 × 20 white canvas with its red box: t = 0 at canvas x ∈ [0, 10],
  /// t = 1 at x ∈ [15, 25]. Outside the two canvases the grey the caller painted stays.
  @Test func twoFramesSideBySide() throws {
    let scene = try LibraryFixtures.movingBoxScene()
    try Self.withSurface(width: 110, height: 30) { surface, cr in
      cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
      cairo_paint(cr)
      for (time, x) in [(0.0, 10.0), (1.0, 60.0)] {
        cairo_save(cr)
        cairo_translate(cr, x, 5)
        try scene.draw(at: time, into: cr)
        cairo_restore(cr)
      }
      #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
      let grey: UInt8 = 128
      func expectPixel(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8), _ label: String) {
        let p = Self.pixel(surface, x, y)
        #expect(
          LibraryFixtures.matches(p, c.0, c.1, c.2), "\(label) at (\(x), \(y)): \(p)")
      }
      // Left frame (origin 10, 5): box x ∈ [10, 20], white to x = 50.
      expectPixel(15, 15, (255, 0, 0), "left box")
      expectPixel(30, 15, (255, 255, 255), "left canvas")
      expectPixel(47, 15, (255, 255, 255), "left canvas right edge")
      // Right frame (origin 60, 5): box x ∈ [75, 85].
      expectPixel(65, 15, (255, 255, 255), "right canvas left of box")
      expectPixel(80, 15, (255, 0, 0), "right box")
      expectPixel(95, 15, (255, 255, 255), "right canvas")
      // Caller's grey outside both canvases (the background is clipped to the canvas).
      expectPixel(5, 15, (grey, grey, grey), "left margin")
      expectPixel(55, 15, (grey, grey, grey), "gap")
      expectPixel(105, 15, (grey, grey, grey), "right margin")
      expectPixel(30, 2, (grey, grey, grey), "above")
      expectPixel(30, 27, (grey, grey, grey), "below")
    }
  }

  /// The caller's matrix, source, operator and current path survive the call.
  @Test func callerStateIsRestored() throws {
    let scene = try LibraryFixtures.blueBarScene()
    try Self.withSurface(width: 60, height: 60) { _, cr in
      cairo_translate(cr, 7, 9)
      cairo_scale(cr, 2, 2)
      cairo_set_source_rgb(cr, 0, 1, 0)
      cairo_set_operator(cr, CAIRO_OPERATOR_XOR)
      cairo_move_to(cr, 3, 4)
      cairo_line_to(cr, 5, 6)
      try scene.draw(at: 0, into: cr)
      var m = cairo_matrix_t()
      cairo_get_matrix(cr, &m)
      #expect(m.xx == 2 && m.yy == 2 && m.x0 == 7 && m.y0 == 9 && m.xy == 0 && m.yx == 0)
      #expect(cairo_get_operator(cr) == CAIRO_OPERATOR_XOR)
      var r = 0.0
      var g = 0.0
      var b = 0.0
      var a = 0.0
      #expect(cairo_pattern_get_rgba(cairo_get_source(cr), &r, &g, &b, &a) == CAIRO_STATUS_SUCCESS)
      #expect(r == 0 && g == 1 && b == 0 && a == 1)
      #expect(cairo_has_current_point(cr) != 0)
      var x = 0.0
      var y = 0.0
      cairo_get_current_point(cr, &x, &y)
      #expect(x == 5 && y == 6)
    }
  }

  /// At an integer offset and scale 2 the composed pixels equal a direct raster render at
  /// scale 2, byte for byte (a caller's transform behaves as the renderer's own scale).
  @Test func scaledDrawMatchesRasterize() throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let direct = try scene.rasterize(at: 1, scale: 2)
    try Self.withSurface(width: 100, height: 60) { surface, cr in
      cairo_translate(cr, 6, 8)
      cairo_scale(cr, 2, 2)
      try scene.draw(at: 1, into: cr)
      var worst = 0
      for y in 0..<direct.height {
        for x in 0..<direct.width {
          let d = direct.pixel(x: x, y: y)
          let p = Self.pixel(surface, x + 6, y + 8)
          worst = max(
            worst, abs(Int(d.r) - Int(p.r)), abs(Int(d.g) - Int(p.g)),
            abs(Int(d.b) - Int(p.b)), abs(Int(d.a) - Int(p.a)))
        }
      }
      #expect(worst == 0)
      #expect(Self.pixel(surface, 3, 3).a == 0)
    }
  }

  /// A context already in an error state is reported, not drawn into.
  @Test func contextInErrorThrows() throws {
    let scene = try LibraryFixtures.blueBarScene()
    try Self.withSurface(width: 10, height: 10) { _, cr in
      cairo_restore(cr)  // restore without save: CAIRO_STATUS_INVALID_RESTORE
      #expect(throws: RenderError.self) { try scene.draw(at: 0, into: cr) }
    }
  }

  /// A canvas of no size is refused before anything is drawn; the context stays usable.
  @Test func invalidCanvasSizeThrows() throws {
    let list = DrawList(
      size: CGSize(width: 0, height: 10), background: RGBA(1, 0, 0, 1), operations: [])
    try Self.withSurface(width: 10, height: 10) { surface, cr in
      #expect(throws: RenderError.invalidSize(width: 0, height: 10, scale: 1)) {
        try Renderer().draw(list, into: cr)
      }
      #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
      #expect(Self.pixel(surface, 5, 5).a == 0)
    }
  }

  /// A frame drawn into a page of the caller's own PDF, through the StrobeCairo product.
  ///
  /// The caller's grey page and blue heading band stay, the frame lands where the caller's
  /// matrix puts it. Read back with poppler at 72 dpi (1 pt = 1 px).
  ///
  /// Page 200 × 100 pt, grey; blue band y ∈ [0, 20]; the t = 0 frame at (50, 40), scale 2:
  /// the canvas covers x ∈ [50, 130], y ∈ [40, 80], its red box x ∈ [50, 70].
  @Test func frameIntoAnExistingPDFPage() throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strobe-cairo-page-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: url) }
    let surface = try #require(cairo_pdf_surface_create(url.path, 200, 100))
    let cr = try #require(cairo_create(surface))
    cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0, 0, 1)
    cairo_rectangle(cr, 0, 0, 200, 20)
    cairo_fill(cr)
    cairo_save(cr)
    cairo_translate(cr, 50, 40)
    cairo_scale(cr, 2, 2)
    try scene.draw(at: 0, into: cr)
    cairo_restore(cr)
    cairo_show_page(cr)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)

    let page = try Verifier().rasterizePDF(try Data(contentsOf: url))
    #expect(page.width == 200 && page.height == 100)
    func at(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
      let p = page.pixel(x: x, y: y)
      return (p.r, p.g, p.b, p.a)
    }
    #expect(LibraryFixtures.matches(at(10, 10), 0, 0, 255))  // the caller's band
    #expect(LibraryFixtures.matches(at(60, 60), 255, 0, 0))  // the box
    #expect(LibraryFixtures.matches(at(100, 60), 255, 255, 255))  // the canvas
    #expect(LibraryFixtures.matches(at(150, 60), 128, 128, 128))  // the caller's page
    #expect(LibraryFixtures.matches(at(60, 90), 128, 128, 128))  // below the canvas
  }
}
