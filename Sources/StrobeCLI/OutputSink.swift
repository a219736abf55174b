/// Somewhere the CLI writes bytes: standard output, standard error, or memory in tests.
///
/// A reference type, so one sink can be handed to the parser, the translator and command
/// handlers alike. Text is written as UTF-8; binary outputs (`-o -` with PNG or PDF) use
/// ``write(bytes:)``.
public protocol OutputSink: AnyObject {
  /// Writes `bytes` as they are.
  func write(bytes: [UInt8])
}

extension OutputSink {
  /// Writes `text` as UTF-8, without adding a newline.
  public func write(_ text: String) {
    write(bytes: Array(text.utf8))
  }
}
