import Foundation
import StrobeCore

/// A loaded scene: the canvas, the layer tree and the export settings.
///
/// The root layer's bounds are the canvas (`[0, 0, width, height]`, position at its
/// centre, so its frame is the canvas); its sublayers are the file's `layers`. The
/// background is kept apart from the root (the renderer paints it under the tree).
/// Holds reference types (layers), so it is not `Sendable`.
public struct SceneDocument {
  /// The source file, when loaded from one.
  public var url: URL?
  /// The file name used in messages.
  public var fileName: String
  /// The canvas size in points.
  public var canvasSize: CGSize
  /// The canvas background; nil = transparent.
  public var background: CGColor?
  /// The scene's duration in seconds: the explicit `duration`, else the latest end of any
  /// animation or transaction (an animation that repeats forever counts one cycle from its
  /// begin); 0 when there is none.
  public var duration: TimeInterval
  /// The root layer (canvas-sized); the file's layers are its sublayers.
  public var rootLayer: CALayer
  /// The `export` block, if any.
  public var export: SceneExportSettings?
  /// The validated document the model was built from.
  public var spec: SceneSpec
  /// For each transaction (in file order), the document time its completion block ran:
  /// the latest end of the animations it created, or its `at` time when it created none
  /// (`.infinity` when one of them repeats forever).
  public var transactionCompletions: [Double]

  /// A document from its parts.
  public init(
    url: URL?, fileName: String, canvasSize: CGSize, background: CGColor?,
    duration: TimeInterval, rootLayer: CALayer, export: SceneExportSettings?, spec: SceneSpec,
    transactionCompletions: [Double] = []
  ) {
    self.url = url
    self.fileName = fileName
    self.canvasSize = canvasSize
    self.background = background
    self.duration = duration
    self.rootLayer = rootLayer
    self.export = export
    self.spec = spec
    self.transactionCompletions = transactionCompletions
  }

  /// The times `--at keyframes` samples.
  ///
  /// Every document time in `0…duration` at which an animation begins, ends, repeats,
  /// reverses or passes a keyframe, and every transaction time. Always contains 0 (the
  /// initial commit).
  public var keyframeTimes: [Double] {
    var times = Set(rootLayer.eventTimes(until: duration))
    times.insert(0)
    for t in spec.transactions where t.at <= duration { times.insert(t.at) }
    return times.sorted()
  }

  /// The layer named `name` in the tree (depth first: a layer, its mask, its sublayers), if
  /// any.
  public func layer(named name: String) -> CALayer? {
    func find(_ layer: CALayer) -> CALayer? {
      if layer.name == name { return layer }
      for sub in (layer.mask.map { [$0] } ?? []) + (layer.sublayers ?? []) {
        if let hit = find(sub) { return hit }
      }
      return nil
    }
    return find(rootLayer)
  }
}
