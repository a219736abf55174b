import Foundation
import StrobeCLI
import StrobeRender
import Testing

/// `strobe preview`: frame times, a self-contained deterministic page, and the page in
/// headless Chromium — no console errors, the fragment's time selects its frame, and a
/// screenshot matches the PNG export at that time.
@Suite struct PreviewTests {
  /// A box moving 300 pt/s to the right, a ring drawing itself, on white; 240 × 120 pt.
  static let scene = """
    {
      "strobe": 1,
      "canvas": { "width": 240, "height": 120, "background": "#FFFFFF" },
      "duration": 1,
      "layers": [
        { "name": "box", "bounds": [0, 0, 40, 40], "position": [30, 40],
          "backgroundColor": "systemBlue", "cornerRadius": 8,
          "animations": [
            { "type": "basic", "keyPath": "position.x", "fromValue": 30, "toValue": 210,
              "duration": 0.6, "fillMode": "forwards", "isRemovedOnCompletion": false } ] },
        { "type": "shape", "name": "ring", "frame": [150, 70, 40, 40],
          "path": { "ellipse": [0, 0, 40, 40] }, "fillColor": null,
          "strokeColor": "systemOrange", "lineWidth": 6, "strokeEnd": 1,
          "animations": [
            { "type": "basic", "keyPath": "strokeEnd", "fromValue": 0, "toValue": 1,
              "duration": 0.8, "beginTime": 0.2 } ] }
      ]
    }
    """

  @Test func sampleTimesAddKeyframesToTheFrameRate() {
    #expect(
      PreviewPage.sampleTimes(duration: 1, fps: 4, keyframes: [0, 0.3, 1]) == [
        0, 0.25, 0.3, 0.5, 0.75, 1,
      ])
    // The end is always a frame; near-equal times count once (the smaller is kept).
    #expect(
      PreviewPage.sampleTimes(duration: 0.9, fps: 2, keyframes: [0.5 + 1e-12]) == [
        0, 0.5, 0.9,
      ])
    #expect(PreviewPage.sampleTimes(duration: 0, fps: 30, keyframes: [0]) == [0])
  }

  /// Writes the scene and its preview page into `workspace`, returning the page's path.
  static func writePage(in workspace: Workspace) throws -> (page: URL, run: BinaryRun) {
    try workspace.write(Data(scene.utf8), to: "move.json")
    let run = try workspace.run(["preview", "move.json", "-o", "page.html"])
    return (workspace.url("page.html"), run)
  }

  @Test func pageIsSelfContainedAndDeterministic() throws {
    let workspace = try Workspace()
    let (page, run) = try Self.writePage(in: workspace)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdoutLines == ["page.html"])
    let html = try String(contentsOf: page, encoding: .utf8)
    // fps 30 over 1 s: 31 frames, and the keyframe times 0.2, 0.6 (0.8 → 1.0 is at 1) are
    // between them or on them: 0.2 = 6/30 and 0.6 = 18/30 coincide with frames.
    let frames = html.components(separatedBy: "<svg class=\"frame").count - 1
    #expect(frames == 31)
    #expect(html.contains("data-time=\"0.5\""))
    // No network, no external files.
    for needle in ["src=", "<link", "https:", "@import"] { #expect(!html.contains(needle)) }
    let urls = html.components(separatedBy: "http://").dropFirst().map { $0.prefix(20) }
    #expect(urls.allSatisfy { $0.hasPrefix("www.w3.org/") })
    // Ids are unique across the whole page (each frame's are prefixed).
    let ids = html.components(separatedBy: " id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(ids.count > frames)
    #expect(Set(ids).count == ids.count)
    // Same bytes on every run.
    let second = try workspace.run(["preview", "move.json", "-o", "-"])
    #expect(second.stdout == (try Data(contentsOf: page)))
    // Without -o: <stem>.html.
    #expect(try workspace.run(["preview", "move.json"]).stdoutLines == ["move.html"])
    #expect(try workspace.data("move.html") == (try Data(contentsOf: page)))
  }

  @Test func pageLoadsWithoutConsoleErrorsAndTheFragmentSelectsTheFrame() throws {
    let chromium = try Chromium.locate()
    let workspace = try Workspace()
    let (page, _) = try Self.writePage(in: workspace)
    for (fragment, expected) in [("", "0"), ("#t=0.5", "0.5"), ("#t=0.52", "0.533333")] {
      let (dom, console) = try chromium.run(
        ["--dump-dom"], url: page.absoluteString + fragment)
      #expect(console.isEmpty, "console: \(console)")
      let current = dom.components(separatedBy: "<svg ").dropFirst().filter {
        $0.hasPrefix("class=\"frame current\"")
      }
      #expect(current.count == 1, "\(fragment): \(current.count) frames shown")
      #expect(current.first?.contains("data-time=\"\(expected)\"") == true, "\(fragment)")
      #expect(dom.contains("<body data-time=\"\(expected)\""), "\(fragment)")
      let label = expected == "0" ? "0.000 s" : expected == "0.5" ? "0.500 s" : "0.533 s"
      #expect(dom.contains("<span id=\"time\">\(label)</span>"), "\(fragment)")
    }
  }

  /// The screenshot of `page.html#t=0.5&bare` is the PNG export at 0.5 s in its top-left
  /// 240 × 120 px, up to anti-aliasing: PSNR ≥ 30 dB and at most 1 % of the pixels more
  /// than 64 levels apart; the rest of the window is white (no controls in bare mode); and
  /// the match is clearly closer than with the neighbouring frames (0.5 ± 1/30 s, where the
  /// box is 10 pt away).
  ///
  /// The window is 800 × 600 and the frame is cropped: Chromium's new headless mode does not
  /// lay out windows much smaller than that reliably with a fresh profile.
  @Test func screenshotMatchesThePNGExport() throws {
    let chromium = try Chromium.locate()
    let workspace = try Workspace()
    let (page, _) = try Self.writePage(in: workspace)
    let shot = workspace.url("shot.png")
    let (_, console) = try chromium.run(
      [
        "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=800,600",
        "--screenshot=" + shot.path,
      ], url: page.absoluteString + "#t=0.5&bare")
    #expect(console.isEmpty, "console: \(console)")
    let window = try RasterImage(contentsOf: shot)
    #expect(window.width == 800 && window.height == 600)
    var crop: [UInt8] = []
    var outside = 0
    for y in 0..<window.height {
      for x in 0..<window.width {
        let p = window.pixel(x: x, y: y)
        if x < 240 && y < 120 {
          crop += [p.r, p.g, p.b, p.a]
        } else if p.r < 250 || p.g < 250 || p.b < 250 {
          outside += 1
        }
      }
    }
    #expect(outside == 0, "\(outside) non-white pixels outside the frame")
    let actual = try RasterImage(width: 240, height: 120, pixels: crop)
    func export(_ t: String) throws -> RasterImage {
      let run = try workspace.run(["render", "move.json", "--format", "png", "--at", t, "-o", "-"])
      #expect(run.status == 0)
      return try RasterImage(pngData: run.stdout)
    }
    let expected = try export("0.5")
    let comparison = ImageComparison(expected: expected, actual: actual)
    #expect(comparison.sizesMatch, "\(comparison)")
    #expect(comparison.psnr >= 30, "\(comparison)")
    var far = 0
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let a = actual.pixel(x: x, y: y)
        let e = expected.pixel(x: x, y: y)
        let d = max(abs(Int(a.r) - Int(e.r)), abs(Int(a.g) - Int(e.g)), abs(Int(a.b) - Int(e.b)))
        if d > 64 { far += 1 }
      }
    }
    #expect(far <= expected.width * expected.height / 100, "\(far) pixels differ by > 64")
    for neighbour in ["0.466667", "0.533333"] {
      let other = ImageComparison(expected: try export(neighbour), actual: actual)
      #expect(other.psnr + 6 < comparison.psnr, "\(neighbour): \(other) vs \(comparison)")
    }
  }
}
