import Foundation
import Strobe
import StrobeRender
import StrobeScene

/// Rendering benchmarks on the baseline scene (issue 6 targets), with the C baseline.
///
/// Four families, all drawing the same 1,000-blob 1024×1024 frame:
/// - `render.*`: Strobe from a prepared draw list to pixels or bytes in memory;
/// - `cairo.*`: the C program's drawing code in process (``RawCairoFrame``), to memory;
/// - `e2e.*`: Strobe end to end, in process: load the scene file, build the draw list,
///   render, write the file with `AtomicFileWriter` (which `fsync`s);
/// - `baseline.*`: the compiled `rawcairo_e2e` run as a process (wall time), which builds
///   its paths, draws and writes the file.
/// The rows of one format (and the two raster rows) are timed interleaved.
/// `render.*` rows are compared with `cairo.*` and `baseline.*`, `e2e.*` rows with
/// `baseline.*`.
enum RenderBenchmarks {
  /// The output formats with their file signatures.
  static let formats: [(format: OutputFormat, name: String, magic: [UInt8])] = [
    (.svg, "svg", Array("<?xml".utf8)),
    (.pdf, "pdf", Array("%PDF-".utf8)),
    (.png, "png", [0x89, 0x50, 0x4E, 0x47]),
  ]

  /// The rendering benchmarks for a `shapes`-blob scene.
  static func all(context: BenchContext) -> [Benchmark] {
    let shapes = context.workspace.shapes
    let tag = "shapes=\(shapes)"
    var list: [Benchmark] = [
      Benchmark(name: "scene.load/\(tag)", summary: "SceneLoader.load(contentsOf:) of the scene") {
        let url = try context.workspace.sceneURL()
        return { blackHole(try SceneLoader.load(contentsOf: url)) }
      },
      Benchmark(
        name: "scene.parse/\(tag)",
        summary: "SceneLoader.loadSpec(contentsOf:): read, parse and validate, no layers"
      ) {
        let url = try context.workspace.sceneURL()
        return { blackHole(try SceneLoader.loadSpec(contentsOf: url)) }
      },
      Benchmark(name: "drawlist.build/\(tag)", summary: "document.drawList(at: 0)") {
        let document = try SceneLoader.load(contentsOf: context.workspace.sceneURL())
        return {
          let drawList = document.drawList(at: 0)
          precondition(drawList.operations.count >= shapes)
          blackHole(drawList)
        }
      },
      Benchmark(
        name: "render.raster/\(tag)", baselines: ["cairo.raster/\(tag)"], group: "raster",
        summary: "Renderer.rasterize: draw into pixels, no encoding"
      ) {
        let drawList = try loadDrawList(context)
        try checkPixels(drawList, context: context)
        return {
          let image = try Renderer().rasterize(drawList)
          precondition(image.width == context.workspace.size)
          blackHole(image)
        }
      },
      Benchmark(
        name: "cairo.raster/\(tag)", group: "raster",
        summary: "raw Cairo in process: the C program's draw_frame into an image surface"
      ) {
        { blackHole(RawCairoFrame.render(.raster, shapes: shapes)) }
      },
      Benchmark(
        name: "render.raster.positioned/\(tag)", baselines: ["cairo.raster.positioned/\(tag)"],
        group: "raster.positioned",
        summary: "Renderer.rasterize with each blob in a layer framed at its own bounds"
      ) {
        let drawList = try loadDrawList(context, positioned: true)
        try checkPixels(drawList, positioned: true, context: context)
        return {
          let image = try Renderer().rasterize(drawList)
          precondition(image.width == context.workspace.size)
          blackHole(image)
        }
      },
      Benchmark(
        name: "cairo.raster.positioned/\(tag)", group: "raster.positioned",
        summary: "raw Cairo in process: draw_frame with save/translate/restore per blob"
      ) {
        { blackHole(RawCairoFrame.render(.raster, shapes: shapes, positioned: true)) }
      },
    ]
    for (format, name, magic) in formats {
      list.append(
        Benchmark(
          name: "render.\(name)/\(tag)",
          baselines: ["cairo.\(name)/\(tag)", "baseline.\(name)/\(tag)"], group: name,
          summary: "Renderer \(name) bytes from a prepared draw list, in memory"
        ) {
          let drawList = try loadDrawList(context)
          let renderer = Renderer()
          try checkMagic(renderer.data(drawList, format: format), magic, "render.\(name)")
          return {
            let data = try renderer.data(drawList, format: format)
            precondition(!data.isEmpty)
            blackHole(data)
          }
        })
      list.append(
        Benchmark(
          name: "cairo.\(name)/\(tag)", group: name,
          summary: "raw Cairo in process: draw_frame to \(name) bytes in memory"
        ) {
          let output = RawCairoFrame.Output(rawValue: name)!
          try checkMagic(RawCairoFrame.render(output, shapes: shapes), magic, "cairo.\(name)")
          return {
            let data = RawCairoFrame.render(output, shapes: shapes)
            precondition(!data.isEmpty)
            blackHole(data)
          }
        })
      list.append(
        Benchmark(
          name: "e2e.\(name)/\(tag)", baselines: ["baseline.\(name)/\(tag)"], group: name,
          summary: "Strobe in process: load scene + draw list + \(name) + atomic file write"
        ) {
          let scene = try context.workspace.sceneURL()
          let out = context.workspace.outputURL("strobe.\(name)")
          let body = {
            let document = try SceneLoader.load(contentsOf: scene)
            let data = try Renderer().data(document.drawList(at: 0), format: format)
            try AtomicFileWriter.write(data, to: out)
          }
          try body()
          try checkMagic(Data(contentsOf: out), magic, "e2e.\(name)")
          return body
        })
      list.append(
        Benchmark(
          name: "baseline.\(name)/\(tag)", group: name,
          summary: "rawcairo_e2e \(name) run as a process (wall time, cc -O2)"
        ) {
          let program = try context.workspace.programURL().path
          let out = context.workspace.outputURL("baseline.\(name)")
          let arguments = [name, out.path, "\(shapes)", "\(context.workspace.size)"]
          try Subprocess.spawnAndWait(program, arguments)
          try checkMagic(Data(contentsOf: out), magic, "baseline.\(name)")
          return { try Subprocess.spawnAndWait(program, arguments) }
        })
    }
    list.append(
      Benchmark(
        name: "baseline.spawn/true",
        summary: "process start cost alone: posix_spawn + waitpid of /bin/true"
      ) {
        { try Subprocess.spawnAndWait("/bin/true", []) }
      })
    return list
  }

  /// The scene's draw list at time 0 (setup, untimed).
  static func loadDrawList(_ context: BenchContext, positioned: Bool = false) throws -> DrawList {
    let url =
      try positioned ? context.workspace.positionedSceneURL() : context.workspace.sceneURL()
    return try SceneLoader.load(contentsOf: url).drawList(at: 0)
  }

  /// Checks `data` starts with `magic`.
  static func checkMagic(_ data: Data, _ magic: [UInt8], _ name: String) throws {
    try CheckFailure.require(
      data.count > magic.count && Array(data.prefix(magic.count)) == magic,
      "\(name): \(data.count) bytes, not starting with \(magic)")
  }

  /// Checks Strobe's pixels against the raw Cairo frame (the scene is the same frame, number
  /// for number); records the comparison as a note and fails when the pictures differ
  /// visibly (PSNR under 40 dB).
  static func checkPixels(
    _ drawList: DrawList, positioned: Bool = false, context: BenchContext
  ) throws {
    let strobe = try Renderer().rasterize(drawList)
    let reference = try RasterImage(
      pngData: RawCairoFrame.render(
        .png, shapes: context.workspace.shapes, size: context.workspace.size,
        positioned: positioned))
    let comparison = ImageComparison(expected: reference, actual: strobe)
    context.notes.append(
      "pixel check, Strobe \(positioned ? "positioned " : "")raster vs raw Cairo frame: "
        + (comparison.isIdentical
          ? "identical"
          : "max channel difference \(comparison.maxChannelDifference), "
            + "\(comparison.differingPixelCount) of \(comparison.pixelCount) pixels differ, "
            + "PSNR \(String(format: "%.1f", comparison.psnr)) dB"))
    try CheckFailure.require(
      comparison.sizesMatch && comparison.psnr >= 40,
      "render.raster: Strobe's \(positioned ? "positioned " : "")frame differs from the raw Cairo frame: \(comparison)"
    )
  }
}
