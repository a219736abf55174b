import Foundation
import StrobeRender
import Testing

@Suite struct RasterImageTests {
  @Test func pixelBufferMustMatchTheSize() {
    #expect(throws: RenderError.invalidPixelBuffer(width: 2, height: 2, byteCount: 15)) {
      try RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
    }
  }

  @Test func pixelAccessorReadsRGBAInRowMajorOrder() throws {
    let image = try RasterImage(
      width: 2, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    #expect(same(image.pixel(x: 1, y: 0), (5, 6, 7, 8)))
    #expect(same(image.pixel(x: 0, y: 1), (9, 10, 11, 12)))
  }

  @Test func opaquePNGRoundTripIsExact() throws {
    var pixels: [UInt8] = []
    for i in 0..<12 { pixels += [UInt8(i * 20), UInt8(255 - i * 20), UInt8(i * 7), 255] }
    let image = try RasterImage(width: 4, height: 3, pixels: pixels)
    let png = try image.pngData()
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(try RasterImage(pngData: png) == image)
  }

  @Test func translucentPNGRoundTripKeepsAlphaAndPremultipliedColour() throws {
    let image = try RasterImage(width: 2, height: 1, pixels: [200, 100, 50, 128, 10, 20, 30, 0])
    let decoded = try RasterImage(pngData: image.pngData())
    #expect(decoded.pixel(x: 0, y: 0).a == 128)
    #expect(ImageComparison(expected: image, actual: decoded).isIdentical)
    #expect(decoded.pixel(x: 1, y: 0).a == 0)
  }

  @Test func garbageIsNotAPNG() {
    do {
      _ = try RasterImage(pngData: Data("definitely not a png".utf8))
      Issue.record("garbage must not decode")
    } catch let error as RenderError {
      guard case .pngDecodeFailed = error else {
        Issue.record("wrong error \(error)")
        return
      }
    } catch {
      Issue.record("wrong error type \(error)")
    }
  }

  @Test func missingFileNamesThePath() {
    let url = URL(fileURLWithPath: "/nonexistent-strobe-folder/x.png")
    do {
      _ = try RasterImage(contentsOf: url)
      Issue.record("a missing file must throw")
    } catch let error as RenderError {
      guard case .io(_, let path, _, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(path == url.path)
    } catch {
      Issue.record("wrong error type \(error)")
    }
  }
}
