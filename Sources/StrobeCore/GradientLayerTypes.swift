import Foundation

/// The kind of gradient a ``CAGradientLayer`` draws (Core Animation's `CAGradientLayerType`).
///
/// Not animatable: a change shows at once.
public struct CAGradientLayerType: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value (`"axial"`, `"radial"`, `"conic"`).
  public let rawValue: String
  /// A gradient type from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Colour constant along lines perpendicular to start → end, extended beyond both ends
  /// (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// An ellipse centred at `startPoint` with semi-axes `endPoint − startPoint` (scaled by the
  /// bounds size per axis).
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colour by angle around `startPoint`, angle 0 pointing at `endPoint`, increasing from +x
  /// toward +y.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
