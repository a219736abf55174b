import Foundation

/// Writes an animated PNG (APNG) from full frames, on Strobe's own PNG writer (``PNGEncoder``).
///
/// The file is a PNG whose default image is the first frame, so a viewer without APNG support
/// shows that frame. Every frame is 8-bit RGBA (colour type 6): unchanged pixels of a frame
/// are stored as transparent, so the alpha channel is needed even when the frames are opaque.
///
/// Frame differencing: frame 0 covers the canvas. For each later frame the encoder tries the
/// two ways the previous frame can be disposed of — kept (``APNGDisposeOp/none``) or its
/// region cleared (``APNGDisposeOp/background``) — and keeps the one after which the fewest
/// pixels (the smallest changed rectangle) must be drawn; a tie keeps the canvas.
/// ``APNGDisposeOp/previous`` is never written: decoders disagree on it (Pillow 13 restores
/// another buffer than browsers and ffmpeg do), and the pixels must be the same everywhere. The
/// frame then stores only that rectangle: with ``APNGBlendOp/over`` when every pixel that
/// changes becomes opaque (unchanged pixels are written transparent, which compresses
/// better), else with ``APNGBlendOp/source``. A frame identical to the canvas stores one
/// transparent pixel. Decoding therefore shows each frame's pixels exactly.
///
/// ```swift
/// var encoder = APNGEncoder(size: PixelSize(width: 2, height: 1), loops: 0)
/// try encoder.append(
///   RasterImage(width: 2, height: 1, filledWith: (255, 0, 0, 255)),
///   delay: FrameDelay(numerator: 1, denominator: 2))
/// try encoder.append(
///   RasterImage(width: 2, height: 1, filledWith: (0, 0, 255, 255)),
///   delay: FrameDelay(numerator: 1, denominator: 2))
/// let apng = try encoder.finish()
/// ```
public struct APNGEncoder: Sendable {
  /// The most APNG allows in a delay's numerator and denominator.
  public static let maximumDelayTerm = 65535

  /// The canvas size of every frame.
  public let size: PixelSize
  /// Times the animation plays; 0 plays it forever.
  public let loops: Int
  /// How each frame's pixels are filtered and compressed.
  public let compression: PNGCompression
  /// The frames written so far (the last one's dispose op is settled by the next frame, or
  /// by ``finish()``).
  public private(set) var frames: [APNGFrameControl] = []

  /// The canvas after the last frame was drawn (that frame's pixels).
  private var canvas: [UInt8]
  /// A canvas-sized buffer for the cleared-region candidate.
  private var scratch: [UInt8]
  /// The compressed pixels of the last frame, written once its dispose op is known.
  private var pendingData: [UInt8] = []
  /// The chunks after acTL, without IEND.
  private var body = Data()
  /// The next fcTL/fdAT sequence number.
  private var sequence: UInt32 = 0
  /// Set by ``finish()``.
  private var finished = false

  /// An encoder for frames of `size` pixels, played `loops` times (0: forever).
  ///
  /// - Precondition: `size` is at least 1×1 and at most ``Renderer/maximumPixelSide`` per
  ///   side; `loops` ≥ 0.
  public init(size: PixelSize, loops: Int = 0, compression: PNGCompression = .default) {
    precondition(size.width >= 1 && size.height >= 1, "an APNG is at least 1x1")
    precondition(loops >= 0, "loops must be ≥ 0")
    self.size = size
    self.loops = min(loops, Int(UInt32.max))
    self.compression = compression
    let bytes = size.width * size.height * 4
    canvas = [UInt8](repeating: 0, count: bytes)
    scratch = canvas
  }

  /// Adds a frame shown for `delay` (terms above ``maximumDelayTerm`` are approximated).
  ///
  /// - Throws: ``AnimatedRasterError/frameSizeMismatch(index:width:height:expected:)`` when
  ///   `image` is not ``size``; ``RenderError/pngEncodeFailed(reason:)`` when compression
  ///   fails.
  public mutating func append(_ image: RasterImage, delay: FrameDelay) throws {
    precondition(!finished, "append after finish")
    guard image.width == size.width, image.height == size.height else {
      throw AnimatedRasterError.frameSizeMismatch(
        index: frames.count, width: image.width, height: image.height, expected: size)
    }
    let delay =
      delay.numerator <= Self.maximumDelayTerm && delay.denominator <= Self.maximumDelayTerm
      ? delay : FrameDelay(approximating: delay.seconds, maximumTerm: Self.maximumDelayTerm)
    let width = size.width
    let height = size.height
    if frames.isEmpty {
      pendingData = try image.pixels.withUnsafeBufferPointer {
        try PNGEncoder.compressedRGBA(
          $0.baseAddress!, width: width, height: height, rowStride: width * 4,
          compression: compression)
      }
      frames.append(
        APNGFrameControl(
          region: PixelRect(x: 0, y: 0, width: width, height: height), delay: delay,
          dispose: .none, blend: .source))
      canvas = image.pixels
      return
    }
    // Choose how the last frame is disposed of: the base that leaves the least to draw.
    let last = frames[frames.count - 1].region
    scratch = canvas
    Self.clear(last, in: &scratch, width: width)
    var choice = (dispose: APNGDisposeOp.none, rect: Self.changed(canvas, image.pixels, size))
    func consider(_ op: APNGDisposeOp, _ rect: PixelRect?) {
      if (rect?.area ?? 0) < (choice.rect?.area ?? 0) { choice = (op, rect) }
    }
    consider(.background, Self.changed(scratch, image.pixels, size))
    frames[frames.count - 1].dispose = choice.dispose
    writePending()
    // `base` is the canvas this frame is drawn on.
    if choice.dispose == .background { swap(&canvas, &scratch) }
    let base = canvas
    let region: PixelRect
    let blend: APNGBlendOp
    var pixels: [UInt8]
    if let rect = choice.rect {
      region = rect
      (blend, pixels) = Self.regionPixels(rect, base: base, image: image.pixels, width: width)
    } else {
      region = PixelRect(x: 0, y: 0, width: 1, height: 1)
      blend = .over
      pixels = [0, 0, 0, 0]
    }
    pendingData = try pixels.withUnsafeMutableBufferPointer {
      try PNGEncoder.compressedRGBA(
        $0.baseAddress!, width: region.width, height: region.height,
        rowStride: region.width * 4, compression: compression)
    }
    frames.append(APNGFrameControl(region: region, delay: delay, dispose: .none, blend: blend))
    canvas = image.pixels
  }

  /// The APNG file of every frame appended.
  ///
  /// - Throws: ``AnimatedRasterError/noFrames(format:)`` when no frame was appended.
  public mutating func finish() throws -> Data {
    precondition(!finished, "finish called twice")
    guard !frames.isEmpty else { throw AnimatedRasterError.noFrames(format: "APNG") }
    writePending()
    finished = true
    var file = Data(capacity: body.count + 64)
    file.append(contentsOf: PNGEncoder.signature)
    var header = [UInt8]()
    PNGEncoder.appendBigEndian(UInt32(size.width), to: &header)
    PNGEncoder.appendBigEndian(UInt32(size.height), to: &header)
    header.append(contentsOf: [8, 6, 0, 0, 0])
    PNGEncoder.appendChunk("IHDR", header, to: &file)
    var control = [UInt8]()
    PNGEncoder.appendBigEndian(UInt32(frames.count), to: &control)
    PNGEncoder.appendBigEndian(UInt32(loops), to: &control)
    PNGEncoder.appendChunk("acTL", control, to: &file)
    file.append(body)
    PNGEncoder.appendChunk("IEND", [], to: &file)
    return file
  }

  /// Writes the fcTL and the data chunk of the last frame appended.
  private mutating func writePending() {
    let index = frames.count - 1
    let frame = frames[index]
    var control = [UInt8]()
    PNGEncoder.appendBigEndian(sequence, to: &control)
    sequence += 1
    for value in [frame.region.width, frame.region.height, frame.region.x, frame.region.y] {
      PNGEncoder.appendBigEndian(UInt32(value), to: &control)
    }
    for term in [frame.delay.numerator, frame.delay.denominator] {
      control.append(UInt8(truncatingIfNeeded: term >> 8))
      control.append(UInt8(truncatingIfNeeded: term))
    }
    control.append(frame.dispose.rawValue)
    control.append(frame.blend.rawValue)
    PNGEncoder.appendChunk("fcTL", control, to: &body)
    if index == 0 {
      PNGEncoder.appendChunk("IDAT", pendingData, to: &body)
    } else {
      var data = [UInt8]()
      data.reserveCapacity(pendingData.count + 4)
      PNGEncoder.appendBigEndian(sequence, to: &data)
      sequence += 1
      data.append(contentsOf: pendingData)
      PNGEncoder.appendChunk("fdAT", data, to: &body)
    }
    pendingData = []
  }

  /// The changed rectangle between two canvases of `size`.
  private static func changed(_ old: [UInt8], _ new: [UInt8], _ size: PixelSize) -> PixelRect? {
    old.withUnsafeBufferPointer { o in
      new.withUnsafeBufferPointer { n in
        PixelRect.changed(
          from: o.baseAddress!, to: n.baseAddress!, width: size.width, height: size.height)
      }
    }
  }

  /// Sets the pixels of `rect` to transparent black.
  private static func clear(_ rect: PixelRect, in pixels: inout [UInt8], width: Int) {
    pixels.withUnsafeMutableBufferPointer { buffer in
      for row in rect.y..<(rect.y + rect.height) {
        (buffer.baseAddress! + (row * width + rect.x) * 4).update(
          repeating: 0, count: rect.width * 4)
      }
    }
  }

  /// The pixels of `rect` to store and how to blend them: ``APNGBlendOp/over`` with unchanged
  /// pixels transparent when every changed pixel of `image` is opaque, else
  /// ``APNGBlendOp/source`` with `image`'s pixels.
  private static func regionPixels(
    _ rect: PixelRect, base: [UInt8], image: [UInt8], width: Int
  ) -> (APNGBlendOp, [UInt8]) {
    var out = [UInt8](repeating: 0, count: rect.area * 4)
    var opaqueChanges = true
    base.withUnsafeBytes { b in
      image.withUnsafeBytes { i in
        out.withUnsafeMutableBytes { o in
          let baseWords = b.bindMemory(to: UInt32.self)
          let imageWords = i.bindMemory(to: UInt32.self)
          let outWords = o.bindMemory(to: UInt32.self)
          var k = 0
          for row in rect.y..<(rect.y + rect.height) {
            let start = row * width + rect.x
            for index in start..<(start + rect.width) {
              let pixel = imageWords[index]
              if pixel != baseWords[index] {
                // Straight RGBA in memory: alpha is the fourth byte.
                if UInt32(littleEndian: pixel) >> 24 != 255 { opaqueChanges = false }
                outWords[k] = pixel
              }
              k += 1
            }
          }
        }
      }
    }
    if opaqueChanges { return (.over, out) }
    let rowBytes = rect.width * 4
    image.withUnsafeBufferPointer { i in
      out.withUnsafeMutableBufferPointer { o in
        for row in 0..<rect.height {
          (o.baseAddress! + row * rowBytes).update(
            from: i.baseAddress! + ((rect.y + row) * width + rect.x) * 4, count: rowBytes)
        }
      }
    }
    return (.source, out)
  }
}
