import StrobeGeometry

/// A runtime failure of `strobe path` (exit status 1), naming the argument at fault.
public enum PathCommandFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path data given as `argument` (`<d>`, `<from>`, `<to>`) does not parse.
  case invalidPathData(argument: String, error: PathSyntaxError)
  /// The path given as `argument` has nothing to measure or bound (no drawing element).
  case emptyPath(argument: String, needed: String)
  /// `<from>` and `<to>` differ in structure and `--resample` was not given.
  case incompatibleMorph(PathMorphError)
  /// The path's points are so far apart (±1e308) that its length overflows the doubles.
  case lengthOverflow(argument: String)

  /// The message after `Error: `, starting with the argument at fault.
  ///
  /// For example `<d>: offset 6: expected a number, found "x"`.
  public var description: String {
    switch self {
    case .invalidPathData(let argument, let error):
      return "\(argument): \(error)"
    case .emptyPath(let argument, let needed):
      return "\(argument): the path is empty: it has no \(needed)"
    case .lengthOverflow(let argument):
      return
        "\(argument): the length overflows: points this far apart (up to ±1.8e308 between "
        + "them) have no length a double can hold"
    case .incompatibleMorph(let error):
      return
        "<from> and <to> cannot be interpolated: \(error); add --resample to morph any two paths"
    }
  }
}
