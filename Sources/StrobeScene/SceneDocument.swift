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
  /// The scene's duration in seconds: the explicit `duration`, or 0 when there is none
  /// (animations and transactions, which would set the default, are not loaded yet).
  public var duration: TimeInterval
  /// The root layer (canvas-sized); the file's layers are its sublayers.
  public var rootLayer: CALayer
  /// The `export` block, if any.
  public var export: SceneExportSettings?
  /// The validated document the model was built from.
  public var spec: SceneSpec

  /// A document from its parts.
  public init(
    url: URL?, fileName: String, canvasSize: CGSize, background: CGColor?,
    duration: TimeInterval, rootLayer: CALayer, export: SceneExportSettings?, spec: SceneSpec
  ) {
    self.url = url
    self.fileName = fileName
    self.canvasSize = canvasSize
    self.background = background
    self.duration = duration
    self.rootLayer = rootLayer
    self.export = export
    self.spec = spec
  }

  /// The layer named `name` in the tree (depth first), if any.
  public func layer(named name: String) -> CALayer? {
    func find(_ layer: CALayer) -> CALayer? {
      if layer.name == name { return layer }
      for sub in layer.sublayers ?? [] {
        if let hit = find(sub) { return hit }
      }
      return nil
    }
    return find(rootLayer)
  }
}
