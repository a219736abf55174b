import Foundation

/// The per-thread animation context: the document clock, the transaction stack, and the
/// completion and delegate callbacks waiting for the clock.
///
/// Core Animation keeps its transaction stack per thread; Strobe does the same (in
/// ``PerThreadStore``, with a `pthread` slot caching the lookup), and keeps the document clock
/// beside it. Nothing here is shared between threads.
final class TransactionStack {
  /// One transaction's settings and what it tracks.
  final class Frame {
    var duration: Double = MediaTiming.defaultTransactionDuration
    var timingFunction: CAMediaTimingFunction?
    var disableActions = false
    var values: [String: Any] = [:]
    /// Completion groups in order of `setCompletionBlock` calls; animations added now are
    /// tracked by the last one (an earlier block still waits for its own animations).
    var completions: [CompletionGroup] = []
    /// The completion group animations added now are tracked by (nil: none set yet).
    var completion: CompletionGroup? { completions.last }

    func inherit(from outer: Frame) {
      duration = outer.duration
      timingFunction = outer.timingFunction
      disableActions = outer.disableActions
    }

    func setCompletion(_ block: (() -> Void)?) {
      completions.append(CompletionGroup(block: block))
    }
  }

  /// A completion block and the latest end (document time) of the animations it waits for.
  final class CompletionGroup {
    let block: (() -> Void)?
    var latestEnd: Double = -.infinity
    var committedAt: Double?
    init(block: (() -> Void)?) { self.block = block }
    /// When the block is due: the latest end of its animations, or its commit time.
    var dueTime: Double { max(latestEnd, committedAt ?? 0) }
  }

  /// An animation with a delegate, waiting for its start and stop messages.
  struct DelegateWatch {
    weak var layer: CALayer?
    let animation: CAAnimation
    let start: Double
    let end: Double
    var started = false
  }

  private static let threadKey = "org.strobe.TransactionStack"

  /// A per-thread slot caching the calling thread's context (the thread dictionary owns it;
  /// this only skips the dictionary lookup, which costs thousands of instructions per
  /// property change).
  private static let cacheKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Points the calling thread's cache at `stack` (nil: empty).
  private static func cache(_ stack: TransactionStack?) {
    pthread_setspecific(cacheKey, stack.map { Unmanaged.passUnretained($0).toOpaque() })
  }

  /// The context of the calling thread (created on first use).
  static var current: TransactionStack {
    if let cached = pthread_getspecific(cacheKey) {
      return Unmanaged<TransactionStack>.fromOpaque(cached).takeUnretainedValue()
    }
    let stack = PerThreadStore.object(forKey: threadKey, make: TransactionStack.init)
    cache(stack)
    return stack
  }

  /// Runs `body` with a fresh context on this thread (clock 0, no transactions).
  ///
  /// The previous context is restored afterwards. Scene loading uses it so a scene's own
  /// clock never leaks.
  static func withFreshContext<T>(_ body: () throws -> T) rethrows -> T {
    let fresh = TransactionStack()
    let saved = PerThreadStore.replace(threadKey, with: fresh)
    cache(fresh)
    defer {
      PerThreadStore.replace(threadKey, with: saved)
      cache(saved as? TransactionStack)
    }
    return try body()
  }

  /// A layer's state before the first change in the current transaction (for transitions,
  /// which blend the rendering before the transaction's changes with the one after).
  ///
  /// A class, never changed once recorded: the transaction's table of them grows by moving
  /// references, not whole layer states (a scene of 1,000 layers records 1,000 of them).
  final class PreChange {
    /// The changed layer itself, held strongly until the transaction commits.
    ///
    /// Core Animation's transaction retains every layer changed in it until its commit, so a
    /// layer made and configured in one run-loop turn lives to the end of that turn even when
    /// the code keeps it only in a `weak var` until it is added to a superlayer
    /// (docs/uikit-compat.md, "How it behaves"). It also keeps the identity key below from
    /// being reused by a new layer within the transaction.
    let layer: CALayer
    let values: AnimatedValues
    let sublayers: [CALayer]

    init(layer: CALayer, values: AnimatedValues, sublayers: [CALayer]) {
      self.layer = layer
      self.values = values
      self.sublayers = sublayers
    }
  }

  /// Pre-change states of the committed layers changed in the current transaction, by
  /// identity.
  private(set) var preChanges: [ObjectIdentifier: PreChange] = [:]

  /// The layers created in the current transaction and changed in it.
  ///
  /// They are held until the commit like every changed layer, but without a pre-change state:
  /// they were never rendered, so the rendering before the transaction has none of them
  /// (docs/core-animation-semantics.md §12.1). A run of changes to one layer adds it once;
  /// the list is compacted when it reaches `compactNewLayersAt`.
  private var changedNewLayers: [CALayer] = []
  private var compactNewLayersAt = TransactionStack.newLayersCompactionStart

  /// The length at which `changedNewLayers` is first compacted.
  private static let newLayersCompactionStart = 1024

  /// Records `layer`'s state before its first change in this transaction (and keeps the
  /// layer alive until the transaction commits).
  ///
  /// A layer created in this transaction has no state before it (it is absent from
  /// ``before``), so it is only kept alive: loading a scene of 1,000 layers copies no layer
  /// state here.
  func recordPreChange(_ layer: CALayer) {
    if layer.creationGeneration >= generation {
      guard changedNewLayers.last !== layer else { return }
      changedNewLayers.append(layer)
      if changedNewLayers.count >= compactNewLayersAt {
        // Keep each layer's first entry; grow the threshold so compaction stays amortised.
        var seen = Set<ObjectIdentifier>(minimumCapacity: changedNewLayers.count)
        changedNewLayers.removeAll { !seen.insert(ObjectIdentifier($0)).inserted }
        compactNewLayersAt = max(Self.newLayersCompactionStart, changedNewLayers.count * 2)
      }
      return
    }
    let id = ObjectIdentifier(layer)
    if preChanges[id] == nil {
      preChanges[id] = PreChange(
        layer: layer, values: layer.animatedModel, sublayers: layer.sublayerList)
    }
  }

  /// The rendering before the current transaction's changes, as a transition captures it
  /// (docs/core-animation-semantics.md §12.1): committed layers changed in the transaction
  /// show their pre-change states, layers created in it are absent.
  struct Before {
    /// The pre-change states by layer identity.
    let preChanges: [ObjectIdentifier: PreChange]
    /// The current generation: a layer created in it (or later) is absent.
    let generation: Int
  }

  /// The rendering before the current transaction's changes.
  var before: Before { Before(preChanges: preChanges, generation: generation) }

  /// Ends the current transaction's records of changed layers (at its commit).
  private func clearChangedLayers() {
    preChanges = [:]
    changedNewLayers = []
    compactNewLayersAt = Self.newLayersCompactionStart
  }

  /// The document time in seconds.
  private(set) var documentTime: Double = 0
  /// Incremented by every commit; a layer created in an earlier generation is committed.
  private(set) var generation = 1
  private(set) var explicitFrames: [Frame] = []
  private var implicitFrame: Frame?
  private var pendingCompletions: [CompletionGroup] = []
  private var delegateWatches: [DelegateWatch] = []
  private let defaultFrame = Frame()
  /// Observers told before the implicit transaction commits (CATransaction+CommitObservers).
  var commitObservers: [(key: String, observer: any TransactionCommitObserver)] = []
  /// Whether the commit observers are running (they are not re-entered).
  var isNotifyingCommitObservers = false

  /// The innermost transaction's settings (defaults when none is open).
  var top: Frame { explicitFrames.last ?? implicitFrame ?? defaultFrame }

  /// The innermost transaction, opening the implicit one when none is open.
  func ensure() -> Frame {
    if let f = explicitFrames.last { return f }
    if let f = implicitFrame { return f }
    let f = Frame()
    implicitFrame = f
    return f
  }

  /// Opens an explicit transaction; an outermost one commits the implicit transaction first
  /// without calling the commit observers (layout runs later, as iOS runs it later in the run
  /// loop: a `begin()` inside a view's `init` must not lay the view out before `init` returns).
  ///
  /// With `notifyingObservers`, an outermost one runs the observers before that commit (the
  /// layout pass UIKit's animation blocks start with).
  func begin(implicit: Bool, notifyingObservers: Bool = false) {
    if explicitFrames.isEmpty { flushImplicit(notifyingObservers: notifyingObservers) }
    let f = Frame()
    if let outer = explicitFrames.last { f.inherit(from: outer) }
    explicitFrames.append(f)
  }

  func commit() {
    guard let f = explicitFrames.popLast() else { return }
    finish(f)
    if explicitFrames.isEmpty {
      generation += 1
      clearChangedLayers()
    }
  }

  /// Commits the implicit transaction (and runs callbacks already due); the commit observers
  /// run first unless `notifyingObservers` is false.
  func flushImplicit(notifyingObservers: Bool = true) {
    if notifyingObservers { notifyCommitObservers() }
    if let f = implicitFrame {
      implicitFrame = nil
      finish(f)
    }
    // Every layer that exists now has been through a commit.
    if explicitFrames.isEmpty {
      generation += 1
      clearChangedLayers()
    }
    runDueCallbacks()
  }

  private func finish(_ f: Frame) {
    for group in f.completions where group.committedAt == nil {
      group.committedAt = documentTime
      pendingCompletions.append(group)
    }
  }

  /// Moves the document clock (committing the implicit transaction first) and sends the
  /// completion and delegate messages that became due, in time order.
  func setTime(_ t: Double) {
    flushImplicit()
    documentTime = t
    runDueCallbacks()
  }

  /// Records an animation just added to `layer`: tracked by every open completion group,
  /// and watched for delegate messages.
  func didAdd(_ anim: CAAnimation, to layer: CALayer, start: Double, end: Double) {
    for f in explicitFrames + (implicitFrame.map { [$0] } ?? []) {
      if let group = f.completion { group.latestEnd = max(group.latestEnd, end) }
    }
    if anim.delegate != nil {
      // An animation added after its start (an absolute beginTime in the past) is told at
      // once: the clock never runs back for a message.
      let now = documentTime
      delegateWatches.append(
        DelegateWatch(layer: layer, animation: anim, start: max(start, now), end: max(end, now)))
    }
  }

  /// Sends `animationDidStop(finished: false)` for an animation removed early.
  func didRemove(_ anim: CAAnimation) {
    guard let i = delegateWatches.firstIndex(where: { $0.animation === anim }) else { return }
    let w = delegateWatches.remove(at: i)
    w.animation.delegate?.animationDidStop(w.animation, finished: false)
  }

  /// The most delegate messages and completion blocks one pass sends (see
  /// ``runDueCallbacks()``).
  static let maxMessagesPerPass = 10_000

  /// A message that is due: what it is and when it was due.
  private enum DueEvent {
    case start(index: Int)
    case completion(index: Int)
    case stop(index: Int)
  }

  /// Sends the messages that became due, one at a time in time order (at equal times: starts,
  /// then completion blocks, then stops — the measured order, §9.1 — each kind in the order it
  /// was recorded); while each runs, the clock reads the time it was due (the clock passes
  /// through it), then reads `now` again.
  ///
  /// A message may add animations (a delegate that starts the next step from
  /// `animationDidStop`): the next due message is looked for again after each one, so a chain
  /// of steps that all end before `now` is delivered step by step. A delegate's stop is sent
  /// with `finished = true` when the animation reaches its end, whether or not it is removed
  /// on completion (Apple: "true if the animation reached the end of its active duration
  /// without being removed"; docs/animation.md, "Transactions and implicit animations").
  ///
  /// At most ``maxMessagesPerPass`` messages are sent per pass; the rest wait for the next
  /// clock move or flush. A device sends a chain's messages once per frame; here a delegate
  /// that re-adds an animation already over (zero duration, or a `beginTime` in the past)
  /// would otherwise be told again at the same instant forever.
  private func runDueCallbacks() {
    let now = documentTime
    defer { documentTime = now }
    var sent = 0
    while sent < Self.maxMessagesPerPass, let (time, event) = nextDueEvent(now: now) {
      sent += 1
      documentTime = time
      switch event {
      case .start(let i):
        delegateWatches[i].started = true
        let a = delegateWatches[i].animation
        a.delegate?.animationDidStart(a)
      case .completion(let i):
        let g = pendingCompletions.remove(at: i)
        g.block?()
      case .stop(let i):
        let w = delegateWatches.remove(at: i)
        w.animation.delegate?.animationDidStop(w.animation, finished: true)
      }
    }
  }

  /// The earliest message due at or before `now`, if any.
  private func nextDueEvent(now: Double) -> (time: Double, event: DueEvent)? {
    var best: (time: Double, order: Int, event: DueEvent)?
    func consider(_ time: Double, _ order: Int, _ event: DueEvent) {
      guard time <= now else { return }
      if let b = best, (b.time, b.order) <= (time, order) { return }
      best = (time, order, event)
    }
    for (i, w) in delegateWatches.enumerated() where !w.started {
      consider(w.start, 0, .start(index: i))
    }
    for (i, g) in pendingCompletions.enumerated() { consider(g.dueTime, 1, .completion(index: i)) }
    for (i, w) in delegateWatches.enumerated() where w.started {
      consider(w.end, 2, .stop(index: i))
    }
    return best.map { ($0.time, $0.event) }
  }
}

/// The current document time in seconds (Core Animation's `CACurrentMediaTime()`).
///
/// There is no wall clock: the document clock starts at 0 and moves only when set with
/// ``DocumentClock/setTime(_:)``. It is per thread, like the transaction stack.
public func CACurrentMediaTime() -> CFTimeInterval { TransactionStack.current.documentTime }

/// The document clock of the calling thread.
public enum DocumentClock {
  /// Moves the clock to `time` (seconds): the implicit transaction is committed first, then
  /// completion blocks and delegate messages that became due are sent, in time order.
  public static func setTime(_ time: CFTimeInterval) { TransactionStack.current.setTime(time) }

  /// Runs `body` with a fresh clock and transaction stack on this thread (time 0), restoring
  /// the previous ones afterwards.
  public static func withFreshContext<T>(_ body: () throws -> T) rethrows -> T {
    try TransactionStack.withFreshContext(body)
  }
}
