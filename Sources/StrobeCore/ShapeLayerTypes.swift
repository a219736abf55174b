import Foundation

/// The fill rule of a ``CAShapeLayer`` (Core Animation's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value (`"non-zero"`, `"even-odd"`).
  public let rawValue: String
  /// A fill rule from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line cap of a ``CAShapeLayer`` stroke (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A line cap from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Flush with the end point (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A semicircle of radius lineWidth/2 beyond the end.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// A square extending lineWidth/2 beyond the end.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line join of a ``CAShapeLayer`` stroke (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A line join from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A sharp corner, bevelled beyond the miter limit (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A round corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A cut corner.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Sendable, Hashable {
  /// The bit mask: minXMinY = 1, maxXMinY = 2, minXMaxY = 4, maxXMaxY = 8.
  public let rawValue: UInt
  /// A mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The corner at (minX, minY): top-left on a y-down screen.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// The corner at (maxX, minY): top-right on a y-down screen.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// The corner at (minX, maxY): bottom-left on a y-down screen.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// The corner at (maxX, maxY): bottom-right on a y-down screen.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
  /// All four corners (the default).
  public static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// The corner curve of a rounded layer (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A corner curve from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter-circle corners (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Continuous-curvature corners (iOS 13).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
