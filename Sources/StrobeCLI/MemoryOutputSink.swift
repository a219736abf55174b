/// An ``OutputSink`` that keeps everything written, for tests.
///
/// Not thread-safe; use one per test.
public final class MemoryOutputSink: OutputSink {
  /// Every byte written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty sink.
  public init() {}

  /// Appends `bytes`.
  public func write(bytes: [UInt8]) {
    self.bytes.append(contentsOf: bytes)
  }

  /// The bytes written so far, decoded as UTF-8 (invalid sequences become U+FFFD).
  public var text: String {
    String(decoding: bytes, as: UTF8.self)
  }
}
