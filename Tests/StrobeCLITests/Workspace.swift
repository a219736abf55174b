import Foundation

/// A fresh temporary folder for one end-to-end test, removed when the workspace goes away.
///
/// The `strobe` process runs with this folder as its current folder, so tests pass relative
/// paths exactly as a user would type them. Scene fixtures come from `Fixtures/cli`.
final class Workspace {
  /// The temporary folder.
  let folder: URL
  /// The executable under test.
  let binary: StrobeBinary

  init(filePath: String = #filePath) throws {
    binary = try StrobeBinary.locate(filePath: filePath)
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-e2e-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// `Fixtures/cli/<name>` in the package.
  static func fixture(_ name: String, filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/cli").appendingPathComponent(name)
  }

  /// The workspace path `relative` (which need not exist).
  func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

  /// Copies `Fixtures/cli/<name>` to `relative` in the workspace (folders created).
  @discardableResult
  func copyFixture(_ name: String, to relative: String? = nil) throws -> URL {
    let destination = url(relative ?? name)
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.fixture(name), to: destination)
    return destination
  }

  /// Writes `data` to `relative` (folders created).
  func write(_ data: Data, to relative: String) throws {
    let destination = url(relative)
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: destination)
  }

  /// The bytes of `relative`.
  func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

  /// Whether `relative` exists.
  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: url(relative).path)
  }

  /// The names in folder `relative` (`.` for the workspace), sorted; hidden files included.
  func listing(_ relative: String = ".") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url(relative).path).sorted()
  }

  /// Runs `strobe arguments` here; `stdin` is a workspace path fed as standard input and
  /// `environment` adds variables to the child's environment.
  func run(
    _ arguments: [String], stdin: String? = nil, stdout: FileHandle? = nil,
    environment: [String: String] = [:]
  ) throws -> BinaryRun {
    try binary.run(
      arguments, in: folder, stdin: stdin.map(url), stdout: stdout, environment: environment)
  }
}
