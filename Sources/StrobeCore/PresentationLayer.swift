import Foundation
import StrobeGeometry

/// An immutable snapshot of one layer and its subtree at one time: the presentation tree.
///
/// Produced by ``CALayer/presentation(at:)``; consumed by the renderer. A pure value,
/// `Sendable`, so frames can be built and rendered on any thread.
public struct PresentationLayer: Sendable, Hashable {
  /// What the layer draws besides the common ``LayerState`` look.
  public enum Content: Sendable, Hashable {
    /// A plain `CALayer`: background, border, sublayers only.
    case plain
    /// A `CAShapeLayer`.
    case shape(ShapeState)
    /// A `CAReplicatorLayer`: its values and its delayed copies.
    case replicator(ReplicatorContent)
    /// A `CATransformLayer`: draws nothing itself; its sublayers are depth-sorted in 3-D.
    case transformLayer
    /// A `CAGradientLayer`.
    case gradient(GradientState)
    /// A `CATextLayer`.
    case text(TextState)
  }

  /// The layer's name, if any (for diagnostics and `eval` output).
  public var name: String?
  /// The common layer properties.
  public var state: LayerState
  /// The subclass-specific content.
  public var content: Content
  /// Sublayers in array order (not yet sorted by zPosition).
  public var sublayers: [PresentationLayer]
  /// Transitions running on the layer at this time (their before-subtrees and progress).
  public var transitions: [ActiveTransition]
  /// The mask layer's snapshot: zero or one element.
  ///
  /// An array gives the recursive value type its indirection. Its geometry is in this layer's bounds space.
  public var maskStorage: [PresentationLayer]

  /// The mask layer's snapshot, or nil: its alpha multiplies this layer's rendering.
  public var mask: PresentationLayer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  /// A snapshot node.
  public init(
    name: String? = nil, state: LayerState, content: Content = .plain,
    sublayers: [PresentationLayer] = [], transitions: [ActiveTransition] = [],
    mask: PresentationLayer? = nil
  ) {
    self.name = name
    self.state = state
    self.content = content
    self.sublayers = sublayers
    self.transitions = transitions
    self.maskStorage = mask.map { [$0] } ?? []
  }
}
