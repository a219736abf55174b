import Foundation
import StrobeGeometry

/// How a ``DrawList/Operation/beginShadow(_:)`` bracket turns its content into a shadow.
///
/// The shadow is made in the shadow's own space (a layer's bounds space): the content's
/// composited alpha is rendered into an image covering the content plus 3σ, blurred with a
/// Gaussian of standard deviation ``sigma``, moved by ``offset``, tinted with ``color``
/// (its alpha multiplies the blurred coverage) and mapped into canvas points by
/// ``transform``. Working in the layer's space makes the blur and offset rotate and scale
/// with the layer, as Core Animation's shadows do.
///
/// Resolution of the shadow image (pixels per shadow-space unit): the output's pixels per
/// unit, i.e. `scale × √|det transform|` for PNG output, and ``vectorPixelsPerPoint`` (per
/// canvas point, × √|det transform|) for SVG and PDF output, where the shadow is an
/// embedded image while everything else stays vector.
public struct ShadowStyle: Sendable, Hashable {
  /// Shadow space → canvas points (affine).
  public var transform: CGAffineTransform
  /// The shadow colour, non-premultiplied; its alpha already includes `shadowOpacity`.
  public var color: RGBA
  /// The shadow's offset in shadow space.
  public var offset: CGSize
  /// The Gaussian's standard deviation in shadow space (≥ 0; 0 = a sharp shadow).
  public var sigma: Double

  /// Pixels per canvas point of the shadow image embedded in SVG and PDF output (144 dpi).
  public static let vectorPixelsPerPoint = 2.0

  /// A perspective map applied after ``transform`` (nil: none), for a layer whose transform
  /// is not affine.
  ///
  /// The shadow is then made in the layer's bounds space (``transform`` is the identity)
  /// and the blurred image is drawn through a projected mesh (``ImageMesh`` cells, within
  /// 0.25 canvas point of the exact projection). Its resolution is ``vectorPixelsPerPoint``
  /// (or the output scale) per bounds-space unit, not adjusted for foreshortening.
  public var projection: CATransform3D?

  /// A shadow style.
  public init(
    transform: CGAffineTransform, color: RGBA, offset: CGSize, sigma: Double,
    projection: CATransform3D? = nil
  ) {
    self.transform = transform
    self.color = color
    self.offset = offset
    self.sigma = sigma
    self.projection = projection
  }
}
