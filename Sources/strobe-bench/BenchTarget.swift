import Foundation

/// A performance target from the issues: an absolute time or a ratio to the baseline row.
enum BenchTarget {
  /// At most this many seconds per iteration (minimum over samples).
  case seconds(Double)
  /// At most this ratio of the baseline row's minimum.
  case ratio(Double)

  /// The target as text (`≤ 1 ms`, `≤ 1.10×`).
  var text: String {
    switch self {
    case .seconds(let s):
      let (value, unit) = s >= 1e-3 ? (s * 1e3, "ms") : (s * 1e6, "µs")
      return "≤ \(String(format: "%g", value)) \(unit)"
    case .ratio(let r): return "≤ \(BenchReport.ratio(r))"
    }
  }

  /// Whether `measurement` meets the target (`ratio` is its ratio to the baseline, if any);
  /// nil when the ratio is needed but missing.
  func isMet(by measurement: Measurement, ratio: Double?) -> Bool? {
    switch self {
    case .seconds(let s): return measurement.minimum <= s
    case .ratio(let r): return ratio.map { $0 <= r }
    }
  }

  /// The targets of issues 3, 4 and 6, by benchmark name.
  static let targets: [String: BenchTarget] = [
    "path.measure/segments=1000": .seconds(1e-3),
    "path.trim/segments=1000": .seconds(50e-6),
    "path.morph.resample/segments=100": .seconds(200e-6),
    "eval/layers=1000,anims=3": .seconds(1e-3),
    "render.raster/shapes=1000": .ratio(1.10),
    "render.svg/shapes=1000": .ratio(1.10),
    "render.pdf/shapes=1000": .ratio(1.10),
    "e2e.svg/shapes=1000": .ratio(1.10),
    "e2e.pdf/shapes=1000": .ratio(1.10),
  ]
}
