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
    #expect(lottie.document.duration == fromText.duration)
    #expect(lottie.document.canvasSize == fromText.canvasSize)
    for frame in LottieFixtures.percentFrames.map({
      lottie.inPoint + ($0 / 40) * (lottie.outPoint - lottie.inPoint)
    }) {
      let t = lottie.time(forFrame: frame)
      #expect(lottie.document.drawList(at: t) == fromText.drawList(at: t), "\(name) frame \(frame)")
    }
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
}
