import Foundation

extension CAAnimation {
  /// Sets the value for `key` (key-value coding, as `NSObject` does on iOS).
  ///
  /// iOS code tags animations this way to tell them apart in a delegate
  /// (`anim.setValue("fadeOut", forKey: "step")`, then `anim.value(forKey: "step")` in
  /// `animationDidStop(_:finished:)`): a key that names no property stores the value with the
  /// animation, and copies (the one a layer stores and sends to the delegate) keep it. A key
  /// that names a timing property sets it from a number (`"duration"`, `"beginTime"`,
  /// `"speed"`, `"timeOffset"`, `"repeatCount"`, `"repeatDuration"`) or a Bool
  /// (`"autoreverses"`, `"removedOnCompletion"`); property animations add `"keyPath"`,
  /// `"fromValue"`, `"toValue"`, `"byValue"` and `"values"`. A value of the wrong type for a
  /// property leaves it unchanged.
  public func setValue(_ value: Any?, forKey key: String) {
    if setProperty(key, value) { return }
    keyedValues[key] = value
  }

  /// The value for `key`: a property's value under its key-value name (see
  /// ``setValue(_:forKey:)``), else the value stored under `key`, else nil.
  public func value(forKey key: String) -> Any? {
    if let v = property(key) { return v }
    return keyedValues[key]
  }

  /// Whether `key` names a property handled by key-value coding.
  private static let propertyKeys: Set<String> = [
    "duration", "beginTime", "speed", "timeOffset", "repeatCount", "repeatDuration",
    "autoreverses", "removedOnCompletion", "keyPath", "fromValue", "toValue", "byValue",
    "values",
  ]

  private func property(_ key: String) -> Any? {
    guard Self.propertyKeys.contains(key) else { return nil }
    switch key {
    case "duration": return duration
    case "beginTime": return beginTime
    case "speed": return speed
    case "timeOffset": return timeOffset
    case "repeatCount": return repeatCount
    case "repeatDuration": return repeatDuration
    case "autoreverses": return autoreverses
    case "removedOnCompletion": return isRemovedOnCompletion
    case "keyPath": return (self as? CAPropertyAnimation)?.keyPath
    case "fromValue": return (self as? CABasicAnimation)?.fromValue
    case "toValue": return (self as? CABasicAnimation)?.toValue
    case "byValue": return (self as? CABasicAnimation)?.byValue
    default: return (self as? CAKeyframeAnimation)?.values
    }
  }

  /// Sets the property `key` names; false when `key` names none of this class.
  private func setProperty(_ key: String, _ value: Any?) -> Bool {
    func number() -> Double? {
      if case .number(let d)? = AnimatableValue(any: value) { return d }
      return nil
    }
    func flag() -> Bool? {
      if let b = value as? Bool { return b }
      return number().map { $0 != 0 }
    }
    switch key {
    case "duration": duration = number() ?? duration
    case "beginTime": beginTime = number() ?? beginTime
    case "speed": speed = number().map { Float($0) } ?? speed
    case "timeOffset": timeOffset = number() ?? timeOffset
    case "repeatCount": repeatCount = number().map { Float($0) } ?? repeatCount
    case "repeatDuration": repeatDuration = number() ?? repeatDuration
    case "autoreverses": autoreverses = flag() ?? autoreverses
    case "removedOnCompletion": isRemovedOnCompletion = flag() ?? isRemovedOnCompletion
    case "keyPath":
      guard let p = self as? CAPropertyAnimation else { return false }
      if value == nil || value is String { p.keyPath = value as? String }
    case "fromValue", "toValue", "byValue":
      guard let b = self as? CABasicAnimation else { return false }
      if key == "fromValue" { b.fromValue = value }
      if key == "toValue" { b.toValue = value }
      if key == "byValue" { b.byValue = value }
    case "values":
      guard let k = self as? CAKeyframeAnimation else { return false }
      if value == nil || value is [Any] { k.values = value as? [Any] }
    default:
      return false
    }
    return true
  }
}
