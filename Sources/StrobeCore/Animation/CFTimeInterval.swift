import Foundation

// Not `canImport(QuartzCore)`: Strobe itself has a module of that name (docs/uikit-compat.md).
#if !canImport(Darwin)
  /// Seconds, as Core Foundation's `CFTimeInterval` (Foundation on Linux lacks the name).
  public typealias CFTimeInterval = Double
#endif
