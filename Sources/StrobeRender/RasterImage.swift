import Foundation

/// An 8-bit RGBA image with straight (non-premultiplied) alpha, rows top to bottom.
///
/// `pixels` holds `width × height × 4` bytes, pixel (x, y) at offset `(y·width + x)·4` in the
/// order r, g, b, a. Produced by ``Renderer/rasterize(_:scale:)``, by decoding PNG and by the
/// ``Verifier``; compared with ``ImageComparison``. Converting from Cairo's premultiplied
/// pixels rounds `c·255/a`, which converts back exactly.
public struct RasterImage: Sendable, Hashable {
  /// Width in pixels (≥ 0).
  public let width: Int
  /// Height in pixels (≥ 0).
  public let height: Int
  /// RGBA bytes, `width × height × 4`, straight alpha.
  public internal(set) var pixels: [UInt8]

  /// An image from its RGBA bytes.
  ///
  /// Throws ``RenderError/invalidPixelBuffer(width:height:byteCount:)`` unless `pixels` has
  /// exactly `width × height × 4` bytes and both sides are ≥ 0.
  public init(width: Int, height: Int, pixels: [UInt8]) throws {
    guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
      pixels.count == width * height * 4
    else {
      throw RenderError.invalidPixelBuffer(width: width, height: height, byteCount: pixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image of one colour (components 0…255, straight alpha).
  public init(width: Int, height: Int, filledWith color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    var pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = color.r
      pixels[i + 1] = color.g
      pixels[i + 2] = color.b
      pixels[i + 3] = color.a
    }
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y` (0-based, from the top left); traps when out of bounds.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of bounds")
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Sets the pixel at column `x`, row `y`; traps when out of bounds.
  public mutating func setPixel(x: Int, y: Int, to color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
  {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of bounds")
    let i = (y * width + x) * 4
    pixels[i] = color.r
    pixels[i + 1] = color.g
    pixels[i + 2] = color.b
    pixels[i + 3] = color.a
  }
}
