import Foundation
import Testing

@testable import StrobeCore

/// What the doc comments of `CATransaction.setValue(_:forKey:)` and `value(forKey:)` promise,
/// checked one promise at a time: the standard keys take the types listed, a value of
/// another type changes nothing, other keys are stored, and the standard keys read back boxed
/// as on iOS.
@Suite struct TransactionValueDocTests {
  /// Runs `body` inside a transaction of a fresh clock context.
  func inTransaction(_ body: () throws -> Void) rethrows {
    try DocumentClock.withFreshContext {
      CATransaction.begin()
      defer { CATransaction.commit() }
      try body()
    }
  }

  @Test func disableActionsTakesABoolOrANumber() {
    inTransaction {
      CATransaction.setValue(true, forKey: kCATransactionDisableActions)
      #expect(CATransaction.disableActions())
      CATransaction.setValue(NSNumber(value: 0), forKey: kCATransactionDisableActions)
      #expect(!CATransaction.disableActions())
      CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
      #expect(CATransaction.disableActions())
      // Another type changes nothing.
      CATransaction.setValue("no", forKey: kCATransactionDisableActions)
      #expect(CATransaction.disableActions())
      #expect(
        (CATransaction.value(forKey: kCATransactionDisableActions) as? NSNumber)?.boolValue
          == true)
    }
  }

  @Test func durationTakesANumberOfSeconds() {
    inTransaction {
      CATransaction.setValue(NSNumber(value: 2.5), forKey: kCATransactionAnimationDuration)
      #expect(CATransaction.animationDuration() == 2.5)
      CATransaction.setValue("3", forKey: kCATransactionAnimationDuration)
      #expect(CATransaction.animationDuration() == 2.5)
      #expect(
        (CATransaction.value(forKey: kCATransactionAnimationDuration) as? NSNumber)?
          .doubleValue == 2.5)
    }
  }

  @Test func timingFunctionTakesAFunctionOrNil() {
    inTransaction {
      let easeIn = CAMediaTimingFunction(name: .easeIn)
      CATransaction.setValue(easeIn, forKey: kCATransactionAnimationTimingFunction)
      #expect(CATransaction.animationTimingFunction() === easeIn)
      CATransaction.setValue("linear", forKey: kCATransactionAnimationTimingFunction)
      #expect(CATransaction.animationTimingFunction() === easeIn)
      CATransaction.setValue(nil, forKey: kCATransactionAnimationTimingFunction)
      #expect(CATransaction.animationTimingFunction() == nil)
    }
  }

  @Test func completionBlockTakesABlockOrNil() {
    inTransaction {
      CATransaction.setValue({} as () -> Void, forKey: kCATransactionCompletionBlock)
      #expect(CATransaction.completionBlock() != nil)
      #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) != nil)
      // Another type changes nothing; nil clears it.
      CATransaction.setValue(42, forKey: kCATransactionCompletionBlock)
      #expect(CATransaction.completionBlock() != nil)
      CATransaction.setValue(nil, forKey: kCATransactionCompletionBlock)
      #expect(CATransaction.completionBlock() == nil)
    }
  }

  @Test func otherKeysAreStoredForValueForKey() {
    inTransaction {
      #expect(CATransaction.value(forKey: "step") == nil)
      CATransaction.setValue("fadeOut", forKey: "step")
      #expect(CATransaction.value(forKey: "step") as? String == "fadeOut")
    }
  }
}
