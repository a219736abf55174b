import Foundation

/// A rectangle of whole pixels in an image, from its top-left corner.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  /// The first column.
  public var x: Int
  /// The first row.
  public var y: Int
  /// Columns, ≥ 1.
  public var width: Int
  /// Rows, ≥ 1.
  public var height: Int

  /// A rectangle of `width × height` pixels whose top-left pixel is (`x`, `y`).
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `width × height`.
  public var area: Int { width * height }

  /// `WxH+X+Y`, as in `12x4+30+8`.
  public var description: String { "\(width)x\(height)+\(x)+\(y)" }

  /// The smallest rectangle holding every pixel in which two images of `width × height`
  /// straight RGBA pixels differ, or nil when they are identical.
  static func changed(
    from old: UnsafePointer<UInt8>, to new: UnsafePointer<UInt8>, width: Int, height: Int
  ) -> PixelRect? {
    let rowBytes = width * 4
    var top = -1
    var bottom = -1
    var left = width
    var right = -1
    let oldWords = UnsafeRawPointer(old).assumingMemoryBound(to: UInt32.self)
    let newWords = UnsafeRawPointer(new).assumingMemoryBound(to: UInt32.self)
    for row in 0..<height {
      let offset = row * rowBytes
      if memcmp(old + offset, new + offset, rowBytes) == 0 { continue }
      if top < 0 { top = row }
      bottom = row
      let o = oldWords + row * width
      let n = newWords + row * width
      var first = 0
      while first < left && o[first] == n[first] { first += 1 }
      left = min(left, first)
      var last = width - 1
      while last > right && o[last] == n[last] { last -= 1 }
      right = max(right, last)
    }
    guard top >= 0 else { return nil }
    return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}
