import CGif
import CLazyLibrary
import CPangoCairo
import CPoppler
import CRsvg
import CWebP

/// A C library the renderer opens on its first use instead of linking it, so that a process
/// that never reads SVG or PDF back, nor draws text or SVG contents, starts without loading
/// it (docs/performance.md §Lazy libraries).
///
/// The stub modules CRsvg, CPangoCairo and CPoppler bind the library's functions when one is first
/// called; ``require(for:)`` opens it up front and turns a failure into
/// ``RenderError/libraryUnavailable(library:package:neededFor:reason:)``, where a stub would
/// only return its failure value.
enum LazyLibrary: Sendable, CaseIterable {
  /// librsvg: SVG read-back (``Verifier``) and SVG contents.
  case librsvg
  /// Pango (with its Cairo glue): text layout and drawing (``CairoDrawer``).
  case pango
  /// poppler-glib: PDF read-back (``Verifier``).
  case poppler
  /// giflib: GIF writing (``GIFEncoder``) and reading (``GIFDecoder``, for `--verify`).
  case giflib
  /// libwebpmux and libwebp: animated WebP writing (``WebPAnimationEncoder``).
  case webp
  /// libwebpdemux: animated WebP reading (``WebPAnimationDecoder``, for `--verify`).
  case webpDemux

  /// Opens the library (once per process; later calls repeat the first outcome).
  ///
  /// - Parameter purpose: What needs it, for the message ("verifying SVG").
  /// - Throws: ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` when the
  ///   library or one of the functions Strobe calls cannot be loaded.
  func require(for purpose: String) throws {
    switch self {
    case .librsvg: try Self.check(strobe_rsvg_load(), neededFor: purpose)
    case .pango: try Self.check(strobe_pango_load(), neededFor: purpose)
    case .poppler: try Self.check(strobe_poppler_load(), neededFor: purpose)
    case .giflib: try Self.check(strobe_gif_load(), neededFor: purpose)
    case .webp: try Self.check(strobe_webp_load(), neededFor: purpose)
    case .webpDemux: try Self.check(strobe_webp_demux_load(), neededFor: purpose)
    }
  }

  /// Throws ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` when
  /// `status` reports a library that did not load.
  static func check(_ status: StrobeLazyStatus, neededFor purpose: String) throws {
    guard let reason = status.error else { return }
    throw RenderError.libraryUnavailable(
      library: String(cString: status.soname), package: String(cString: status.package),
      neededFor: purpose, reason: String(cString: reason))
  }

  /// Opens Pango when `list` draws text and librsvg when it draws an SVG image.
  ///
  /// Without them the drawer would draw nothing for those operations (text, SVG contents). A
  /// list with neither needs no library.
  static func requireLibraries(drawing list: DrawList) throws {
    let needs = librariesNeeded(drawing: list)
    if needs.text { try LazyLibrary.pango.require(for: "drawing text") }
    if needs.svg { try LazyLibrary.librsvg.require(for: "drawing SVG contents") }
  }

  /// Whether `list` draws text, and whether it draws an SVG image, on its own or as an image
  /// mesh.
  static func librariesNeeded(drawing list: DrawList) -> (text: Bool, svg: Bool) {
    var needs = (text: false, svg: false)
    for operation in list.operations {
      switch operation {
      case .text: needs.text = true
      case .image(let image, _): needs.svg = needs.svg || image.format == .svg
      case .imageMesh(let mesh): needs.svg = needs.svg || mesh.image.format == .svg
      default: continue
      }
      if needs.text && needs.svg { break }
    }
    return needs
  }
}
