extension CALayer {
  /// How ``mask`` masks this layer (a Strobe extension; default ``LayerMaskMode/alpha``).
  ///
  /// Not animatable. With no mask the mode has no effect. Alpha-inverted and luminance
  /// modes let Lottie's track mattes be expressed exactly (see ``LayerMaskMode``).
  public var maskMode: LayerMaskMode {
    get { modelState.maskMode }
    set { CALayer.layerProperties.maskMode.set(newValue, on: self) }
  }
}
