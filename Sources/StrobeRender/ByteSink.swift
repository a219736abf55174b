import CCairo
import Foundation

/// Collects the bytes a Cairo stream surface or PNG writer produces.
///
/// Passed to Cairo as an unretained context pointer; the caller keeps it alive until the
/// surface is finished. Not thread-safe: one sink per stream, used on one thread.
final class ByteSink {
  /// The bytes written so far.
  var data = Data()

  /// The `cairo_write_func_t` that appends to the sink given as `closure`.
  static let writeFunction: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if length > 0, let bytes {
      sink.data.append(bytes, count: Int(length))
    }
    return CAIRO_STATUS_SUCCESS
  }

  /// An unretained pointer to `self` for Cairo's `closure` argument.
  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
