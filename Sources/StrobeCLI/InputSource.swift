/// Where the CLI reads standard input from (a scene given as `-`).
public protocol InputSource: AnyObject {
  /// Reads everything until end of input.
  ///
  /// - Throws: ``CommandFailure/standardInputUnreadable(reason:)`` when reading fails.
  func readAll() throws -> [UInt8]
}
