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
    DrawListBuilder().build(
      root: presentation(at: time), canvasSize: canvasSize,
      background: background.map(RGBA.init))
  }
}
