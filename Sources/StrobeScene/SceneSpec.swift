/// A validated scene document, before it is mapped to layers.
///
/// Everything in the file has been type-checked and located; nothing is ignored except
/// `$schema`.
public struct SceneSpec: Sendable, Equatable {
  /// The file name used in messages (`scene.json`, `<stdin>`).
  public var file: String
  /// Canvas width in points (> 0).
  public var width: Double
  /// Canvas height in points (> 0).
  public var height: Double
  /// Canvas background; nil = transparent.
  public var background: SceneColor?
  /// The explicit `duration`, if given.
  public var explicitDuration: Double?
  /// The root's sublayers.
  public var layers: [SceneLayerSpec]
  /// Implicit-animation transactions, in file order.
  public var transactions: [SceneTransactionSpec]
  /// The `export` block, if given.
  public var export: SceneExportSettings?

  /// A scene from its parts.
  public init(
    file: String, width: Double, height: Double, background: SceneColor? = nil,
    explicitDuration: Double? = nil, layers: [SceneLayerSpec] = [],
    transactions: [SceneTransactionSpec] = [], export: SceneExportSettings? = nil
  ) {
    self.file = file
    self.width = width
    self.height = height
    self.background = background
    self.explicitDuration = explicitDuration
    self.layers = layers
    self.transactions = transactions
    self.export = export
  }

  /// Every layer in the document (masks and sublayers included), depth first.
  public var allLayers: [SceneLayerSpec] { layers.flatMap(\.allLayers) }
}
