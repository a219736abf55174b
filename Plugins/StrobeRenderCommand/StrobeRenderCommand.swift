import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory strobe-render [scenes…] [--out DIR]
/// [--target T…] [strobe render options…]`: renders scenes into a folder of the package,
/// for assets that are committed.
///
/// Scene paths are relative to the package folder; without any, every `*.strobe.json` of the
/// package is rendered (of the `--target` targets' sources when given; otherwise the whole
/// package tree, skipping hidden folders and `.build`). `--out` (default `StrobeRendered`)
/// is relative to the package folder. Every other argument goes to `strobe render`
/// unchanged: the words after a value-taking option of `strobe render` are its values,
/// other words starting with `-` are flags, and the remaining words are scene paths. Each
/// scene is one `strobe render <scene> --out <DIR> <options>` run; the command fails on the
/// first failing run.
@main
struct StrobeRenderCommand: CommandPlugin {
  /// `strobe render` options that take a value (docs/cli.md).
  static let valueOptions: Set<String> = [
    "--format", "--scale", "--at", "--fps", "--from", "--to", "-o", "--output", "--shard",
    "--background", "--fallback-resolution", "--png-compression", "--manifest", "-j", "--jobs",
  ]

  /// The folder used without `--out`.
  static let defaultOutput = "StrobeRendered"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let outputs = extractor.extractOption(named: "out")
    let targetNames = extractor.extractOption(named: "target")
    let (scenePaths, options) = Self.split(extractor.remainingArguments)
    let packageURL = context.package.directoryURL
    let out = Self.resolve(outputs.last ?? Self.defaultOutput, against: packageURL)

    var scenes = scenePaths.map { Self.resolve($0, against: packageURL) }
    if scenes.isEmpty {
      if targetNames.isEmpty {
        scenes = Self.findScenes(under: packageURL)
      } else {
        for target in try context.package.targets(named: targetNames) {
          guard let source = target as? SourceModuleTarget else { continue }
          scenes += source.sourceFiles.map(\.url).filter(Self.isScene)
        }
      }
    }
    guard !scenes.isEmpty else {
      Diagnostics.error("strobe-render: no scenes given and no *.strobe.json found")
      throw StrobeRenderCommandError.noScenes
    }
    let tool = try context.tool(named: "strobe")
    for scene in scenes.sorted(by: { $0.path < $1.path }) {
      let process = Process()
      process.executableURL = tool.url
      process.arguments = ["render", scene.path, "--out", out.path] + options
      process.currentDirectoryURL = packageURL
      try process.run()
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        Diagnostics.error("strobe-render: strobe render \(scene.path) failed")
        throw StrobeRenderCommandError.renderFailed(
          scene: scene.path, status: process.terminationStatus)
      }
    }
    print("strobe-render: rendered \(scenes.count) scene(s) into \(out.path)")
  }

  /// Splits the arguments left after `--out` and `--target` into scene paths and the options
  /// passed on to `strobe render`.
  static func split(_ arguments: [String]) -> (scenes: [String], options: [String]) {
    var scenes: [String] = []
    var options: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if valueOptions.contains(word) {
        options.append(word)
        if index + 1 < arguments.count { options.append(arguments[index + 1]) }
        index += 2
        continue
      }
      if word.hasPrefix("-") { options.append(word) } else { scenes.append(word) }
      index += 1
    }
    return (scenes, options)
  }

  /// `path` as a file URL; relative paths are taken from `base`.
  static func resolve(_ path: String, against base: URL) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : base.appendingPathComponent(path).standardizedFileURL
  }

  /// Whether `url` names a scene for this plugin.
  static func isScene(_ url: URL) -> Bool { url.lastPathComponent.hasSuffix(".strobe.json") }

  /// Every `*.strobe.json` under `root`, skipping hidden folders (`.build`, `.git`…).
  static func findScenes(under root: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker where isScene(url) { found.append(url) }
    return found
  }
}

/// Why `strobe-render` stopped.
enum StrobeRenderCommandError: Error, CustomStringConvertible {
  /// Nothing to render.
  case noScenes
  /// `strobe render` exited with `status` for `scene`.
  case renderFailed(scene: String, status: Int32)

  var description: String {
    switch self {
    case .noScenes:
      return "no scenes given and no *.strobe.json found in the package"
    case .renderFailed(let scene, let status):
      return "strobe render \(scene) failed with status \(status)"
    }
  }
}
