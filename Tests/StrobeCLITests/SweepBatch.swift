import Foundation

/// Runs the `strobe` executable on documents that each hold many cases of a numeric sweep.
///
/// One document holds many cases (one layer per case, say). A child that exits 0 accepts them
/// all. A child that exits 1 refuses the case its message points at (`culprit`), which is
/// removed before the rest run again; a message that points at no case, a signal, a time-out
/// or too much memory split the batch into single cases, so every failure is pinned on one
/// case. A single case may end only in exit 0 or 1, within the time and memory bounds.
struct SweepBatch: Sendable {
  /// One case: a label for messages and the JSON text it contributes.
  struct Case: Sendable {
    var label: String
    var json: String
  }

  /// The executable.
  var binary: URL
  /// The file name of the document in its folder (`scene.json`).
  var fileName: String
  /// The document for some cases.
  var document: @Sendable ([Case]) -> String
  /// The index of the case a refusal's message points at, if any.
  var culprit: @Sendable (String, [Case]) -> Int?
  /// The commands run on each document; `%/` in an argument stands for the batch's folder
  /// (`%/scene.json`).
  var commands: [[String]]
  /// Seconds one child may run.
  var seconds: Double = 10
  /// KiB one child may hold at its peak.
  var peakKiB = 1_048_576

  /// Sweeps `cases` in a fresh folder under `root`, recording into `log`.
  func run(_ cases: [Case], root: URL, log: SweepLog) {
    let folder = root.appendingPathComponent(UUID().uuidString, isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var remaining = cases
    attempts: while !remaining.isEmpty {
      let file = folder.appendingPathComponent(fileName)
      do {
        try document(remaining).write(to: file, atomically: true, encoding: .utf8)
      } catch {
        log.fail("write \(fileName)", BoundedRun.failed("\(error)"))
        return
      }
      for command in commands {
        let result: BoundedRun
        do {
          let arguments = command.map {
            $0.replacingOccurrences(of: "%/", with: folder.path + "/")
          }
          result = try BoundedRun.run(
            StrobeBinary(url: binary), arguments, in: folder, deadline: seconds)
        } catch {
          log.fail(remaining[0].label, BoundedRun.failed("\(error)"))
          return
        }
        log.ran(result)
        let broken =
          result.signal != nil || result.timedOut || result.peakKiB > peakKiB
          || (result.status != 0 && result.status != 1)
        if broken || (result.status == 1 && remaining.count > 1) {
          if !broken, let i = culprit(result.stderr, remaining), remaining.indices.contains(i) {
            log.reject(remaining[i].label + " [\(command[0])]", result.stderr)
            remaining.remove(at: i)
            continue attempts
          }
          if remaining.count == 1 {
            log.fail(remaining[0].label + " [\(command.joined(separator: " "))]", result)
            return
          }
          for single in remaining { run([single], root: root, log: log) }
          return
        }
        if result.status == 1 {
          log.reject(remaining[0].label + " [\(command[0])]", result.stderr)
          return
        }
      }
      log.accept(remaining.count)
      return
    }
  }
}
