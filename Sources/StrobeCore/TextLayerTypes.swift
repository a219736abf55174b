import Foundation

/// How a ``CATextLayer`` aligns its lines (Core Animation's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// An alignment from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The script's natural alignment: left for left-to-right text (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Flush left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Flush right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified (every line but a paragraph's last).
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a ``CATextLayer`` truncates text that does not fit (Core Animation's
/// `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A truncation mode from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No truncation: text past the bounds is clipped (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// An ellipsis replaces the start of the line.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// An ellipsis replaces the middle of the line.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
  /// An ellipsis replaces the end of the line.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
}
