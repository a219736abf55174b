extension StrobeActions {
  /// Runs `strobe path <subcommand>`: pure geometry, the same for every set of actions.
  ///
  /// A default implementation, so existing ``StrobeActions`` conformances need no change;
  /// a conformance may still provide its own.
  public func path(_ request: PathRequest, io: CommandIO) throws {
    try PathJob.run(request, io: io)
  }
}
