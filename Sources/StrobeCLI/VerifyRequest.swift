/// A validated `strobe verify` command line: compare a rendered file with a reference PNG.
///
/// The handler prints the maximum channel difference, the number of differing pixels and the
/// PSNR, and fails (exit 1, e.g. by throwing ``ExitCode/failure``) when the maximum channel
/// difference exceeds ``tolerance``.
public struct VerifyRequest: Sendable, Hashable {
  /// Default ``tolerance``.
  public static let defaultTolerance = 2

  /// The SVG, PDF or PNG file to check.
  public var file: String
  /// `--against`: the reference PNG.
  public var reference: String
  /// `--tolerance`: largest allowed channel difference, 0…255.
  public var tolerance: Int
  /// `--page`: the PDF page compared, from 1.
  public var page: Int

  /// Creates a request.
  public init(file: String, reference: String, tolerance: Int = defaultTolerance, page: Int = 1) {
    self.file = file
    self.reference = reference
    self.tolerance = tolerance
    self.page = page
  }
}
