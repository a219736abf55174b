import Foundation

// The plan of the StrobeAssets build plugin (docs/build-integration.md §The StrobeAssets
// build-tool plugin), kept apart from PackagePlugin so that Tests/StrobeLibraryTests compiles
// this file too (through a symbolic link) and checks it without building a package.
//
// SwiftPM runs a build-tool plugin only when it plans the build again (the package's files
// or manifests changed, or the environment), not when a file's content changes. So the plan
// must not depend on what a scene says: each scene renders into a folder of its own, named
// after the scene and declared as the command's one output, and `strobe render --prune`
// keeps that folder holding exactly the files the scene's current `export` block asks for.

/// Why the plugin cannot plan a target's scenes.
enum AssetLayoutError: Error, CustomStringConvertible, Equatable {
  /// Two scenes of one target would render into the same resource folder.
  case sameFolder(folder: String, first: String, second: String)

  var description: String {
    switch self {
    case .sameFolder(let folder, let first, let second):
      return
        "\(second): renders into the resource folder '\(folder)', as \(first) does; give one "
        + "of the scenes another file name"
    }
  }
}

/// The build commands the plugin declares for one target, from its file list alone.
struct AssetLayout: Equatable {
  /// One scene's render.
  struct Render: Equatable {
    /// The scene file.
    var scene: URL
    /// The folder the scene renders into: `<output root>/<stem>`; in the resource bundle as
    /// `<stem>/`.
    var folder: URL
    /// The files whose content the render reads: the scene and every file of the target
    /// that `strobe render` could read as `contents` (those in the scene's folder or below,
    /// but not source code or other scenes), in path order.
    var inputs: [URL]
  }

  /// One render per scene, in path order.
  var renders: [Render]
  /// Folders under the output root that no scene renders into any more (their scene was
  /// deleted or renamed): the plugin empties them and declares them again, so the resource
  /// bundle's copy is emptied too, instead of keeping the old images.
  var removedFolders: [URL]

  /// The suffix that marks a scene file.
  static let sceneSuffix = ".strobe.json"

  /// Plans the renders of `scenes` into `outputRoot`.
  ///
  /// - Parameters:
  ///   - scenes: The target's `*.strobe.json` files.
  ///   - readableFiles: The target's other files that are not source code (images…).
  ///   - outputRoot: The folder holding one folder per scene.
  ///   - existingFolders: The names of the folders already in `outputRoot`.
  /// - Throws: ``AssetLayoutError/sameFolder(folder:first:second:)`` when two scenes have the
  ///   same stem.
  init(scenes: [URL], readableFiles: [URL], outputRoot: URL, existingFolders: [String]) throws {
    var claimed: [String: URL] = [:]
    var renders: [Render] = []
    let files = readableFiles.sorted { $0.path < $1.path }
    for scene in scenes.sorted(by: { $0.path < $1.path }) {
      let stem = Self.stem(of: scene.lastPathComponent)
      if let first = claimed[stem] {
        throw AssetLayoutError.sameFolder(folder: stem, first: first.path, second: scene.path)
      }
      claimed[stem] = scene
      let sceneFolder = scene.deletingLastPathComponent().standardizedFileURL.path
      let prefix = sceneFolder.hasSuffix("/") ? sceneFolder : sceneFolder + "/"
      let read = files.filter { $0.standardizedFileURL.path.hasPrefix(prefix) }
      renders.append(
        Render(
          scene: scene, folder: outputRoot.appendingPathComponent(stem, isDirectory: true),
          inputs: [scene] + read))
    }
    self.renders = renders
    removedFolders = existingFolders.filter { claimed[$0] == nil }.sorted().map {
      outputRoot.appendingPathComponent($0, isDirectory: true)
    }
  }

  /// The stem of a scene file name, as `strobe render` names outputs: without `.json`, then
  /// without `.strobe`.
  static func stem(of name: String) -> String {
    var stem = Substring(name)
    if stem.hasSuffix(".json") { stem = stem.dropLast(5) }
    if stem.hasSuffix(".strobe") { stem = stem.dropLast(7) }
    return stem.isEmpty ? "scene" : String(stem)
  }

  /// The arguments of `strobe render` for one scene: its export block, into its folder,
  /// removing the files of times, formats or scales it no longer asks for.
  static func renderArguments(_ render: Render) -> [String] {
    [
      "render", render.scene.path, "--out", render.folder.path, "--prune", "--skip-unchanged",
      "--quiet", "--jobs", "1",
    ]
  }
}
