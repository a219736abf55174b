import Foundation

/// Document information written into a PDF.
///
/// `nil` fields are left out. The creation date is fixed (see ``creationDate``) so that the
/// same pages always give the same bytes.
public struct PDFMetadata: Sendable, Hashable {
  /// The default creation date, `2000-01-01T00:00:00Z` (ISO 8601 `YYYY-MM-DDThh:mm:ssZ`).
  ///
  /// Fixed so output is reproducible. Do not prefix with `D:` (Cairo then drops
  /// the field).
  public static let fixedCreationDate = "2000-01-01T00:00:00Z"

  /// Document title (`/Title`).
  public var title: String?
  /// Document author (`/Author`).
  public var author: String?
  /// Document subject (`/Subject`).
  public var subject: String?
  /// Application that created the content (`/Creator`).
  public var creator: String?
  /// The creation date (ISO 8601, `YYYY-MM-DDThh:mm:ssZ`); defaults to ``fixedCreationDate``.
  public var creationDate: String

  /// Metadata with the given fields; all optional, creation date fixed by default.
  public init(
    title: String? = nil, author: String? = nil, subject: String? = nil,
    creator: String? = nil, creationDate: String = PDFMetadata.fixedCreationDate
  ) {
    self.title = title
    self.author = author
    self.subject = subject
    self.creator = creator
    self.creationDate = creationDate
  }
}
