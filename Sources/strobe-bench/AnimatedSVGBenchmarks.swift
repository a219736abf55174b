import Foundation
import Strobe
import StrobeRender
import StrobeScene

/// The animated SVG rows of issue 20 (docs/animated-output.md §Animated SVG), in process.
///
/// - `animatedsvg.write/scene=progress-ring` against `svg.frames/scene=progress-ring,n=60`:
///   the seed progress ring (1.5 s) as one animated SVG, and as the 60 static SVG frames it
///   replaces (every 1/40 s);
/// - `animatedsvg.write/layers=100` against `svg.frames/layers=100,n=60`: the animated
///   100-blob 512² scene (``AnimatedScene``; 2 s) likewise, 60 frames at 30 fps.
///
/// Both write to memory. The file sizes (one animated SVG against the 60 frames' total) go
/// in the notes.
enum AnimatedSVGBenchmarks {
  /// The seed progress ring (Fixtures/scenes/progress-ring.json).
  static let progressRing = """
    { "strobe": 1, "canvas": { "width": 100, "height": 100, "background": "#FFFFFF" },
      "layers": [
        { "type": "shape", "name": "track", "frame": [0, 0, 100, 100],
          "path": { "arc": { "center": [50, 50], "radius": 40, "startAngle": -1.5707963267948966,
                             "endAngle": 4.71238898038469, "clockwise": true } },
          "fillColor": null, "strokeColor": "systemGray5", "lineWidth": 8 },
        { "type": "shape", "name": "ring", "frame": [0, 0, 100, 100],
          "path": { "arc": { "center": [50, 50], "radius": 40, "startAngle": -1.5707963267948966,
                             "endAngle": 4.71238898038469, "clockwise": true } },
          "fillColor": null, "strokeColor": "systemBlue", "lineWidth": 8, "lineCap": "round",
          "strokeEnd": 0.75,
          "animations": [
            { "type": "basic", "key": "progress", "keyPath": "strokeEnd",
              "fromValue": 0, "toValue": 0.75, "duration": 1.5 } ] } ] }
    """

  /// The rows.
  static func all(context: BenchContext) -> [Benchmark] {
    var list: [Benchmark] = []
    let cases: [(tag: String, window: Double, load: () throws -> SceneDocument)] = [
      (
        "scene=progress-ring", 1.5,
        { try SceneLoader.load(data: Data(progressRing.utf8), fileName: "progress-ring.json") }
      ),
      (
        "layers=100", 2,
        {
          try SceneLoader.load(
            contentsOf: context.workspace.scene(shapes: 100, size: 512, animated: true))
        }
      ),
    ]
    for c in cases {
      let frames = "svg.frames/\(c.tag),n=60"
      list.append(
        Benchmark(
          name: frames, group: "animatedsvg/\(c.tag)",
          summary: "60 static SVG frames of the \(c.window) s window, to memory"
        ) {
          let document = try c.load()
          let renderer = Renderer()
          let times = (0..<60).map { Double($0) * c.window / 60 }
          func write() throws -> Int {
            try times.reduce(0) { $0 + (try renderer.svgData(document.drawList(at: $1)).count) }
          }
          let total = try write()
          let animated = try AnimatedSVGWriter().write(
            root: document.rootLayer, canvasSize: document.canvasSize,
            background: document.background, from: 0, to: c.window)
          context.notes.append(
            "animated SVG, \(c.tag): \(animated.data.count) bytes against \(total) bytes for "
              + "60 static SVG frames (\(String(format: "%.3f", Double(animated.data.count) / Double(total)))×); "
              + "\(animated.exactCount) exact CSS animations, \(animated.sampled.count) sampled")
          return { blackHole(try write()) }
        })
      list.append(
        Benchmark(
          name: "animatedsvg.write/\(c.tag)", baselines: [frames], group: "animatedsvg/\(c.tag)",
          summary: "AnimatedSVGWriter: one animated SVG of the \(c.window) s window, to memory"
        ) {
          let document = try c.load()
          let writer = AnimatedSVGWriter()
          return {
            blackHole(
              try writer.write(
                root: document.rootLayer, canvasSize: document.canvasSize,
                background: document.background, from: 0, to: c.window))
          }
        })
    }
    return list
  }
}
