import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

@Suite struct ContactSheetTests {
  /// Frame `i` of a 400×300 scene: a 100-point red square at x = 40 + 50·i, y = 100, on blue.
  static func frame(_ i: Int) -> DrawList {
    TestShapes.list(
      400, 300, background: TestShapes.blue,
      [TestShapes.fillRect(40 + 50 * Double(i), 100, 100, 100)])
  }

  @Test func layoutIsASquarishGrid() throws {
    let sheet = ContactSheet(thumbnailSize: 200)
    let layout = try sheet.layout(frameCount: 5, canvas: CGSize(width: 400, height: 300))
    // ceil(√5) = 3 columns, 2 rows; scale 200/400 = 0.5 → 200×150 thumbnails.
    #expect(layout.columns == 3 && layout.rows == 2)
    #expect(layout.scale == 0.5)
    #expect(layout.thumbnailWidth == 200 && layout.thumbnailHeight == 150)
    // 8 + 3·(200 + 8) = 632 wide; 8 + 2·(150 + 20 + 8) = 364 high.
    #expect(layout.width == 632 && layout.height == 364)
    #expect(layout.origin(ofCell: 4) == (216, 186))
    // Small canvases are not enlarged; 16 frames → 4 columns.
    let small = try sheet.layout(frameCount: 16, canvas: CGSize(width: 40, height: 30))
    #expect(small.scale == 1 && small.columns == 4 && small.thumbnailWidth == 40)
  }

  @Test func cellsShowTheFramesAndTheirLabels() throws {
    let sheet = ContactSheet(thumbnailSize: 200)
    var asked: [Int] = []
    let data = try sheet.pngData(frameCount: 5, canvas: CGSize(width: 400, height: 300)) { i in
      asked.append(i)
      return (Self.frame(i), "\(i).000 s")
    }
    #expect(asked == [0, 1, 2, 3, 4])
    let image = try RasterImage(pngData: data)
    #expect(image.width == 632 && image.height == 364)
    let layout = try sheet.layout(frameCount: 5, canvas: CGSize(width: 400, height: 300))
    for i in 0..<5 {
      let (x, y) = layout.origin(ofCell: i)
      // Frame i at scale 0.5: the square covers x 20 + 25i … 70 + 25i, y 50 … 100.
      #expect(same(image.pixel(x: x + 45 + 25 * i, y: y + 75), opaqueRed), "cell \(i) square")
      #expect(same(image.pixel(x: x + 10, y: y + 10), opaqueBlue), "cell \(i) background")
      #expect(same(image.pixel(x: x + 199, y: y + 149), opaqueBlue), "cell \(i) corner")
      // Just outside the thumbnail: the light grey sheet.
      #expect(same(image.pixel(x: x + 200, y: y + 75), (224, 224, 224, 255)))
      // The label strip has dark text pixels, centred: none near its left edge.
      var dark = 0
      var leftDark = 0
      for ly in (y + 150)..<(y + 170) {
        for lx in x..<(x + 200) where image.pixel(x: lx, y: ly).r < 128 {
          dark += 1
          if lx < x + 40 { leftDark += 1 }
        }
      }
      #expect(dark > 40, "cell \(i) label")
      #expect(leftDark == 0)
    }
    // The unused sixth cell is sheet background.
    let (x5, y5) = layout.origin(ofCell: 5)
    #expect(same(image.pixel(x: x5 + 100, y: y5 + 75), (224, 224, 224, 255)))
    // Deterministic bytes.
    let again = try sheet.pngData(frameCount: 5, canvas: CGSize(width: 400, height: 300)) {
      (Self.frame($0), "\($0).000 s")
    }
    #expect(again == data)
  }

  @Test func transparentFramesShowTheWhiteBackdrop() throws {
    let sheet = ContactSheet(thumbnailSize: 64)
    let clear = TestShapes.list(64, 32, background: nil, [TestShapes.fillRect(0, 0, 16, 32)])
    let image = try RasterImage(
      pngData: sheet.pngData(frameCount: 1, canvas: clear.size) { _ in (clear, "0.000 s") })
    #expect(same(image.pixel(x: 8 + 8, y: 8 + 16), opaqueRed))
    #expect(same(image.pixel(x: 8 + 40, y: 8 + 16), opaqueWhite))
    #expect(same(image.pixel(x: 8 + 64, y: 8 + 16), (224, 224, 224, 255)))
  }

  @Test func tooManyFramesIsAnError() throws {
    let sheet = ContactSheet(thumbnailSize: 256, columns: 200)
    #expect(
      throws: RenderError.contactSheetTooLarge(pixelWidth: 52808, pixelHeight: 292, frames: 200)
    ) {
      _ = try sheet.layout(frameCount: 200, canvas: CGSize(width: 512, height: 512))
    }
    #expect(throws: RenderError.noPages) {
      _ = try sheet.layout(frameCount: 0, canvas: CGSize(width: 512, height: 512))
    }
  }
}
