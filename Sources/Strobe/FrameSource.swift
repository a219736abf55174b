import Foundation
import StrobeCore
import StrobeRender
import StrobeScene

/// Anything Strobe can render at a document time: a loaded ``SceneDocument`` or a
/// ``FrozenScene``.
///
/// The rendering calls (``svgData(at:renderer:)``, ``pngData(at:scale:renderer:)``,
/// ``pdfData(times:pageSize:margin:metadata:renderer:)``,
/// ``draw(at:into:clipToCanvas:renderer:)`` …) come from an extension and work the same on
/// every source. Conform a type of your own by giving its canvas size, its duration and its
/// ``DrawList`` at a time.
public protocol FrameSource {
  /// The canvas size in points; frames are this size (PNG: times the scale).
  var canvasSize: CGSize { get }
  /// The length of the animation in seconds (0 for a still).
  var duration: TimeInterval { get }
  /// The frame at document time `time` (seconds) as a resolved, `Sendable` draw list.
  func drawList(at time: TimeInterval) -> DrawList
}

extension SceneDocument: FrameSource {}
