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

/// How a ``CATextLayer`` places its text relative to its bounds (a Strobe extension).
public struct TextLayout: RawRepresentable, Sendable, Hashable {
  /// The scene-format string value.
  public let rawValue: String
  /// A layout from its string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Core Animation's layout (the default): the first line's top at the bounds' top edge,
  /// lines aligned within the bounds' width, text clipped to the bounds.
  public static let box = TextLayout(rawValue: "box")
  /// Point text (After Effects, Lottie): the first baseline on the bounds' top edge.
  ///
  /// The first line's baseline lies on the bounds' top edge; left-aligned (and natural) lines start at the bounds' left edge, centred lines
  /// are centred on its mid x, right-aligned lines end at its right edge (with zero-width
  /// bounds, all on one x). Never wrapped, truncated or clipped; empty bounds still draw.
  public static let point = TextLayout(rawValue: "point")
}
