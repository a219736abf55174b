import Foundation
import StrobeCore
import StrobeRender
import StrobeScene
import Synchronization

/// A layer tree whose timeline can no longer change, safe to render from many threads.
///
/// Layers are classes and a ``SceneDocument`` is not `Sendable`; a frozen scene is. It takes
/// the layer tree over (the parameters are `sending`: the compiler rejects code that keeps
/// using the tree afterwards) and evaluates it under a lock, which is quick next to
/// rendering: ``drawList(at:)`` holds the lock only while it takes the presentation
/// snapshot, then builds the draw list outside it, and the rendering calls of
/// ``FrameSource`` encode outside it too. So frames at different times render in parallel
/// (for example in a task group), and each frame's bytes are exactly those of a serial
/// render.
///
/// ```swift
/// let scene = try FrozenScene(contentsOf: URL(fileURLWithPath: "ring.strobe.json"))
/// let frames = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
///   for i in 0..<30 {
///     group.addTask { (i, try scene.pngData(at: Double(i) / 30)) }
///   }
///   return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
/// }
/// ```
public final class FrozenScene: FrameSource, Sendable {
  /// The canvas size in points.
  public let canvasSize: CGSize
  /// The canvas background painted under the tree, or nil for transparent.
  public let background: CGColor?
  /// The scene's length in seconds (see ``SceneDocument/duration``).
  public let duration: TimeInterval
  /// Every time in `0…duration` at which an animation begins, ends, repeats, reverses or
  /// passes a keyframe (and every transaction time of a scene file), sorted; always holds 0.
  public let keyframeTimes: [Double]
  /// The scene file's `export` block, if it had one.
  public let export: SceneExportSettings?
  /// The name used in messages: the scene's file name, or `"layer tree"`.
  public let name: String
  /// The tree; only touched under the lock.
  private let root: Mutex<CALayer>
  /// Builds every frame's draw list, measuring each trimmed path once across frames (its
  /// cache is `Sendable`: frames may be built on several threads).
  private let builder = DrawListBuilder(pathMeasures: PathMeasureCache())

  /// Freezes a loaded scene; the document must not be used afterwards.
  public init(_ document: sending SceneDocument) {
    canvasSize = document.canvasSize
    background = document.background
    duration = document.duration
    keyframeTimes = document.keyframeTimes
    export = document.export
    name = document.fileName
    root = Mutex(document.rootLayer)
  }

  /// Loads and freezes the scene file at `url` (see ``SceneLoader/load(contentsOf:displayName:options:)``
  /// for the errors).
  public convenience init(contentsOf url: URL) throws {
    self.init(try SceneLoader.load(contentsOf: url))
  }

  /// Parses and freezes scene JSON; `fileName` names it in error messages.
  public convenience init(data: Data, fileName: String = "scene.json") throws {
    self.init(try SceneLoader.load(data: data, fileName: fileName))
  }

  /// Freezes a layer tree built in Swift, rendered on a `canvasSize`-point canvas.
  ///
  /// `root` is drawn as a sublayer of the canvas would be: its frame in canvas points (a
  /// root with `frame = (0, 0, canvas)` covers the canvas exactly). `duration` (seconds)
  /// bounds ``keyframeTimes``; animations may run past it. Animations must be added before
  /// freezing; the tree must not be touched afterwards (`sending` enforces it).
  public init(
    root: sending CALayer, canvasSize: CGSize, background: CGColor? = nil,
    duration: TimeInterval = 0
  ) {
    self.canvasSize = canvasSize
    self.background = background
    self.duration = duration
    var times = Set(root.eventTimes(until: duration))
    times.insert(0)
    keyframeTimes = times.sorted()
    export = nil
    name = "layer tree"
    self.root = Mutex(root)
  }

  /// The presentation snapshot of the whole tree at document time `time` (seconds).
  public func presentation(at time: TimeInterval) -> PresentationLayer {
    root.withLock { $0.presentation(at: time) }
  }

  /// The frame at document time `time`: the canvas size and background, the tree as
  /// presented at `time`.
  public func drawList(at time: TimeInterval) -> DrawList {
    builder.build(
      root: presentation(at: time), canvasSize: canvasSize,
      background: background.map(RGBA.init))
  }

  /// The tree as one animated SVG that browsers play, from `from` to `to` (default: the end).
  ///
  /// Document times in seconds; `to` defaults to ``duration``. See ``AnimatedSVGWriter``
  /// and docs/animated-output.md §Animated SVG. Holds the lock while it writes.
  public func animatedSVG(
    from: TimeInterval = 0, to: TimeInterval? = nil, writer: AnimatedSVGWriter = AnimatedSVGWriter()
  ) throws -> AnimatedSVG {
    let size = canvasSize
    let background = background
    let end = to ?? duration
    return try root.withLock { root in
      try writer.write(root: root, canvasSize: size, background: background, from: from, to: end)
    }
  }
}
