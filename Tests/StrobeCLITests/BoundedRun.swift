import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of the `strobe` executable under a time bound, with the child's own peak memory.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, whose `rusage` gives that
/// child's peak resident set (`ru_maxrss`, KiB), not the test process's or another test's.
/// Past `seconds` it is killed (SIGKILL) and ``timedOut`` is set.
struct BoundedRun {
  /// The exit status, or the signal number when ``signaled``.
  var status: Int32
  /// Whether a signal ended the child (a crash, or the kill at the time bound).
  var signaled: Bool
  /// Whether the time bound was reached.
  var timedOut: Bool
  /// Wall-clock seconds until the child ended.
  var seconds: Double
  /// The child's peak resident set in bytes.
  var peakBytes: Int
  /// Standard error.
  var stderr: String

  /// Runs `binary arguments` in `folder` (standard input `/dev/null`, output to files).
  static func run(
    _ binary: URL, _ arguments: [String], in folder: URL, seconds limit: Double
  ) throws -> BoundedRun {
    let errURL = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
    let outURL = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: errURL)
      try? FileManager.default.removeItem(at: outURL)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ["/usr/bin/env", "-C", folder.path, binary.path] + arguments
    var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }
    var pid: pid_t = 0
    let start = Date()
    let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, &cArgs, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let r = wait4(pid, &status, WNOHANG, &usage)
      if r == pid { break }
      if r < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
      if Date().timeIntervalSince(start) > limit && !timedOut {
        timedOut = true
        kill(pid, SIGKILL)
      }
      usleep(5_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let signaled = (status & 0x7f) != 0
    return BoundedRun(
      status: signaled ? status & 0x7f : (status >> 8) & 0xff, signaled: signaled,
      timedOut: timedOut, seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024,
      stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
  }
}
