import Foundation

// The standard CATransaction keys (QuartzCore's CATransaction.h), with Apple's string values,
// for `CATransaction.setValue(_:forKey:)` and `value(forKey:)`.

/// The key of the transaction's implicit-animation duration (a number of seconds).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether the transaction's property changes skip their implicit actions.
public let kCATransactionDisableActions = "disableActions"
/// The key of the transaction's implicit-animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of the transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"
