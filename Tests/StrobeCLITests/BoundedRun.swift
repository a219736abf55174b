import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of the `strobe` executable under a time bound, with its own resource usage.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, so its peak resident set
/// (`ru_maxrss`) is its own, not the maximum over every child of the test process as
/// `RUSAGE_CHILDREN` would give; past `seconds` it is killed (`SIGKILL`) and reported as
/// timed out. Standard input is `/dev/null`, standard output is discarded and standard error
/// is captured in a file next to the scene.
struct BoundedRun: Sendable {
  /// The exit status when the child exited.
  var status: Int32
  /// The signal that ended the child, or nil when it exited.
  var signal: Int32?
  /// Whether the child was killed for running past its time bound.
  var timedOut: Bool
  /// Wall-clock seconds from spawn to exit.
  var seconds: Double
  /// The child's peak resident set, in KiB.
  var peakKiB: Int
  /// Standard error, as text.
  var stderr: String

  /// Runs `executable arguments` (with absolute paths: the child keeps the current folder),
  /// standard error captured in `folder`, killing it after `seconds`.
  static func run(
    _ executable: URL, _ arguments: [String], in folder: URL, seconds limit: Double
  ) throws -> BoundedRun {
    let errPath = folder.appendingPathComponent(".stderr-\(UUID().uuidString)").path
    defer { unlink(errPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let environment =
      ProcessInfo.processInfo.environment.merging(
        ["SWIFT_BACKTRACE": "enable=no", "COLUMNS": "80"], uniquingKeysWith: { $1 }
      ).map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { environment.forEach { free($0) } }
    var pid: pid_t = 0
    let start = Date()
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environment)
    guard spawned == 0 else { throw SpawnFailed(code: spawned) }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let reaped = wait4(pid, &status, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR { throw SpawnFailed(code: errno) }
      if !timedOut, Date().timeIntervalSince(start) > limit {
        kill(pid, SIGKILL)
        timedOut = true
      }
      usleep(2_000)
    }
    let elapsed = Date().timeIntervalSince(start)
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    // WIFEXITED / WTERMSIG by hand (the C macros are not imported).
    let signal = status & 0x7f
    return BoundedRun(
      status: (status >> 8) & 0xff, signal: signal == 0 ? nil : signal, timedOut: timedOut,
      seconds: elapsed, peakKiB: usage.ru_maxrss, stderr: stderr)
  }
}

extension BoundedRun {
  /// A run that never started (the reason in `stderr`).
  static func failed(_ reason: String) -> BoundedRun {
    BoundedRun(status: -1, signal: nil, timedOut: false, seconds: 0, peakKiB: 0, stderr: reason)
  }
}

/// `posix_spawn` or `wait4` failed with `code` (an errno value).
struct SpawnFailed: Error {
  var code: Int32
}
