import StrobeRender
import Testing

/// What `Fixtures/cli/probe.json` must look like, worked out by hand from the file.
///
/// Canvas 40×30 pt on white. Layer `red`: `frame [10, 5, 12, 8]`, so it covers x 10..<22,
/// y 5..<13. Layer `blue`: `bounds [0, 0, 10, 6]` at `position [30, 20]` with the default
/// anchor point (0.5, 0.5), so its frame is [30 − 5, 20 − 3, 10, 6] = [25, 17, 10, 6]:
/// x 25..<35, y 17..<23. All edges fall on whole pixels at every whole scale, so every
/// pixel is exactly one colour (no antialiasing).
enum ProbeScene {
  typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
  static let width = 40
  static let height = 30
  static let white: RGBA = (255, 255, 255, 255)
  static let red: RGBA = (255, 0, 0, 255)
  static let blue: RGBA = (0, 0, 255, 255)
  /// Red and blue pixels at scale 1: 12·8 + 10·6.
  static let colouredPixelCount = 156

  /// Points (in points, scale 1) and the colour the pixel containing them must have.
  static let probes: [(x: Double, y: Double, colour: RGBA)] = [
    // Red rectangle: its corner pixels inside, neighbours outside.
    (10.5, 5.5, red), (21.5, 12.5, red), (15.5, 9.5, red),
    (9.5, 5.5, white), (22.5, 12.5, white), (10.5, 4.5, white), (21.5, 13.5, white),
    // Blue rectangle.
    (25.5, 17.5, blue), (34.5, 22.5, blue),
    (24.5, 17.5, white), (35.5, 22.5, white), (25.5, 16.5, white), (34.5, 23.5, white),
    // Far corners of the canvas.
    (0.5, 0.5, white), (39.5, 29.5, white),
  ]

  /// Checks `image` against the hand-computed picture at `scale` pixels per point.
  static func expectMatches(
    _ image: RasterImage, scale: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(image.width == width * scale, sourceLocation: sourceLocation)
    #expect(image.height == height * scale, sourceLocation: sourceLocation)
    guard image.width == width * scale, image.height == height * scale else { return }
    for probe in probes {
      let x = Int(probe.x * Double(scale))
      let y = Int(probe.y * Double(scale))
      let p = image.pixel(x: x, y: y)
      #expect(
        p == probe.colour, "pixel (\(x), \(y)) at scale \(scale)", sourceLocation: sourceLocation)
    }
    var coloured = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y) != white { coloured += 1 }
    }
    #expect(
      coloured == colouredPixelCount * scale * scale, "non-white pixels",
      sourceLocation: sourceLocation)
  }
}
