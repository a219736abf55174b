import Foundation

// Which `strobe` the plugins run (docs/build-integration.md §Which strobe the plugins run).
// Shared by both plugins through a symbolic link, and compiled by Tests/StrobeLibraryTests.

/// Why the `strobe` named by `STROBE_TOOL` cannot be used.
enum StrobeToolError: Error, CustomStringConvertible, Equatable {
  /// `STROBE_TOOL` is not an absolute path.
  case notAbsolute(path: String)
  /// `STROBE_TOOL` names no executable file.
  case notExecutable(path: String)

  var description: String {
    switch self {
    case .notAbsolute(let path):
      return
        "STROBE_TOOL='\(path)' is not an absolute path; give the full path of a strobe "
        + "executable (e.g. \"$(swift build -c release --show-bin-path)/strobe\") or unset it"
    case .notExecutable(let path):
      return
        "STROBE_TOOL='\(path)' is not an executable file; build one with 'swift build -c "
        + "release --static-swift-stdlib --product strobe' or unset STROBE_TOOL to use the one "
        + "SwiftPM builds"
    }
  }
}

/// The `strobe` executable a plugin runs.
enum StrobeTool {
  /// The environment variable naming a prebuilt `strobe`.
  static let environmentVariable = "STROBE_TOOL"

  /// `STROBE_TOOL` when it is set and not empty (it must be an absolute path to an
  /// executable), else `built`: the `strobe` SwiftPM built for the plugin.
  static func url(environment: [String: String], built: () throws -> URL) throws -> URL {
    guard let path = environment[environmentVariable], !path.isEmpty else { return try built() }
    guard path.hasPrefix("/") else { throw StrobeToolError.notAbsolute(path: path) }
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw StrobeToolError.notExecutable(path: path)
    }
    return URL(fileURLWithPath: path)
  }
}
