import Foundation

/// An error in SVG path data, with the character offset where parsing stopped.
///
/// Offsets count Unicode scalars from 0 (for ASCII path data, characters). `found` is the
/// offending character, or `nil` at the end of the input. The description reads like
/// `offset 7: expected a number, found "x"`.
public enum PathSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path data does not begin with a moveto (`M` or `m`).
  case expectedMoveTo(offset: Int, found: String?)
  /// A command letter was expected (after a complete command) but something else was found.
  case expectedCommand(offset: Int, found: String)
  /// A number (coordinate, radius or angle) was expected.
  case expectedNumber(offset: Int, found: String?)
  /// An arc flag (`0` or `1`) was expected.
  case expectedFlag(offset: Int, found: String?)
  /// A syntactically valid number overflowed to infinity (e.g. `1e999`).
  case nonFiniteNumber(offset: Int, text: String)
  /// The arguments at `offset` are finite but give a point that is not (a relative move of
  /// 1e308 from 1e308, an arc whose control points overflow).
  case nonFinitePoint(offset: Int)

  /// The character offset (Unicode scalars from 0) where the error was detected.
  public var offset: Int {
    switch self {
    case .expectedMoveTo(let o, _), .expectedCommand(let o, _), .expectedNumber(let o, _),
      .expectedFlag(let o, _), .nonFiniteNumber(let o, _), .nonFinitePoint(let o):
      return o
    }
  }

  /// A one-line message: offset, what was expected, what was found.
  public var description: String {
    func show(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "end of input" }
    switch self {
    case .expectedMoveTo(let o, let f):
      return "offset \(o): expected \"M\" or \"m\" to start the path, found \(show(f))"
    case .expectedCommand(let o, let f):
      return "offset \(o): expected a path command (one of MmLlHhVvCcSsQqTtAaZz), found \(show(f))"
    case .expectedNumber(let o, let f):
      return "offset \(o): expected a number, found \(show(f))"
    case .expectedFlag(let o, let f):
      return "offset \(o): expected an arc flag (\"0\" or \"1\"), found \(show(f))"
    case .nonFiniteNumber(let o, let t):
      return "offset \(o): the number \"\(t)\" is not finite"
    case .nonFinitePoint(let o):
      return
        "offset \(o): these arguments give a point beyond ±1.8e308 (relative coordinates "
        + "add up past the largest double)"
    }
  }
}
