import Foundation

/// What a timed object shows outside its active interval (Core Animation's
/// `CAMediaTimingFillMode`).
///
/// The raw values are Core Animation's strings (`"removed"`, `"forwards"`, `"backwards"`,
/// `"both"`).
public struct CAMediaTimingFillMode: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A fill mode from its Core Animation string value.
  ///
  /// Unknown strings behave like ``removed`` (neither flag set).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No fill: nothing is shown before the start or after the end (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// Holds the end state after the active interval (needs `isRemovedOnCompletion = false`).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Shows the start state before the active interval (implicit animations use it).
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both ``forwards`` and ``backwards``.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  /// Whether the state before the active interval is shown (``backwards``, ``both``).
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the end state is held after the active interval (``forwards``, ``both``).
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
