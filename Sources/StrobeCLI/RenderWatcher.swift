import Foundation
import Strobe

/// `strobe render --watch`: renders, then renders again whenever the scene file or a file it
/// references (contents images) changes, until SIGINT.
///
/// Files are polled every ``pollInterval`` (modification time and size; no inotify). Each
/// render prints one line to standard output: `HH:MM:SS rendered <scene>: <n> file(s) in
/// <s> s`, or `HH:MM:SS error: <message>` when the scene does not load or render — the
/// watch goes on. SIGINT ends the watch after the render in progress; the status is 0.
struct RenderWatcher {
  /// How often the files are checked.
  static let pollInterval = 0.2

  /// The render to repeat (its `watch` flag is ignored).
  var request: RenderRequest
  /// The scene file's path.
  var scenePath: String

  /// A file's identity for change detection: modification time and size.
  struct Stamp: Equatable {
    var modified: Date?
    var size: Int?
  }

  /// Runs until interrupted.
  func run(io: CommandIO) throws {
    let flag = InterruptFlag()
    defer { flag.stop() }
    var inner = request
    inner.quiet = false  // the listing is captured and counted, not shown
    var watched = [scenePath]
    var stamps: [String: Stamp] = [:]
    while !flag.isSet {
      stamps = Dictionary(uniqueKeysWithValues: watched.map { ($0, Self.stamp($0)) })
      watched = render(inner, io: io) ?? watched
      for path in watched where stamps[path] == nil { stamps[path] = Self.stamp(path) }
      // Wait for a change (or SIGINT).
      while !flag.isSet && watched.allSatisfy({ Self.stamp($0) == stamps[$0] }) {
        Thread.sleep(forTimeInterval: Self.pollInterval)
      }
    }
  }

  /// Renders once and prints its line; returns the files to watch (nil when the scene could
  /// not be read, so the previous list is kept).
  func render(_ request: RenderRequest, io: CommandIO) -> [String]? {
    var request = request
    request.allowsProgress = false  // the per-render line replaces the progress line
    let start = Date()
    let clock = Self.clockFormatter.string(from: start)
    var files: [String]?
    do {
      let url = URL(fileURLWithPath: scenePath)
      // Read and parsed once per change, under the request's limits, as `render` does.
      let options = request.limits.loadOptions(
        allowsOutsideContents: request.allowsOutsideContents)
      let spec = try SceneLoader.loadSpec(
        contentsOf: url, displayName: scenePath, options: options)
      files = [scenePath] + Self.referencedFiles(spec, folder: url.deletingLastPathComponent())
      let document = try spec.makeDocument(url: url, options: options)
      let sink = MemoryOutputSink()
      try RenderJob(request: request, document: document).run(
        io: CommandIO(stdout: sink, stderr: io.stderr, environment: io.environment))
      let seconds = Date().timeIntervalSince(start)
      let count = sink.text.split(separator: "\n").filter {
        !$0.hasPrefix("verify") && !$0.hasPrefix("removed: ")
      }.count
      io.stdout.write(
        "\(clock) rendered \(scenePath): \(count) file\(count == 1 ? "" : "s") in "
          + String(format: "%.2f", seconds) + " s\n")
    } catch {
      let message = ErrorHint.message(for: error).replacingOccurrences(of: "\n", with: " ")
      io.stdout.write("\(clock) error: \(message)\n")
    }
    return files
  }

  /// The contents files of every layer (not `data:` URIs), resolved against `folder`.
  static func referencedFiles(_ spec: SceneSpec, folder: URL) -> [String] {
    var out: [String] = []
    for layer in spec.allLayers {
      for property in layer.properties where property.key == "contents" {
        guard case .string(let s) = property.value, !s.hasPrefix("data:") else { continue }
        let path = s.hasPrefix("/") ? s : folder.appendingPathComponent(s).path
        if !out.contains(path) { out.append(path) }
      }
    }
    return out
  }

  /// The file's modification time and size (both nil when it does not exist).
  static func stamp(_ path: String) -> Stamp {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return Stamp(
      modified: attributes?[.modificationDate] as? Date,
      size: (attributes?[.size] as? NSNumber)?.intValue)
  }

  /// Local wall-clock time, `HH:mm:ss`.
  static var clockFormatter: DateFormatter {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.dateFormat = "HH:mm:ss"
    return f
  }
}
