import Foundation
import StrobeCLI
import StrobeRender
import StrobeScene
import Testing

/// `strobe import lottie` and `strobe render` on Lottie input (`--frame`, `--frames`).
@Suite struct LottieCommandTests {
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/lottie")

  static func lottie(_ name: String) -> String {
    corpus.appendingPathComponent(name + ".json").path
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-lottie-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The imported scene, rendered at 2 s (frame 20), has the eased square's centre at
  /// x = 20 + 60·0.5³ = 27.5 (see the position-bezier fixture).
  @Test func importWritesALoadableScene() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("scene.json").path
    let result = runStrobe(["import", "lottie", Self.lottie("position-bezier"), "-o", out])
    #expect(result.status == 0)
    #expect(result.stdout == out + "\n")
    #expect(result.stderr == "")
    let document = try SceneLoader.load(contentsOf: URL(fileURLWithPath: out))
    #expect(document.duration == 4)
    let root = document.rootLayer.presentation(at: 2)
    let list = DrawListBuilder().build(root: root, canvasSize: document.canvasSize, background: nil)
    let image = try Renderer().rasterize(list)
    #expect(image.pixel(x: 27, y: 50) == (255, 0, 0, 255))
    #expect(image.pixel(x: 39, y: 50).a == 0)
    #expect(image.pixel(x: 15, y: 50).a == 0)
  }

  @Test func importPrintsToStandardOutputAndWarns() throws {
    let result = runStrobe(["import", "lottie", Self.lottie("unsupported-text")])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("{"))
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(
      lines.first
        == "warning: \(Self.lottie("unsupported-text")): layers[0].t.a[0].s.t 1: expression selectors are not supported; the animator is not applied"
        || lines.first
          == "warning: \(Self.lottie("unsupported-text")): chars: glyph fonts (chars) are not supported; text uses system fonts"
    )
  }

  @Test func strictImportFails() throws {
    let result = runStrobe(["import", "lottie", Self.lottie("unsupported-text"), "--strict"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasSuffix(
        "chars: glyph fonts (chars) are not supported; text uses system fonts (strict import); "
          + "drop --strict to import it with a warning\n"))
  }

  @Test func importNeedsTheLottieFormat() {
    let error = usageError(["import", "svg", "a.json"])
    #expect(
      error.map { "\($0.error)" }
        == "The value 'svg' is invalid for '<format>': expected 'lottie'")
  }

  /// `--frames 9-11 --frame 20` renders frames 9, 10, 11 and 20 at (f − ip)/fr seconds; the
  /// in-out fixture shows its solid from frame 10.
  @Test func renderMapsFramesToTimes() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runStrobe([
      "render", Self.lottie("in-out-points"), "--frames", "9-11", "--frame", "20", "--out",
      folder.path, "--quiet",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "in-out-points@0.900.png", "in-out-points@1.000.png", "in-out-points@1.100.png",
        "in-out-points@2.000.png",
      ])
    let before = try RasterImage(contentsOf: folder.appendingPathComponent(names[0]))
    let at = try RasterImage(contentsOf: folder.appendingPathComponent(names[1]))
    #expect(before.pixel(x: 50, y: 50).a == 0)
    #expect(at.pixel(x: 50, y: 50) == (255, 0, 0, 255))
  }

  @Test func framesNeedALottieFile() throws {
    let scene = Self.corpus.deletingLastPathComponent().appendingPathComponent("cli/probe.json")
    let result = runStrobe(["render", scene.path, "--frame", "1", "--out", "/tmp"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("--frame and --frames apply to Lottie files"))
  }

  @Test func framesOutsideTheAnimationFail() throws {
    let result = runStrobe([
      "render", Self.lottie("in-out-points"), "--frame", "41", "--out", "/tmp",
    ])
    #expect(result.status == 1)
    #expect(result.stderr == "Error: frame 41 is outside the animation's frames 0…40\n")
  }

  @Test func frameConflictsWithAt() {
    let error = usageError(["render", "a.json", "--frame", "3", "--at", "1"])
    #expect(error.map { "\($0.error)" }?.contains("--frame") == true)
    #expect(error.map { "\($0.error)" }?.contains("--at") == true)
    let bad = usageError(["render", "a.json", "--frames", "5-2"])
    #expect(
      bad.map { "\($0.error)" }
        == "The value '5-2' is invalid for '--frames <a-b>': expected A-B with whole frame numbers 0 <= A <= B"
    )
  }
}
