import Foundation
import StrobeGeometry

/// How a ``DrawList/Operation/beginBlur(_:)`` bracket blurs its content (a layer's
/// `blurRadius`, a Strobe extension).
///
/// The content is rendered into an image in the blur's own space (a layer's bounds space),
/// every premultiplied channel is blurred with a Gaussian of standard deviation ``sigma``,
/// and the image is drawn back through ``transform``, so the blur scales and rotates with
/// the layer. The image grid and resolution are a shadow's (``ShadowStyle``): the output's
/// pixels for PNG, ``ShadowStyle/vectorPixelsPerPoint`` per point for SVG and PDF.
public struct BlurStyle: Sendable, Hashable {
  /// Blur space → canvas points (affine).
  public var transform: CGAffineTransform
  /// The Gaussian's standard deviation in blur space (≥ 0; 0 draws the content unblurred).
  public var sigma: Double

  /// A blur style.
  public init(transform: CGAffineTransform, sigma: Double) {
    self.transform = transform
    self.sigma = sigma
  }
}
