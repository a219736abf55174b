import Foundation

extension Renderer {
  /// Renders `list` in `format` and writes it atomically to `url`.
  ///
  /// `scale` only affects PNG. The file is replaced all-or-nothing through
  /// ``AtomicFileWriter``; rendering happens first, so a render error leaves the destination
  /// untouched.
  public func write(
    _ list: DrawList, format: OutputFormat, to url: URL, scale: Double = 1
  ) throws {
    try AtomicFileWriter.write(data(list, format: format, scale: scale), to: url)
  }

  /// Renders `pages` as a multi-page PDF and writes it atomically to `url`.
  public func writePDF(
    pages: [DrawList], metadata: PDFMetadata = PDFMetadata(), to url: URL
  ) throws {
    try AtomicFileWriter.write(pdfData(pages: pages, metadata: metadata), to: url)
  }
}
