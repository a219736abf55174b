import Foundation
import StrobeGeometry

extension CALayer {
  /// A copy of the layer holding its presentation values at the current document time
  /// (`CACurrentMediaTime()`), as Core Animation's `presentation()`: a layer of the same
  /// class whose properties (`position`, `opacity`, `transform`, `strokeEnd`…) read what is
  /// on screen now, and whose key-value coding (`value(forKeyPath: "transform.rotation.z")`)
  /// reads the same.
  ///
  /// iOS code reads it to start a new animation from the on-screen value:
  ///
  /// ```swift
  /// let now = layer.presentation()?.opacity ?? layer.opacity
  /// ```
  ///
  /// The copy is made with ``makeInstance(of:)`` (your own layer class's stored properties
  /// keep their initial values; iOS copies them with `init(layer:)`) and has no sublayers or
  /// animations; changing it changes nothing on screen. Nil only when the class's
  /// `init?(coder:)` fails (iOS returns nil before the layer's first commit).
  public func presentation() -> Self? {
    let snapshot = presentation(at: CACurrentMediaTime())
    guard let copy = CALayer.makeInstance(of: type(of: self)) as? Self else { return nil }
    copy.name = name
    var values = AnimatedValues(layer: snapshot.state)
    switch snapshot.content {
    case .shape(let s): values.shape = s
    case .replicator(let r): values.replicator = r.state
    case .gradient(let g): values.gradient = g
    case .text(let t): values.text = t
    case .plain, .transformLayer: break
    }
    copy.applyAnimatedModel(values)
    copy.presentationSource = self
    return copy
  }

  /// The model layer, as Core Animation's `model()`: the receiver itself for a model layer,
  /// and for a copy returned by ``presentation()`` the layer it was copied from, so
  /// `layer.presentation()?.model() === layer`.
  ///
  /// iOS code reads it to tell the value it set from the value on screen:
  ///
  /// ```swift
  /// let target = layer.model().opacity        // what the code last set
  /// let shown = layer.presentation()?.opacity  // what is drawn now
  /// ```
  ///
  /// Strobe's own name for the model values, a `LayerState`, is ``modelState``.
  public func model() -> Self {
    (presentationSource as? Self) ?? self
  }
}
