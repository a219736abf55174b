extension FixedWidthInteger {
  /// The integer nearest to `value` toward zero, saturated to the type's range.
  ///
  /// The one conversion Strobe uses from a floating-point number that came from input to an
  /// integer (Swift's `Int(_:)` traps beyond the range and on NaN): values beyond the range
  /// become `min` or `max`, NaN becomes 0, everything else truncates toward zero as
  /// `Int(_:)` does. Call sites round first (`Int(saturating: x.rounded(.up))`) and then
  /// bound the result with their own limit; docs/limits.md ("Numbers") lists what each
  /// saturated value means.
  @inlinable
  public init<F: BinaryFloatingPoint>(saturating value: F) {
    if value.isNaN {
      self = 0
    } else if value >= F(Self.max) {
      // F(max) may round up to max + 1 (Int64 in a Double); every value at or above it is
      // out of range either way.
      self = Self.max
    } else if value <= F(Self.min) {
      self = Self.min
    } else {
      self = Self(value)
    }
  }
}
