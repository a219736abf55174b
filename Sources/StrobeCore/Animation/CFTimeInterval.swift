import Foundation

#if !canImport(QuartzCore)
  /// Seconds, as Core Foundation's `CFTimeInterval` (Foundation on Linux lacks the name).
  public typealias CFTimeInterval = Double
#endif
