import Foundation

/// Why two paths cannot be interpolated under Core Animation's element-by-element rule.
///
/// Core Animation interpolates a `CGPath` only when both paths have the same number of elements
/// and the same kind at every index (docs/core-animation-semantics.md §3.2). The error names the
/// first index where that fails.
public enum PathMorphError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The paths differ at element `index` (counting from 0).
  ///
  /// `from` and `to` are the kinds found at that index in each path; `nil` means that path
  /// has only `index` elements (it ended there). `fromCount` and `toCount` are the element
  /// counts of the two paths.
  case incompatibleStructure(
    index: Int, from: PathElement.Kind?, to: PathElement.Kind?, fromCount: Int, toCount: Int)

  /// The first mismatching element index.
  public var index: Int {
    switch self {
    case .incompatibleStructure(let index, _, _, _, _): return index
    }
  }

  /// A one-line message naming the index, both kinds and both element counts.
  ///
  /// For example `the paths differ at element 2: line (L) in the first path, curve (C) in the
  /// second (4 and 4 elements); only paths with the same element kinds in the same order
  /// interpolate without resampling`.
  public var description: String {
    switch self {
    case .incompatibleStructure(let index, let from, let to, let fromCount, let toCount):
      func show(_ kind: PathElement.Kind?) -> String { kind.map { "\($0)" } ?? "no element" }
      return
        "the paths differ at element \(index): \(show(from)) in the first path, \(show(to)) in "
        + "the second (\(fromCount) and \(toCount) elements); only paths with the same element "
        + "kinds in the same order interpolate without resampling"
    }
  }
}
