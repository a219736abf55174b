import Foundation
import StrobeCore
import StrobeGeometry

/// What the Cairo backend consumes: a flat, fully resolved list of drawing operations.
///
/// Built from a presentation snapshot (see ``DrawListBuilder``): absolute transforms are
/// resolved (each operation carries the affine transform from its path space to canvas
/// points), paths are already trimmed, colours and opacity are resolved. The backend knows
/// nothing of layers or animation. `DrawList` is a value and `Sendable`, so frames can be
/// rendered on any thread.
///
/// Group and clip operations nest: every ``Operation/beginGroup(opacity:)`` is closed by an
/// ``Operation/endGroup`` (or ``Operation/endCompositedGroup(_:)``) and every
/// ``Operation/pushClip(_:transform:rule:)`` by a ``Operation/popClip``, properly nested with each other. Masks are three-part brackets
/// (``Operation/beginMaskedContent`` … ``Operation/beginMask`` … ``Operation/endMask``),
/// shadows and blurs two-part ones (``Operation/beginShadow(_:)`` … ``Operation/endShadow``,
/// ``Operation/beginBlur(_:)`` … ``Operation/endBlur``); all nest
/// with groups and clips the same way.
///
/// A ``Renderer`` checks a list once per render and turns it into a tree of brackets, each
/// holding its operations and (for a group) the extents of what it draws (`DisplayList`, see
/// DisplayList.swift): a list that breaks these rules, or holds a value that is not finite,
/// fails with a ``RenderError`` naming the operation's index before anything is drawn.
public struct DrawList: Sendable, Hashable {
  /// One drawing operation.
  public enum Operation: Sendable, Hashable {
    /// Fills `path` (mapped by `transform` into canvas points) with `color` using `rule`.
    case fill(PathData, transform: CGAffineTransform, color: RGBA, rule: FillRule)
    /// Strokes `path`: the stroke geometry (`style.lineWidth`, dashes) is in path space, so
    /// it is scaled by `transform` exactly as Core Animation scales a layer's stroke.
    case stroke(PathData, transform: CGAffineTransform, color: RGBA, style: StrokeStyle)
    /// Starts an offscreen group; everything until the matching ``endGroup`` is composited
    /// with `opacity` (0…1) when the group ends.
    case beginGroup(opacity: Double)
    /// Ends the innermost group and composites it.
    case endGroup
    /// Intersects the clip with `path` (mapped by `transform`) until the matching ``popClip``.
    case pushClip(PathData, transform: CGAffineTransform, rule: FillRule)
    /// Restores the clip in force before the matching ``pushClip(_:transform:rule:)``.
    case popClip
    /// Starts a masked group's content: everything until the matching ``beginMask`` is drawn
    /// offscreen.
    case beginMaskedContent
    /// Ends the masked content and starts its mask: everything until the matching
    /// ``endMask`` is drawn offscreen as the mask (only its alpha counts).
    case beginMask
    /// Composites the masked content through the mask's alpha (Cairo's `cairo_mask`).
    case endMask
    /// Starts a shadow: the operations until the matching ``endShadow`` are not drawn
    /// themselves; their composited alpha, blurred and offset as `style` says, is painted in
    /// the shadow colour (a raster image, see ``ShadowStyle``).
    case beginShadow(ShadowStyle)
    /// Ends the innermost shadow and paints it.
    case endShadow
    /// Draws `image` (PNG bitmap or SVG vectors) with its pixel space — (0, 0) at the
    /// top-left corner, `width` × `height` pixels — mapped by `transform` into canvas points.
    case image(CGImage, transform: CGAffineTransform)
    /// Fills a path with a colour gradient (a `CAGradientLayer`'s drawing).
    case gradient(GradientFill)
    /// Draws a block of text laid out by Pango (a `CATextLayer`'s drawing).
    case text(TextRun)
    /// Draws one image as clipped pieces, each with its own placement (nine-part
    /// `contentsCenter` stretching, images under perspective); see ``ImageMesh``.
    case imageMesh(ImageMesh)
    /// Like ``endMask``, with the mask's coverage taken as `mode` says (a Strobe extension:
    /// inverted alpha, luminance, inverted luminance; see DrawList+MaskMode.swift).
    case endMaskWithMode(LayerMaskMode)
    /// Like ``endGroup``, compositing the group onto what is beneath it with the blend mode
    /// of `filter` instead of source-over (a layer's `compositingFilter`; see
    /// CairoDrawer+Compositing.swift).
    case endCompositedGroup(CompositingFilter)
    /// Starts a blur: the operations until the matching ``endBlur`` are drawn into an image,
    /// blurred as `style` says and drawn (a raster step, see ``BlurStyle``).
    case beginBlur(BlurStyle)
    /// Ends the innermost blur and draws it.
    case endBlur
  }

  /// Canvas size in points.
  public var size: CGSize
  /// Canvas background painted first, or `nil` for transparent.
  public var background: RGBA?
  /// The operations in painting order.
  public var operations: [Operation]

  /// A draw list.
  public init(size: CGSize, background: RGBA?, operations: [Operation]) {
    self.size = size
    self.background = background
    self.operations = operations
  }
}

/// A non-premultiplied sRGB colour with components in 0…1.
public struct RGBA: Sendable, Hashable {
  /// Red, green, blue and alpha in 0…1.
  public var r: Double, g: Double, b: Double, a: Double
  /// A colour from its four components (0…1, not premultiplied).
  public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }
}

/// Fill rule of a fill or clip.
public enum FillRule: String, Sendable, Hashable {
  /// Non-zero winding (Core Graphics' default).
  case nonZero
  /// Even-odd.
  case evenOdd
}

/// Stroke parameters, in path units.
public struct StrokeStyle: Sendable, Hashable {
  /// Line cap at open ends.
  public enum Cap: String, Sendable, Hashable { case butt, round, square }
  /// Join between segments.
  public enum Join: String, Sendable, Hashable { case miter, round, bevel }
  /// Stroke width (> 0).
  public var lineWidth: Double
  /// Cap style.
  public var cap: Cap
  /// Join style.
  public var join: Join
  /// Miter limit (ratio of miter length to line width).
  public var miterLimit: Double
  /// Dash lengths (alternating on/off), empty for a solid line.
  public var dashes: [Double]
  /// Offset into the dash pattern.
  public var dashPhase: Double

  /// A stroke style.
  public init(
    lineWidth: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
    dashes: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashPhase = dashPhase
  }
}
