import CCairo
import Foundation

extension Renderer {
  /// Encodes `list` as an SVG 1.1 document.
  ///
  /// The document unit is px: a `w × h`-point list gives `width="w" height="h"` px with one
  /// user unit per point, so librsvg and browsers show it at its point size. Cairo's
  /// process-wide surface/image counters in ids are renumbered in order of first appearance,
  /// so the bytes depend only on the list. Coordinates are written rounded to 1/256 unit.
  /// Content SVG 1.1 cannot hold becomes an embedded PNG: conic gradients at
  /// ``fallbackResolution``; a page with a blend mode (a layer's `compositingFilter`) has its
  /// fallback images at ``blendFallbackResolution``. With an ``svgIDPrefix``, every id
  /// and reference starts with it.
  public func svgData(_ list: DrawList) throws -> Data {
    guard Self.isValidSVGIDPrefix(svgIDPrefix) else {
      throw RenderError.invalidSVGIDPrefix(prefix: svgIDPrefix)
    }
    _ = try Self.pixelSize(of: list.size, scale: 1)
    let sink = ByteSink()
    guard
      let surface = cairo_svg_surface_create_for_stream(
        ByteSink.writeFunction, sink.closure, Double(list.size.width), Double(list.size.height))
    else { throw RenderError.cairo(operation: "create SVG surface", status: "no surface") }
    defer { cairo_surface_destroy(surface) }
    try CairoStatus.check(surface: surface, "create SVG surface")
    cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
    cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
    setFallbackResolution(surface, for: list, pdf: false)
    try draw(list, on: surface, scale: 1)
    cairo_surface_finish(surface)
    try CairoStatus.check(surface: surface, "finish SVG surface")
    return withExtendedLifetime(sink) {
      SVGIDRenumberer.prefix(SVGIDRenumberer.renumber(sink.data), with: svgIDPrefix)
    }
  }

  /// Whether `prefix` may start XML ids: empty, or an ASCII letter or `_` followed by ASCII
  /// letters, digits, `_`, `-` or `.`.
  public static func isValidSVGIDPrefix(_ prefix: String) -> Bool {
    guard let first = prefix.unicodeScalars.first else { return true }
    func isLetter(_ c: Unicode.Scalar) -> Bool {
      (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
    return isLetter(first)
      && prefix.unicodeScalars.allSatisfy {
        isLetter($0) || ($0 >= "0" && $0 <= "9") || $0 == "-" || $0 == "."
      }
  }
}
