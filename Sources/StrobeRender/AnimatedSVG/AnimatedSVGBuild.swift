import Foundation
import StrobeCore
import StrobeGeometry

/// One run of ``AnimatedSVGWriter``: walks the layer tree once, collecting the style sheet
/// (one `@keyframes` per animated element and property group) and the body
/// (docs/animated-output.md §Animated SVG).
final class AnimatedSVGBuild {
  /// The elements of a mapped layer that animations drive; `rawValue` is the suffix of
  /// the element's id after the layer's.
  struct Element: Hashable {
    let rawValue: String

    /// The position group (`transform: translate()`, `opacity`).
    static let position = Element(rawValue: "")
    /// The transform group.
    static let transform = Element(rawValue: "t")
    /// The anchor group (anchor offset and bounds origin).
    static let anchor = Element(rawValue: "a")
    /// The background rectangle.
    static let background = Element(rawValue: "b")
    /// The shape layer's path.
    static let shape = Element(rawValue: "p")
    /// The rectangle of the clip of the sublayers (`masksToBounds`), the background's twin.
    static let clip = Element(rawValue: "k")
    /// The border ring, drawn over the layer's own content.
    static let border = Element(rawValue: "r")
    /// The gradient layer's `<linearGradient>` or `<radialGradient>`.
    static let gradient = Element(rawValue: "g")
    /// Stop `index` of a gradient layer's gradient (its colours in order).
    static func stop(_ index: Int) -> Element { Element(rawValue: "s\(index)") }
  }

  /// A layer's time space as an affine map of document time: `local = scale · T + offset`.
  struct TimeMap {
    var scale: Double = 1
    var offset: Double = 0

    /// The map of a layer with `timing` under this one (docs/core-animation-semantics.md
    /// §4.1: `(parent − beginTime) · speed + timeOffset`).
    func child(beginTime: Double, speed: Float, timeOffset: Double) -> TimeMap {
      let s = Double(speed)
      return TimeMap(scale: s * scale, offset: s * (offset - beginTime) + timeOffset)
    }
  }

  let renderer: Renderer
  let canvasSize: CGSize
  let from: Double
  let to: Double
  /// The sample times (document time), `from` … `to`.
  let times: [Double]
  let prefix: String
  /// Room around embedded Cairo drawings, so that nothing is culled at a page edge.
  let margin: Double
  let builder = DrawListBuilder()

  var css: [String] = []
  /// The name of each `@keyframes` rule written, by its mapping and body.
  var keyframeNames: [String: String] = [:]
  var nextID = 0
  var sampled: [AnimatedSVGSample] = []
  var exactCount = 0
  var usesFlipbook = false
  /// Whether Cairo draws the embedded parts (false: only the report is wanted).
  var draws = true

  init(renderer: Renderer, canvasSize: CGSize, from: Double, to: Double, rate: Double) {
    self.renderer = renderer
    self.canvasSize = canvasSize
    self.from = from
    self.to = to
    let n = max(Int(((to - from) * rate).rounded(.up)), to > from ? 1 : 0)
    times = n == 0 ? [from] : (0...n).map { from + (to - from) * Double($0) / Double(n) }
    prefix = renderer.svgIDPrefix
    margin = 2 * Double(max(canvasSize.width, canvasSize.height)) + 256
  }

  /// The window's length in seconds (at least a millisecond, for CSS durations).
  var windowLength: Double { max(to - from, 0.001) }

  /// A fresh id number.
  func newID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// The whole document.
  func document(root: CALayer, background: CGColor?) throws -> AnimatedSVG {
    let snaps = times.map { root.presentation(at: $0) }
    let body = try emit(root, snaps: snaps, map: TimeMap(), path: root.name ?? "")
    let w = CSSFormat.number(Double(canvasSize.width))
    let h = CSSFormat.number(Double(canvasSize.height))
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" "
    out += "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(w)\" height=\"\(h)\" "
    out += "viewBox=\"0 0 \(w) \(h)\">\n"
    if usesFlipbook {
      css.insert("@keyframes \(prefix)show{from,to{visibility:visible}}", at: 0)
    }
    if !css.isEmpty { out += "<style>\n" + css.joined(separator: "\n") + "\n</style>\n" }
    if let background {
      out +=
        "<rect width=\"\(w)\" height=\"\(h)\" style=\"fill:\(CSSFormat.color(background))\"/>\n"
    }
    out += body
    out += "</svg>\n"
    var seen: Set<AnimatedSVGSample> = []
    let reported = sampled.filter { seen.insert($0).inserted }
    return AnimatedSVG(data: Data(out.utf8), sampled: reported, exactCount: exactCount)
  }

  /// The name of a layer in reports: its name, or `#index` among its siblings.
  static func name(of layer: CALayer, index: Int) -> String {
    if let n = layer.name, !n.isEmpty { return n }
    return "#\(index)"
  }

  /// The report path of a sublayer: `parent/name` (just the name under the root).
  static func path(_ parent: String, _ layer: CALayer, index: Int) -> String {
    parent.isEmpty ? name(of: layer, index: index) : parent + "/" + name(of: layer, index: index)
  }

  /// The SVG of `layer` (its snapshots at ``times`` in `snaps`) in its superlayer's bounds
  /// space.
  func emit(_ layer: CALayer, snaps: [PresentationLayer], map: TimeMap, path: String) throws
    -> String
  {
    let first = snaps[0]
    if !layer.hasAnimationsInTree, snaps.allSatisfy({ $0 == first }) {
      return first.state.isHidden ? "" : try piece(first, dx: 0, dy: 0)
    }
    if let why = unmappableReason(layer, snaps: snaps) {
      return try flipbook(layer, snaps: snaps, path: path, reason: why)
    }
    return try mapped(layer, snaps: snaps, map: map, path: path)
  }
}
