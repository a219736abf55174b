import Foundation
import StrobeCore

/// Writes presentation snapshots as static scene documents (format version 1): the output
/// of `strobe eval` (scene-format.md, "`strobe eval` output").
///
/// The written document has no animations, transactions or layer timing keys; loading it
/// with ``SceneLoader`` gives a tree whose presentation at any time equals the snapshot, so
/// it renders the same pixels (except inside a transition, which a static document cannot
/// hold: such layers carry `"inTransition": true`).
///
/// Key order (deterministic):
/// - Document: `strobe`, `canvas` (`width`, `height`, `background`), `layers`, then `export`
///   when given. Frames: `{"frames": [{"time": T, "scene": {…}}, …]}`.
/// - Layer: `type`, `name` (omitted when nil), `inTransition` (only when true), then the
///   properties — the property tables' rows (docs/animation.md §Where a property lives),
///   `CALayer`'s in the scene format's order (`bounds`, `position`, … `shadowPath`,
///   `contents`, `contentsGravity`, `contentsRect`, `contentsCenter`, `contentsScale`, then
///   the extensions), then those of the layer's class (a shape layer's `path`, `fillColor`,
///   `fillRule`, `strokeColor`, `lineWidth`, `lineCap`, `lineJoin`, `miterLimit`,
///   `strokeStart`, `strokeEnd`, `lineDashPattern`, `lineDashPhase`…) — then `mask` when the
///   layer has one, last `sublayers` (always present).
///
/// Values: every property is written, defaults included, except what the snapshot has baked
/// in (`frame`: geometry is `bounds` and `position`; the layer timing keys; `timeRemap`) and
/// Strobe's extensions at their defaults (`maskMode`, `compositingFilter`, `blurRadius`, the
/// text extensions: written only when set); `instanceDelay` is always 0 (the copies are shown
/// as they are at the snapshot's time). Transforms as 16 numbers, row-major; colours as
/// `[r, g, b, a]`, each component clamped to 0…1 as the renderer does (NaN as 0), `null`
/// when nil; paths as SVG path data with absolute commands (`M L Q C Z`), `null` when nil;
/// `contents` as a `data:` URI, `null` without an image; `maskedCorners` as corner names in
/// bit order; `Float` properties (`opacity`, `shadowOpacity`) through their own shortest
/// description. Numbers print in shortest round-trip form (``SceneWriterJSON/format(_:)``).
/// docs/scene-format.md §`strobe eval` output states the same contract.
public struct SceneWriter: Sendable {
  /// The format version written under `strobe`.
  public static let formatVersion = 1

  /// A writer.
  public init() {}

  /// The scene document showing `root`'s sublayers as they are in the snapshot.
  ///
  /// `root` stands for the canvas (as ``SceneDocument/rootLayer`` does): its own
  /// properties are not written, its sublayers become the document's `layers`.
  ///
  /// - Parameters:
  ///   - root: The presentation of the scene's root layer.
  ///   - canvasSize: The canvas size in points (`canvas.width`, `canvas.height`).
  ///   - background: The canvas background (`null` when nil, meaning transparent).
  ///   - export: An `export` block to write, if any.
  /// - Returns: The document as a JSON value; see ``SceneWriterJSON/data()`` for the bytes.
  public func documentJSON(
    root: PresentationLayer, canvasSize: CGSize, background: CGColor?,
    export: SceneExportSettings? = nil
  ) -> SceneWriterJSON {
    var members: [(key: String, value: SceneWriterJSON)] = [
      ("strobe", .number(Double(Self.formatVersion))),
      (
        "canvas",
        .object([
          ("width", .number(Double(canvasSize.width))),
          ("height", .number(Double(canvasSize.height))),
          ("background", color(background)),
        ])
      ),
      ("layers", .array(root.sublayers.map(layerJSON))),
    ]
    if let export { members.append(("export", exportJSON(export))) }
    return .object(members)
  }

  /// ``documentJSON(root:canvasSize:background:export:)`` as UTF-8 JSON text, pretty-printed,
  /// ending with a newline.
  ///
  /// - Throws: ``SceneWriterError/nonFiniteNumber(path:value:)`` when a value is NaN or
  ///   infinite.
  public func document(
    root: PresentationLayer, canvasSize: CGSize, background: CGColor?,
    export: SceneExportSettings? = nil
  ) throws -> Data {
    try documentJSON(root: root, canvasSize: canvasSize, background: background, export: export)
      .data()
  }

  /// Several snapshots of one scene as `{"frames": [{"time": T, "scene": {…}}, …]}`, in the
  /// order given (duplicates kept).
  ///
  /// - Parameters:
  ///   - frames: Each time (document seconds) with the root's presentation at that time.
  ///   - canvasSize: The canvas size in points.
  ///   - background: The canvas background.
  public func framesJSON(
    _ frames: [(time: Double, root: PresentationLayer)], canvasSize: CGSize,
    background: CGColor?
  ) -> SceneWriterJSON {
    .object([
      (
        "frames",
        .array(
          frames.map { frame in
            .object([
              ("time", .number(frame.time)),
              (
                "scene",
                documentJSON(root: frame.root, canvasSize: canvasSize, background: background)
              ),
            ])
          })
      )
    ])
  }

  /// ``framesJSON(_:canvasSize:background:)`` as UTF-8 JSON text.
  ///
  /// - Throws: ``SceneWriterError/nonFiniteNumber(path:value:)``.
  public func frames(
    _ frames: [(time: Double, root: PresentationLayer)], canvasSize: CGSize,
    background: CGColor?
  ) throws -> Data {
    try framesJSON(frames, canvasSize: canvasSize, background: background).data()
  }

  /// The `export` block: only the fields that are set, in the order `times`, `fps`,
  /// `formats`, `scales`.
  public func exportJSON(_ export: SceneExportSettings) -> SceneWriterJSON {
    var members: [(key: String, value: SceneWriterJSON)] = []
    switch export.times {
    case .some(.list(let times)): members.append(("times", .numbers(times)))
    case .some(.keyframes): members.append(("times", .string("keyframes")))
    case .none: break
    }
    if let fps = export.fps { members.append(("fps", .number(fps))) }
    if let formats = export.formats {
      members.append(("formats", .array(formats.map { .string($0) })))
    }
    if let scales = export.scales { members.append(("scales", .numbers(scales))) }
    return .object(members)
  }
}
