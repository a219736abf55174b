import Foundation

/// The C baseline and the generated scene for one run, in a temporary folder.
///
/// Built lazily, once per run: the first render benchmark generates the scene
/// (`python3 gen_blob_scene.py 1000 1024`), the first baseline benchmark compiles
/// `rawcairo_e2e.c` (`cc -O2 … $(pkg-config --cflags --libs cairo) -lm`). ``remove()``
/// deletes the folder.
final class BaselineWorkspace {
  /// The folder holding `rawcairo_e2e.c` and `gen_blob_scene.py`.
  let sourceFolder: URL
  /// The temporary folder for the compiled program, the scene and the outputs.
  let folder: URL
  /// Shapes in the scene.
  let shapes: Int
  /// Canvas side in points (and pixels).
  let size: Int

  private var cachedScene: URL?
  private var cachedProgram: URL?
  private var cachedHello: URL?
  private var cachedPositionedScene: URL?
  private var cachedScenes: [String: URL] = [:]
  private var checkedLinkage = false

  /// A workspace for a `shapes`-blob, `size`×`size` scene, reading sources from
  /// `sourceFolder`.
  init(sourceFolder: URL, shapes: Int = 1000, size: Int = 1024) throws {
    self.sourceFolder = sourceFolder
    self.shapes = shapes
    self.size = size
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-bench-\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// The generated scene file (`blobs.json`), generated on first use.
  func sceneURL() throws -> URL {
    if let cachedScene { return cachedScene }
    let script = sourceFolder.appendingPathComponent("gen_blob_scene.py").path
    let out = folder.appendingPathComponent("blobs.json")
    try Subprocess.shell(
      "python3 \(Subprocess.quote(script)) \(shapes) \(size) > \(Subprocess.quote(out.path))")
    cachedScene = out
    return out
  }

  /// The scene with each blob in a layer framed at its own bounds (``PositionedScene``).
  func positionedSceneURL() throws -> URL {
    if let cachedPositionedScene { return cachedPositionedScene }
    let out = folder.appendingPathComponent("blobs-positioned.json")
    try PositionedScene.write(from: sceneURL(), to: out)
    cachedPositionedScene = out
    return out
  }

  /// A generated `shapes`-blob, `size`×`size` scene (`animated`: with ``AnimatedScene``'s
  /// animations), generated on first use.
  func scene(shapes: Int, size: Int, animated: Bool = false) throws -> URL {
    let name = "blobs-\(shapes)-\(size)\(animated ? "-animated" : "").json"
    if let cached = cachedScenes[name] { return cached }
    let script = sourceFolder.appendingPathComponent("gen_blob_scene.py").path
    let still = folder.appendingPathComponent("blobs-\(shapes)-\(size).json")
    if !FileManager.default.fileExists(atPath: still.path) {
      try Subprocess.shell(
        "python3 \(Subprocess.quote(script)) \(shapes) \(size) > \(Subprocess.quote(still.path))")
    }
    var out = still
    if animated {
      out = folder.appendingPathComponent(name)
      try AnimatedScene.write(from: still, to: out)
    }
    cachedScenes[name] = out
    return out
  }

  /// The `strobe` executable next to this one; throws when it is missing.
  ///
  /// It is built with ``releaseBuild``, as `make bench` and `make install` do. Warns once, on
  /// standard error, when it links the Swift runtime dynamically: the `process.*` rows then
  /// measure a slower start than users get.
  func strobeBinary() throws -> URL {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let strobe = here.deletingLastPathComponent().appendingPathComponent("strobe")
    guard FileManager.default.isExecutableFile(atPath: strobe.path) else {
      throw CheckFailure(
        description: "no strobe binary at \(strobe.path): build it with `\(Self.releaseBuild)`")
    }
    if !checkedLinkage {
      checkedLinkage = true
      let needed = (try? Subprocess.shell("readelf -d \(Subprocess.quote(strobe.path))")) ?? ""
      if needed.contains("libswiftCore.so") {
        FileHandle.standardError.write(
          Data(
            ("warning: \(strobe.path) links the Swift runtime dynamically; `make bench` and "
              + "`make install` build it with `\(Self.releaseBuild)` (docs/performance.md "
              + "§Static Swift runtime)\n").utf8))
      }
    }
    return strobe
  }

  /// How `make install` and `make bench` build the release `strobe`.
  static let releaseBuild = "swift build -c release --static-swift-stdlib --product strobe"

  /// The compiled baseline program, compiled on first use.
  func programURL() throws -> URL {
    if let cachedProgram { return cachedProgram }
    let source = sourceFolder.appendingPathComponent("rawcairo_e2e.c").path
    let out = folder.appendingPathComponent("rawcairo_e2e")
    try Subprocess.shell(
      "cc -O2 -o \(Subprocess.quote(out.path)) \(Subprocess.quote(source)) "
        + "$(pkg-config --cflags --libs cairo) -lm")
    cachedProgram = out
    return out
  }

  /// A Swift + Foundation "hello" (`import Foundation`, one `print`), compiled with
  /// `swiftc -O` on first use: the floor a Swift command-line tool's start-up is judged by.
  func helloURL() throws -> URL {
    if let cachedHello { return cachedHello }
    let source = folder.appendingPathComponent("hello.swift")
    try Data("import Foundation\nprint(\"hello, \\(ProcessInfo.processInfo.processName)\")\n".utf8)
      .write(to: source)
    let out = folder.appendingPathComponent("hello")
    try Subprocess.shell(
      "swiftc -O -o \(Subprocess.quote(out.path)) \(Subprocess.quote(source.path)) 2>&1")
    cachedHello = out
    return out
  }

  /// An output path in the workspace.
  func outputURL(_ name: String) -> URL { folder.appendingPathComponent(name) }

  /// Deletes the temporary folder.
  func remove() { try? FileManager.default.removeItem(at: folder) }
}
