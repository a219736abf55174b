import CCairo
import Foundation

/// Cairo status checks shared by every Cairo user in the module.
///
/// Cairo reports errors by putting a context or surface into a sticky error state; these
/// helpers turn that state into a thrown ``RenderError/cairo(operation:status:)``.
enum CairoStatus {
  /// Cairo's own text for `status`.
  static func text(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }

  /// Throws when the context `cr` is in an error state.
  static func check(context cr: OpaquePointer, _ operation: @autoclosure () -> String) throws {
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      throw RenderError.cairo(operation: operation(), status: text(status))
    }
  }

  /// Throws when `surface` is in an error state.
  static func check(surface: OpaquePointer, _ operation: @autoclosure () -> String) throws {
    let status = cairo_surface_status(surface)
    if status != CAIRO_STATUS_SUCCESS {
      throw RenderError.cairo(operation: operation(), status: text(status))
    }
  }
}
