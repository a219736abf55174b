import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs child processes: `posix_spawn` + `waitpid` for timed runs (no run loop in between),
/// `Foundation.Process` for untimed helpers whose output is needed.
enum Subprocess {
  /// A failed child process.
  struct Failure: Error, CustomStringConvertible {
    /// The command line.
    var command: [String]
    /// What went wrong (exit status, signal, spawn error, captured standard error).
    var reason: String
    /// A message naming the command and the reason.
    var description: String { "\(command.joined(separator: " ")): \(reason)" }
  }

  /// Spawns `executable` with `arguments` (the environment and standard error are inherited,
  /// standard output goes to `/dev/null` so that a child's output never mixes with the
  /// report), waits for it and throws unless it exits with status 0.
  static func spawnAndWait(_ executable: String, _ arguments: [String]) throws {
    _ = try spawnAndMeasure(executable, arguments)
  }

  /// ``spawnAndWait(_:_:)``, returning the child's resource usage (`wait4`): its peak
  /// resident set size is `ru_maxrss`, in KiB.
  @discardableResult
  static func spawnAndMeasure(_ executable: String, _ arguments: [String]) throws -> rusage {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in argv { free(p) }
      for p in envp { free(p) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard rc == 0 else {
      throw Failure(
        command: [executable] + arguments,
        reason: "posix_spawn failed: \(String(cString: strerror(rc)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw Failure(command: [executable] + arguments, reason: "waitpid failed")
      }
    }
    let signal = status & 0x7f
    let exitCode = (status >> 8) & 0xff
    guard signal == 0, exitCode == 0 else {
      throw Failure(
        command: [executable] + arguments,
        reason: signal != 0 ? "killed by signal \(signal)" : "exit status \(exitCode)")
    }
    return usage
  }

  /// Runs `command` through `/bin/sh -c`, returning its standard output; throws with its
  /// standard error unless it exits with status 0.
  @discardableResult
  static func shell(_ command: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a full pipe cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: errData, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(
        command: ["sh", "-c", command],
        reason: "exit status \(process.terminationStatus)\(text.isEmpty ? "" : ": \(text)")")
    }
    return String(decoding: outData, as: UTF8.self)
  }

  /// Quotes `text` for `/bin/sh`.
  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
