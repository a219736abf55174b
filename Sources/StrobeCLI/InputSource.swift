/// Where the CLI reads standard input from (a scene given as `-`).
public protocol InputSource: AnyObject {
  /// Reads everything until end of input.
  ///
  /// - Throws: ``CommandFailure/standardInputUnreadable(reason:)`` when reading fails.
  func readAll() throws -> [UInt8]

  /// Reads until end of input or until `count` bytes have been read, whichever comes first.
  ///
  /// A caller that allows `n` bytes asks for `n + 1`: getting them all means the input is
  /// over the limit, and nothing past that byte is read. `count` ≤ 0 reads nothing.
  ///
  /// - Throws: ``CommandFailure/standardInputUnreadable(reason:)`` when reading fails.
  func read(atMost count: Int) throws -> [UInt8]
}
