import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One run of the `strobe` executable under a time bound, with its own peak memory.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, so its resource usage
/// (`ru_maxrss`, the peak resident set) is its own, not the sum over the test process's
/// children; a child still running at the deadline is killed with SIGKILL and reported as
/// timed out. Standard output and error go to files in a private folder.
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
  /// Standard output, as text.
  var stdout: String
  /// Standard error, as text.
  var stderr: String

  /// 2 GiB, the memory bound of every hostile case.
  static let memoryBound = 2 << 30
  /// 30 s, the time bound of every hostile case.
  static let timeBound = 30.0

  /// Runs `binary arguments` in `folder` with `/dev/null` (or `stdinPath`) as standard input.
  static func run(
    _ binary: StrobeBinary, _ arguments: [String], in folder: URL, stdinPath: String? = nil,
    deadline: Double = timeBound
  ) throws -> BoundedRun {
    let capture = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: capture) }
    let outPath = capture.appendingPathComponent("stdout").path
    let errPath = capture.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // `sh` changes folder, then `exec`s the binary in the same process (so the usage is the
    // binary's; the shell's own few hundred KiB are below any peak that matters).
    let argv =
      ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, folder.path, binary.url.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "80"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var cArgs = argv.map { strdup($0) } + [nil]
    var cEnv = envp.map { strdup($0) } + [nil]
    defer {
      cArgs.forEach { free($0) }
      cEnv.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &cArgs, &cEnv)
    guard spawned == 0 else {
      Issue.record("posix_spawn failed: \(String(cString: strerror(spawned)))")
      throw BinaryNotFound()
    }
    let start = Date()
    var wstatus: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let reaped = wait4(pid, &wstatus, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR { break }
      if !timedOut && Date().timeIntervalSince(start) > deadline {
        timedOut = true
        kill(pid, SIGKILL)
      }
      usleep(5_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let exited = wstatus & 0x7f == 0
    return BoundedRun(
      status: exited ? (wstatus >> 8) & 0xff : nil,
      signal: exited ? nil : wstatus & 0x7f,
      timedOut: timedOut, seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024,
      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
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
