import Foundation
import Strobe
import StrobeLottie
import StrobeScene
import Testing

/// dotLottie archives (docs/lottie.md, "dotLottie").
///
/// Both layouts, the default and a chosen animation, images read from the archive, and
/// every refusal of a hostile archive as a located error. Archives are written by ``ZipFixture`` from the Fixtures/lottie files.
@Suite struct DotLottieTests {
  static func fixture(_ name: String) throws -> String {
    try String(
      contentsOf: LottieFixtures.folder.appendingPathComponent(name + ".json"), encoding: .utf8)
  }

  static func image(_ name: String) throws -> Data {
    try Data(contentsOf: LottieFixtures.folder.appendingPathComponent("images/" + name))
  }

  /// image-layers with its file asset moved to `folder` (`u`), as dotLottie writers store it.
  static func imageLayers(folder: String) throws -> String {
    try fixture("image-layers").replacingOccurrences(
      of: #""u": "images/""#, with: "\"u\": \"\(folder)\"")
  }

  /// A version 2 archive: `parenting-anchor` and `image-layers` (its blue PNG in `i/`),
  /// `initial` naming the second.
  static func version2(initial: String? = "images") throws -> Data {
    var zip = ZipFixture()
    let initialKey = initial.map { #", "initial": {"animation": "\#($0)"}"# } ?? ""
    zip.add(
      "manifest.json",
      text:
        #"{"version": "2", "generator": "tests", "animations": [{"id": "anchor"}, {"id": "images"}]\#(initialKey)}"#
    )
    zip.add("a/anchor.json", text: try fixture("parenting-anchor"))
    zip.add("a/images.json", text: try imageLayers(folder: "/i/"))
    zip.add("i/blue10.png", try image("blue10.png"), deflated: false)
    return zip.data
  }

  /// The pixels of frame `frame` of an import.
  static func render(_ lottie: LottieImport, frame: Double = 10) throws -> RasterImage {
    try LottieFixtures.render(lottie, frame: frame)
  }

  @Test func version2DefaultAnimationIsTheInitialOne() throws {
    let archive = try DotLottieArchive(data: try Self.version2(), fileName: "anim.lottie")
    #expect(archive.version == 2)
    #expect(archive.animationIDs == ["anchor", "images"])
    #expect(archive.defaultAnimationID == "images")
    let lottie = try LottieImporter.importScene(dotLottie: archive)
    #expect(lottie.warnings.isEmpty)
    // The same pixels as the JSON fixture with its image next to it.
    let expected = try Self.render(try LottieFixtures.load("image-layers"))
    let comparison = ImageComparison(expected: expected, actual: try Self.render(lottie))
    #expect(comparison.differingPixelCount == 0, "\(comparison.maxChannelDifference)")
    #expect(LottieFixtures.rgba(try Self.render(lottie), 75, 50) == [0, 0, 255, 255])
    // The image became a data URI of the imported scene.
    let text = String(decoding: try lottie.sceneJSON.data(), as: UTF8.self)
    #expect(text.contains("\"data:image/png;base64,iVBOR"))
  }

  @Test func animationsAreChosenById() throws {
    let data = try Self.version2()
    let archive = try DotLottieArchive(data: data, fileName: "anim.lottie")
    let lottie = try LottieImporter.importScene(dotLottie: archive, animationID: "anchor")
    let expected = try Self.render(try LottieFixtures.load("parenting-anchor"))
    #expect(
      ImageComparison(expected: expected, actual: try Self.render(lottie)).differingPixelCount == 0)
    do {
      _ = try LottieImporter.importScene(dotLottie: archive, animationID: "nope")
      Issue.record("an unknown id was imported")
    } catch let error as LottieError {
      #expect(
        "\(error)"
          == #"anim.lottie: the manifest has no animation "nope"; it has "anchor", "images""#)
    }
    // Without `initial`, the first animation.
    let first = try DotLottieArchive(data: try Self.version2(initial: nil), fileName: "a.lottie")
    #expect(first.defaultAnimationID == "anchor")
  }

  /// Version 1: `animations/`, `images/` (`u` "/images/", as dotlottie-js writes it) and
  /// `activeAnimationId`; a JPEG image found by content.
  @Test func version1Layout() throws {
    var zip = ZipFixture()
    zip.add(
      "manifest.json",
      text:
        #"{"version": "1.0", "activeAnimationId": "jpeg", "animations": [{"id": "layers"}, {"id": "jpeg"}]}"#
    )
    zip.add("animations/layers.json", text: try Self.imageLayers(folder: "/images/"))
    zip.add(
      "animations/jpeg.json",
      text: try Self.fixture("image-jpeg").replacingOccurrences(of: "images/", with: "/images/"))
    zip.add("images/blue10.png", try Self.image("blue10.png"))
    zip.add("images/gray.jpg", try Self.image("gray.jpg"))
    let archive = try DotLottieArchive(data: zip.data, fileName: "v1.lottie")
    #expect(archive.version == 1 && archive.defaultAnimationID == "jpeg")
    let lottie = try LottieImporter.importScene(dotLottie: archive)
    let expected = try Self.render(try LottieFixtures.load("image-jpeg"))
    #expect(
      ImageComparison(expected: expected, actual: try Self.render(lottie)).differingPixelCount == 0)
    let text = String(decoding: try lottie.sceneJSON.data(), as: UTF8.self)
    #expect(text.contains("\"data:image/jpeg;base64,/9j/"))
    let layers = try LottieImporter.importScene(dotLottie: archive, animationID: "layers")
    #expect(LottieFixtures.rgba(try Self.render(layers), 75, 50) == [0, 0, 255, 255])
  }

  // MARK: Refusals

  /// The message of the error `body` throws (nil when it throws nothing).
  static func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  static func open(_ zip: ZipFixture, limits: SceneLimits = .default) -> String? {
    message { _ = try DotLottieArchive(data: zip.data, fileName: "x.lottie", limits: limits) }
  }

  static func importDefault(_ zip: ZipFixture, limits: SceneLimits = .default) -> String? {
    message {
      let archive = try DotLottieArchive(data: zip.data, fileName: "x.lottie", limits: limits)
      _ = try LottieImporter.importScene(
        dotLottie: archive, options: SceneLoadOptions(limits: limits))
    }
  }

  /// A minimal version 2 archive around `animation` (one id, "main").
  static func single(_ animation: String) -> ZipFixture {
    var zip = ZipFixture()
    zip.add("manifest.json", text: #"{"version": "2", "animations": [{"id": "main"}]}"#)
    zip.add("a/main.json", text: animation)
    return zip
  }

  @Test func damagedArchivesAreRefused() throws {
    var bytes = try Self.version2()
    bytes.removeLast(30)  // the end of central directory record
    let cut = Self.message { _ = try DotLottieArchive(data: bytes, fileName: "x.lottie") }
    #expect(
      cut?.hasPrefix("x.lottie: not a readable zip archive (libzip: ") == true, "\(cut ?? "")")
    #expect(!DotLottieArchive.isArchive(Data("{\"v\": 1}".utf8)))
    #expect(DotLottieArchive.isArchive(bytes))
  }

  @Test func tooManyEntriesAreRefusedBeforeAnyIsRead() {
    var zip = ZipFixture()
    for i in 0...DotLottieArchive.maximumEntries { zip.add("e\(i)", Data(), deflated: false) }
    #expect(
      Self.open(zip) == "x.lottie: the archive has 10001 entries; at most 10000 are read")
  }

  @Test(arguments: ["../evil.json", "/etc/passwd", "a/../../x", "..\\win.json"])
  func entryNamesThatLeaveTheArchiveAreRefused(name: String) {
    var zip = Self.single(#"{}"#)
    zip.add(name, text: "x")
    #expect(
      Self.open(zip)
        == "x.lottie: entry 2 is named \(JSONValue.quote(name)): an absolute path or a '..' "
        + "component, which would leave the archive")
  }

  /// Two entries of one name (a reader could pick either): libzip's consistency check.
  @Test func duplicateNamesAreRefused() {
    var zip = Self.single(#"{}"#)
    zip.add("a/main.json", text: "{}")
    #expect(Self.open(zip) == "x.lottie: not a readable zip archive (libzip: File already exists)")
  }

  @Test func manifestProblemsAreLocated() {
    var none = ZipFixture()
    none.add("a/main.json", text: "{}")
    #expect(
      Self.open(none)
        == "x.lottie: no manifest.json: not a dotLottie archive (a zip file with manifest.json "
        + "and animations/ or a/)")
    var syntax = ZipFixture()
    syntax.add("manifest.json", text: "{\"animations\": [")
    #expect(Self.open(syntax)?.hasPrefix("x.lottie(manifest.json):1:") == true)
    var noList = ZipFixture()
    noList.add("manifest.json", text: #"{"version": "2"}"#)
    #expect(Self.open(noList) == #"x.lottie(manifest.json):1:1: missing key "animations""#)
    var empty = ZipFixture()
    empty.add("manifest.json", text: #"{"animations": []}"#)
    #expect(
      Self.open(empty)
        == "x.lottie(manifest.json):1:16: animations: expected a list of at least one animation; got an array"
    )
    var version = ZipFixture()
    version.add("manifest.json", text: #"{"version": "3", "animations": [{"id": "a"}]}"#)
    #expect(
      Self.open(version)
        == #"x.lottie(manifest.json):1:13: version: expected a dotLottie version 1 or 2; got "3""#)
    var initial = ZipFixture()
    initial.add(
      "manifest.json",
      text: #"{"version": "2", "animations": [{"id": "a"}], "initial": {"animation": "b"}}"#)
    #expect(
      Self.open(initial)
        == #"x.lottie(manifest.json):1:72: initial.animation: expected the id of an animation in "animations"; got "b""#
    )
  }

  @Test func aListedAnimationWithoutAFileIsRefused() {
    var zip = ZipFixture()
    zip.add("manifest.json", text: #"{"version": "2", "animations": [{"id": "main"}]}"#)
    zip.add("animations/main.json", text: "{}")  // the version 1 folder
    #expect(
      Self.importDefault(zip)
        == #"x.lottie: the manifest lists the animation "main", but the archive has no a/main.json (a version 2 archive)"#
    )
  }

  /// The animation's own errors are located in its entry: `x.lottie(a/main.json):…`.
  @Test func animationErrorsNameTheEntry() {
    #expect(
      Self.importDefault(
        Self.single(#"{"v": "5", "fr": 0, "ip": 0, "op": 1, "w": 1, "h": 1, "layers": []}"#))
        == "x.lottie(a/main.json):1:18: fr: expected a frame rate > 0; got 0")
  }

  /// An entry over its limit is refused from the size the archive declares, and one whose
  /// declared size lies as it inflates: never more than the limit is held.
  @Test func oversizedEntriesAreRefused() throws {
    let limits = SceneLimits(sceneFileBytes: 50_000)
    let big = String(repeating: " ", count: 60_000) + "{}"
    #expect(
      Self.importDefault(Self.single(big), limits: limits)
        == "x.lottie(a/main.json): the entry inflates to more than 50000 bytes (limit "
        + "scene-bytes)")
    var lying = Self.single("{}")
    lying.members[1] = ZipFixture.Member(
      name: "a/main.json", data: Data(big.utf8), declaredSize: 2)
    let message = Self.importDefault(lying, limits: limits) ?? ""
    #expect(
      message.hasPrefix("x.lottie(a/main.json): the entry inflates to more than 50000 bytes")
        || message.hasPrefix("x.lottie(a/main.json): libzip: "), "\(message)")
  }

  @Test func encryptedEntriesAreRefused() {
    var zip = Self.single("{}")
    zip.members[1].encrypted = true
    #expect(
      Self.importDefault(zip)
        == "x.lottie(a/main.json): the entry is encrypted; it cannot be read")
  }

  /// Image assets are read only from the archive: a path that climbs out of it, an absolute
  /// path of the machine, or a missing entry is an error at the asset's `p`.
  @Test(arguments: [
    (
      "../../etc/", "passwd",
      #"assets[1].p: the image "../../etc/passwd" leaves the archive; images are read only from inside x.lottie"#
    ),
    ("/etc/", "hostname", #"assets[1].p: x.lottie has no image "i/hostname" or "etc/hostname""#),
    ("/i/", "none.png", #"assets[1].p: x.lottie has no image "i/none.png""#),
  ])
  func imagesComeOnlyFromTheArchive(folder: String, file: String, message: String) throws {
    let animation = try Self.imageLayers(folder: folder).replacingOccurrences(
      of: #""p": "blue10.png""#, with: "\"p\": \"\(file)\"")
    let got = Self.importDefault(Self.single(animation)) ?? ""
    #expect(got.hasPrefix("x.lottie(a/main.json):") && got.hasSuffix(message), "\(got)")
  }

  /// The images read from one archive inflate to at most `contents-bytes` together.
  @Test func imageBytesAreBoundedTogether() throws {
    var zip = Self.single(try Self.imageLayers(folder: "/i/"))
    zip.add("i/blue10.png", try Self.image("blue10.png"))
    let png = try Self.image("blue10.png").count
    #expect(Self.importDefault(zip, limits: SceneLimits(contentsFileBytes: png)) == nil)
    let got = Self.importDefault(zip, limits: SceneLimits(contentsFileBytes: png - 1)) ?? ""
    #expect(
      got.hasSuffix(
        "assets[1].p: the image x.lottie(i/blue10.png) takes the images read from the archive "
          + "past \(png - 1) bytes (limit contents-bytes)"
      ), "\(got)")
  }

  /// An image entry that is not an image is reported and its layer skipped.
  @Test func nonImageEntriesAreWarned() throws {
    var zip = Self.single(try Self.imageLayers(folder: "/i/"))
    zip.add("i/blue10.png", text: "GIF89a")
    let archive = try DotLottieArchive(data: zip.data, fileName: "x.lottie")
    let lottie = try LottieImporter.importScene(dotLottie: archive)
    #expect(
      lottie.warnings.map(\.description).contains {
        $0.contains("assets[1].p") && $0.contains("i/blue10.png is not a PNG, JPEG or SVG image")
      })
  }
}
