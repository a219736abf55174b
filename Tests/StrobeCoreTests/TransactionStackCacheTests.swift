import Foundation
import Testing

@testable import StrobeCore

@Suite struct TransactionStackCacheTests {
  @Test func freshContextIsSeparateAndTheOuterOneComesBack() {
    let outer = TransactionStack.current
    #expect(TransactionStack.current === outer)
    let inner = TransactionStack.withFreshContext { TransactionStack.current }
    #expect(inner !== outer)
    #expect(TransactionStack.current === outer)
    // Nested fresh contexts restore each level.
    TransactionStack.withFreshContext {
      let level1 = TransactionStack.current
      TransactionStack.withFreshContext { #expect(TransactionStack.current !== level1) }
      #expect(TransactionStack.current === level1)
    }
    #expect(TransactionStack.current === outer)
  }

  @Test func everyThreadHasItsOwnContext() {
    let here = ObjectIdentifier(TransactionStack.current)
    let done = DispatchSemaphore(value: 0)
    let box = Box()
    let thread = Thread {
      let first = ObjectIdentifier(TransactionStack.current)
      box.set(first, same: ObjectIdentifier(TransactionStack.current) == first)
      done.signal()
    }
    thread.start()
    done.wait()
    let (other, stable) = box.get()
    #expect(other != nil && other != here)
    #expect(stable)
  }

  /// The other thread's findings, handed back under a lock.
  private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var id: ObjectIdentifier?
    private var stable = false

    func set(_ id: ObjectIdentifier, same: Bool) {
      lock.lock()
      self.id = id
      stable = same
      lock.unlock()
    }

    func get() -> (ObjectIdentifier?, Bool) {
      lock.lock()
      defer { lock.unlock() }
      return (id, stable)
    }
  }
}
