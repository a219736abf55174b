import Foundation
import Testing

/// The built `strobe` executable and a way to run it as a child process.
///
/// `swift test` builds the executable (the test target depends on it) into the same
/// `.build/<triple>/<config>` folder as the test bundle, so it is looked for next to the
/// running test binary first, then under the package's `.build/debug` derived from
/// `#filePath`. `STROBE_BINARY` in the environment overrides both.
struct StrobeBinary {
  /// The executable's location.
  let url: URL

  /// Finds the executable, or records an issue naming the places searched.
  static func locate(filePath: String = #filePath) throws -> StrobeBinary {
    let candidates = candidateURLs(filePath: filePath)
    for url in candidates where FileManager.default.isExecutableFile(atPath: url.path) {
      return StrobeBinary(url: url)
    }
    let searched = candidates.map(\.path).joined(separator: ", ")
    Issue.record("strobe executable not found; looked in \(searched)")
    throw BinaryNotFound()
  }

  /// Where the executable may be, most likely first.
  static func candidateURLs(filePath: String) -> [URL] {
    var urls: [URL] = []
    if let override = ProcessInfo.processInfo.environment["STROBE_BINARY"], !override.isEmpty {
      urls.append(URL(fileURLWithPath: override))
    }
    // Next to the test binary (Linux: the .xctest executable; macOS: inside the bundle's
    // parent folder).
    urls.append(Bundle.main.bundleURL.appendingPathComponent("strobe"))
    if let executable = Bundle.main.executableURL {
      urls.append(executable.deletingLastPathComponent().appendingPathComponent("strobe"))
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      urls.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("strobe"))
    }
    let arg0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    urls.append(arg0.deletingLastPathComponent().appendingPathComponent("strobe"))
    // <package>/.build/debug/strobe, from this file's place in <package>/Tests/StrobeCLITests.
    let package = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    urls.append(package.appendingPathComponent(".build/debug/strobe"))
    var seen: Set<String> = []
    return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// Runs `strobe arguments` in `folder` and waits for it to end.
  ///
  /// Standard output and error go to files (no pipe can fill up and block the child), then are
  /// read back. `stdin` names a file to feed as standard input (default: `/dev/null`);
  /// `stdout` replaces the captured standard output with another handle (e.g. `/dev/full`);
  /// `environment` adds variables to (or replaces them in) the test process's environment.
  func run(
    _ arguments: [String], in folder: URL, stdin: URL? = nil, stdout: FileHandle? = nil,
    environment extra: [String: String] = [:]
  ) throws -> BinaryRun {
    let captureFolder = folder.deletingLastPathComponent()
      .appendingPathComponent(folder.lastPathComponent + ".streams-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: captureFolder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: captureFolder) }
    let outURL = captureFolder.appendingPathComponent("stdout")
    let errURL = captureFolder.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let outHandle = try FileHandle(forWritingTo: outURL)
    let errHandle = try FileHandle(forWritingTo: errURL)
    let inHandle = try FileHandle(forReadingFrom: stdin ?? URL(fileURLWithPath: "/dev/null"))
    defer {
      try? outHandle.close()
      try? errHandle.close()
      try? inHandle.close()
    }

    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "80"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    process.standardInput = inHandle
    process.standardOutput = stdout ?? outHandle
    process.standardError = errHandle
    try process.run()
    process.waitUntilExit()

    return BinaryRun(
      status: process.terminationStatus,
      exitedNormally: process.terminationReason == .exit,
      stdout: try Data(contentsOf: outURL),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}

extension StrobeBinary {
  /// Runs `/bin/sh -c script` in `folder` with `$0` set to the executable, for arguments
  /// `Process` cannot pass (bytes that are not UTF-8).
  func runShell(_ script: String, in folder: URL) throws -> BinaryRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, url.path]
    process.currentDirectoryURL = folder
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return BinaryRun(
      status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
      stdout: Data(), stderr: String(decoding: data, as: UTF8.self))
  }
}

/// Thrown after recording an issue when the executable cannot be found.
struct BinaryNotFound: Error {}
