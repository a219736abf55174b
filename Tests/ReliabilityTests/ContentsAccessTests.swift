import Foundation
import Strobe
import Testing

/// `contents` files stay inside the scene's folder under ``SceneLoadOptions/default`` (=
/// ``SceneLoadOptions/confined``, the CLI's default), `..` and symbolic links included; SVG
/// contents cannot pull in files.
@Suite struct ContentsAccessTests {
  /// A fresh folder with `scene/` and `outside/red.png` (a 4×4 opaque red PNG).
  func workspace() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-contents-\(UUID().uuidString)")
    for sub in ["scene", "outside", "scene/images"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    let red = RasterImage(width: 4, height: 4, filledWith: (r: 255, g: 0, b: 0, a: 255))
    try red.pngData().write(to: root.appendingPathComponent("outside/red.png"))
    try red.pngData().write(to: root.appendingPathComponent("scene/images/red.png"))
    return root
  }

  /// Loads a one-layer scene at `root/scene/s.json` whose contents is `path`.
  func load(_ root: URL, _ path: String, _ options: SceneLoadOptions) throws -> SceneDocument {
    let json = """
      {"strobe": 1, "canvas": {"width": 8, "height": 8},
       "layers": [{"name": "a", "frame": [0, 0, 8, 8], "contents": "\(path)"}]}
      """
    let url = root.appendingPathComponent("scene/s.json")
    try Data(json.utf8).write(to: url)
    return try SceneLoader.load(contentsOf: url, options: options)
  }

  /// The error message of loading `path`, or nil.
  func failure(_ root: URL, _ path: String) -> String? {
    do {
      _ = try load(root, path, .confined)
      return nil
    } catch { return "\(error)" }
  }

  @Test func insidePathsLoadAndOutsidePathsAreRefused() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try load(root, "images/red.png", .confined).layer(named: "a")?.contents != nil)
    #expect(try load(root, "images/../images/red.png", .confined).layer(named: "a") != nil)
    let real = try #require(realpath(root.path, nil).map { String(cString: $0) })
    for path in ["../outside/red.png", real + "/outside/red.png"] {
      let message = try #require(failure(root, path))
      #expect(
        message
          == "s.json:2:62: layers[0].contents: the contents image \"\(path)\" is outside the "
          + "scene's folder (it resolves to \(real)/outside/red.png)")
    }
    // The refusal is a policy: the error carries the remedy as data and names no CLI flag.
    do {
      _ = try load(root, "../outside/red.png", .confined)
      Issue.record("an outside image loaded while confined")
    } catch let error as SceneError {
      #expect(error.remedy == .allowContentsOutsideFolder)
      guard case .contentsOutsideFolder(_, let image, let resolved) = error else {
        Issue.record("expected contentsOutsideFolder, got \(error)")
        return
      }
      #expect(image == "../outside/red.png")
      #expect(resolved == real + "/outside/red.png")
    }
    // The library default is confined too; `.unconfined` (the CLI flag) allows it.
    #expect(SceneLoadOptions.default == .confined)
    #expect(throws: SceneError.self) { try load(root, "../outside/red.png", .default) }
    #expect(throws: SceneError.self) { try load(root, "../outside/red.png", SceneLoadOptions()) }
    #expect(try load(root, "../outside/red.png", .unconfined).layer(named: "a")?.contents != nil)
  }

  @Test func symbolicLinksAreResolvedBeforeTheCheck() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("scene/link.png").path,
      withDestinationPath: root.appendingPathComponent("outside/red.png").path)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("scene/dir").path,
      withDestinationPath: root.appendingPathComponent("outside").path)
    #expect(failure(root, "link.png")?.contains("is outside the scene's folder") == true)
    #expect(failure(root, "dir/red.png")?.contains("is outside the scene's folder") == true)
    // A link that stays inside is fine.
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("scene/inner.png").path,
      withDestinationPath: "images/red.png")
    #expect(failure(root, "inner.png") == nil)
  }

  @Test func contentsFileSizeLimit() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let size = try #require(
      try FileManager.default.attributesOfItem(
        atPath: root.appendingPathComponent("scene/images/red.png").path)[.size] as? Int)
    let options = SceneLoadOptions(limits: SceneLimits(contentsFileBytes: size - 1))
    #expect(throws: SceneError.self) { try load(root, "images/red.png", options) }
    do {
      _ = try load(root, "images/red.png", options)
    } catch {
      #expect(
        "\(error)"
          == "s.json:2:62: layers[0].contents: contents file too large: \(size) bytes (limit "
          + "\(size - 1))")
      #expect((error as? SceneError)?.remedy == .raiseLimit(.contentsBytes))
    }
  }

  @Test func svgContentsDoNotLoadExternalFiles() throws {
    // An SVG whose only paint is an <image> of a red PNG on disk, by absolute file URL and by
    // relative name: librsvg gets the bytes without a base file, so it loads neither and the
    // layer stays transparent (a white canvas shows through).
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let red = root.appendingPathComponent("outside/red.png").path
    let svg = """
      <svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' \
      width='8' height='8'><image href='file://\(red)' width='8' height='8'/>\
      <image xlink:href='red.png' width='8' height='8'/></svg>
      """
    try Data(svg.utf8).write(to: root.appendingPathComponent("outside/ref.svg"))
    let json = """
      {"strobe": 1, "canvas": {"width": 8, "height": 8, "background": "#FFFFFF"},
       "layers": [{"name": "a", "frame": [0, 0, 8, 8], "contents": "../outside/ref.svg"}]}
      """
    let url = root.appendingPathComponent("scene/s.json")
    try Data(json.utf8).write(to: url)
    let doc = try SceneLoader.load(contentsOf: url, options: .unconfined)
    let image = try Renderer().rasterize(doc.drawList(at: 0))
    let p = image.pixel(x: 4, y: 4)
    #expect(p.r == 255 && p.g == 255 && p.b == 255)
  }
}
