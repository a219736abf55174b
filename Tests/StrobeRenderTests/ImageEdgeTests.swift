import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// A scaled bitmap keeps an opaque edge, as Core Animation (and rlottie) draw it.
///
/// The pixels on the inner edge of the destination rectangle are the image's edge colour,
/// and the pixels just outside are the background. Sampling transparency beyond the image would
/// blend the outer row half-way (red over white would show green ≈ 86 at a 10× scale).
@Suite struct ImageEdgeTests {
  static let red = (255.0, 0.0, 0.0, 255.0)
  static let white = (255.0, 255.0, 255.0, 255.0)

  /// A 4×4 opaque red PNG.
  static func redImage() throws -> CGImage {
    let png = try RasterImage(width: 4, height: 4, filledWith: (255, 0, 0, 255)).pngData()
    return try #require(CGImage(pngData: png))
  }

  /// A 40×40 layer at (10, 10) in a 60×60 white canvas showing the image stretched.
  static func layer(_ image: CGImage, configure: (CALayer) -> Void = { _ in }) -> CALayer {
    let l = CALayer()
    l.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    l.contents = image
    configure(l)
    return l
  }

  /// Checks the rows and columns on both sides of the rectangle (10, 10)–(50, 50) in points.
  static func checkEdges(_ list: DrawList, label: String) throws {
    for scale in [1, 2] {
      let image = try Renderer().rasterize(list, scale: Double(scale))
      let inner = [10 * scale, 50 * scale - 1]
      let outer = [10 * scale - 1, 50 * scale]
      for along in stride(from: 10 * scale, to: 50 * scale, by: 3) {
        for edge in inner {
          for (x, y) in [(edge, along), (along, edge)] {
            let p = image.pixel(x: x, y: y)
            #expect(
              LayerRenderSupport.difference(p, red) == 0, "\(label) @\(scale)x (\(x), \(y)): \(p)")
          }
        }
        for edge in outer {
          for (x, y) in [(edge, along), (along, edge)] {
            let p = image.pixel(x: x, y: y)
            #expect(
              LayerRenderSupport.difference(p, white) == 0,
              "\(label) @\(scale)x (\(x), \(y)): \(p)")
          }
        }
      }
    }
  }

  @Test func scaledImageHasAnOpaqueEdge() throws {
    let list = LayerRenderSupport.list(60, 60, [Self.layer(try Self.redImage())])
    #expect(list.operations.contains { if case .image = $0 { true } else { false } })
    try Self.checkEdges(list, label: "affine")
  }

  @Test func ninePartPiecesHaveOpaqueEdges() throws {
    let list = LayerRenderSupport.list(
      60, 60,
      [
        Self.layer(try Self.redImage()) {
          $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        }
      ])
    #expect(list.operations.contains { if case .imageMesh = $0 { true } else { false } })
    try Self.checkEdges(list, label: "nine-part")
  }

  @Test func imageEndingInsideTheDestinationHasAnOpaqueEdge() throws {
    // contentsRect (0, 0, 2, 1) in a nine-part mesh: the image fills the left half
    // (10…30 pt), transparent beyond. Column 29 (the image's last) is red, 30 white.
    let list = LayerRenderSupport.list(
      60, 60,
      [
        Self.layer(try Self.redImage()) {
          $0.contentsRect = CGRect(x: 0, y: 0, width: 2, height: 1)
          $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        }
      ])
    let image = try Renderer().rasterize(list)
    for y in stride(from: 12, to: 48, by: 5) {
      let last = image.pixel(x: 29, y: y)
      let beyond = image.pixel(x: 30, y: y)
      #expect(LayerRenderSupport.difference(last, Self.red) == 0, "(29, \(y)): \(last)")
      #expect(LayerRenderSupport.difference(beyond, Self.white) == 0, "(30, \(y)): \(beyond)")
    }
  }

  @Test func perspectiveImageInteriorNearTheEdgeIsOpaque() throws {
    // Under rotY(60°)·perspective(200) the image is a projected mesh; a point 3 pt of the
    // bounds inside each edge maps to a pixel that must be fully red. (Each source pixel
    // covers 25 pt, so 3 pt in is 0.12 source pixels from the edge: sampling transparency
    // beyond the image would leave alpha ≈ 0.62 there, green ≈ 97 over white.)
    let l = ContentsMeshTests.tiltedLayer(try Self.redImage())
    let list = LayerRenderSupport.list(200, 200, [l])
    let image = try Renderer().rasterize(list, scale: 2)
    for (x, y): (CGFloat, CGFloat) in [(-47, 0), (47, 0), (0, -47), (0, 47)] {
      let q = ProjectionTests.exact(CGPoint(x: x, y: y))
      let p = image.pixel(x: Int((q.x * 2).rounded(.down)), y: Int((q.y * 2).rounded(.down)))
      #expect(p.g <= 2, "bounds (\(x), \(y)) → \(q): \(p)")
    }
  }
}
