import Foundation

#if !canImport(Darwin)
  /// `CGFloat` ⇄ `NSNumber` bridging, which Apple's CoreGraphics overlay declares and
  /// swift-corelibs-foundation does not: without it, on Linux `NSNumber(value: 1.5) as? CGFloat`
  /// is nil and `CGFloat(1.5) as Any as? NSNumber` is nil, while both succeed for `Double`.
  ///
  /// iOS code depends on it wherever a boxed number comes back as `Any`, most often reading
  /// key-value coding: `layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat`.
  /// A number converts when it is exactly representable, as corelibs does for `Double`
  /// (`NSNumber(value: Int64.max) as? CGFloat` is nil).
  extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The class a `CGFloat` boxes to.
    public typealias _ObjectiveCType = NSNumber

    /// The value boxed as a double `NSNumber`.
    public func _bridgeToObjectiveC() -> NSNumber {
      NSNumber(value: Double(self))
    }

    /// The number's double value (used by `as!`).
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
      result = CGFloat(source.doubleValue)
    }

    /// The number's value when a `Double` holds it exactly (used by `as?`).
    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSNumber, result: inout CGFloat?
    ) -> Bool {
      guard let value = Double(exactly: source) else {
        result = nil
        return false
      }
      result = CGFloat(value)
      return true
    }

    /// The number's double value, 0 for nil.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
      CGFloat(source?.doubleValue ?? 0)
    }
  }
#endif
