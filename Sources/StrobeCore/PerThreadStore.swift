import Foundation

/// The one store of Strobe's per-thread state (docs/core-animation-semantics.md §9.1,
/// "Per-thread state"): the transaction context, the diagnostics handlers and, in UIKit
/// compat, the open animation blocks.
///
/// Core Animation keeps its transaction stack per thread; everything Strobe keeps beside it
/// lives here too, so no state is shared between threads and no global is mutable. Each
/// object is owned by its thread and released when the thread ends.
package enum PerThreadStore {
  /// The calling thread's object for `key`, made by `make` on first use.
  package static func object<T: AnyObject>(forKey key: String, make: () -> T) -> T {
    let dict = Thread.current.threadDictionary
    if let existing = dict[key] as? T { return existing }
    let fresh = make()
    dict[key] = fresh
    return fresh
  }

  /// Puts `object` (nil: nothing) in the calling thread's slot `key` and returns what was
  /// there, so a caller can restore it.
  @discardableResult
  package static func replace(_ key: String, with object: AnyObject?) -> AnyObject? {
    let dict = Thread.current.threadDictionary
    let previous = dict[key] as AnyObject?
    dict[key] = object
    return previous
  }
}
