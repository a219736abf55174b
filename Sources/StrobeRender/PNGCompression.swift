/// How hard Strobe's PNG writer compresses (``Renderer/pngCompression``).
///
/// Every level writes the same pixels (8-bit RGBA, straight alpha, exactly what Cairo's own
/// PNG writer stores); only the file size and the time taken differ. The IDAT stream is
/// compressed with libdeflate in zlib format.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
  /// libdeflate level 1, no row filtering (filter type 0 on every row): the quickest, the
  /// largest files.
  case fast
  /// libdeflate level 5 with adaptive per-row filtering (see ``PNGEncoder``): files about
  /// the size zlib's default level 6 writes (what libpng, Cairo's writer and Pillow use) at
  /// about three quarters of libdeflate level 6's time (docs/performance.md §PNG encoding).
  case `default`
  /// libdeflate level 12 (its strongest) with adaptive per-row filtering: the smallest files,
  /// the slowest.
  case best

  /// The libdeflate compression level (1, 5 or 12).
  public var deflateLevel: Int32 {
    switch self {
    case .fast: return 1
    case .default: return 5
    case .best: return 12
    }
  }

  /// Whether rows are filtered adaptively (false: every row uses filter type 0, none).
  public var filtersRows: Bool { self != .fast }
}
