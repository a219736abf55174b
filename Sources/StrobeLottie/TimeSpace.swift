/// A layer's time as an affine function of the root composition's time.
///
/// `τ_layer = (τ_root − shift) / stretch`, in seconds, where `τ_root` is the root
/// composition's frame divided by its frame rate.
struct TimeSpace: Equatable {
  /// Seconds subtracted from the root time.
  var shift: Double
  /// The time stretch (Lottie's `sr`; 2 plays at half speed).
  var stretch: Double

  /// The root composition's own time.
  static let root = TimeSpace(shift: 0, stretch: 1)

  /// A space whose time is this one's minus `seconds`, divided by `stretch`.
  func offset(by seconds: Double, stretch factor: Double = 1) -> TimeSpace {
    TimeSpace(shift: shift + seconds * stretch, stretch: stretch * factor)
  }

  /// The CAMediaTiming keys that map `parent`'s time to this space
  /// (`t_local = (t_parent − beginTime)·speed + timeOffset` with beginTime 0); empty when
  /// the spaces are equal.
  func timingKeys(from parent: TimeSpace) -> [(key: String, value: Double)] {
    if self == parent { return [] }
    let speed = parent.stretch / stretch
    let offset = (parent.shift - shift) / stretch
    var keys: [(key: String, value: Double)] = []
    if speed != 1 { keys.append(("speed", speed)) }
    if offset != 0 { keys.append(("timeOffset", offset)) }
    return keys
  }
}
