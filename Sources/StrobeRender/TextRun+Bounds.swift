import Foundation
import StrobeGeometry

extension TextRun {
  /// The largest font size text is laid out at: 65,535, FreeType's largest pixel size.
  ///
  /// Measured with Cairo's FreeType backend (DejaVu Sans): an em size of 65,535 units lays
  /// out and draws; 65,536 fails with "error occurred in libfreetype", and the failure is
  /// cached in the process-wide font face, so every later text of that family failed too,
  /// even at 12 pt. A larger finite ``fontSize`` is drawn at this size (docs/limits.md,
  /// "Numbers"); a negative, NaN or infinite one draws nothing (the draw list leaves such
  /// text out, and `CairoDrawer` refuses it).
  public static let maximumFontSize = 65_535.0

  /// The largest `lineHeight` and `letterSpacing` magnitude passed to Pango: 1,000,000
  /// points (1.024 × 10⁹ Pango units, inside Pango's 32-bit units); larger values are
  /// clamped to it.
  public static let maximumSpacing = 1_000_000.0

  /// The most names of a comma-separated ``fontFamily`` list handed to Pango: 64.
  ///
  /// Pango's fallback over the list grows with the square of its length (measured:
  /// 5,000 names 0.3 s, 50,000 names 15 s for one text); names past the 64th are ignored.
  public static let maximumFamilyNames = 64

  /// ``fontFamily`` as drawn: at most ``maximumFamilyNames`` comma-separated names.
  public var drawnFontFamily: String {
    var commas = 0
    for index in fontFamily.utf8.indices where fontFamily.utf8[index] == UInt8(ascii: ",") {
      commas += 1
      if commas == Self.maximumFamilyNames { return String(fontFamily[..<index]) }
    }
    return fontFamily
  }

  /// ``fontSize`` as drawn: clamped to `0...maximumFontSize`, NaN as 0.
  var drawnFontSize: Double {
    guard fontSize > 0 else { return 0 }
    return min(fontSize, Self.maximumFontSize)
  }

  /// ``lineHeight`` as drawn: clamped to `0...maximumSpacing` (NaN as 0).
  var drawnLineHeight: Double {
    guard lineHeight > 0 else { return 0 }
    return min(lineHeight, Self.maximumSpacing)
  }

  /// ``letterSpacing`` as drawn: clamped to `-maximumSpacing...maximumSpacing` (NaN as 0).
  var drawnLetterSpacing: Double {
    guard !letterSpacing.isNaN else { return 0 }
    return min(max(letterSpacing, -Self.maximumSpacing), Self.maximumSpacing)
  }

  /// An upper bound of the scale Cairo's FreeType backend derives from the 2×2 part of a
  /// matrix (its Frobenius norm, at least each of the x and y scales); infinity for a
  /// matrix that is not invertible or not finite.
  static func fontScale(_ xx: Double, _ yx: Double, _ xy: Double, _ yy: Double) -> Double {
    let norm = (xx * xx + yx * yx + xy * xy + yy * yy).squareRoot()
    let determinant = xx * yy - xy * yx
    return norm.isFinite && determinant != 0 && determinant.isFinite ? norm : .infinity
  }

  /// Whether text drawn under a matrix of scale `scale` (``fontScale(_:_:_:_:)``) asks
  /// FreeType for at most ``maximumFontSize`` pixels per em.
  func fitsFreeType(scale: Double) -> Bool {
    drawnFontSize * scale <= Self.maximumFontSize
  }

  /// The factor (≤ 1) to shrink a matrix of scale `scale` by, so outlines fit FreeType.
  ///
  /// It is 1 when they already do. The outline coordinates are user-space ones, so
  /// shrinking changes only the precision FreeType rounds them to (1/64 of its pixel size),
  /// not where they are.
  func outlineReduction(scale: Double) -> Double {
    guard scale.isFinite, scale > 0, !fitsFreeType(scale: scale) else { return 1 }
    return Self.maximumFontSize / (drawnFontSize * scale)
  }
}
