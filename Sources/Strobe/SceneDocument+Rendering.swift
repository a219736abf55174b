import Foundation
import StrobeCore
import StrobeRender
import StrobeScene

extension SceneDocument {
  /// The presentation snapshot of the whole scene at document time `time` (seconds).
  public func presentation(at time: TimeInterval) -> PresentationLayer {
    rootLayer.presentation(at: time)
  }

  /// The draw list of the scene at document time `time`: the canvas size and background
  /// from the document, the layer tree as presented at `time`.
  public func drawList(at time: TimeInterval) -> DrawList {
    drawList(at: time, using: DrawListBuilder())
  }

  /// ``drawList(at:)`` built by `builder` (one that keeps a ``PathMeasureCache`` across the
  /// frames of a render measures each trimmed path once).
  public func drawList(at time: TimeInterval, using builder: DrawListBuilder) -> DrawList {
    builder.build(
      root: presentation(at: time), canvasSize: canvasSize,
      background: background.map(RGBA.init))
  }

  /// The scene as one animated SVG that browsers play, from `from` to `to` (default: the end).
  ///
  /// Document times in seconds; `to` defaults to the scene's duration. See
  /// ``AnimatedSVGWriter`` and docs/animated-output.md §Animated SVG.
  public func animatedSVG(
    from: TimeInterval = 0, to: TimeInterval? = nil, writer: AnimatedSVGWriter = AnimatedSVGWriter()
  ) throws -> AnimatedSVG {
    try writer.write(
      root: rootLayer, canvasSize: canvasSize, background: background, from: from,
      to: to ?? duration)
  }
}
