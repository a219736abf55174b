import Foundation

extension CALayer {
  /// When the layer's time starts, in its superlayer's time (seconds; default 0).
  public var beginTime: CFTimeInterval {
    get { layerTiming.beginTime }
    set { layerTiming.beginTime = newValue }
  }
  /// The rate of the layer's time relative to its superlayer's (default 1; 0 pauses).
  public var speed: Float {
    get { layerTiming.speed }
    set { layerTiming.speed = newValue }
  }
  /// An offset added to the layer's local time (seconds; default 0).
  public var timeOffset: CFTimeInterval {
    get { layerTiming.timeOffset }
    set { layerTiming.timeOffset = newValue }
  }
  /// A layer's duration: +∞, as measured on Core Animation (layers never wrap).
  public var duration: CFTimeInterval { .infinity }

  /// The timing chain from the root's parent (document time) down to this layer, root first.
  var timingChain: [MediaTiming] {
    var chain: [MediaTiming] = []
    var l: CALayer? = self
    while let layer = l {
      chain.append(layer.layerTiming)
      l = layer.superlayer
    }
    return chain.reversed()
  }

  /// Converts a time from `layer`'s local time space (nil: document time) to this layer's.
  ///
  /// `t_local = (t_parent − beginTime)·speed + timeOffset` down the tree
  /// (docs/core-animation-semantics.md §4.1); measured: begin 3, speed 2, offset 1 maps 10 → 15.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    let host = layer.map { MediaTiming.hostTime(localTime: t, through: $0.timingChain) } ?? t
    return MediaTiming.localTime(hostTime: host, through: timingChain)
  }

  /// Converts a time from this layer's local time space to `layer`'s (nil: document time).
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let host = MediaTiming.hostTime(localTime: t, through: timingChain)
    return layer.map { MediaTiming.localTime(hostTime: host, through: $0.timingChain) } ?? host
  }
}
