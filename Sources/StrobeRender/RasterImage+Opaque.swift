extension RasterImage {
  /// The image composited over an opaque colour (components 0…255).
  ///
  /// Each channel becomes `(c·a + back·(255 − a) + 127) / 255` in integers, alpha 255.
  /// Video frames are made so (``VideoEncoder``), and `--verify` compares decoded video with
  /// images made so.
  public func composited(over color: (r: UInt8, g: UInt8, b: UInt8)) -> RasterImage {
    var out = pixels
    let (br, bg, bb) = (Int(color.r), Int(color.g), Int(color.b))
    for i in stride(from: 0, to: out.count, by: 4) {
      let a = Int(out[i + 3])
      guard a != 255 else { continue }
      out[i] = UInt8((Int(out[i]) * a + br * (255 - a) + 127) / 255)
      out[i + 1] = UInt8((Int(out[i + 1]) * a + bg * (255 - a) + 127) / 255)
      out[i + 2] = UInt8((Int(out[i + 2]) * a + bb * (255 - a) + 127) / 255)
      out[i + 3] = 255
    }
    var image = self
    image.pixels = out
    return image
  }
}
