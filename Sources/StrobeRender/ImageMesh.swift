import Foundation
import StrobeCore
import StrobeGeometry

/// One image drawn as several clipped, separately placed pieces: nine-part stretching
/// (`contentsCenter`) and images under a perspective transform (a projected mesh).
///
/// The image is decoded once and each cell draws it with its own affine map, clipped to the
/// cell's clip path. Cells are drawn in order; a later cell paints over an earlier one where
/// their clips overlap (the builder extends each cell slightly under the cells drawn after
/// it so that antialiased clip edges do not leave seams).
public struct ImageMesh: Sendable, Hashable {
  /// One clipped placement of the image.
  public struct Cell: Sendable, Hashable {
    /// The clip, mapped by ``clipTransform`` into canvas points (non-zero rule).
    public var clip: PathData
    /// Maps ``clip`` into canvas points.
    public var clipTransform: CGAffineTransform
    /// Maps the image's pixel space ((0, 0) top-left, `width` × `height`) into canvas points.
    public var transform: CGAffineTransform
    /// The image pixels the cell samples, or nil for the whole image.
    ///
    /// Rounded to whole pixels, with their edge pixels repeated outward, so a bitmap's filter
    /// never blends in pixels of a neighbouring piece; with nil the image is transparent
    /// outside its rectangle. Ignored for SVG images (vectors need no clamping; the clip
    /// bounds them). A source that is the whole image is padded on raster output only, so
    /// SVG and PDF embed the bitmap once (its edge then fades over half a pixel there, as
    /// the plain ``DrawList/Operation/image(_:transform:)`` does).
    public var source: CGRect?

    /// A cell.
    public init(
      clip: PathData, clipTransform: CGAffineTransform, transform: CGAffineTransform,
      source: CGRect? = nil
    ) {
      self.clip = clip
      self.clipTransform = clipTransform
      self.transform = transform
      self.source = source
    }
  }

  /// The image (PNG bitmap or SVG vectors).
  public var image: CGImage
  /// The placements, in drawing order.
  public var cells: [Cell]

  /// The clip of the whole mesh (mapped by ``outlineTransform``), or nil for none.
  ///
  /// Cells on the outer edge reach past it, so the silhouette is antialiased once, by this
  /// clip, rather than by each cell's clip (which would leave the edge too light where two
  /// cells meet it).
  public var outline: PathData?
  /// Maps ``outline`` into canvas points.
  public var outlineTransform: CGAffineTransform

  /// A mesh of `cells` showing `image`, clipped to `outline` (mapped by `outlineTransform`).
  public init(
    image: CGImage, cells: [Cell], outline: PathData? = nil,
    outlineTransform: CGAffineTransform = .identity
  ) {
    self.image = image
    self.cells = cells
    self.outline = outline
    self.outlineTransform = outlineTransform
  }
}
