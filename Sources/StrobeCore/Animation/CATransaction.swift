import Foundation

/// Groups model changes into atomic updates and configures their implicit animations
/// (Core Animation's `CATransaction`).
///
/// Strobe keeps Core Animation's rules (docs/core-animation-semantics.md §9.1): nested
/// transactions inherit the outer values and restore them on commit; changes reach the
/// presentation when the outermost transaction commits; `animationDuration` defaults to
/// 0.25 s, `animationTimingFunction` to nil (implicit actions still use `.default`),
/// `disableActions` to false.
///
/// **No run loop.** Core Animation commits the implicit transaction (changes made outside
/// `begin`/`commit`) at the end of the run-loop turn. Strobe commits it when you call
/// ``flush()``, when the document clock moves (``DocumentClock/setTime(_:)``), and at the
/// start of an explicit outermost ``begin()``. Animations added with `beginTime` 0 are
/// stamped with the document time of that commit. Commit observers
/// (``addCommitObserver(_:forKey:)``) run just before the commits of ``flush()`` and of a
/// clock move, where Core Animation runs the layout pass (not before an outermost `begin()`).
///
/// **Threads.** The transaction stack is per thread (thread-local storage), as Core
/// Animation's is; use a model tree from one thread at a time.
public enum CATransaction {
  /// Starts a transaction (nested transactions inherit the enclosing one's settings).
  public static func begin() { TransactionStack.current.begin(implicit: false) }

  /// Commits the innermost explicit transaction; the outermost commit applies its changes.
  public static func commit() { TransactionStack.current.commit() }

  /// Commits the implicit transaction now (Core Animation's `flush()`).
  public static func flush() { TransactionStack.current.flushImplicit() }

  /// The duration of implicit animations created in this transaction (seconds; default 0.25).
  public static func animationDuration() -> CFTimeInterval {
    TransactionStack.current.top.duration
  }
  /// Sets ``animationDuration()`` for this transaction.
  public static func setAnimationDuration(_ d: CFTimeInterval) {
    TransactionStack.current.ensure().duration = d
  }
  /// The timing function of implicit animations, or nil (they then use `.default`).
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    TransactionStack.current.top.timingFunction
  }
  /// Sets ``animationTimingFunction()`` for this transaction.
  public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) {
    TransactionStack.current.ensure().timingFunction = f
  }
  /// Whether property changes in this transaction skip their implicit actions.
  public static func disableActions() -> Bool { TransactionStack.current.top.disableActions }
  /// Sets ``disableActions()`` for this transaction.
  public static func setDisableActions(_ flag: Bool) {
    TransactionStack.current.ensure().disableActions = flag
  }
  /// The completion block of this transaction.
  public static func completionBlock() -> (() -> Void)? {
    TransactionStack.current.top.completion?.block
  }
  /// Sets the block run when every animation added to this transaction after this call has
  /// finished or been removed (it runs even when there are none).
  ///
  /// Without a run loop, the block runs when the document clock reaches the latest end of
  /// those animations (at once, on the next clock move or flush, when there are none).
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    TransactionStack.current.ensure().setCompletion(block)
  }
  /// A transaction value (Core Animation's `value(forKey:)`).
  ///
  /// The four standard keys read the transaction's properties, boxed as on iOS:
  /// ``kCATransactionAnimationDuration`` and ``kCATransactionDisableActions`` give
  /// `NSNumber`s, ``kCATransactionAnimationTimingFunction`` the timing function (or nil),
  /// ``kCATransactionCompletionBlock`` the block (or nil). Other keys give what
  /// ``setValue(_:forKey:)`` stored.
  public static func value(forKey key: String) -> Any? {
    switch key {
    case kCATransactionAnimationDuration: return NSNumber(value: animationDuration())
    case kCATransactionDisableActions: return NSNumber(value: disableActions())
    case kCATransactionAnimationTimingFunction: return animationTimingFunction()
    case kCATransactionCompletionBlock: return completionBlock()
    default: return TransactionStack.current.top.values[key]
    }
  }

  /// Sets a transaction value (Core Animation's `setValue(_:forKey:)`).
  ///
  /// The four standard keys set the transaction's properties, as the setters do:
  /// ``kCATransactionDisableActions`` takes a Bool or `NSNumber` (`kCFBooleanTrue`),
  /// ``kCATransactionAnimationDuration`` a number of seconds, ``kCATransactionAnimationTimingFunction``
  /// a `CAMediaTimingFunction` (nil: none), ``kCATransactionCompletionBlock`` a `() -> Void`
  /// block (nil: none). A value of another type for a standard key changes nothing. Other
  /// keys store the value for ``value(forKey:)``.
  public static func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case kCATransactionDisableActions:
      if case .bool(let b)? = value.flatMap(AnimatableValue.init(any:)) {
        setDisableActions(b)
      } else if case .number(let n)? = value.flatMap(AnimatableValue.init(any:)) {
        setDisableActions(n != 0)
      }
    case kCATransactionAnimationDuration:
      switch value.flatMap(AnimatableValue.init(any:)) {
      case .number(let d)?: setAnimationDuration(d)
      case .bool(let b)?: setAnimationDuration(b ? 1 : 0)
      default: break
      }
    case kCATransactionAnimationTimingFunction:
      if value == nil {
        setAnimationTimingFunction(nil)
      } else if let f = value as? CAMediaTimingFunction {
        setAnimationTimingFunction(f)
      }
    case kCATransactionCompletionBlock:
      if value == nil {
        setCompletionBlock(nil)
      } else if let block = value as? () -> Void {
        setCompletionBlock(block)
      }
    default:
      TransactionStack.current.ensure().values[key] = value
    }
  }
}
