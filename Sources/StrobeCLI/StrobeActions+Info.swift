extension StrobeActions {
  /// Runs `strobe info` as ``StrobeDefaultActions`` does: loads the scene and describes it.
  ///
  /// A default implementation, so existing ``StrobeActions`` conformances need no change;
  /// a conformance may still provide its own.
  public func info(_ request: InfoRequest, io: CommandIO) throws {
    try StrobeDefaultActions().info(request, io: io)
  }
}
