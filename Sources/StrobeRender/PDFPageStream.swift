import CCairo
import Foundation

/// Writes a multi-page PDF one page at a time, streaming the bytes out as Cairo produces them.
///
/// Memory stays flat however many pages are added: the stream holds one page's draw list
/// while it draws it (the caller can drop each list after ``addPage(_:)``) and Cairo's PDF
/// surface keeps only its cross-reference bookkeeping, writing each finished page's objects
/// to the output. The bytes are exactly those of ``Renderer/pdfData(pages:metadata:)`` for
/// the same pages, renderer and metadata.
///
/// ```swift
/// let stream = try PDFPageStream(to: URL(fileURLWithPath: "frames.pdf"))
/// for t in times { try stream.addPage(document.drawList(at: t)) }
/// try stream.finish()
/// ```
///
/// Writing to a URL goes through ``AtomicFileStream``: the destination appears only when
/// ``finish(skipIfIdentical:)`` succeeds; after any error (a bad page, a full disk) the temporary file is
/// removed, an existing destination is untouched, and the stream refuses further pages. A
/// stream dropped before ``finish(skipIfIdentical:)`` also leaves no file. Not thread-safe: use one stream
/// from one thread at a time.
public final class PDFPageStream {
  /// Receives the PDF's bytes in order.
  public typealias Output = (UnsafeRawBufferPointer) throws -> Void

  /// The renderer whose options (text as outlines, fallback resolution) draw the pages.
  public let renderer: Renderer
  /// The document information.
  public let metadata: PDFMetadata
  /// Pages added so far.
  public private(set) var pageCount = 0

  private let sink: Sink
  private let file: AtomicFileStream?
  private var surface: OpaquePointer?
  private var state = State.open

  /// Where the stream is in its life.
  private enum State { case open, finished, failed }

  /// Passes Cairo's writes to the output and keeps the first error it throws.
  private final class Sink {
    let output: Output
    var error: Error?
    init(output: @escaping Output) { self.output = output }

    static let writeFunction: cairo_write_func_t = { closure, bytes, length in
      guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
      guard sink.error == nil else { return CAIRO_STATUS_WRITE_ERROR }
      guard length > 0, let bytes else { return CAIRO_STATUS_SUCCESS }
      do {
        try sink.output(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      } catch {
        sink.error = error
        return CAIRO_STATUS_WRITE_ERROR
      }
    }
  }

  /// A stream handing its bytes to `output` (called on the thread that adds pages).
  ///
  /// An error thrown by `output` fails the page being added (or ``finish(skipIfIdentical:)``) with that
  /// error.
  public init(
    renderer: Renderer = Renderer(), metadata: PDFMetadata = PDFMetadata(),
    output: @escaping Output
  ) {
    self.renderer = renderer
    self.metadata = metadata
    sink = Sink(output: output)
    file = nil
  }

  /// A stream writing the file at `url` atomically (see the type's documentation).
  ///
  /// - Throws: the destination errors of ``AtomicFileStream/init(url:)``.
  public init(
    renderer: Renderer = Renderer(), metadata: PDFMetadata = PDFMetadata(), to url: URL
  ) throws {
    let file = try AtomicFileStream(url: url)
    self.renderer = renderer
    self.metadata = metadata
    self.file = file
    sink = Sink(output: { try file.write($0) })
  }

  deinit {
    if let surface {
      // Drop the output first so finishing the surface writes nothing.
      sink.error = sink.error ?? RenderError.noPages
      cairo_surface_destroy(surface)
    }
    file?.abort()
  }

  /// The file being written, for a stream made with ``init(renderer:metadata:to:)``.
  public var fileStream: AtomicFileStream? { file }

  /// Draws `list` as the next page (its size in points is the page size).
  ///
  /// - Throws: ``RenderError/invalidSize(width:height:scale:)`` or
  ///   ``RenderError/sizeTooLarge(pixelWidth:pixelHeight:limit:)`` for a bad page size (as
  ///   ``Renderer/pdfData(pages:metadata:)``), a drawing error naming the page index, the
  ///   output's error, or ``RenderError/streamClosed`` after ``finish(skipIfIdentical:)`` or a failure. Any
  ///   error ends the stream.
  public func addPage(_ list: DrawList) throws {
    try checkOpen()
    do {
      _ = try Renderer.pixelSize(of: list.size, scale: 1)
      let display = try DisplayList(list)
      let surface = try self.surface ?? makeSurface(first: list)
      let index = pageCount
      try renderer.addPDFPage(
        to: surface, index: index, size: list.size, fallbackFor: list,
        draw: { cr in
          try CairoDrawer(cr: cr, scale: 1, textAsOutlines: renderer.textAsOutlines).draw(display)
        },
        afterShowPage: { if let error = sink.error { throw error } })
      pageCount += 1
    } catch {
      fail()
      throw error
    }
  }

  /// Ends the document: writes the trailer and, for a file, publishes it.
  ///
  /// - Returns: for a file stream, the result of ``AtomicFileStream/commit(skipIfIdentical:)``
  ///   (false when `skipIfIdentical` found the destination already identical); otherwise true.
  /// - Throws: ``RenderError/noPages`` when no page was added, the output's or the file's
  ///   error, or ``RenderError/streamClosed`` when called twice or after a failure.
  @discardableResult
  public func finish(skipIfIdentical: Bool = false) throws -> Bool {
    try checkOpen()
    do {
      guard let surface else { throw RenderError.noPages }
      cairo_surface_finish(surface)
      if let error = sink.error { throw error }
      try CairoStatus.check(surface: surface, "finish PDF surface")
      cairo_surface_destroy(surface)
      self.surface = nil
      let written = try file?.commit(skipIfIdentical: skipIfIdentical) ?? true
      state = .finished
      return written
    } catch {
      fail()
      throw error
    }
  }

  /// Throws unless pages can still be added.
  private func checkOpen() throws {
    guard state == .open else { throw RenderError.streamClosed }
  }

  /// Ends the stream after an error: no more output, no file.
  private func fail() {
    state = .failed
    if let surface {
      sink.error = sink.error ?? RenderError.streamClosed
      cairo_surface_destroy(surface)
      self.surface = nil
    }
    file?.abort()
  }

  /// Creates the PDF surface sized for the first page, with the metadata set, exactly as
  /// ``Renderer/pdfData(pages:metadata:)`` does.
  private func makeSurface(first: DrawList) throws -> OpaquePointer {
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        Sink.writeFunction, Unmanaged.passUnretained(sink).toOpaque(), Double(first.size.width),
        Double(first.size.height))
    else { throw RenderError.cairo(operation: "create PDF surface", status: "no surface") }
    self.surface = surface
    try renderer.configurePDFSurface(surface, metadata: metadata)
    return surface
  }
}
