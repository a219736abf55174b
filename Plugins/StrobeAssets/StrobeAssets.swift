import Foundation
import PackagePlugin

/// Renders every `*.strobe.json` of a target into resources at build time
/// (docs/build-integration.md §The StrobeAssets build-tool plugin).
///
/// Each scene is one build command, `strobe render <scene> --out <work>/assets/<stem>
/// --prune …`, whose one declared output is that folder: SwiftPM copies it into the resource
/// bundle as `<stem>/`, whatever files the scene's `export` block names. The command's inputs
/// are the scene, the target's files it could read as `contents`, and the `strobe` tool
/// (``StrobeTool``), so editing any of them renders the scene again and the bundle's folder
/// then holds exactly the new files. Folders of deleted scenes are emptied and declared by a
/// command of their own, so the bundle's copy is emptied too (``AssetLayout``).
@main
struct StrobeAssets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let sourceTarget = target as? SourceModuleTarget else { return [] }
    let scenes = sourceTarget.sourceFiles.filter {
      $0.url.lastPathComponent.hasSuffix(AssetLayout.sceneSuffix)
    }.map(\.url)
    let readable = sourceTarget.sourceFiles.filter {
      !$0.url.lastPathComponent.hasSuffix(AssetLayout.sceneSuffix) && $0.type != .source
        && $0.type != .header
    }.map(\.url)
    let root = context.pluginWorkDirectoryURL.appendingPathComponent("assets", isDirectory: true)
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let layout: AssetLayout
    let tool: URL
    do {
      layout = try AssetLayout(
        scenes: scenes, readableFiles: readable, outputRoot: root, existingFolders: existing)
      tool = try StrobeTool.url(environment: ProcessInfo.processInfo.environment) {
        try context.tool(named: "strobe").url
      }
    } catch {
      Diagnostics.error("StrobeAssets (target \(target.name)): \(error)")
      throw error
    }
    var commands: [Command] = layout.renders.map { render in
      .buildCommand(
        displayName: "Rendering \(render.scene.lastPathComponent) with Strobe",
        executable: tool,
        arguments: AssetLayout.renderArguments(render),
        inputFiles: render.inputs + [tool],
        outputFiles: [render.folder])
    }
    for folder in layout.removedFolders {
      // Its scene is gone: nothing may stay in the bundle's copy of the folder.
      let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in leftovers {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
      commands.append(
        .buildCommand(
          displayName: "Removing the images of \(folder.lastPathComponent) (scene deleted)",
          executable: tool, arguments: ["--version"], inputFiles: [tool],
          outputFiles: [folder]))
    }
    return commands
  }
}
