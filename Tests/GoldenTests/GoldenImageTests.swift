import Foundation
import Strobe
import Testing

/// Golden-image tests over every scene in Fixtures/golden.
///
/// For each fixture, rendered at time 0:
/// - hand-computed pixel probes (``goldenProbes``) at scale 1 and scale 2, tolerance
///   ``probeTolerance`` per channel — independent of any recorded reference;
/// - the raster render at 1× and 2× against the committed references
///   `Fixtures/golden/references/<name>@0.000.png` and `<name>@0.000@2x.png`, passing when no
///   channel of any pixel
///   differs by more than ``referenceTolerance``; on failure the actual, expected and a
///   three-panel diff image are written under `.build/golden-artifacts/<name>/` and their
///   paths are printed;
/// - the SVG re-rendered by librsvg and the PDF by poppler against the raster render, max
///   channel difference ≤ ``roundTripTolerance`` (non-text content);
/// - SVG and PDF bytes identical when rendered twice in one process.
///
/// `RECORD_GOLDENS=1 swift test --filter GoldenTests` re-records the references and fails the
/// run, so a recording can never pass silently.
@Suite struct GoldenImageTests {
  /// Per-channel tolerance of a probe (group opacity 0.5 lands on 127 or 128).
  static let probeTolerance = 1
  /// Max channel difference allowed against the committed reference (antialiasing noise
  /// between Cairo builds).
  static let referenceTolerance = 1
  /// Max channel difference of the librsvg / poppler read-back (platform-notes.md).
  static let roundTripTolerance = 2
  /// Documented larger read-back bounds.
  ///
  /// `shadow-path`: a σ = 0 shadow is an embedded image
  /// (``ShadowStyle/vectorPixelsPerPoint`` = 2 px/pt) whose hard edge each reader resamples,
  /// so edge pixels differ (measured up to ~60; `shadow-perspective`, the same through a
  /// projected mesh, 33); blurred shadows stay within 2. Bitmap
  /// contents: librsvg and poppler resample the PNG with their own filters, so colour edges
  /// inside the image differ arbitrarily; those fixtures are compared at their probes
  /// instead (LookRenderTests).
  static let roundTripTolerances: [String: Int] = [
    "shadow-path": 64, "contents-png-gravity": 255, "contents-rect": 255,
    "contents-center": 255, "perspective-image": 255, "shadow-perspective": 64,
  ]

  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/golden")
  static let references = fixtures.appendingPathComponent("references")
  static let artifacts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/golden-artifacts")

  static let names: [String] = goldenProbes.keys.sorted()

  static func drawList(_ name: String) throws -> DrawList {
    let doc = try SceneLoader.load(
      contentsOf: fixtures.appendingPathComponent("\(name).json"))
    return doc.drawList(at: 0)
  }

  @Test func everyFixtureHasProbesAndEveryProbeSetAFixture() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    #expect(files == Self.names)
    #expect(files.count >= 8)
    let refs = try FileManager.default.contentsOfDirectory(atPath: Self.references.path)
      .filter { $0.hasSuffix(".png") }.sorted()
    #expect(
      refs == Self.names.flatMap { ["\($0)@0.000.png", "\($0)@0.000@2x.png"] }.sorted(),
      "orphan or missing references")
  }

  @Test(arguments: names) func probes(_ name: String) throws {
    let list = try Self.drawList(name)
    for scale in [1, 2] {
      let image = try Renderer().rasterize(list, scale: Double(scale))
      for probe in goldenProbes[name]! {
        for (dx, dy) in scale == 1 ? [(0, 0)] : [(0, 0), (1, 1)] {
          let px = image.pixel(x: probe.x * scale + dx, y: probe.y * scale + dy)
          let got = [px.r, px.g, px.b, px.a].map(Int.init)
          let want = [probe.rgba.0, probe.rgba.1, probe.rgba.2, probe.rgba.3].map(Int.init)
          let worst = zip(got, want).map { abs($0 - $1) }.max()!
          #expect(
            worst <= Self.probeTolerance,
            "\(name) @\(scale)x probe \(probe): got \(got), expected \(want)")
        }
      }
    }
  }

  /// Every fixture at both reference scales: `<name>@0.000.png` (1×) and
  /// `<name>@0.000@2x.png` (2×, the CLI's naming).
  static let referenceCases: [String] = names.flatMap { ["\($0)", "\($0)@2x"] }

  @Test(arguments: referenceCases) func matchesReference(_ id: String) throws {
    let is2x = id.hasSuffix("@2x")
    let name = is2x ? String(id.dropLast(3)) : id
    let actual = try Renderer().rasterize(try Self.drawList(name), scale: is2x ? 2 : 1)
    let refURL = Self.references.appendingPathComponent(
      is2x ? "\(name)@0.000@2x.png" : "\(name)@0.000.png")
    let mode = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? ""
    if mode == "1" || mode == "all"
      || (mode == "missing" && !FileManager.default.fileExists(atPath: refURL.path))
    {
      try FileManager.default.createDirectory(
        at: Self.references, withIntermediateDirectories: true)
      try AtomicFileWriter.write(try actual.pngData(), to: refURL)
      Issue.record("recorded \(refURL.path); run again without RECORD_GOLDENS to check it")
      return
    }
    guard FileManager.default.fileExists(atPath: refURL.path) else {
      Issue.record(
        "no reference \(refURL.path); record it with RECORD_GOLDENS=missing swift test --filter GoldenTests"
      )
      return
    }
    let expected = try RasterImage(contentsOf: refURL)
    let comparison = ImageComparison(expected: expected, actual: actual)
    if !comparison.passes(tolerance: Self.referenceTolerance) {
      let dir = Self.artifacts.appendingPathComponent(id)
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let a = dir.appendingPathComponent("actual.png")
      let e = dir.appendingPathComponent("expected.png")
      let d = dir.appendingPathComponent("diff.png")
      try AtomicFileWriter.write(try actual.pngData(), to: a)
      try AtomicFileWriter.write(try expected.pngData(), to: e)
      try AtomicFileWriter.write(
        try ImageComparison.diffImage(expected: expected, actual: actual).pngData(), to: d)
      Issue.record(
        """
        \(id): \(comparison.differingPixelCount) of \(comparison.pixelCount) pixels differ; \
        max channel difference \(comparison.maxChannelDifference) > \(Self.referenceTolerance)
          actual:   \(a.path)
          expected: \(e.path)
          diff:     \(d.path)
        """)
    }
  }

  @Test(arguments: names) func vectorOutputsReadBackLikeTheRaster(_ name: String) throws {
    let list = try Self.drawList(name)
    let raster = try Renderer().rasterize(list, scale: 1)
    let verifier = Verifier()
    let svg = try verifier.verify(svg: try Renderer().svgData(list), against: raster)
    #expect(
      svg.passes(
        tolerance: Self.roundTripTolerances[name] ?? goldenSVGRoundTripTolerance[name]
          ?? Self.roundTripTolerance),
      "\(name) SVG → librsvg: \(svg)")
    let pdf = try verifier.verify(
      pdf: try Renderer().pdfData(pages: [list]), page: 0, against: raster)
    #expect(
      pdf.passes(tolerance: Self.roundTripTolerances[name] ?? Self.roundTripTolerance),
      "\(name) PDF → poppler: \(pdf)")
  }

  @Test(arguments: names) func vectorBytesAreDeterministic(_ name: String) throws {
    let list = try Self.drawList(name)
    let r = Renderer()
    #expect(try r.svgData(list) == (try r.svgData(list)))
    #expect(try r.pdfData(pages: [list]) == (try r.pdfData(pages: [list])))
    #expect(try r.pngData(list) == (try r.pngData(list)))
  }
}
