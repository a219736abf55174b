/// A benchmark's correctness check failed: the timed work did not give the right result.
struct CheckFailure: Error, CustomStringConvertible {
  /// What was wrong, naming the benchmark and the values.
  var description: String

  /// Throws a failure with `message` unless `condition` holds.
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw CheckFailure(description: message()) }
  }
}
