import Foundation
import StrobeCLI
import StrobeRender
import StrobeScene
import Testing

/// dotLottie input on the command line.
///
/// `render`, `info`, `eval`, `preview` and `import lottie` read `.lottie` archives (by
/// content, from a file or standard input) and take `--animation`. Archives: Fixtures/lottie/dotlottie/ (scripts/lottie-fixtures.py).
@Suite struct DotLottieCommandTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/lottie/dotlottie")

  static func archive(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a].map(Int.init)
  }

  static func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 4) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// The default animation of v2.lottie is image-jpeg (its `initial`): the embedded
  /// quadrants at (10, 10)…(30, 30) and the grey JPEG read from `i/` at (60, 60).
  @Test func renderDrawsTheInitialAnimation() throws {
    let ws = try Workspace()
    let run = try ws.run(["render", Self.archive("v2.lottie"), "--frame", "10", "-o", "f.png"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let image = try RasterImage(pngData: try ws.data("f.png"))
    #expect(Self.close(Self.rgba(image, 15, 15), [255, 0, 0, 255]))
    #expect(Self.close(Self.rgba(image, 25, 25), [255, 255, 0, 255]))
    #expect(Self.close(Self.rgba(image, 63, 63), [64, 64, 64, 255]))
    #expect(Self.close(Self.rgba(image, 73, 66), [192, 192, 192, 255]))
  }

  /// `--animation anchor`: parenting-anchor, whose magenta child sits at (60, 55).
  @Test func animationChoosesByID() throws {
    let ws = try Workspace()
    let run = try ws.run([
      "render", Self.archive("v2.lottie"), "--animation", "anchor", "--frame", "0", "-o",
      "a.png",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let image = try RasterImage(pngData: try ws.data("a.png"))
    #expect(Self.rgba(image, 60, 55) == [255, 0, 255, 255])
    #expect(Self.rgba(image, 45, 45)[3] == 0)
  }

  @Test func infoAndEvalNameTheAnimationsEntry() throws {
    let ws = try Workspace()
    let info = try ws.run(["info", Self.archive("v1.lottie")])
    #expect(info.status == 0, "\(info.stderr)")
    #expect(
      info.stdoutText.hasPrefix("scene: \(Self.archive("v1.lottie"))(animations/images.json)\n"))
    let eval = try ws.run(["eval", Self.archive("v2.lottie"), "--animation", "anchor", "--at", "0"])
    #expect(eval.status == 0, "\(eval.stderr)")
    #expect(eval.stdoutText.hasPrefix("{"))
  }

  /// A dotLottie archive on standard input is recognised by its content.
  @Test func standardInputIsRecognised() throws {
    let ws = try Workspace()
    try ws.write(try Data(contentsOf: URL(fileURLWithPath: Self.archive("v1.lottie"))), to: "in")
    let run = try ws.run(["render", "-", "--frame", "0", "-o", "s.png"], stdin: "in")
    #expect(run.status == 0, "\(run.stderr)")
    let image = try RasterImage(pngData: try ws.data("s.png"))
    #expect(Self.rgba(image, 75, 50) == [0, 0, 255, 255])
  }

  /// `import lottie` writes a scene that stands alone: the archive's image is a data URI.
  @Test func importEmbedsTheArchivesImages() throws {
    let ws = try Workspace()
    let run = try ws.run(["import", "lottie", Self.archive("v2.lottie"), "-o", "scene.json"])
    #expect(run.status == 0, "\(run.stderr)")
    let text = String(decoding: try ws.data("scene.json"), as: UTF8.self)
    #expect(text.components(separatedBy: "\"data:image/jpeg;base64,").count == 3)
    let render = try ws.run(["render", "scene.json", "--at", "1", "-o", "i.png"])
    #expect(render.status == 0, "\(render.stderr)")
    let image = try RasterImage(pngData: try ws.data("i.png"))
    #expect(Self.close(Self.rgba(image, 63, 63), [64, 64, 64, 255]))
  }

  @Test func refusalsAreMessages() throws {
    let ws = try Workspace()
    let unknown = try ws.run(["info", Self.archive("v2.lottie"), "--animation", "nope"])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr
        == "Error: \(Self.archive("v2.lottie")): the manifest has no animation \"nope\"; it has "
        + "\"anchor\", \"jpeg\"\n")
    let json = LottieCommandTests.lottie("image-jpeg")
    let notArchive = try ws.run(["render", json, "--animation", "jpeg"])
    #expect(notArchive.status == 1)
    #expect(
      notArchive.stderr
        == "Error: --animation applies to dotLottie (.lottie) archives; \(json) is not one\n")
    let importJSON = try ws.run(["import", "lottie", json, "--animation", "jpeg"])
    #expect(importJSON.status == 1)
    #expect(importJSON.stderr.hasPrefix("Error: --animation applies to dotLottie"))
    let empty = try ws.run(["info", Self.archive("v2.lottie"), "--animation", ""])
    #expect(empty.status == 64)
    #expect(
      empty.stderr.hasPrefix(
        "Error: The value '' is invalid for '--animation <id>': expected the id of an animation "
          + "in the dotLottie manifest\n"))
    // A zip file that is no dotLottie archive.
    var zip = try Data(contentsOf: URL(fileURLWithPath: Self.archive("v1.lottie")))
    zip.removeLast(22)
    try ws.write(zip, to: "cut.lottie")
    let cut = try ws.run(["render", "cut.lottie"])
    #expect(cut.status == 1)
    #expect(cut.stderr.hasPrefix("Error: cut.lottie: not a readable zip archive (libzip: "))
  }

  /// JPEG `contents` in a scene: drawn in every format (SVG and PDF read back equal to the
  /// PNG); a truncated file, a corrupt one and
  /// a frame header over `image-pixels` are located errors.
  @Test func jpegContentsInScenes() throws {
    let ws = try Workspace()
    let images = Self.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("golden/images")
    let quadrants = try Data(contentsOf: images.appendingPathComponent("quadrants.jpg"))
    try ws.write(quadrants, to: "q.jpg")
    let scene =
      #"{"strobe": 1, "canvas": {"width": 20, "height": 20}, "layers": [{"frame": [0, 0, 20, 20], "contents": "q.jpg"}]}"#
    try ws.write(Data(scene.utf8), to: "s.json")
    let run = try ws.run(["render", "s.json", "--format", "png,svg,pdf", "--verify"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains("verify s@0.000.svg: ok")
        && run.stderr.contains("verify s@0.000.pdf: ok")
    )
    let png = try RasterImage(pngData: try ws.data("s@0.000.png"))
    #expect(Self.close(Self.rgba(png, 5, 5), [255, 0, 0, 255]))
    #expect(Self.close(Self.rgba(png, 15, 5), [0, 255, 0, 255]))
    #expect(Self.close(Self.rgba(png, 5, 15), [0, 0, 255, 255]))
    #expect(Self.close(Self.rgba(png, 15, 15), [255, 255, 0, 255]))
    // `strobe eval` writes the contents back as a JPEG data URI (the file's own bytes).
    let eval = try ws.run(["eval", "s.json", "--at", "0"])
    #expect(eval.status == 0, "\(eval.stderr)")
    #expect(
      eval.stdoutText.contains("\"data:image/jpeg;base64,\(quadrants.base64EncodedString())\""))

    try ws.write(quadrants.prefix(800), to: "t.jpg")
    try ws.write(Data(ContentsImageCheckTests.scene(contents: "t.jpg").utf8), to: "t.json")
    let truncated = try ws.run(["render", "t.json"])
    #expect(truncated.status == 1)
    #expect(
      truncated.stderr
        == "Error: t.json:1:100: layers[0].contents: the contents image \"t.jpg\" is not a "
        + "readable JPEG: libjpeg: Premature end of JPEG file\n")

    var bomb = quadrants
    let sof = try #require(bomb.range(of: Data([0xFF, 0xC0])))
    bomb.replaceSubrange(sof.lowerBound + 5..<sof.lowerBound + 9, with: [0x3E, 0x80, 0x7D, 0x00])
    let uri = "data:image/jpeg;base64," + bomb.base64EncodedString()
    try ws.write(Data(ContentsImageCheckTests.scene(contents: uri).utf8), to: "b.json")
    let refused = try BoundedRun.run(ws.binary, ["render", "b.json"], in: ws.folder)
    refused.expectBounded(status: 1)
    #expect(
      refused.stderr
        == "Error: b.json:1:100: layers[0].contents: contents image too large: 512000000 pixels "
        + "(limit 100000000); raise it with --limit image-pixels=<n>\n")
    #expect(refused.peakBytes < 256 << 20, "peak \(refused.peakBytes)")
  }

  /// A Lottie file asset that is a truncated JPEG is reported at the asset's `p`.
  @Test func lottieJPEGAssetsAreLocated() throws {
    let ws = try Workspace()
    let images = Self.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("golden/images")
    let quadrants = try Data(contentsOf: images.appendingPathComponent("quadrants.jpg"))
    try ws.write(quadrants.prefix(800), to: "img/a.jpg")
    try ws.write(Data(ContentsImageCheckTests.lottie(file: "a.jpg").utf8), to: "anim.json")
    let run = try ws.run(["render", "anim.json"])
    #expect(run.status == 1)
    #expect(
      run.stderr.hasSuffix(
        "assets[0].p: the contents image \"img/a.jpg\" is not a readable JPEG: libjpeg: "
          + "Premature end of JPEG file\n"), "\(run.stderr)")
  }
}
