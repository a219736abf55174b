import Foundation
import StrobeRender
import StrobeScene

/// The `--manifest` file of `strobe render`: one entry per output, in output order.
///
/// JSON, a top-level array of objects with keys in this order: `path` (the file name
/// relative to `--out`), `time` (seconds; a multipage PDF has `times`, every page's time, in
/// its place), `format` (`svg`, `pdf`, `png`), `scale` (1 for SVG and PDF), `bytes` (file
/// size) and `sha256` (64 lowercase hex digits). Numbers print as Swift's shortest
/// round-tripping decimal (`0.5`, `1.0`), so equal runs give equal manifests.
struct RenderManifest {
  /// One output file.
  struct Entry {
    /// File name relative to `--out`.
    var path: String
    /// The times shown (one, or one per page of a multipage PDF).
    var times: [Double]
    /// Whether the output is a multipage PDF (writes `times` instead of `time`).
    var multipage: Bool
    /// The format written.
    var format: OutputFormat
    /// The pixel scale (1 for SVG and PDF).
    var scale: Double
    /// The file's size in bytes.
    var bytes: Int
    /// The file's SHA-256, 64 lowercase hex digits.
    var sha256: String
  }

  /// The entries, in output order.
  var entries: [Entry] = []

  /// The manifest as JSON text (ends with a newline).
  func json() -> String {
    if entries.isEmpty { return "[]\n" }
    let lines = entries.map { entry -> String in
      var fields = ["\"path\": \(Self.quoted(entry.path))"]
      if entry.multipage {
        fields.append("\"times\": [\(entry.times.map { "\($0)" }.joined(separator: ", "))]")
      } else {
        fields.append("\"time\": \(entry.times[0])")
      }
      fields.append("\"format\": \"\(entry.format.rawValue)\"")
      fields.append("\"scale\": \(entry.scale)")
      fields.append("\"bytes\": \(entry.bytes)")
      fields.append("\"sha256\": \"\(entry.sha256)\"")
      return "  {" + fields.joined(separator: ", ") + "}"
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }

  /// `text` as a JSON string literal (the scene writer's quoting).
  static func quoted(_ text: String) -> String { SceneWriterJSON.quote(text) }
}
