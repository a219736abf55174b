/// Resource limits applied while loading a scene, so that no input can exhaust memory or time.
///
/// Every limit is a whole number checked after parsing (the file-size limits before reading)
/// and reported as ``SceneError/limitExceeded(file:location:limit:value:maximum:)``, whose
/// message names the limit, the value found and the `strobe` option that raises it
/// (`--limit <name>=<n>`). The defaults (``default``) are far above what hand-written and
/// exported scenes use; docs/limits.md lists them with the render-time limits (pixels per
/// raster, frames per export) that live with the renderer and the CLI.
public struct SceneLimits: Sendable, Hashable {
  /// The name of one limit, as the CLI spells it in `--limit <name>=<n>`.
  public enum Limit: String, Sendable, Hashable, CaseIterable {
    /// Bytes of the scene file (``SceneLimits/sceneFileBytes``).
    case sceneBytes = "scene-bytes"
    /// Bytes of one `contents` image file (``SceneLimits/contentsFileBytes``).
    case contentsBytes = "contents-bytes"
    /// Layer nesting depth (``SceneLimits/layerDepth``).
    case depth
    /// Layers in the scene, replicator copies counted (``SceneLimits/layers``).
    case layers
    /// Elements of one path (``SceneLimits/pathElements``).
    case pathElements = "path-elements"
    /// Keyframes of one animation (``SceneLimits/keyframes``).
    case keyframes
    /// Pixels of one PNG `contents` image (``SceneLimits/imagePixels``).
    case imagePixels = "image-pixels"
    /// Characters of one text layer's `string` (``SceneLimits/textCharacters``).
    case textCharacters = "text-characters"
  }

  /// The defaults: 16 MiB scene files, 64 MiB contents files, depth 256, 10,000 layers,
  /// 100,000 elements per path, 10,000 keyframes per animation, 100,000,000 pixels per PNG
  /// contents image, 10,000 characters per text.
  public static let `default` = SceneLimits()

  /// Largest scene file in bytes (default 16 MiB = 16,777,216).
  ///
  /// Standard input counts too.
  public var sceneFileBytes: Int
  /// Largest `contents` image file in bytes (default 64 MiB = 67,108,864).
  public var contentsFileBytes: Int
  /// Deepest layer nesting (default 256; with the JSON parser's nesting limit of 512, a
  /// chain of `sublayers` reaches at most 255, a chain of `mask` objects about 510): a top-level layer is at depth 1, its sublayers
  /// and mask at 2, and so on.
  public var layerDepth: Int
  /// Most layers in the scene (default 10,000): every layer object, masks included, with
  /// the layers under a replicator counted once per instance (`instanceCount`, the largest
  /// value its animations reach included), so nested replicators multiply.
  public var layers: Int
  /// Most elements (move, line, curve, close, after expanding arcs) in one path value
  /// (default 100,000).
  public var pathElements: Int
  /// Most keyframes (`values` entries) in one animation (default 10,000).
  public var keyframes: Int
  /// Most pixels of one PNG `contents` image (default 100,000,000).
  ///
  /// Width × height, read from the IHDR header before anything is decoded, of one image
  /// from a file or a `data:` URI (the same default as the renderer's output `pixels`
  /// limit). SVG images are drawn as vectors, never
  /// rasterised at their intrinsic size, and are not counted.
  public var imagePixels: Int
  /// Most characters (Unicode scalars) in one text layer's `string` (default 10,000), the
  /// model value and every value a transaction sets.
  ///
  /// Pango lays out a text in time that grows with the square of its lines, and HarfBuzz
  /// shapes a run of combining marks in time that grows with the square of the run
  /// (docs/limits.md, "Long inputs"): the count is checked when the scene is loaded, before
  /// any text is laid out.
  public var textCharacters: Int

  /// Limits with the given values; omitted ones take the defaults.
  public init(
    sceneFileBytes: Int = 16 << 20, contentsFileBytes: Int = 64 << 20, layerDepth: Int = 256,
    layers: Int = 10_000, pathElements: Int = 100_000, keyframes: Int = 10_000,
    imagePixels: Int = 100_000_000, textCharacters: Int = 10_000
  ) {
    self.sceneFileBytes = sceneFileBytes
    self.contentsFileBytes = contentsFileBytes
    self.layerDepth = layerDepth
    self.layers = layers
    self.pathElements = pathElements
    self.keyframes = keyframes
    self.imagePixels = imagePixels
    self.textCharacters = textCharacters
  }

  /// The value of the limit named `limit`.
  public subscript(limit: Limit) -> Int {
    get {
      switch limit {
      case .sceneBytes: return sceneFileBytes
      case .contentsBytes: return contentsFileBytes
      case .depth: return layerDepth
      case .layers: return layers
      case .pathElements: return pathElements
      case .keyframes: return keyframes
      case .imagePixels: return imagePixels
      case .textCharacters: return textCharacters
      }
    }
    set {
      switch limit {
      case .sceneBytes: sceneFileBytes = newValue
      case .contentsBytes: contentsFileBytes = newValue
      case .depth: layerDepth = newValue
      case .layers: layers = newValue
      case .pathElements: pathElements = newValue
      case .keyframes: keyframes = newValue
      case .imagePixels: imagePixels = newValue
      case .textCharacters: textCharacters = newValue
      }
    }
  }
}
