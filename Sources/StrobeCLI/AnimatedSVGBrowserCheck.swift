import Foundation
import Strobe

/// Plays an animated SVG in headless Chromium, paused at chosen times, and compares each
/// screenshot with Strobe's PNG render at the same time (docs/animated-output.md §Animated
/// SVG, "Verification in Chromium").
///
/// One Chromium run screenshots every time at once: the page holds one copy of the SVG per
/// time, each in its own shadow root (so ids do not collide), side by side. A script in the
/// page (never in the SVG) pauses each copy's CSS animations (`getAnimations()`, then
/// `currentTime`) and, when it has SMIL elements, its SMIL clock (`pauseAnimations()`,
/// `setCurrentTime()`; called on an SVG without any, Chromium stops drawing it) at its time. Both
/// images are composited over white and compared channel by channel.
///
/// Tolerances (browsers and Cairo anti-alias edges differently, so a single pixel's
/// difference is no measure): a frame passes when the mean channel difference is at most
/// ``meanTolerance`` and at most ``outlierTolerance`` of the pixels differ by more than
/// ``outlierThreshold`` in some channel. `STROBE_KEEP_SCREENSHOT=<file>` keeps Chromium's
/// screenshot there.
enum AnimatedSVGBrowserCheck {
  /// One compared time.
  struct Frame: Sendable {
    /// Seconds after the window's start (the SVG's document time).
    var time: Double
    /// The largest channel difference (0…255).
    var maxDifference: Int
    /// The mean channel difference (0…255).
    var meanDifference: Double
    /// The share of pixels with a channel difference over ``outlierThreshold``.
    var outlierShare: Double

    /// Whether the frame is within the tolerances.
    var passes: Bool {
      meanDifference <= AnimatedSVGBrowserCheck.meanTolerance
        && outlierShare <= AnimatedSVGBrowserCheck.outlierTolerance
    }

    /// `t = 0.300 s: ok (max 31, mean 0.12, 0.05% of pixels over 64)`.
    var summary: String {
      String(
        format: "t = %.3f s: %@ (max channel difference %d, mean %.3f, %.2f%% of pixels over %d)",
        time, passes ? "ok" : "FAILED", maxDifference, meanDifference, outlierShare * 100,
        AnimatedSVGBrowserCheck.outlierThreshold)
    }
  }

  /// The largest mean channel difference a passing frame has.
  static let meanTolerance = 1.5
  /// A channel difference above this makes a pixel an outlier.
  static let outlierThreshold = 64
  /// The largest share of outlier pixels a passing frame has.
  static let outlierTolerance = 0.005

  /// The times compared by default: five inside the window, none at its ends (where an
  /// animation that ends exactly there is between two states), each on the writer's sample
  /// grid of `rate` per second (where sampled parts show Strobe's own value).
  static func defaultTimes(length: Double, rate: Double) -> [Double] {
    [0.07, 0.29, 0.5, 0.71, 0.93].map { f in
      let t = (f * length * rate).rounded() / rate
      return min(max(t, 0), length)
    }
  }

  /// Chromium's executable: `STROBE_CHROMIUM`, else the first of chromium,
  /// chromium-browser, google-chrome on `PATH`.
  static func chromium() throws -> String {
    let env = ProcessInfo.processInfo.environment
    if let given = env["STROBE_CHROMIUM"], !given.isEmpty { return given }
    let names = ["chromium", "chromium-browser", "google-chrome"]
    for dir in (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      for name in names {
        let path = String(dir) + "/" + name
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    throw AnimatedSVGJobError.chromiumMissing(searched: names)
  }

  /// Plays `svg` (the animated SVG of `document` from `from` to `to`, sampled at `rate`) at
  /// `times` (seconds after `from`; ``defaultTimes(length:rate:)`` when nil) and compares each with Strobe's render.
  static func run(
    svg: Data, document: SceneDocument, background: RGBA??, from: Double, to: Double,
    rate: Double, times: [Double]? = nil
  ) throws -> [Frame] {
    let times = times ?? defaultTimes(length: to - from, rate: rate)
    let w = max(Int(Double(document.canvasSize.width).rounded(.up)), 1)
    let h = max(Int(Double(document.canvasSize.height).rounded(.up)), 1)
    let shot = try screenshot(svg: svg, times: times, width: w, height: h)
    let renderer = Renderer()
    return try times.enumerated().map { i, t in
      var list = document.drawList(at: from + t)
      if let background { list.background = background }
      let expected = try renderer.rasterize(list, scale: 1)
      return compare(expected, shot, column: i * w, width: w, height: h, time: t)
    }
  }

  /// The page that shows one paused copy of `svg` per time, side by side.
  static func page(svg: Data, times: [Double], width: Int, height: Int) throws -> String {
    var text = String(decoding: svg, as: UTF8.self)
    if text.hasPrefix("<?xml"), let end = text.firstIndex(of: "\n") {
      text = String(text[text.index(after: end)...])
    }
    let literal = try JSONSerialization.data(withJSONObject: [text], options: [])
    let source = String(decoding: literal, as: UTF8.self)
      .replacingOccurrences(of: "</", with: "<\\/")
    let list = times.map { String(format: "%.6f", $0) }.joined(separator: ",")
    var html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>"
    html += "html,body{margin:0;padding:0;background:#fff;overflow:hidden}"
    html += "div{position:absolute;top:0;width:\(width)px;height:\(height)px}"
    html += "svg{display:block}</style></head><body>"
    for i in times.indices { html += "<div id=\"t\(i)\" style=\"left:\(i * width)px\"></div>" }
    html += "<script>const source=\(source)[0];const times=[\(list)];"
    html += "times.forEach((t,i)=>{const root=document.getElementById('t'+i)"
    html += ".attachShadow({mode:'open'});root.innerHTML=source;"
    html += "for(const a of root.getAnimations()){a.pause();a.currentTime=t*1000;}"
    html += "const svg=root.querySelector('svg');"
    html += "if(svg&&svg.querySelector('animate,animateTransform,animateMotion,set'))"
    html += "{svg.pauseAnimations();svg.setCurrentTime(t);}});"
    html += "</script></body></html>"
    return html
  }

  /// Seconds one headless Chromium run may take before it is stopped: 60, or
  /// `STROBE_CHROMIUM_TIMEOUT` when it is a number > 0.
  static var chromiumTimeout: Double {
    let given = ProcessInfo.processInfo.environment["STROBE_CHROMIUM_TIMEOUT"].flatMap(Double.init)
    return given.flatMap { $0 > 0 ? $0 : nil } ?? 60
  }
  /// Runs tried before ``AnimatedSVGJobError/chromiumFailed(status:message:)``.
  static let chromiumAttempts = 2

  /// Chromium's screenshot of ``page(svg:times:width:height:)``.
  static func screenshot(svg: Data, times: [Double], width: Int, height: Int) throws
    -> RasterImage
  {
    let executable = try chromium()
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-animated-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let html = dir.appendingPathComponent("page.html")
    try Data(try page(svg: svg, times: times, width: width, height: height).utf8).write(to: html)
    let png = dir.appendingPathComponent("shot.png")
    // Headless Chromium can hang (seen under load: a screenshot run still waiting after 12
    // minutes), so each run has a deadline; a run that misses it is stopped and tried once
    // more with a fresh profile, then reported (docs/animated-output.md §Verification in
    // Chromium). Never a hang.
    var lastStatus: Int32 = 0
    var lastMessage = ""
    for attempt in 1...Self.chromiumAttempts {
      let profile = dir.appendingPathComponent("profile-\(attempt)")
      let log = dir.appendingPathComponent("chromium-\(attempt).log")
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      let errors = try FileHandle(forWritingTo: log)
      defer { try? errors.close() }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = [
        "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--incognito",
        "--hide-scrollbars",
        "--force-device-scale-factor=1", "--run-all-compositor-stages-before-draw",
        "--virtual-time-budget=2000", "--user-data-dir=" + profile.path,
        "--window-size=\(width * times.count),\(height)", "--screenshot=" + png.path,
        html.absoluteString,
      ]
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      let exited = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in exited.signal() }
      try process.run()
      if exited.wait(timeout: .now() + Self.chromiumTimeout) == .timedOut {
        process.terminate()
        if exited.wait(timeout: .now() + 5) == .timedOut {
          kill(process.processIdentifier, SIGKILL)
          _ = exited.wait(timeout: .now() + 5)
        }
        try? FileManager.default.removeItem(at: png)
        lastStatus = -1
        lastMessage = "no screenshot within \(Int(Self.chromiumTimeout)) s; stopped"
        continue
      }
      if FileManager.default.fileExists(atPath: png.path) { break }
      lastStatus = process.terminationStatus
      let text = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
      lastMessage = text.split(separator: "\n").suffix(3).joined(separator: " | ")
    }
    guard FileManager.default.fileExists(atPath: png.path) else {
      throw AnimatedSVGJobError.chromiumFailed(status: lastStatus, message: lastMessage)
    }
    if let keep = ProcessInfo.processInfo.environment["STROBE_KEEP_SCREENSHOT"], !keep.isEmpty {
      try? FileManager.default.removeItem(atPath: keep)
      try? FileManager.default.copyItem(atPath: png.path, toPath: keep)
      try? FileManager.default.removeItem(atPath: keep + ".html")
      try? FileManager.default.copyItem(atPath: html.path, toPath: keep + ".html")
    }
    return try RasterImage(contentsOf: png)
  }

  /// Compares `expected` with the `width`-wide column of `shot` starting at `column`, both
  /// over white.
  static func compare(
    _ expected: RasterImage, _ shot: RasterImage, column: Int, width: Int, height: Int,
    time: Double
  ) -> Frame {
    var maxDifference = 0
    var total = 0
    var outliers = 0
    var count = 0
    for y in 0..<min(height, expected.height) {
      for x in 0..<min(width, expected.width) {
        let e = over(expected.pixel(x: x, y: y))
        let a: (Int, Int, Int) =
          column + x < shot.width && y < shot.height
          ? over(shot.pixel(x: column + x, y: y)) : (255, 255, 255)
        let d = [abs(e.0 - a.0), abs(e.1 - a.1), abs(e.2 - a.2)]
        let m = d.max() ?? 0
        maxDifference = max(maxDifference, m)
        total += d.reduce(0, +)
        if m > outlierThreshold { outliers += 1 }
        count += 1
      }
    }
    let pixels = max(count, 1)
    return Frame(
      time: time, maxDifference: maxDifference,
      meanDifference: Double(total) / Double(pixels * 3),
      outlierShare: Double(outliers) / Double(pixels))
  }

  /// A straight-alpha pixel composited over white.
  static func over(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (Int, Int, Int) {
    let a = Int(p.a)
    func c(_ v: UInt8) -> Int { (Int(v) * a + 255 * (255 - a) + 127) / 255 }
    return (c(p.r), c(p.g), c(p.b))
  }
}
