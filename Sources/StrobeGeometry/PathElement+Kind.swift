import Foundation

extension PathElement {
  /// The kind of a path element, without its points.
  ///
  /// Two paths morph under Core Animation's rule only when their elements have the same kinds
  /// in the same order; errors about mismatched structures name kinds with this type.
  public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// ``PathElement/move(to:)``.
    case move
    /// ``PathElement/line(to:)``.
    case line
    /// ``PathElement/quadCurve(to:control:)``.
    case quadCurve
    /// ``PathElement/curve(to:control1:control2:)``.
    case curve
    /// ``PathElement/closeSubpath``.
    case closeSubpath

    /// The SVG command letter of the kind: `M`, `L`, `Q`, `C` or `Z`.
    public var svgCommand: String {
      switch self {
      case .move: return "M"
      case .line: return "L"
      case .quadCurve: return "Q"
      case .curve: return "C"
      case .closeSubpath: return "Z"
      }
    }

    /// The kind's name followed by its SVG letter, as in `curve (C)`.
    public var description: String { "\(rawValue) (\(svgCommand))" }
  }

  /// The element's kind.
  public var kind: Kind {
    switch self {
    case .move: return .move
    case .line: return .line
    case .quadCurve: return .quadCurve
    case .curve: return .curve
    case .closeSubpath: return .closeSubpath
    }
  }
}
