import Foundation

extension PathMeasure {
  /// Where a distance along a path falls: a contour, a segment of it, and a curve parameter.
  public struct Location: Sendable, Hashable {
    /// Index into ``PathMeasure/contours``.
    public var contourIndex: Int
    /// Index into that contour's ``Contour/segments``.
    public var segmentIndex: Int
    /// Curve parameter on the segment, 0…1.
    public var t: Double

    /// A location from its parts.
    public init(contourIndex: Int, segmentIndex: Int, t: Double) {
      self.contourIndex = contourIndex
      self.segmentIndex = segmentIndex
      self.t = t
    }
  }
}
