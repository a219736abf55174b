import Foundation
import StrobeRender
import Testing

/// The library guide's C program (Sources/Strobe/Strobe.docc/UsingStrobeAsALibrary.md §Drawing
/// a frame in a C or Python program), compiled exactly as the guide shows it: it places a
/// frame's SVG on a page of its own through librsvg, and the frame's pixels there match
/// `strobe render`'s PNG of the same time.
@Suite struct CProgramDrawingTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The guide's one C block.
  static func guideProgram() throws -> String {
    let guide = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/Strobe/Strobe.docc/UsingStrobeAsALibrary.md"), encoding: .utf8)
    let start = try #require(guide.range(of: "```c\n"))
    let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
    return String(guide[start.upperBound..<end.lowerBound]) + "\n"
  }

  /// The `w`×`h` pixels of `image` from (`x`, `y`).
  static func crop(_ image: RasterImage, x: Int, y: Int, width w: Int, height h: Int) throws
    -> RasterImage
  {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(w * h * 4)
    for row in y..<y + h {
      let from = (row * image.width + x) * 4
      pixels += image.pixels[from..<from + w * 4]
    }
    return try RasterImage(width: w, height: h, pixels: pixels)
  }

  @Test func theGuidesProgramPlacesAFrameOnItsPage() throws {
    let strobe = try StrobeBinary.locate()
    guard let cc = ShellTool.find(["cc", "gcc", "clang"]) else {
      Issue.record("no C compiler (cc, gcc or clang) on PATH")
      return
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-c-program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    try Data(try Self.guideProgram().utf8).write(to: URL(fileURLWithPath: path("draw.c")))
    let build = try ShellTool.run(
      "/bin/sh",
      [
        "-c",
        "\"$0\" \"$1\" $(pkg-config --cflags --libs cairo librsvg-2.0) -o \"$2\"", cc,
        path("draw.c"), path("draw"),
      ])
    try #require(build.status == 0, "cc failed: \(build.stderr)")

    let scene = Self.root.appendingPathComponent("docs/examples/shapes.json").path
    for format in ["svg", "png"] {
      let run = try strobe.run(
        [
          "render", scene, "--at", "0.5", "--format", format, "-o", path("frame.\(format)"),
        ], in: folder)
      try #require(run.status == 0, "strobe render: \(run.stderr)")
    }
    let draw = try ShellTool.run(path("draw"), [path("frame.svg"), path("page.png")])
    try #require(draw.status == 0, "draw: \(draw.stderr)")

    let frame = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: path("frame.png"))))
    let page = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: path("page.png"))))
    #expect(page.width == frame.width + 40 && page.height == frame.height + 40)
    // The page's own margin is the program's white.
    #expect(page.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    let placed = try Self.crop(page, x: 20, y: 20, width: frame.width, height: frame.height)
    let comparison = ImageComparison(expected: frame, actual: placed)
    #expect(comparison.maxChannelDifference <= 2, "\(comparison)")
    // The comparison can fail: the frame one pixel off its place differs visibly.
    let shifted = try Self.crop(page, x: 21, y: 20, width: frame.width, height: frame.height)
    #expect(ImageComparison(expected: frame, actual: shifted).maxChannelDifference > 2)
  }
}
