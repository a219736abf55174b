extension CALayer {
  /// The Core Image compositing filter this layer and its sublayers are composited with onto
  /// what is beneath them (Core Animation's `compositingFilter`; default nil: source-over).
  ///
  /// Set it, as on macOS and in iOS code, to a filter name string — `"multiplyBlendMode"`,
  /// `"screenBlendMode"`, … `"luminosityBlendMode"`, `"additionCompositing"`,
  /// `"sourceOverCompositing"` (``CompositingFilter`` lists them; the Core Image spelling
  /// `"CIMultiplyBlendMode"` is accepted too) — or to a ``CompositingFilter``. The layer's
  /// subtree, with its opacity, mask and shadow, is drawn as one group and composited with
  /// the filter's blend mode (docs/scene-format.md §Compositing filters). Reading it gives the
  /// filter's name string. A value Strobe cannot draw (a name no ``CompositingFilter`` has, a
  /// `CIFilter` object) is not kept: the property reads nil afterwards and the layer
  /// composites source-over. Not animatable.
  public var compositingFilter: Any? {
    get { modelState.compositingFilter?.rawValue }
    set {
      CALayer.layerProperties.compositingFilter.set(CompositingFilter(filter: newValue), on: self)
    }
  }
}
