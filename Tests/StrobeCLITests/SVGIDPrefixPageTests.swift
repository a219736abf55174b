import Foundation
import StrobeRender
import Testing

/// `strobe render --svg-id-prefix`: two Strobe SVGs inlined in one HTML page, rendered by
/// headless Chromium, each keep their own clip path with prefixes; without them the second
/// uses the first's (both are named `clip1`), which is the bug the option fixes.
@Suite struct SVGIDPrefixPageTests {
  /// A red square clipped to a circle (corner radius 50 of a 100 pt layer).
  static let circle = """
    {"strobe": 1, "canvas": {"width": 100, "height": 100, "background": "#FFFFFF"},
     "layers": [{"frame": [0, 0, 100, 100], "cornerRadius": 50, "masksToBounds": true,
       "sublayers": [{"frame": [0, 0, 100, 100], "backgroundColor": "#FF0000"}]}]}
    """
  /// A blue square clipped to its top half.
  static let half = """
    {"strobe": 1, "canvas": {"width": 100, "height": 100, "background": "#FFFFFF"},
     "layers": [{"frame": [0, 0, 100, 50], "masksToBounds": true,
       "sublayers": [{"frame": [0, 0, 100, 100], "backgroundColor": "#0000FF"}]}]}
    """

  /// The screenshot of a page holding `circle.json` at (0, 0) and `half.json` at (200, 0),
  /// rendered with `prefixes` (nil: none).
  static func screenshot(prefixes: (String, String)?, in workspace: Workspace) throws
    -> RasterImage
  {
    func svg(_ scene: String, _ prefix: String?) throws -> String {
      let extra = prefix.map { ["--svg-id-prefix", $0] } ?? []
      let run = try workspace.run(
        ["render", scene, "--format", "svg", "--at", "0", "-o", "-"] + extra)
      #expect(run.status == 0, "\(run.stderr)")
      let text = String(decoding: run.stdout, as: UTF8.self)
      // The XML declaration has no place inside HTML.
      return text.split(separator: "\n").filter { !$0.hasPrefix("<?xml") }.joined(
        separator: "\n")
    }
    let page = """
      <!DOCTYPE html>
      <html><body style="margin: 0; background: #FFFFFF">
      <div style="position: absolute; left: 0; top: 0">\(try svg("circle.json", prefixes?.0))</div>
      <div style="position: absolute; left: 200px; top: 0">\(try svg("half.json", prefixes?.1))</div>
      </body></html>
      """
    let name = prefixes == nil ? "plain" : "prefixed"
    try workspace.write(Data(page.utf8), to: "\(name).html")
    let shot = workspace.url("\(name).png")
    let (_, console) = try Chromium.locate().run(
      [
        "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=800,600",
        "--screenshot=" + shot.path,
      ], url: workspace.url("\(name).html").absoluteString)
    #expect(console.isEmpty, "console: \(console)")
    return try RasterImage(contentsOf: shot)
  }

  /// Whether the pixel at (x, y) is within 8 levels of `rgb`.
  static func near(_ image: RasterImage, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int)) -> Bool {
    let p = image.pixel(x: x, y: y)
    return abs(Int(p.r) - rgb.0) <= 8 && abs(Int(p.g) - rgb.1) <= 8 && abs(Int(p.b) - rgb.2) <= 8
  }

  @Test func twoDocumentsInOnePageKeepTheirOwnClips() throws {
    let workspace = try Workspace()
    try workspace.write(Data(Self.circle.utf8), to: "circle.json")
    try workspace.write(Data(Self.half.utf8), to: "half.json")
    let white = (255, 255, 255)
    let red = (255, 0, 0)
    let blue = (0, 0, 255)

    let page = try Self.screenshot(prefixes: ("circle-", "half-"), in: workspace)
    // The circle: red at its centre, white in the corner outside the circle (5, 5 is 63.6
    // pt from the centre, more than the radius 50).
    #expect(Self.near(page, 50, 50, red))
    #expect(Self.near(page, 5, 5, white))
    // The half: blue in the top half, corners included (the clip is a rectangle), white
    // below y = 50.
    #expect(Self.near(page, 205, 5, blue))
    #expect(Self.near(page, 250, 25, blue))
    #expect(Self.near(page, 250, 75, white))
    #expect(Self.near(page, 295, 45, blue))

    // Without prefixes the second document's url(#clip1) finds the first's circle: its
    // top-left corner is white and (250, 75), inside the circle, blue.
    let plain = try Self.screenshot(prefixes: nil, in: workspace)
    #expect(Self.near(plain, 205, 5, white))
    #expect(Self.near(plain, 250, 75, blue))
  }

  @Test(arguments: ["", "1a", "-a", "a b", "a:b", "é"])
  func invalidPrefixesAreUsageErrors(prefix: String) throws {
    let workspace = try Workspace()
    try workspace.write(Data(Self.half.utf8), to: "half.json")
    let run = try workspace.run(
      ["render", "half.json", "--format", "svg", "--svg-id-prefix", prefix, "-o", "-"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--svg-id-prefix"), "\(run.stderr)")
  }
}
