import Foundation

extension PathMeasure {
  /// A unit direction of travel along a path.
  public struct Tangent: Sendable, Hashable {
    /// Horizontal component (dx² + dy² = 1).
    public var dx: Double
    /// Vertical component (y down, as the path's user space).
    public var dy: Double

    /// A tangent from its components (not normalised here).
    public init(dx: Double, dy: Double) {
      self.dx = dx
      self.dy = dy
    }

    /// The direction's angle in radians, `atan2(dy, dx)`, in −π…π (0 = +x; with y down a
    /// positive angle turns clockwise on screen, as Core Graphics angles do).
    public var angle: Double { atan2(dy, dx) }
  }
}
