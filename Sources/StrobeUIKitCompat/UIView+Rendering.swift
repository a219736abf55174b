import Foundation
import StrobeCore
import StrobeGeometry
import StrobeRender

extension UIView {
  /// The view's presentation snapshot at document time `time` (seconds), placed as a
  /// window's root view: its frame's origin (model value) is moved to the canvas origin, so
  /// animations of its own position still show as offsets.
  ///
  /// Runs pending layout first — every view of this thread marked as needing layout, then
  /// ``layoutIfNeeded()`` — as UIKit lays out before display.
  public func presentationForRendering(at time: TimeInterval) -> PresentationLayer {
    LayerLayoutQueue.current.layoutPendingLayers()
    layoutIfNeeded()
    var root = layer.presentation(at: time)
    let origin = layer.frame.origin
    root.state.position.x -= origin.x
    root.state.position.y -= origin.y
    return root
  }

  /// The draw list of the view at document time `time`: a canvas of the view's bounds size
  /// with `background` (nil: transparent) under the view's layer tree.
  public func drawList(at time: TimeInterval, background: UIColor? = .white) -> DrawList {
    DrawListBuilder().build(
      root: presentationForRendering(at: time), canvasSize: bounds.size,
      background: background.map { RGBA($0.cgColor) })
  }

  /// The view rendered to pixels at document time `time` (`scale` pixels per point).
  public func rasterize(
    at time: TimeInterval, scale: Double = 1, background: UIColor? = .white
  ) throws -> RasterImage {
    try Renderer().rasterize(drawList(at: time, background: background), scale: scale)
  }

  /// The view rendered at document time `time` as PNG, SVG or PDF data (`scale` applies to
  /// PNG).
  public func renderedData(
    at time: TimeInterval, format: OutputFormat = .png, scale: Double = 1,
    background: UIColor? = .white
  ) throws -> Data {
    try Renderer().data(drawList(at: time, background: background), format: format, scale: scale)
  }

  /// Writes one PNG per time into `directory` and returns their URLs in the order of `times`.
  ///
  /// Files are named `<name>@<time with 3 decimals>.png` (the naming of Strobe's reference
  /// frames, e.g. `ring@0.750.png`), with `@<scale>x` before the extension when `scale` ≠ 1.
  /// Rendering never moves the document clock; completion blocks run only when you call
  /// `DocumentClock.setTime(_:)`. The directory is created when missing.
  @discardableResult
  public func renderFrames(
    at times: [TimeInterval], to directory: URL, name: String, scale: Double = 1,
    background: UIColor? = .white
  ) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try times.map { t in
      let url = directory.appendingPathComponent(
        "\(name)@\(String(format: "%.3f", t))\(Self.scaleSuffix(scale)).png")
      try renderedData(at: t, format: .png, scale: scale, background: background)
        .write(to: url, options: .atomic)
      return url
    }
  }

  /// `@<scale>x` for a scale other than 1: whole scales below 10^15 as integers (`@2x`),
  /// others as Swift prints the double (`@1.5x`, `@1e+300x`), never a saturated integer.
  static func scaleSuffix(_ scale: Double) -> String {
    if scale == 1 { return "" }
    if scale == scale.rounded(), abs(scale) < 1e15 { return "@\(Int64(scale))x" }
    return "@\(scale)x"
  }
}
