import Foundation

/// Where Strobe reports ``AnimationDiagnostic``s (a Strobe extension).
///
/// By default each diagnostic is written to standard error as one line (its
/// ``AnimationDiagnostic/description``). ``withHandler(_:_:)`` sends them to a closure
/// instead while a body runs (tests, tools that collect them). The handler is per thread,
/// like the transaction stack: animations added on another thread use that thread's.
///
/// ```swift
/// var found: [AnimationDiagnostic] = []
/// AnimationDiagnostics.withHandler({ found.append($0) }) {
///   let fade = CABasicAnimation(keyPath: "opacity")
///   fade.toValue = "zero"  // a String: reported, the animation has no effect
///   CALayer().add(fade, forKey: "fade")
/// }
/// ```
public enum AnimationDiagnostics {
  /// Receives a diagnostic.
  public typealias Handler = (AnimationDiagnostic) -> Void

  /// The calling thread's handler holder.
  private final class Slot {
    var handlers: [Handler] = []
  }

  private static let threadKey = "org.strobe.AnimationDiagnostics"

  private static var slot: Slot { PerThreadStore.object(forKey: threadKey, make: Slot.init) }

  /// Runs `body` with diagnostics of this thread sent to `handler` (not to standard error),
  /// then restores the previous destination.
  public static func withHandler<T>(_ handler: @escaping Handler, _ body: () throws -> T)
    rethrows -> T
  {
    let s = slot
    s.handlers.append(handler)
    defer { s.handlers.removeLast() }
    return try body()
  }

  /// Sends `diagnostic` to the current handler, or writes it to standard error.
  static func report(_ diagnostic: AnimationDiagnostic) {
    if let handler = slot.handlers.last {
      handler(diagnostic)
    } else {
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
  }
}
