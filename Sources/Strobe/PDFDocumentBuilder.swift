import Foundation
import StrobeCore
import StrobeRender

/// Collects pages from any number of scenes, times and layer trees into one PDF.
///
/// Each `add…` call evaluates its frame right away and keeps only the resolved
/// ``DrawList``, so the builder is a `Sendable` value and later changes to a layer tree do
/// not affect pages already added. Pages keep the order they were added in; each has its
/// own size.
///
/// ```swift
/// var pdf = PDFDocumentBuilder(metadata: PDFMetadata(title: "Report", author: "Strobe"))
/// pdf.addPages(ring, times: [0, 0.5, 1])                       // canvas-sized pages
/// pdf.addPage(morph, at: 2, pageSize: CGSize(width: 595, height: 842), margin: 36)  // A4
/// try pdf.write(to: URL(fileURLWithPath: "report.pdf"))
/// ```
public struct PDFDocumentBuilder: Sendable {
  /// Title, author, subject, creator and creation date written into the document.
  public var metadata: PDFMetadata
  /// Rendering options (text as outlines, fallback resolution).
  public var renderer: Renderer
  /// The pages so far, in order.
  public private(set) var pages: [PlacedPDFPage] = []

  /// An empty document.
  public init(metadata: PDFMetadata = PDFMetadata(), renderer: Renderer = Renderer()) {
    self.metadata = metadata
    self.renderer = renderer
  }

  /// The number of pages added.
  public var pageCount: Int { pages.count }

  /// Adds a page showing a ready draw list.
  ///
  /// `pageSize` nil: the page is the list's canvas size. Otherwise the canvas is scaled
  /// uniformly to fit inside the page less `margin` points per side, and centred.
  public mutating func addPage(_ list: DrawList, pageSize: CGSize? = nil, margin: Double = 0) {
    if let pageSize {
      pages.append(PlacedPDFPage.fitting(list, pageSize: pageSize, margin: margin))
    } else {
      pages.append(PlacedPDFPage(list))
    }
  }

  /// Adds a page placed by the caller: `transform` maps canvas points to page points.
  public mutating func addPage(_ list: DrawList, pageSize: CGSize, transform: CGAffineTransform) {
    pages.append(PlacedPDFPage(list, pageSize: pageSize, transform: transform))
  }

  /// Adds the frame of `source` at `time` (seconds); see ``addPage(_:pageSize:margin:)``
  /// for the page size.
  public mutating func addPage(
    _ source: some FrameSource, at time: TimeInterval, pageSize: CGSize? = nil,
    margin: Double = 0
  ) {
    addPage(source.drawList(at: time), pageSize: pageSize, margin: margin)
  }

  /// Adds one page per time of `source`, in the order given.
  public mutating func addPages(
    _ source: some FrameSource, times: [TimeInterval], pageSize: CGSize? = nil,
    margin: Double = 0
  ) {
    for time in times { addPage(source, at: time, pageSize: pageSize, margin: margin) }
  }

  /// Adds a page showing the layer tree `root` at `time` on a `canvasSize`-point canvas
  /// (`root`'s frame in canvas points), over `background` (nil: transparent).
  public mutating func addPage(
    layer root: CALayer, canvasSize: CGSize, at time: TimeInterval = 0,
    background: CGColor? = nil, pageSize: CGSize? = nil, margin: Double = 0
  ) {
    let list = DrawListBuilder().build(
      root: root.presentation(at: time), canvasSize: canvasSize,
      background: background.map(RGBA.init))
    addPage(list, pageSize: pageSize, margin: margin)
  }

  /// The PDF bytes; throws ``RenderError/noPages`` when no page was added.
  ///
  /// The same pages and metadata always give the same bytes (the creation date is fixed
  /// unless ``metadata`` sets another).
  public func data() throws -> Data {
    try renderer.pdfData(placedPages: pages, metadata: metadata)
  }

  /// Writes the PDF to `url` atomically (``AtomicFileWriter``): rendering happens first, so
  /// a failure leaves an existing file untouched.
  public func write(to url: URL) throws {
    try AtomicFileWriter.write(data(), to: url)
  }
}
