import Foundation
import Strobe
import StrobeLottie
import Testing

/// Loading and rendering the Fixtures/lottie corpus.
enum LottieFixtures {
  /// The corpus folder.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/lottie")

  /// Imports a fixture by name (without `.json`).
  static func load(_ name: String, strict: Bool = false) throws -> LottieImport {
    let url = folder.appendingPathComponent(name + ".json")
    return try LottieImporter.importScene(
      data: try Data(contentsOf: url), fileName: name + ".json", url: url, strict: strict)
  }

  /// Renders a Lottie frame at 1× (100×100 pixels for the corpus).
  static func render(_ lottie: LottieImport, frame: Double) throws -> RasterImage {
    try Renderer().rasterize(lottie.document.drawList(at: lottie.time(forFrame: frame)))
  }

  /// The pixel at (x, y) as [r, g, b, a].
  static func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a].map(Int.init)
  }

  /// Whether two colours agree within `tolerance` per channel.
  static func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  static let transparent = [0, 0, 0, 0]

  /// The time of a point of the corpus' 4-second, 40-frame timeline: frames 0, 10, 20, 30, 40
  /// are 0/25/50/75/100 %.
  static let percentFrames: [Double] = [0, 10, 20, 30, 40]
}

/// Checks pixels of one rendered frame against expected colours.
func expectPixels(
  _ name: String, frame: Double, _ probes: [(x: Int, y: Int, rgba: [Int])], tolerance: Int = 2,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let lottie = try LottieFixtures.load(name)
  let image = try LottieFixtures.render(lottie, frame: frame)
  for probe in probes {
    let got = LottieFixtures.rgba(image, probe.x, probe.y)
    #expect(
      LottieFixtures.close(got, probe.rgba, tolerance),
      "\(name) frame \(frame) (\(probe.x), \(probe.y)): got \(got), want \(probe.rgba)",
      sourceLocation: sourceLocation)
  }
}

/// Checks where point `q` of the layer named `layer` lands on the canvas at `frame` (within
/// 1e-9 on each axis).
func expectCanvasPoint(
  _ lottie: LottieImport, _ layer: String, frame: Double = 0, _ q: (Double, Double),
  _ want: (Double, Double), sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let p = try #require(
    lottie.canvasPoint(CGPoint(x: q.0, y: q.1), inLayerNamed: layer, frame: frame),
    sourceLocation: sourceLocation)
  #expect(
    abs(p.x - want.0) < 1e-9 && abs(p.y - want.1) < 1e-9,
    "\(layer) frame \(frame) \(q): \(p), want \(want)", sourceLocation: sourceLocation)
}

extension LottieImport {
  /// Where point `q` of the layer named `name` lands on the canvas at Lottie frame `frame`
  /// (every ancestor's geometry and sublayer transform applied).
  func canvasPoint(_ q: CGPoint, inLayerNamed name: String, frame: Double) -> CGPoint? {
    let root = document.rootLayer.presentation(at: time(forFrame: frame))
    func path(_ layer: PresentationLayer) -> [PresentationLayer]? {
      if layer.name == name { return [layer] }
      for sub in layer.sublayers {
        if let rest = path(sub) { return [layer] + rest }
      }
      return nil
    }
    guard let chain = path(root) else { return nil }
    var m = CATransform3D.identity
    for (i, layer) in chain.enumerated().reversed() {
      m = m.concatenating(layer.state.geometryTransform)
      if i > 0 { m = m.concatenating(chain[i - 1].state.sublayerSpaceTransform) }
    }
    return m.apply(to: q)
  }

  /// The presentation of the layer named `name` at a frame.
  func layer(named name: String, frame: Double) -> PresentationLayer? {
    func find(_ layer: PresentationLayer) -> PresentationLayer? {
      if layer.name == name { return layer }
      for sub in layer.sublayers + layer.maskStorage {
        if let hit = find(sub) { return hit }
      }
      return nil
    }
    return find(document.rootLayer.presentation(at: time(forFrame: frame)))
  }
}
