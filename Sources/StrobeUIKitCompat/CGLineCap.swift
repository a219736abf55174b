import Foundation

/// How the ends of an open stroked subpath are drawn (Core Graphics' `CGLineCap`).
///
/// Raw values are Core Graphics' (`butt` 0, `round` 1, `square` 2). Foundation on Linux has no
/// Core Graphics, so ``UIBezierPath/lineCapStyle`` uses this one.
public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
  /// The stroke ends flush with the end point.
  case butt = 0
  /// A semicircle of diameter lineWidth is added at each end.
  case round = 1
  /// A half square of side lineWidth is added at each end.
  case square = 2
}
