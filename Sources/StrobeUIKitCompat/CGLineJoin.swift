import Foundation

/// How the corners between stroked segments are drawn (Core Graphics' `CGLineJoin`).
///
/// Raw values are Core Graphics' (`miter` 0, `round` 1, `bevel` 2).
public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
  /// Sharp corners, bevelled past the miter limit.
  case miter = 0
  /// Rounded corners (a circle of diameter lineWidth).
  case round = 1
  /// Corners cut off square to the bisector.
  case bevel = 2
}
