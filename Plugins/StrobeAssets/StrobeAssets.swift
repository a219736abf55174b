import Foundation
import PackagePlugin

/// Renders every `*.strobe.json` of a target into resources at build time.
///
/// For each scene the plugin reads the `export` block (AssetPlan.swift) to name the files
/// `strobe render` will write, and adds one build command running the `strobe` tool with
/// those outputs declared. The command's inputs are the scene, the files it references and
/// the tool, so a scene renders again only when one of them changed. Outputs go to
/// `<pluginWorkDirectory>/<scene stem>/`; SwiftPM treats generated files that are not
/// source files as the target's resources, so they are in `Bundle.module` at the bundle's
/// top level (no subfolder), by their file names.
@main
struct StrobeAssets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let sourceTarget = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "strobe")
    let scenes = sourceTarget.sourceFiles.filter {
      $0.url.lastPathComponent.hasSuffix(".strobe.json")
    }
    var commands: [Command] = []
    var claimed: [String: String] = [:]
    var failures = 0
    for scene in scenes.sorted(by: { $0.url.path < $1.url.path }) {
      let name = scene.url.lastPathComponent
      let plan: AssetPlan
      do {
        plan = try AssetPlan(sceneJSON: try Data(contentsOf: scene.url), fileName: name)
      } catch {
        Diagnostics.error("\(scene.url.path): \(error)")
        failures += 1
        continue
      }
      for output in plan.fileNames {
        if let other = claimed[output] {
          Diagnostics.error(
            "\(scene.url.path): output \(output) is also produced by \(other); resources share "
              + "one folder, so give the scenes different names")
          failures += 1
        }
        claimed[output] = scene.url.path
      }
      let folder = context.pluginWorkDirectoryURL.appendingPathComponent(
        AssetNaming.stem(of: name), isDirectory: true)
      let sceneFolder = scene.url.deletingLastPathComponent()
      let references = plan.referencedFiles.map {
        $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : sceneFolder.appendingPathComponent($0)
      }
      commands.append(
        .buildCommand(
          displayName: "Rendering \(name) with Strobe (\(plan.fileNames.count) files)",
          executable: tool.url,
          arguments: ["render", scene.url.path, "--out", folder.path, "--quiet", "--jobs", "1"],
          inputFiles: [scene.url] + references,
          outputFiles: plan.fileNames.map { folder.appendingPathComponent($0) }))
    }
    if failures > 0 {
      throw StrobeAssetsError(count: failures, target: target.name)
    }
    return commands
  }
}

/// The plugin stops the build when a scene's outputs cannot be named.
struct StrobeAssetsError: Error, CustomStringConvertible {
  /// Problems reported as diagnostics.
  var count: Int
  /// The target being built.
  var target: String

  var description: String {
    "StrobeAssets: \(count) scene problem(s) in target \(target); see the errors above"
  }
}
