import CGif
import Foundation

/// Writes a GIF89a animation through giflib, opened on first use
/// (docs/animated-output.md §Raster animations).
///
/// Every frame has its own palette (Strobe's median cut: exact when the frame has at most
/// 255 colours, else median cut, mapped onto the palette as ``dither`` says) and index 0
/// transparent. A pixel with alpha
/// below ``opaqueAlpha`` (128) is transparent, any other is drawn opaque with its colour.
///
/// Frame differencing: a frame without transparent pixels stores only the rectangle in which
/// it differs from the previous frame, which stays on screen (disposal 1), its unchanged
/// pixels transparent. A frame with transparent pixels must start from a clear canvas: the
/// previous frame is then written over the whole canvas and restored to the background after
/// it (disposal 2), and the frame covers the canvas too.
///
/// Delays are whole centiseconds rounded on the running time — frame k ends at
/// `round(100 × (d₀ + … + d_k))` cs — so they add up to the animation's length. Browsers show
/// delays under 2 cs as 10 cs: keep frames at least 1/50 s long.
public struct GIFEncoder: AnimatedImageEncoder {
  /// The most pixels per side a GIF stores.
  public static let maximumSide = 65535

  /// The least alpha (of 255) a pixel needs to be drawn; below it the pixel is transparent.
  public static let opaqueAlpha: UInt8 = 128

  /// `image` as a GIF can hold its transparency: alpha ``opaqueAlpha`` or more becomes 255
  /// (colour kept), less becomes a transparent black pixel.
  public static func thresholded(_ image: RasterImage) -> RasterImage {
    var out = image
    for i in stride(from: 0, to: out.pixels.count, by: 4) {
      if out.pixels[i + 3] >= opaqueAlpha {
        out.pixels[i + 3] = 255
      } else {
        out.pixels.replaceSubrange(i..<(i + 4), with: [0, 0, 0, 0])
      }
    }
    return out
  }

  /// The canvas size of every frame.
  public let size: PixelSize
  /// Times the animation plays; 0 plays it forever.
  public let loops: Int
  /// How frames with more colours than their palette are mapped onto it.
  public let dither: GIFDither

  /// One frame waiting for the next, which decides how it is written.
  private struct Pending {
    var image: RasterImage
    /// The region to store, or nil for the whole canvas.
    var region: PixelRect?
    /// The image the region is drawn over (the previous frame), when `region` is set.
    var base: RasterImage?
    var centiseconds: Int
  }

  private var writer: OpaquePointer?
  private var pending: Pending?
  private var elapsed = 0.0
  private var writtenCentiseconds = 0
  private var frameCount = 0

  /// Opens giflib and starts a GIF of `size`, played `loops` times (0: forever), its frames
  /// dithered as `dither` says.
  ///
  /// - Throws: ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` without
  ///   giflib; ``AnimatedRasterError/canvasTooLarge(format:width:height:limit:)`` past
  ///   ``maximumSide``; ``AnimatedRasterError/encoderFailed(format:reason:)``.
  public init(size: PixelSize, loops: Int = 0, dither: GIFDither = .none) throws {
    guard size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
      throw AnimatedRasterError.canvasTooLarge(
        format: "GIF", width: size.width, height: size.height, limit: Self.maximumSide)
    }
    try LazyLibrary.giflib.require(for: "writing GIF")
    self.size = size
    self.loops = loops
    self.dither = dither
    var error: Int32 = 0
    // One play needs no loop extension; otherwise the count of repeats (0: forever).
    let count = loops == 1 ? -1 : (loops == 0 ? 0 : min(loops - 1, 65535))
    guard let writer = strobe_gif_begin(Int32(size.width), Int32(size.height), Int32(count), &error)
    else { throw Self.failure(error) }
    self.writer = writer
  }

  /// Adds a frame shown for `delay` (rounded to centiseconds on the running time).
  ///
  /// - Throws: ``AnimatedRasterError/frameSizeMismatch(index:width:height:expected:)``;
  ///   ``AnimatedRasterError/encoderFailed(format:reason:)`` when giflib fails.
  public mutating func append(_ image: RasterImage, delay: FrameDelay) throws {
    guard image.width == size.width, image.height == size.height else {
      throw AnimatedRasterError.frameSizeMismatch(
        index: frameCount, width: image.width, height: image.height, expected: size)
    }
    elapsed += delay.seconds
    let end = FrameDelay.units(atElapsed: elapsed, perSecond: 100)
    let centiseconds = end - writtenCentiseconds
    writtenCentiseconds = end
    frameCount += 1
    guard var last = pending else {
      pending = Pending(image: image, region: nil, base: nil, centiseconds: centiseconds)
      return
    }
    let clears = Self.hasTransparentPixels(image)
    if clears {
      last.region = nil
      last.base = nil
    }
    try write(last, disposal: clears ? 2 : 1)
    if clears {
      pending = Pending(image: image, region: nil, base: nil, centiseconds: centiseconds)
    } else {
      let region =
        last.image.pixels.withUnsafeBufferPointer { old in
          image.pixels.withUnsafeBufferPointer { new in
            PixelRect.changed(
              from: old.baseAddress!, to: new.baseAddress!, width: size.width,
              height: size.height)
          }
        } ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
      pending = Pending(image: image, region: region, base: last.image, centiseconds: centiseconds)
    }
  }

  /// The GIF file of every frame appended.
  ///
  /// - Throws: ``AnimatedRasterError/noFrames(format:)``;
  ///   ``AnimatedRasterError/encoderFailed(format:reason:)`` when giflib fails.
  public mutating func finish() throws -> Data {
    guard let last = pending else {
      if let writer { strobe_gif_abort(writer) }
      writer = nil
      throw AnimatedRasterError.noFrames(format: "GIF")
    }
    try write(last, disposal: 1)
    pending = nil
    guard let writer else {
      throw AnimatedRasterError.encoderFailed(format: "GIF", reason: "finished")
    }
    self.writer = nil
    var bytes: UnsafeMutablePointer<UInt8>?
    var count = 0
    let error = strobe_gif_finish(writer, &bytes, &count)
    guard error == 0, let bytes else { throw Self.failure(error) }
    defer { strobe_gif_release(bytes) }
    return Data(bytes: bytes, count: count)
  }

  /// Whether any pixel of `image` has alpha below ``opaqueAlpha``.
  static func hasTransparentPixels(_ image: RasterImage) -> Bool {
    var index = 3
    let pixels = image.pixels
    while index < pixels.count {
      if pixels[index] < Self.opaqueAlpha { return true }
      index += 4
    }
    return false
  }

  /// Quantises and writes one frame.
  private mutating func write(_ frame: Pending, disposal: Int32) throws {
    guard let writer else { return }
    let region = frame.region ?? PixelRect(x: 0, y: 0, width: size.width, height: size.height)
    let width = size.width
    // 0: transparent (alpha < opaqueAlpha, or unchanged from the base); else a colour to draw.
    var colors: [UInt32] = []
    colors.reserveCapacity(region.area)
    var drawn = [Bool](repeating: false, count: region.area)
    frame.image.pixels.withUnsafeBufferPointer { pixels in
      var k = 0
      for y in region.y..<(region.y + region.height) {
        for x in region.x..<(region.x + region.width) {
          let i = (y * width + x) * 4
          var keep = pixels[i + 3] < Self.opaqueAlpha
          if !keep, let base = frame.base {
            keep =
              base.pixels[i] == pixels[i] && base.pixels[i + 1] == pixels[i + 1]
              && base.pixels[i + 2] == pixels[i + 2] && base.pixels[i + 3] == pixels[i + 3]
          }
          if !keep {
            drawn[k] = true
            let red = UInt32(pixels[i]) << 16
            let green = UInt32(pixels[i + 1]) << 8
            colors.append(red | green | UInt32(pixels[i + 2]))
          }
          k += 1
        }
      }
    }
    var quantizer = PaletteQuantizer(colors: colors)
    var indices: [UInt8]
    if dither == .floydSteinberg, !quantizer.isExact {
      indices = FloydSteinbergDither.indices(
        width: region.width, height: region.height, colors: colors, drawn: drawn,
        quantizer: &quantizer)
    } else {
      indices = [UInt8](repeating: 0, count: region.area)
      var next = 0
      for k in 0..<region.area where drawn[k] {
        indices[k] = quantizer.index(of: colors[next]) + 1
        next += 1
      }
    }
    // Index 0 is transparent (black); the table size is a power of two from 2 to 256.
    var palette: [UInt8] = [0, 0, 0] + quantizer.palette
    var tableSize = 2
    while tableSize < quantizer.count + 1 { tableSize *= 2 }
    palette += [UInt8](repeating: 0, count: (tableSize - quantizer.count - 1) * 3)
    let error = strobe_gif_frame(
      writer, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height),
      palette, Int32(tableSize), indices, Int32(min(max(frame.centiseconds, 0), 65535)), disposal,
      0)
    if error != 0 {
      strobe_gif_abort(writer)
      self.writer = nil
      throw Self.failure(error)
    }
  }

  /// An encoder error for a giflib error code.
  static func failure(_ code: Int32) -> AnimatedRasterError {
    .encoderFailed(format: "GIF", reason: String(cString: strobe_gif_error_string(code)))
  }
}
