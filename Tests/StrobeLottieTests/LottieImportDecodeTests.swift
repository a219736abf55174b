import Foundation
import Strobe
import StrobeLottie
import StrobeScene
import Testing

/// The importer decodes the built scene from its tree, not from printed text: the document
/// must be the one the written scene JSON (`strobe import lottie`) decodes to.
@Suite struct LottieImportDecodeTests {
  static let names = try! FileManager.default.contentsOfDirectory(
    atPath: LottieFixtures.folder.path
  )
  .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

  @Test func corpusIsThere() {
    #expect(Self.names.count >= 25)
  }

  @Test(arguments: names)
  func documentEqualsTheDecodedSceneText(name: String) throws {
    let url = LottieFixtures.folder.appendingPathComponent(name + ".json")
    let lottie = try LottieFixtures.load(name)
    let fromText = try SceneSpec.decode(data: try lottie.sceneJSON.data(), fileName: name)
      .makeDocument(url: url)
    // The importer's shortcut, called directly (the importer falls back to the text when it
    // throws, which would hide a conversion that fails).
    let fromTree = try SceneSpec.decode(
      json: try lottie.sceneJSON.jsonValue(), fileName: name
    ).makeDocument(url: url)
    #expect(lottie.document.duration == fromText.duration)
    #expect(fromTree.duration == fromText.duration)
    #expect(lottie.document.canvasSize == fromText.canvasSize)
    let span = lottie.outPoint - lottie.inPoint
    for fraction in [0, 0.25, 0.5, 0.75, 1.0] {
      let t = lottie.time(forFrame: lottie.inPoint + fraction * span)
      let expected = fromText.drawList(at: t)
      #expect(fromTree.drawList(at: t) == expected, "\(name) at \(fraction)")
      #expect(lottie.document.drawList(at: t) == expected, "\(name) at \(fraction)")
    }
  }

  /// When decoding the built tree fails, the importer decodes it again laid out as printed
  /// (no text is printed or parsed): that tree must be, positions included, the one parsing
  /// `strobe import lottie`'s text gives, so its errors name the same lines and columns.
  @Test(arguments: names)
  func laidOutSceneIsTheParsedSceneText(name: String) throws {
    let lottie = try LottieFixtures.load(name)
    let parsed = try JSONParser().parse(try lottie.sceneJSON.data())
    #expect(try lottie.sceneJSON.laidOutJSONValue() == parsed, "\(name)")
  }

  @Test func parsedAndDataEntryPointsAgree() throws {
    let url = LottieFixtures.folder.appendingPathComponent("shapes-group.json")
    let data = try Data(contentsOf: url)
    let json = try JSONParser().parse(data)
    #expect(LottieImporter.isLottie(json))
    #expect(LottieImporter.isLottie(data))
    #expect(!LottieImporter.isLottie(try JSONParser().parse(Data("{\"v\": 1, \"fr\": 30}".utf8))))
    let a = try LottieImporter.importScene(json: json, fileName: "x.json", url: url)
    let b = try LottieImporter.importScene(data: data, fileName: "x.json", url: url)
    #expect(try a.sceneJSON.text() == (try b.sceneJSON.text()))
    #expect(a.frameRate == b.frameRate && a.inPoint == b.inPoint && a.outPoint == b.outPoint)
  }

  @Test func syntaxErrorsOfTheLottieFileKeepTheirLocation() {
    let error = #expect(throws: LottieError.self) {
      try LottieImporter.importScene(
        data: Data("{\"v\": 1,\n \"fr\": }".utf8), fileName: "bad.json")
    }
    #expect(error?.description.contains("bad.json:2:8") == true)
  }

  @Test func sceneErrorsFallBackToTheTextWithTheSameMessage() {
    // fr = 1e-320 is > 0 and finite, but the duration (op − ip) / fr overflows: the tree
    // cannot be converted, and the printed text names the same path.
    let text = #"{"v": "5.7.4", "fr": 1e-320, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#
    let error = #expect(throws: LottieError.self) {
      try LottieImporter.importScene(data: Data(text.utf8), fileName: "tiny.json")
    }
    #expect(
      error?.description
        == "tiny.json: the imported scene is invalid (importer defect): cannot write inf at "
        + "duration: JSON numbers must be finite")
  }
}
