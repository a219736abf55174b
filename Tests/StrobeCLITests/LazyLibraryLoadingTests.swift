import Foundation
import StrobeRender
import Testing

@testable import StrobeCLI

/// The libraries opened on first use (docs/performance.md §Lazy libraries) are loaded by the
/// commands that need them and by no other: the dynamic loader's own trace of the `strobe`
/// process (`LD_DEBUG=files`) lists every shared object it maps, linked or opened later.
@Suite struct LazyLibraryLoadingTests {
  /// The libraries `strobe` no longer links.
  static let lazy = [
    "librsvg-2.so.2", "libpoppler-glib.so.8", "libzip.so.4", "libcrypto.so.3", "libgif.so.7",
    "libwebp.so.7", "libwebpmux.so.3", "libwebpdemux.so.2", "libpangocairo-1.0.so.0",
    "libpango-1.0.so.0",
    "libpangoft2-1.0.so.0", "libharfbuzz.so.0", "libfribidi.so.0", "libthai.so.0",
    "libgobject-2.0.so.0", "libglib-2.0.so.0",
  ]

  /// A scene with one text layer.
  static let textScene = """
    { "strobe": 1, "canvas": { "width": 40, "height": 20, "background": "#FFFFFF" },
      "layers": [ { "type": "text", "frame": [0, 0, 40, 20], "string": "Hi",
        "font": "DejaVu Sans", "fontSize": 12, "foregroundColor": "#000000" } ] }
    """

  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("probe.json")
  }

  /// The file names of the shared objects the loader mapped for `strobe arguments`, after
  /// checking that the command succeeded.
  private func mappedLibraries(_ arguments: [String]) throws -> Set<String> {
    let run = try workspace.run(arguments, environment: ["LD_DEBUG": "files"])
    #expect(run.status == 0, "strobe \(arguments.joined(separator: " ")): \(run.stderr)")
    // Lines such as "  1234:	file=libcairo.so.2 [0];  needed by ./strobe [0]".
    let names = run.stderrLines.compactMap { line -> String? in
      guard let start = line.range(of: "file=") else { return nil }
      let rest = line[start.upperBound...]
      return rest.split(separator: " ", maxSplits: 1).first.map {
        URL(fileURLWithPath: String($0)).lastPathComponent
      }
    }
    return Set(names)
  }

  @Test func versionMapsNoneOfTheLazyLibraries() throws {
    let mapped = try mappedLibraries(["--version"])
    // The trace is there: Cairo is linked, so it is mapped at start.
    #expect(mapped.contains("libcairo.so.2"), "no loader trace: \(mapped.sorted())")
    for library in Self.lazy {
      #expect(!mapped.contains(library), "--version mapped \(library)")
    }
  }

  @Test func aPNGRenderMapsNoneOfTheLazyLibraries() throws {
    let mapped = try mappedLibraries(["render", "probe.json", "--format", "png"])
    #expect(mapped.contains("libcairo.so.2"), "no loader trace: \(mapped.sorted())")
    for library in Self.lazy {
      #expect(!mapped.contains(library), "render to PNG mapped \(library)")
    }
  }

  @Test func drawingTextMapsPangoOnly() throws {
    try workspace.write(Data(Self.textScene.utf8), to: "text.json")
    let mapped = try mappedLibraries(["render", "text.json", "-o", "t.png"])
    #expect(mapped.contains("libpangocairo-1.0.so.0") && mapped.contains("libpango-1.0.so.0"))
    #expect(mapped.contains("libharfbuzz.so.0"))
    #expect(!mapped.contains("librsvg-2.so.2") && !mapped.contains("libpoppler-glib.so.8"))
    // The text was drawn: some pixel is dark.
    let image = try RasterImage(pngData: try workspace.data("t.png"))
    #expect(image.pixels.enumerated().contains { $0.offset % 4 == 0 && $0.element < 128 })
  }

  @Test func verifyingSVGMapsLibrsvgOnly() throws {
    let mapped = try mappedLibraries(["render", "probe.json", "--format", "svg", "--verify"])
    #expect(mapped.contains("librsvg-2.so.2"))
    #expect(!mapped.contains("libpoppler-glib.so.8"))
    #expect(!mapped.contains("libzip.so.4"))
  }

  @Test func verifyingPDFMapsPopplerOnly() throws {
    let mapped = try mappedLibraries(["render", "probe.json", "--format", "pdf", "--verify"])
    #expect(mapped.contains("libpoppler-glib.so.8"))
    #expect(!mapped.contains("librsvg-2.so.2"))
    #expect(!mapped.contains("libzip.so.4"))
  }

  @Test func aGIFMapsGiflibOnlyAndAWebPLibwebpOnly() throws {
    try workspace.copyFixture("animated.json")
    let gif = try mappedLibraries([
      "render", "animated.json", "--animate", "--format", "gif", "--fps", "2",
    ])
    #expect(gif.contains("libgif.so.7"))
    #expect(!gif.contains("libwebpmux.so.3") && !gif.contains("libwebp.so.7"))
    let webp = try mappedLibraries([
      "render", "animated.json", "--animate", "--format", "webp", "--fps", "2",
    ])
    #expect(webp.contains("libwebpmux.so.3") && webp.contains("libwebp.so.7"))
    #expect(!webp.contains("libgif.so.7"))
    // An APNG needs neither.
    let apng = try mappedLibraries(["render", "animated.json", "--animate", "--fps", "2"])
    for library in Self.lazy { #expect(!apng.contains(library), "APNG mapped \(library)") }
  }

  @Test func aGIFOrWebPWithAnUnusableLibraryIsAnErrorNamingIt() throws {
    try workspace.copyFixture("animated.json")
    let gif = try failure(
      ["render", "animated.json", "--animate", "--format", "gif", "--fps", "2"],
      try impostor(named: "libgif.so.7"))
    #expect(
      gif
        == "Error: writing GIF needs libgif.so.7 (Debian: libgif7), which cannot be loaded: "
        + "libgif.so.7 has no function EGifOpen (too old?)\n")
    #expect(!workspace.exists("animated.gif"))
    let webp = try failure(
      ["render", "animated.json", "--animate", "--format", "webp", "--fps", "2"],
      try impostor(named: "libwebpmux.so.3"))
    #expect(
      webp
        == "Error: writing WebP needs libwebpmux.so.3 (Debian: libwebpmux3), which cannot be "
        + "loaded: libwebpmux.so.3 has no function WebPAnimEncoderOptionsInitInternal (too old?)\n")
    #expect(!workspace.exists("animated.webp"))
  }

  @Test func aDotLottieArchiveMapsLibzip() throws {
    let mapped = try mappedLibraries([
      "render", DotLottieCommandTests.archive("v1.lottie"), "--format", "png", "-o", "v1.png",
    ])
    #expect(mapped.contains("libzip.so.4"))
    #expect(!mapped.contains("librsvg-2.so.2"))
    #expect(!mapped.contains("libpoppler-glib.so.8"))
  }

  // MARK: - A library that cannot be used

  /// A folder holding a copy of zlib named `soname`: put first on `LD_LIBRARY_PATH`, it is
  /// what the loader opens for `soname`, a real library without any of the functions Strobe
  /// looks for, as a wrong or too old installation would be.
  private func impostor(named soname: String) throws -> [String: String] {
    // Read to the end: /proc files report a size of 0.
    let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
    defer { try? handle.close() }
    let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    // The test binary links zlib (CZlib), so its file is mapped here.
    let line = try #require(maps.split(separator: "\n").first { $0.contains("/libz.so.1") })
    let zlib = try #require(line.split(separator: " ").last.map(String.init))
    let folder = workspace.url("impostor")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: zlib, toPath: folder.appendingPathComponent(soname).path)
    return ["LD_LIBRARY_PATH": folder.path]
  }

  /// Runs `strobe arguments` with `environment`; expects a clean exit 1 and returns the
  /// standard error.
  private func failure(_ arguments: [String], _ environment: [String: String]) throws -> String {
    let run = try workspace.run(arguments, environment: environment)
    #expect(run.exitedNormally, "strobe crashed: \(run.stderr)")
    #expect(run.status == 1, "\(run.stderr)")
    return run.stderr
  }

  @Test func verifyingWithAnUnusableLibrsvgIsAnErrorNamingIt() throws {
    #expect(try workspace.run(["render", "probe.json", "--format", "svg,png"]).status == 0)
    let environment = try impostor(named: "librsvg-2.so.2")
    let message =
      "Error: verifying SVG needs librsvg-2.so.2 (Debian: librsvg2-2), which cannot be "
      + "loaded: librsvg-2.so.2 has no function rsvg_handle_new_from_data (too old?)\n"
    let verify = ["verify", "probe@0.000.svg", "--against", "probe@0.000.png"]
    #expect(try failure(verify, environment) == message)
    let render = ["render", "probe.json", "--format", "svg", "--verify"]
    #expect(try failure(render, environment).hasSuffix(message))
    // A PNG render needs no librsvg and still works.
    let png = try workspace.run(["render", "probe.json", "-o", "p.png"], environment: environment)
    #expect(png.status == 0, "\(png.stderr)")
  }

  @Test func svgContentsWithAnUnusableLibrsvgAreAnErrorNotNothing() throws {
    let svg =
      "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'>"
      + "<rect width='4' height='4' fill='%23FF0000'/></svg>"
    let scene = """
      { "strobe": 1, "canvas": { "width": 8, "height": 8 },
        "layers": [ { "frame": [0, 0, 8, 8], "contents": "data:image/svg+xml;utf8,\(svg)" } ] }
      """
    try workspace.write(Data(scene.utf8), to: "svg.json")
    let environment = try impostor(named: "librsvg-2.so.2")
    #expect(
      try failure(["render", "svg.json", "-o", "s.png"], environment)
        == "Error: drawing SVG contents needs librsvg-2.so.2 (Debian: librsvg2-2), which cannot "
        + "be loaded: librsvg-2.so.2 has no function rsvg_handle_new_from_data (too old?)\n")
    #expect(!workspace.exists("s.png"))
    // With the real librsvg the same scene renders.
    #expect(try workspace.run(["render", "svg.json", "-o", "s.png"]).status == 0)
  }

  @Test func textWithAnUnusablePangoIsAnErrorNotNothing() throws {
    try workspace.write(Data(Self.textScene.utf8), to: "text.json")
    let environment = try impostor(named: "libpangocairo-1.0.so.0")
    let message =
      "Error: drawing text needs libpangocairo-1.0.so.0 (Debian: libpangocairo-1.0-0), which "
      + "cannot be loaded: libpangocairo-1.0.so.0 has no function pango_cairo_create_layout "
      + "(too old?)\n"
    for format in ["png", "svg", "pdf"] {
      #expect(try failure(["render", "text.json", "-o", "t.\(format)"], environment) == message)
      #expect(!workspace.exists("t.\(format)"))
    }
    // A scene without text needs no Pango and still renders.
    let png = try workspace.run(["render", "probe.json", "-o", "p.png"], environment: environment)
    #expect(png.status == 0, "\(png.stderr)")
  }

  @Test func verifyingWithAnUnusablePopplerIsAnErrorNamingIt() throws {
    #expect(try workspace.run(["render", "probe.json", "--format", "pdf,png"]).status == 0)
    let environment = try impostor(named: "libpoppler-glib.so.8")
    #expect(
      try failure(["verify", "probe@0.000.pdf", "--against", "probe@0.000.png"], environment)
        == "Error: verifying PDF needs libpoppler-glib.so.8 (Debian: libpoppler-glib8), which "
        + "cannot be loaded: libpoppler-glib.so.8 has no function "
        + "poppler_document_new_from_bytes (too old?)\n")
  }

  @Test func aDotLottieArchiveWithAnUnusableLibzipIsAnErrorNamingIt() throws {
    let archive = DotLottieCommandTests.archive("v1.lottie")
    let environment = try impostor(named: "libzip.so.4")
    #expect(
      try failure(["render", archive, "-o", "v1.png"], environment)
        == "Error: \(archive): reading a .lottie archive needs libzip.so.4 (Debian: libzip4), "
        + "which cannot be loaded: libzip.so.4 has no function zip_discard (too old?)\n")
  }

  @Test func aManifestMapsLibcryptoOnly() throws {
    let mapped = try mappedLibraries(["render", "probe.json", "--manifest", "m.json"])
    #expect(mapped.contains("libcrypto.so.3"))
    #expect(!mapped.contains("librsvg-2.so.2"))
    // The digest is libcrypto's SHA-256 of the file written.
    let manifest = try String(contentsOf: workspace.url("m.json"), encoding: .utf8)
    let png = try Data(contentsOf: workspace.url("probe@0.000.png"))
    #expect(manifest.contains("\"sha256\": \"\(try SHA256.hexDigest(png))\""))
  }

  @Test func aManifestWithAnUnusableLibcryptoIsAnErrorNamingIt() throws {
    let environment = try impostor(named: "libcrypto.so.3")
    #expect(
      try failure(["render", "probe.json", "--manifest", "m.json"], environment)
        == "Error: SHA-256 checksums (--manifest) needs libcrypto.so.3 "
        + "(Debian: libssl3), which cannot be loaded: libcrypto.so.3 has no function "
        + "EVP_MD_CTX_new (too old?)\n")
    // Without a manifest nothing is hashed, and the render works.
    let png = try workspace.run(["render", "probe.json", "-o", "p.png"], environment: environment)
    #expect(png.status == 0, "\(png.stderr)")
  }
}
