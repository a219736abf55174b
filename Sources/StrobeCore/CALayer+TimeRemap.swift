extension CALayer {
  /// A time-remapping curve for the sublayers (a Strobe extension; default nil: none).
  ///
  /// With a curve, the sublayers (and a replicator's instances) are presented at
  /// `timeRemap.value(at: local)` where `local` is this layer's local time; this layer's
  /// own animations and its mask still use `local`. Not animatable. Timelines
  /// (``eventTimes(until:)``, ``animationSummaries()``) and ``convertTime(_:from:)`` do not
  /// see the curve: sample remapped content at the frames you need.
  public var timeRemap: TimeRemap? {
    get { timeRemapStorage }
    set {
      TransactionStack.current.recordPreChange(self)
      timeRemapStorage = newValue
    }
  }
}
