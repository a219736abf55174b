import CCairo
import Foundation

/// One PNG grid of frames, each cell a thumbnail labelled underneath (the picture to glance
/// at after an export).
///
/// Layout, in pixels: `columns` (default `ceil(√n)`) × `ceil(n / columns)` cells on a
/// ``background`` sheet, ``padding`` around and between cells. Every thumbnail is the first
/// frame's canvas at scale `s = min(1, thumbnailSize / max(canvas width, canvas height))`
/// (never enlarged), so it fits a `thumbnailSize`-pixel square and is exactly
/// `Renderer.pixelSize(of: canvas, scale: s)`; it is rendered as ``Renderer/rasterize(_:scale:)``
/// would and painted at a whole-pixel position, over ``backdrop`` (what a transparent frame
/// shows), on the ``background`` sheet. Under each thumbnail is a ``labelHeight``-pixel strip with the frame's
/// label, centred, in DejaVu Sans at ``labelFontSize`` pixels (Pango, hinting off, the same
/// text path as ``TextRun``), cut with an ellipsis when too long.
///
/// Deterministic: the same frames and labels give the same bytes. Memory is the sheet plus
/// one thumbnail; frames are asked for one at a time.
public struct ContactSheet: Sendable, Hashable {
  /// Default ``thumbnailSize``, in pixels.
  public static let defaultThumbnailSize = 256
  /// Pixels around and between cells.
  public static let padding = 8
  /// Height of the label strip under each thumbnail, in pixels.
  public static let labelHeight = 20
  /// Label font size (em), in pixels.
  public static let labelFontSize = 12.0
  /// The label font family.
  public static let labelFont = "DejaVu Sans"

  /// Where each cell goes, for `frameCount` frames of one canvas size.
  public struct Layout: Sendable, Hashable {
    /// Cells per row.
    public var columns: Int
    /// Rows of cells.
    public var rows: Int
    /// The scale thumbnails are rendered at.
    public var scale: Double
    /// Thumbnail size in pixels.
    public var thumbnailWidth: Int, thumbnailHeight: Int
    /// Sheet size in pixels.
    public var width: Int, height: Int

    /// The top-left pixel of cell `index`'s thumbnail (cells fill rows left to right).
    public func origin(ofCell index: Int) -> (x: Int, y: Int) {
      let column = index % columns
      let row = index / columns
      return (
        ContactSheet.padding + column * (thumbnailWidth + ContactSheet.padding),
        ContactSheet.padding + row
          * (thumbnailHeight + ContactSheet.labelHeight + ContactSheet.padding)
      )
    }
  }

  /// The longest thumbnail side, in pixels (≥ 1).
  public var thumbnailSize: Int
  /// Cells per row, or nil for `ceil(√n)`.
  public var columns: Int?
  /// The sheet colour (default light grey, 224 of 255, opaque).
  public var background: RGBA
  /// What a transparent frame shows through, under each thumbnail (default white), so
  /// the canvas's extent stands out from the sheet.
  public var backdrop: RGBA
  /// The label colour (default near-black).
  public var labelColor: RGBA

  /// A contact sheet description.
  public init(
    thumbnailSize: Int = ContactSheet.defaultThumbnailSize, columns: Int? = nil,
    background: RGBA = RGBA(224.0 / 255, 224.0 / 255, 224.0 / 255, 1),
    backdrop: RGBA = RGBA(1, 1, 1, 1), labelColor: RGBA = RGBA(0.1, 0.1, 0.1, 1)
  ) {
    self.thumbnailSize = thumbnailSize
    self.columns = columns
    self.background = background
    self.backdrop = backdrop
    self.labelColor = labelColor
  }

  /// The layout of `frameCount` frames of a `canvas`-point canvas.
  ///
  /// - Throws: ``RenderError/noPages`` for no frames, ``RenderError/invalidSize(width:height:scale:)``
  ///   for a bad canvas or thumbnail size, ``RenderError/contactSheetTooLarge(pixelWidth:pixelHeight:frames:)``
  ///   past ``Renderer/maximumPixelSide`` per side.
  public func layout(frameCount: Int, canvas: CGSize) throws -> Layout {
    guard frameCount > 0 else { throw RenderError.noPages }
    let longest = max(Double(canvas.width), Double(canvas.height))
    guard thumbnailSize >= 1, longest.isFinite, longest > 0 else {
      throw RenderError.invalidSize(
        width: Double(canvas.width), height: Double(canvas.height), scale: Double(thumbnailSize))
    }
    let scale = min(1, Double(thumbnailSize) / longest)
    let (tw, th) = try Renderer.pixelSize(of: canvas, scale: scale)
    let cols = max(1, min(columns ?? Int(Double(frameCount).squareRoot().rounded(.up)), frameCount))
    let rows = (frameCount + cols - 1) / cols
    let width = Double(Self.padding) + Double(cols) * Double(tw + Self.padding)
    let height =
      Double(Self.padding) + Double(rows) * Double(th + Self.labelHeight + Self.padding)
    guard width <= Double(Renderer.maximumPixelSide), height <= Double(Renderer.maximumPixelSide)
    else {
      throw RenderError.contactSheetTooLarge(
        pixelWidth: width, pixelHeight: height, frames: frameCount)
    }
    return Layout(
      columns: cols, rows: rows, scale: scale, thumbnailWidth: tw, thumbnailHeight: th,
      width: Int(width), height: Int(height))
  }

  /// Renders the sheet of `frameCount` frames as PNG bytes.
  ///
  /// - Parameters:
  ///   - canvas: the canvas size in points (every frame's; the first frame's for a scene).
  ///   - renderer: draws the thumbnails and encodes the PNG (its ``Renderer/pngCompression``).
  ///   - frame: frame `i`'s draw list and label, asked for once each, in order.
  /// - Throws: ``layout(frameCount:canvas:)``'s errors, drawing and encoding errors, and
  ///   `frame`'s error.
  public func pngData(
    frameCount: Int, canvas: CGSize, renderer: Renderer = Renderer(),
    frame: (Int) throws -> (list: DrawList, label: String)
  ) throws -> Data {
    let layout = try layout(frameCount: frameCount, canvas: canvas)
    guard
      let sheet = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(layout.width), Int32(layout.height))
    else { throw RenderError.cairo(operation: "create image surface", status: "no surface") }
    defer { cairo_surface_destroy(sheet) }
    try CairoStatus.check(surface: sheet, "create \(layout.width)×\(layout.height) contact sheet")
    guard let cr = cairo_create(sheet) else {
      throw RenderError.cairo(operation: "create context", status: "no context")
    }
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, background.r, background.g, background.b, background.a)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    let labeller = CairoDrawer(cr: cr, scale: 1, textAsOutlines: renderer.textAsOutlines)
    for index in 0..<frameCount {
      let (list, label) = try frame(index)
      let (x, y) = layout.origin(ofCell: index)
      try renderer.withRenderedSurface(list, scale: layout.scale) { thumbnail in
        cairo_save(cr)
        cairo_rectangle(
          cr, Double(x), Double(y), Double(layout.thumbnailWidth), Double(layout.thumbnailHeight))
        cairo_clip(cr)
        cairo_set_source_rgba(cr, backdrop.r, backdrop.g, backdrop.b, backdrop.a)
        cairo_paint(cr)
        cairo_set_source_surface(cr, thumbnail, Double(x), Double(y))
        cairo_paint(cr)
        cairo_restore(cr)
      }
      try CairoStatus.check(context: cr, "paint thumbnail \(index)")
      let run = TextRun(
        string: label, fontFamily: Self.labelFont, fontSize: Self.labelFontSize,
        color: labelColor, alignment: .center, truncation: .end,
        frame: CGRect(
          x: Double(x), y: Double(y + layout.thumbnailHeight) + 3,
          width: Double(layout.thumbnailWidth), height: Double(Self.labelHeight) - 3))
      try labeller.draw(
        DisplayList(
          DrawList(
            size: CGSize(width: layout.width, height: layout.height), background: nil,
            operations: [.text(run)])))
    }
    cairo_surface_flush(sheet)
    return try Renderer.encodePNG(surface: sheet, compression: renderer.pngCompression)
  }
}
