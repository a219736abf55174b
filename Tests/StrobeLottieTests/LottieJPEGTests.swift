import Foundation
import Strobe
import StrobeLottie
import StrobeScene
import Testing

/// JPEG image assets (issue 17): fixtures image-jpeg and image-jpeg-cmyk.
///
/// Both are unscaled, so their pixels are the decoded values. rlottie 1.3.8 and thorvg 1.1.3 draw image-jpeg alike
/// (thorvg pixel for pixel as Strobe, rlottie within 1 level and alpha 253); thorvg draws
/// image-jpeg-cmyk's progressive image but not its CMYK file (docs/lottie.md).
@Suite struct LottieJPEGTests {
  /// JPEG is lossy: the solid areas decode within a few levels of the colours written.
  static let tolerance = 4

  /// Quadrant centres of a 20 px image placed at (10, 10).
  static func quadrants(_ colours: [[Int]]) -> [(x: Int, y: Int, rgba: [Int])] {
    [(15, 15, colours[0]), (25, 15, colours[1]), (15, 25, colours[2]), (25, 25, colours[3])]
  }

  static let rgb = quadrants([
    [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 0, 255],
  ])

  /// The embedded baseline quadrants at (10, 10)…(30, 30); the grey file (16×8: 64 | 192) at
  /// (60, 60)…(76, 68); nothing outside.
  @Test(arguments: LottieFixtures.percentFrames)
  func embeddedAndFileJPEG(frame: Double) throws {
    let lottie = try LottieFixtures.load("image-jpeg", strict: true)
    #expect(lottie.warnings.isEmpty)
    try expectPixels(
      "image-jpeg", frame: frame,
      Self.rgb + [
        (63, 63, [64, 64, 64, 255]), (73, 66, [192, 192, 192, 255]), (9, 15, [0, 0, 0, 0]),
        (30, 15, [0, 0, 0, 0]), (63, 69, [0, 0, 0, 0]), (77, 63, [0, 0, 0, 0]),
      ], tolerance: Self.tolerance)
  }

  /// The progressive quadrants, and the Adobe CMYK file: cyan, magenta / yellow, and 50 %
  /// black → 255·(1 − 128/255) = 127 grey.
  @Test(arguments: LottieFixtures.percentFrames)
  func progressiveAndCMYK(frame: Double) throws {
    try expectPixels(
      "image-jpeg-cmyk", frame: frame,
      Self.rgb + [
        (65, 65, [0, 255, 255, 255]), (75, 65, [255, 0, 255, 255]),
        (65, 75, [255, 255, 0, 255]), (75, 75, [127, 127, 127, 255]), (81, 65, [0, 0, 0, 0]),
      ], tolerance: Self.tolerance)
  }

  /// The embedded JPEG reaches the imported scene as a `data:image/jpeg` URI and the file as
  /// its path; `strobe import lottie`'s scene loads back to the same JPEG contents.
  @Test func importedSceneKeepsTheJPEG() throws {
    let lottie = try LottieFixtures.load("image-jpeg")
    let text = String(decoding: try lottie.sceneJSON.data(), as: UTF8.self)
    #expect(text.contains("\"data:image/jpeg;base64,/9j/"))
    #expect(text.contains("images/gray.jpg\""))
    let embedded = try #require(lottie.layer(named: "layers[0] embedded", frame: 0))
    let contents = try #require(embedded.sublayers.first?.state.contents)
    #expect(contents.format == .jpeg && contents.width == 20 && contents.height == 20)
  }

  /// A JPEG asset that is truncated, or declares more pixels than `image-pixels`, is refused
  /// at the asset's `p`, as a PNG is.
  @Test func badJPEGAssetsAreLocatedErrors() throws {
    let url = LottieFixtures.folder.appendingPathComponent("image-jpeg.json")
    var text = try String(contentsOf: url, encoding: .utf8)
    let uri = try #require(
      text.range(of: #"data:image/jpeg;base64,[A-Za-z0-9+/=]+"#, options: .regularExpression))
    let jpeg = try #require(Data(base64Encoded: String(text[uri].dropFirst(23))))
    text.replaceSubrange(
      uri, with: "data:image/jpeg;base64," + jpeg.prefix(800).base64EncodedString())
    do {
      _ = try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json")
      Issue.record("a truncated JPEG was imported")
    } catch let error as LottieError {
      guard case .image(_, let path, _, let reason, let remedy) = error else {
        Issue.record("expected .image, got \(error)")
        return
      }
      #expect(path.description == "assets[0].p")
      #expect(
        reason
          == "the embedded JPEG image is not a readable JPEG: libjpeg: Premature end of JPEG file")
      #expect(remedy == nil)
    }
    let options = SceneLoadOptions(limits: SceneLimits(imagePixels: 399))
    do {
      _ = try LottieImporter.importScene(
        data: try Data(contentsOf: url), fileName: "t.json", url: url, options: options)
      Issue.record("a 400-pixel JPEG passed image-pixels 399")
    } catch let error as LottieError {
      guard case .image(_, let path, _, let reason, let remedy) = error else {
        Issue.record("expected .image, got \(error)")
        return
      }
      #expect(path.description == "assets[0].p")
      #expect(reason == "contents image too large: 400 pixels (limit 399)")
      #expect(remedy == .raiseLimit(.imagePixels))
    }
  }
}
