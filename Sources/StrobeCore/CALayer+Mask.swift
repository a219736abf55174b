import Foundation

extension CALayer {
  /// A layer whose alpha masks this layer (nil: none).
  ///
  /// As in Core Animation (docs/core-animation-semantics.md §1.5): assigning a layer removes it
  /// from its previous superlayer's sublayers (or from the layer it masked before) and makes
  /// this layer its ``superlayer``; the previous mask is detached. The mask is not a
  /// sublayer: it is presented with its host, its geometry (position, bounds, transform) is
  /// in the host's bounds space (the host's `sublayerTransform` does not apply to it), and
  /// the host with its sublayers, after its opacity, is composited through the mask's alpha
  /// (a hidden or empty mask hides the host entirely). Assigning a layer as its own mask is
  /// ignored. The change takes effect at once (no implicit transition).
  public var mask: CALayer? {
    get { maskLayer }
    set {
      guard newValue !== self, newValue !== maskLayer else { return }
      TransactionStack.current.recordPreChange(self)
      if let old = maskLayer {
        maskLayer = nil
        old.detach()
      }
      guard let layer = newValue else { return }
      layer.removeFromSuperlayer()
      maskLayer = layer
      layer.attach(to: self)
    }
  }
}
