import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One run of the `strobe` executable under a time bound, with its own peak memory.
///
/// The child is started through `strobe-peak-probe`, a small C program that forks it and
/// reports its `wait4` status, `ru_maxrss` (the peak resident set) and `ru_minflt`. Spawned straight from
/// the test process, the child's `ru_maxrss` would be at least the test process's own size:
/// Linux charges an `exec`ing child with the high-water mark of the address space it had
/// before, and a child of a large process starts with that process's pages (measured: a
/// `/bin/true` spawned by a 400 MiB process reported 413 MiB). A command still running at
/// the deadline is killed with SIGKILL with its probe and reported as timed out. Standard
/// output and error go to files in a private folder.
struct BoundedRun: Sendable {
  /// The exit status, or nil when the child was killed by a signal (`signal` says which).
  var status: Int32?
  /// The signal that ended the child, if any.
  var signal: Int32?
  /// Whether the deadline passed and the child was killed.
  var timedOut: Bool
  /// Wall-clock seconds from spawn to exit.
  var seconds: Double
  /// Peak resident memory of the child, in bytes.
  var peakBytes: Int
  /// Minor page faults of the child (`ru_minflt`).
  var minorFaults: Int = 0
  /// Standard output, as text.
  var stdout: String
  /// Standard error, as text.
  var stderr: String

  /// 2 GiB, the memory bound of every hostile case.
  static let memoryBound = 2 << 30
  /// 30 s, the time bound of every hostile case.
  static let timeBound = 30.0

  /// Runs `binary arguments` in `folder` with `/dev/null` (or `stdinPath`) as standard input,
  /// with the test's environment and `extraEnvironment`.
  static func run(
    _ binary: StrobeBinary, _ arguments: [String], in folder: URL, stdinPath: String? = nil,
    deadline: Double = timeBound, extraEnvironment: [String: String] = [:]
  ) throws -> BoundedRun {
    let probe = try PeakProbe.locate(beside: binary)
    let capture = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outPath = capture.appendingPathComponent("stdout").path
    let errPath = capture.appendingPathComponent("stderr").path
    let resultPath = capture.appendingPathComponent("result").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // The probe and the command get a process group of their own, so the deadline kills both.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = [probe.path, resultPath, folder.path, binary.url.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "80"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(extraEnvironment) { _, new in new }
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var cArgs = argv.map { strdup($0) } + [nil]
    var cEnv = envp.map { strdup($0) } + [nil]
    defer {
      cArgs.forEach { free($0) }
      cEnv.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, probe.path, &actions, &attributes, &cArgs, &cEnv)
    guard spawned == 0 else {
      Issue.record("posix_spawn failed: \(String(cString: strerror(spawned)))")
      throw BinaryNotFound()
    }
    let start = Date()
    var probeStatus: Int32 = 0
    var timedOut = false
    while true {
      let reaped = waitpid(pid, &probeStatus, WNOHANG)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR { break }
      if !timedOut && Date().timeIntervalSince(start) > deadline {
        timedOut = true
        kill(-pid, SIGKILL)
      }
      usleep(5_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    // "<wait status> <ru_maxrss KiB> <ru_minflt>", written by the probe once the command has
    // ended.
    let result = ((try? String(contentsOfFile: resultPath, encoding: .utf8)) ?? "")
      .split(separator: " ").compactMap {
        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    var wstatus = Int32(SIGKILL)
    var peakKiB: Int32 = 0
    var minorFaults: Int32 = 0
    if result.count == 3 {
      wstatus = result[0]
      peakKiB = result[1]
      minorFaults = result[2]
    } else if !timedOut {
      Issue.record("the peak probe did not report (status \(probeStatus)): \(stderr)")
    }
    let exited = wstatus & 0x7f == 0
    return BoundedRun(
      status: exited ? (wstatus >> 8) & 0xff : nil,
      signal: exited ? nil : wstatus & 0x7f,
      timedOut: timedOut, seconds: seconds, peakBytes: Int(peakKiB) * 1024,
      minorFaults: Int(minorFaults),
      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "", stderr: stderr)
  }

  /// Records an issue unless the run ended by itself within the time and memory bounds
  /// with exit status `status`.
  func expectBounded(
    status expected: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!timedOut, "timed out after \(seconds) s", sourceLocation: sourceLocation)
    #expect(signal == nil, "killed by signal \(signal ?? 0)", sourceLocation: sourceLocation)
    #expect(
      status == expected, "exit \(status.map(String.init) ?? "-"), stderr: \(stderr)",
      sourceLocation: sourceLocation)
    #expect(seconds < Self.timeBound, "took \(seconds) s", sourceLocation: sourceLocation)
    #expect(
      peakBytes < Self.memoryBound, "peak \(peakBytes) bytes", sourceLocation: sourceLocation)
  }
}

extension BoundedRun {
  /// The child's peak resident set in KiB (as `ru_maxrss` reports it).
  var peakKiB: Int { peakBytes / 1024 }

  /// A run that never started (the reason in `stderr`).
  static func failed(_ reason: String) -> BoundedRun {
    BoundedRun(
      status: nil, signal: nil, timedOut: false, seconds: 0, peakBytes: 0, stdout: "",
      stderr: reason)
  }
}

/// The built `strobe-peak-probe` executable (see `BoundedRun`).
enum PeakProbe {
  /// Finds the probe next to `binary`, next to the test executable or under the package's
  /// `.build/debug`, or records an issue naming the places searched.
  static func locate(beside binary: StrobeBinary, filePath: String = #filePath) throws -> URL {
    let name = "strobe-peak-probe"
    var candidates = [binary.url.deletingLastPathComponent().appendingPathComponent(name)]
    candidates += StrobeBinary.candidateURLs(filePath: filePath)
      .map { $0.deletingLastPathComponent().appendingPathComponent(name) }
    for url in candidates where FileManager.default.isExecutableFile(atPath: url.path) {
      return url
    }
    Issue.record(
      "\(name) not found; looked in \(candidates.map(\.path).joined(separator: ", "))")
    throw BinaryNotFound()
  }
}
