import Foundation
import Strobe
import StrobeRender

/// Animated output benchmarks (issue 20; docs/animated-output.md §Raster animations): a
/// 512² loader whose 60 frames differ in a small region — a dot circling over a card — drawn
/// from draw lists built outside the timed region.
///
/// `animated.apng/60x512` (render each frame, then ``APNGEncoder``) is compared with
/// `animated.png-frames/60x512` (render and encode each frame as its own PNG): the target is
/// ≤ 1.2× the time and ≤ 0.5× the total size (noted under the results). `animated.gif`,
/// `animated.webp` and `animated.mp4` give the time of the same 60 frames in each format
/// (divide by 60 for the time per frame); MP4 runs only with `ffmpeg` on PATH.
enum AnimatedRasterBenchmarks {
  /// The loader scene: a 512² card with a dot of 24 pt going round once a second.
  static let scene = """
    { "strobe": 1, "canvas": { "width": 512, "height": 512, "background": "#F2F3F7" },
      "duration": 1,
      "layers": [
        { "name": "card", "frame": [96, 96, 320, 320], "backgroundColor": "#FFFFFF",
          "cornerRadius": 24 },
        { "name": "dot", "bounds": [0, 0, 24, 24], "position": [256, 176],
          "backgroundColor": "#3366CC", "cornerRadius": 12,
          "animations": [
            { "type": "keyframe", "keyPath": "position", "calculationMode": "paced",
              "path": { "ellipse": [176, 176, 160, 160] }, "duration": 1,
              "repeatCount": "infinity" } ] } ] }
    """

  static let frameCount = 60

  /// The 60 draw lists of one second at 60 fps.
  static func frames() throws -> (lists: [DrawList], document: SceneDocument) {
    let document = try SceneLoader.load(data: Data(scene.utf8), fileName: "loader.json")
    let lists = (0..<frameCount).map { document.drawList(at: Double($0) / Double(frameCount)) }
    return (lists, document)
  }

  static let size = PixelSize(width: 512, height: 512)
  static let delay = FrameDelay(numerator: 1, denominator: 60)

  /// Every frame encoded by `make`'s encoder.
  static func encode<Encoder: AnimatedImageEncoder>(
    _ lists: [DrawList], _ make: () throws -> Encoder
  ) throws -> Data {
    let renderer = Renderer()
    var encoder = try make()
    for list in lists { try encoder.append(try renderer.rasterize(list), delay: delay) }
    return try encoder.finish()
  }

  static func all(context: BenchContext) -> [Benchmark] {
    let name = "\(frameCount)x512"
    var list = [
      Benchmark(
        name: "animated.png-frames/\(name)", group: "animated.apng",
        summary: "render and encode each of the loader's 60 frames as its own PNG"
      ) {
        let (lists, _) = try frames()
        let renderer = Renderer()
        let total = try lists.reduce(0) { $0 + (try renderer.pngData($1)).count }
        let apng = try encode(lists) { APNGEncoder(size: size, loops: 0) }
        context.notes.append(
          "animated.apng/\(name): \(apng.count) bytes against \(total) for 60 PNGs "
            + "(\(String(format: "%.3f", Double(apng.count) / Double(total)))×, target ≤ 0.5×)")
        return { blackHole(try lists.map { try renderer.pngData($0) }) }
      },
      Benchmark(
        name: "animated.apng/\(name)", baselines: ["animated.png-frames/\(name)"],
        group: "animated.apng",
        summary: "render the loader's 60 frames into one APNG (frame differencing)"
      ) {
        let (lists, _) = try frames()
        return { blackHole(try encode(lists) { APNGEncoder(size: size, loops: 0) }) }
      },
      Benchmark(
        name: "animated.gif/\(name)", summary: "render the 60 frames into one GIF (giflib)"
      ) {
        let (lists, _) = try frames()
        let gif = try encode(lists) { try GIFEncoder(size: size) }
        context.notes.append("animated.gif/\(name): \(gif.count) bytes")
        return { blackHole(try encode(lists) { try GIFEncoder(size: size) }) }
      },
      Benchmark(
        name: "animated.webp/\(name)",
        summary: "render the 60 frames into one lossless animated WebP (libwebpmux)"
      ) {
        let (lists, _) = try frames()
        let webp = try encode(lists) { try WebPAnimationEncoder(size: size) }
        context.notes.append("animated.webp/\(name): \(webp.count) bytes")
        return { blackHole(try encode(lists) { try WebPAnimationEncoder(size: size) }) }
      },
    ]
    if VideoEncoder.findFFmpeg() != nil {
      list.append(
        Benchmark(
          name: "animated.mp4/\(name)",
          summary: "render the 60 frames and stream them to ffmpeg (H.264, one thread)"
        ) {
          let (lists, _) = try frames()
          let make = { try VideoEncoder(size: size, frameRate: 60, codec: .h264) }
          let mp4 = try encode(lists, make)
          context.notes.append("animated.mp4/\(name): \(mp4.count) bytes")
          return { blackHole(try encode(lists, make)) }
        })
    } else {
      context.notes.append("animated.mp4: skipped, no ffmpeg on PATH")
    }
    return list
  }
}
