/// An ``InputSource`` that returns fixed bytes, for tests.
public final class MemoryInputSource: InputSource {
  /// The bytes every ``readAll()`` returns.
  public let bytes: [UInt8]

  /// A source returning `bytes`.
  public init(bytes: [UInt8] = []) {
    self.bytes = bytes
  }

  /// A source returning `text` as UTF-8.
  public convenience init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Returns ``bytes``.
  public func readAll() throws -> [UInt8] { bytes }
}
