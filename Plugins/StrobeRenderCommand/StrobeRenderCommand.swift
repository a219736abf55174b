import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory strobe-render [scenes…] [--out DIR]
/// [--target T…] [strobe render options…]`: renders scenes into a folder of the package,
/// for assets that are committed (docs/build-integration.md §The strobe-render command
/// plugin).
///
/// Scene paths are relative to the package folder; without any, every `*.strobe.json` of the
/// package is rendered (of the `--target` targets' sources when given; otherwise the whole
/// package tree, skipping hidden folders and `.build`). `--out` (default `StrobeRendered`)
/// is relative to the package folder. Every other argument goes to `strobe render`
/// unchanged, split by ``RenderArguments`` with the option table generated from `strobe
/// render`'s own (``RenderOptionTable``). Each scene is one `strobe render <scene> --out
/// <DIR> <options>` run; the command fails on the first failing run. `--manifest FILE`
/// gives each run a manifest of its own and writes one file listing every scene's outputs.
/// The `strobe` run is ``StrobeTool``'s choice (`STROBE_TOOL`, else the built one).
@main
struct StrobeRenderCommand: CommandPlugin {
  /// The folder used without `--out`.
  static let defaultOutput = "StrobeRendered"

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let outputs = extractor.extractOption(named: "out")
    let targetNames = extractor.extractOption(named: "target")
    let split = RenderArguments(extractor.remainingArguments)
    let packageURL = context.package.directoryURL
    let out = Self.resolve(outputs.last ?? Self.defaultOutput, against: packageURL)

    var scenes = split.scenes.map { Self.resolve($0, against: packageURL) }
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
    let tool: URL
    do {
      tool = try StrobeTool.url(environment: ProcessInfo.processInfo.environment) {
        try context.tool(named: "strobe").url
      }
    } catch {
      Diagnostics.error("strobe-render: \(error)")
      throw error
    }
    let manifestFolder = context.pluginWorkDirectoryURL.appendingPathComponent(
      "manifests-\(UUID().uuidString)", isDirectory: true)
    if split.manifest != nil {
      try FileManager.default.createDirectory(
        at: manifestFolder, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: manifestFolder) }
    var manifests: [URL] = []
    for (index, scene) in scenes.sorted(by: { $0.path < $1.path }).enumerated() {
      var options = split.options
      if split.manifest != nil {
        let manifest = manifestFolder.appendingPathComponent("\(index).json")
        manifests.append(manifest)
        options += ["--manifest", manifest.path]
      }
      let process = Process()
      process.executableURL = tool
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
    if let manifest = split.manifest {
      let texts = try manifests.map { try String(contentsOf: $0, encoding: .utf8) }
      let merged = try RenderArguments.mergedManifest(texts)
      try Data(merged.utf8).write(
        to: Self.resolve(manifest, against: packageURL), options: .atomic)
    }
    print("strobe-render: rendered \(scenes.count) scene(s) into \(out.path)")
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
