/// The size of a raster in whole pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size of `width × height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `WxH`, as in `512x512`.
  public var description: String { "\(width)x\(height)" }
}
