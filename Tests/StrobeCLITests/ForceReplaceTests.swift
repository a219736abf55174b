import Foundation
import Testing

/// `--force` and the rule for replacing existing output files (docs/limits.md).
@Suite struct ForceReplaceTests {
  static let scene = #"{"strobe": 1, "canvas": {"width": 4, "height": 4}, "layers": []}"#

  /// A temporary folder holding `s.json`.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-force-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data(Self.scene.utf8).write(to: url.appendingPathComponent("s.json"))
    return url
  }

  @Test func fileOfAnotherKindNeedsForce() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent("out.png")
    try Data("not an image\n".utf8).write(to: target)
    let scene = dir.appendingPathComponent("s.json").path
    let refused = runStrobe(["render", scene, "--format", "png", "-o", target.path])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "Error: refusing to replace '\(target.path)': it holds other content, not this "
        + "output's format; pass --force to replace it\n")
    #expect(try Data(contentsOf: target) == Data("not an image\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 2)

    let forced = runStrobe(["render", scene, "--format", "png", "-o", target.path, "--force"])
    #expect(forced.status == 0)
    #expect(try Data(contentsOf: target).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // Same kind again: no --force needed.
    #expect(runStrobe(["render", scene, "--format", "png", "-o", target.path]).status == 0)
  }

  @Test func pdfIsNotReplacedBySVGWithoutForce() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent("x.svg")
    try Data("%PDF-1.5\n".utf8).write(to: target)
    let run = runStrobe([
      "render", dir.appendingPathComponent("s.json").path, "--format", "svg", "-o", target.path,
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("it holds a PDF document"))
    #expect(try Data(contentsOf: target) == Data("%PDF-1.5\n".utf8))
  }

  @Test func emptyFileIsReplacedAndDevicesNeverAre() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent("e.svg")
    FileManager.default.createFile(atPath: target.path, contents: Data())
    let scene = dir.appendingPathComponent("s.json").path
    #expect(runStrobe(["render", scene, "--format", "svg", "-o", target.path]).status == 0)
    let device = runStrobe(["render", scene, "--format", "svg", "-o", "/dev/full", "--force"])
    #expect(device.status == 1)
    #expect(
      device.stderr
        == "Error: refusing to replace '/dev/full': it is a character device, not a regular "
        + "file\n")
  }
}
