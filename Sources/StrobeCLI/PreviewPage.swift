import Foundation
import Strobe
import StrobeGeometry

/// One self-contained HTML page showing a scene's frames.
///
/// Inline SVG per sampled time, a time slider with the keyframe times marked, play/pause.
/// No server, no network, no external files; the bytes depend only on the scene and the
/// frame rate.
///
/// Layout: the stage (the canvas, at its point size in CSS px) is at the page's top-left
/// corner with no margin; the controls are below it. The URL fragment or query selects the
/// state when the page opens: `#t=0.5` shows the frame nearest 0.5 s, `bare` hides the
/// controls (`page.html#t=0.5&bare`), so a screenshot of a window the canvas's size is the
/// frame alone.
public struct PreviewPage: Sendable {
  /// Frames per second when neither `--fps` nor the scene's export block gives one.
  public static let defaultFPS = 30.0
  /// The largest `--fps` accepted.
  public static let maximumFPS = 240.0
  /// The most frames one page holds.
  public static let maximumFrames = 2000
  /// The most bytes of inline SVG one page holds unless told otherwise: 32 MiB (the
  /// `preview-bytes` limit, ``ResourceLimits/previewBytes``).
  ///
  /// Every frame is a whole SVG document of every visible layer (about 130 bytes per filled
  /// layer), so a page grows with frames × layers: 300 animated layers with their own
  /// durations gave 420 frames and 16 MB (87 MB in the issue's case); 3,000 layers ran past
  /// 120 s and 671 MB. The first frame's size times the frame count is checked before the
  /// other frames are rendered, and the running total as they are, so an oversized page is
  /// refused early, before anything is written.
  public static let defaultMaximumBytes = 32 << 20

  /// The frame times, ascending and distinct: every `1/fps` from 0 to the duration, the
  /// duration itself and every keyframe time.
  public let times: [Double]
  /// The keyframe times (a subset of ``times``).
  public let keyframeTimes: [Double]
  /// The canvas size in points.
  public let size: CGSize
  /// The page title (the scene's file name).
  public let title: String
  /// The SVG document of each frame, in ``times`` order.
  let frames: [String]

  /// Samples `document` at `fps` and renders every frame as SVG.
  ///
  /// - Parameter maximumBytes: the most bytes of inline SVG the page may hold (`--limit
  ///   preview-bytes`).
  /// - Throws: ``PreviewError/tooManyFrames(count:limit:)`` past ``maximumFrames``,
  ///   ``PreviewError/tooLarge(bytes:frames:limit:)`` past `maximumBytes`, or the
  ///   renderer's errors.
  public init(
    document: SceneDocument, fps: Double, maximumBytes: Int = PreviewPage.defaultMaximumBytes,
    renderer: Renderer = Renderer()
  ) throws {
    let keyframes = document.keyframeTimes
    let duration = document.duration.isFinite ? max(document.duration, 0) : 0
    let estimate = duration * fps + Double(keyframes.count) + 2
    guard estimate <= Double(Self.maximumFrames) else {
      let count = Int(saturating: estimate)
      throw PreviewError.tooManyFrames(count: count, limit: Self.maximumFrames)
    }
    let times = Self.sampleTimes(duration: duration, fps: fps, keyframes: keyframes)
    self.times = times
    self.keyframeTimes = keyframes
    self.size = document.canvasSize
    self.title = (document.fileName as NSString).lastPathComponent
    var frames: [String] = []
    var total = 0
    for (index, t) in times.enumerated() {
      let data = try renderer.svgData(document.drawList(at: t))
      let frame = Self.inlineSVG(String(decoding: data, as: UTF8.self), prefix: "f\(index)-")
      total += frame.utf8.count
      // After the first frame: its size times the frame count as the estimate.
      let estimate =
        index == 0
        ? frame.utf8.count.multipliedReportingOverflow(by: times.count)
        : (partialValue: total, overflow: false)
      if estimate.overflow || estimate.partialValue > maximumBytes {
        throw PreviewError.tooLarge(
          bytes: estimate.overflow ? .max : estimate.partialValue, frames: times.count,
          limit: maximumBytes)
      }
      frames.append(frame)
    }
    self.frames = frames
  }

  /// Times `k / fps` for k = 0, 1, … up to `duration`, plus `duration` and `keyframes`,
  /// sorted; times closer than 1e-9 s count as one (the smaller is kept).
  public static func sampleTimes(duration: Double, fps: Double, keyframes: [Double]) -> [Double] {
    let end = duration.isFinite ? max(duration, 0) : 0
    let count = max(Int(saturating: (end * fps + 1e-9).rounded(.down)), 0)
    var all = keyframes.filter { $0 >= 0 && $0 <= end }
    all += (0...count).map { Double($0) / fps }
    all.append(end)
    var out: [Double] = []
    for t in all.sorted() where out.last.map({ t - $0 > 1e-9 }) ?? true {
      out.append(t)
    }
    return out
  }

  /// `svg` without its XML declaration and with every id prefixed by `prefix` (in `id="…"`,
  /// `href="#…"` and `url(#…)`), so several documents can live in one page.
  static func inlineSVG(_ svg: String, prefix: String) -> String {
    var s = svg
    if s.hasPrefix("<?xml"), let end = s.range(of: "?>") {
      s = String(s[end.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    s = s.replacingOccurrences(of: " id=\"", with: " id=\"" + prefix)
    s = s.replacingOccurrences(of: "href=\"#", with: "href=\"#" + prefix)
    s = s.replacingOccurrences(of: "url(#", with: "url(#" + prefix)
    return s
  }

  /// A time as written in the page: shortest decimal with up to 6 fraction digits.
  static func format(_ t: Double) -> String {
    var s = String(format: "%.6f", t)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
  }

  /// Escapes `&`, `<`, `>` and `"` for HTML text and attributes.
  static func escapeHTML(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
