extension StrobeActions {
  /// Runs `strobe import` as ``StrobeDefaultActions`` does.
  ///
  /// A default implementation, so existing ``StrobeActions`` conformances need no change.
  public func importScene(_ request: ImportRequest, io: CommandIO) throws {
    try StrobeDefaultActions().importScene(request, io: io)
  }
}
