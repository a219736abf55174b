import CCairo
import Foundation

/// Feeds bytes to Cairo's PNG reader.
final class ByteSource {
  /// The bytes to read.
  let data: Data
  /// The read position.
  var offset = 0

  /// A source reading `data` from its start.
  init(_ data: Data) { self.data = data }

  /// The `cairo_read_func_t` that reads from the source given as `closure`.
  static let readFunction: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.data.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
    let start = source.data.startIndex + source.offset
    source.data.copyBytes(to: buffer, from: start..<(start + count))
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }

  /// An unretained pointer to `self` for Cairo's `closure` argument.
  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
