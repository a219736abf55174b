import Foundation
import StrobeGeometry

/// The progress line `strobe render` keeps on standard error while it exports, when standard
/// error is a terminal and `--quiet` is not given.
///
/// The line is `[k/n] frames, X.X frames/s, ETA Ns`, redrawn in place (`\r`, then the text,
/// then the erase-to-end-of-line control `ESC [ K`) and finished with a newline. A frame counts
/// as done once every output showing its time has been written (a multipage PDF completes its
/// pages when the file is written). Redraws are at most one per ``minimumInterval`` except the
/// last, so long exports of small frames do not flood the terminal. Each line of the file
/// listing is preceded by ``clear()`` and followed by ``redraw()`` (README.md §The command
/// line), so a listed name never runs into the progress text. `--watch` draws none.
final class RenderProgress {
  /// Shortest time between two redraws, in seconds (the final state is always drawn).
  static let minimumInterval = 0.1

  /// Where the line is drawn.
  let sink: any OutputSink
  /// Frames in the export.
  let total: Int
  /// Frames done so far.
  private(set) var done = 0
  private let start: Date
  private var lastDraw: Date?
  private var finished = false

  /// A progress line for `total` frames on `sink`, timed from now; draws `[0/n] frames`.
  init(sink: any OutputSink, total: Int) {
    self.sink = sink
    self.total = total
    self.start = Date()
    draw(force: true)
  }

  /// Records `frames` more frames as done and redraws the line (rate-limited).
  func advance(by frames: Int) {
    guard frames > 0 else { return }
    done += frames
    draw(force: done >= total)
  }

  /// Erases the line (`\r`, then `ESC [ K`) so that another line — a listed file on a
  /// terminal shared by standard output — starts at the left margin; ``redraw()`` puts it
  /// back.
  func clear() {
    guard !finished else { return }
    sink.write("\r\u{1B}[K")
  }

  /// Draws the line again now (after ``clear()``), whatever the rate limit.
  func redraw() {
    guard !finished else { return }
    draw(force: true)
  }

  /// Ends the line with a newline (once), so what follows starts on a fresh line.
  func finish() {
    guard !finished else { return }
    finished = true
    sink.write("\n")
  }

  private func draw(force: Bool) {
    let now = Date()
    if !force, let lastDraw, now.timeIntervalSince(lastDraw) < Self.minimumInterval { return }
    lastDraw = now
    let line = Self.line(done: done, total: total, elapsed: now.timeIntervalSince(start))
    sink.write("\r" + line + "\u{1B}[K")
  }

  /// The progress text for `done` of `total` frames after `elapsed` seconds.
  ///
  /// `[k/n] frames` alone until a frame is done and time has passed; then the mean rate
  /// since the start with one decimal (`12.5 frames/s`) and the estimated time left, whole
  /// seconds rounded up (`ETA 3s`; `ETA 0s` when done). A rate below 0.05 prints as `0.0`.
  static func line(done: Int, total: Int, elapsed: Double) -> String {
    let head = "[\(done)/\(total)] frames"
    guard done > 0, elapsed > 0, elapsed.isFinite else { return head }
    let rate = Double(done) / elapsed
    let remaining = max(total - done, 0)
    let eta = Int(saturating: (Double(remaining) / rate - 1e-9).rounded(.up))
    return head + ", " + String(format: "%.1f", rate) + " frames/s, ETA \(max(eta, 0))s"
  }
}
