import Foundation
import StrobeRender

/// `strobe render --animate`: one file that plays (docs/animated-output.md §Raster
/// animations), validated here into ``RenderRequest/animate`` and its settings.
extension RenderCommand {
  /// The `--animate` flag's declaration.
  static let animateFlag = ArgumentSpec.flag(
    "animate",
    help:
      "Write one animated file, <stem>.<ext>, of the frames from --from to --to (default: "
      + "the scene duration) at --fps (default: the scene's export fps, else 30); --format "
      + "png (APNG, the default), webp, gif, mp4, webm, or svg (an animated SVG browsers "
      + "play); --verify decodes the file back frame by frame (the SVG in Chromium).")

  /// `--dither`: how `--animate --format gif` maps frames with more colours than a palette.
  static let ditherOption = ArgumentSpec.option(
    "dither", value: "method",
    help:
      "GIF dithering with --animate --format gif: none (nearest palette colour) or "
      + "floyd-steinberg (error diffusion: no banding in gradients, larger files).",
    defaultValue: "none")

  /// The most frames per second a GIF takes: its delays are whole centiseconds and browsers
  /// slow delays under 2 cs down (docs/animated-output.md §Raster animations).
  public static let maximumGIFFrameRate = 50.0

  /// The default frame rate of `--animate` without `--fps` or an export `fps`.
  public static let defaultAnimationFrameRate = 30.0

  /// Checks the options of an `--animate` command line and records its format, window and
  /// frame rate in `request`.
  ///
  /// - Throws: ``CLIError`` for a format that is not animated, more than one format or
  ///   scale, an option that writes several files or compares frames (`--at`, `--multipage`,
  ///   `--shard`, `--manifest`, `--contact-sheet`, `--prune`, `--band-rows`,
  ///   `--frame(s)`, `--name`, `--sequence-to-stdout`), a GIF above
  ///   ``maximumGIFFrameRate`` and an `-o` file name of another format.
  static func applyAnimate(_ parsed: ParsedArguments, to request: inout RenderRequest) throws {
    func arg(_ id: String) -> ArgumentSpec { spec.argument(id: id)! }
    for option in [
      "at", "multipage", "shard", "manifest", "contact-sheet", "prune", "band-rows",
      "frame", "frames", "name", "sequence-to-stdout",
    ] where parsed.isPresent(option) {
      throw CLIError.conflictingOptions("--animate", "--\(option)")
    }
    let expected = "one of 'png', 'webp', 'gif', 'mp4', 'webm' or 'svg'"
    var names: [String] = []
    for raw in parsed.values("format") {
      for element in try ValueParser.commaList(raw, argument: arg("format"), expected: expected)
      where !names.contains(element) {
        names.append(element)
      }
    }
    if names.count > 1 {
      throw CLIError.invalidValue(
        argument: arg("format").unadornedSynopsis, value: names.joined(separator: ","),
        expected: "one format with --animate (\(expected))")
    }
    let format = try names.first.map { name -> AnimatedFormat in
      guard let format = AnimatedFormat(rawValue: name) else {
        throw CLIError.invalidValue(
          argument: arg("format").unadornedSynopsis, value: name, expected: expected)
      }
      return format
    }
    request.animate = true
    request.animatedFormat = format ?? .png
    if let raw = parsed.value("dither") {
      guard let dither = GIFDither(rawValue: raw) else {
        throw CLIError.invalidValue(
          argument: arg("dither").unadornedSynopsis, value: raw,
          expected: "one of 'none' or 'floyd-steinberg'")
      }
      guard request.animatedFormat == .gif else {
        throw CLIError.requiresOption("--dither", requires: "--format gif")
      }
      request.gifDither = dither
    }
    request.formats = nil
    if let scales = request.scales, scales.count > 1 {
      throw CLIError.invalidValue(
        argument: arg("scale").unadornedSynopsis,
        value: parsed.values("scale").joined(separator: ","),
        expected: "one scale with --animate")
    }
    if case .frameRate(let fps, let from, let to) = request.times {
      request.animationWindow = AnimationWindow(fps: fps, from: from, to: to)
    } else {
      request.animationWindow = AnimationWindow(
        fps: nil,
        from: try parsed.value("from").map {
          try ValueParser.number(
            $0, argument: arg("from"), expected: "a number of seconds at least 0"
          ) {
            $0 >= 0
          }
        },
        to: try parsed.value("to").map {
          try ValueParser.number(
            $0, argument: arg("to"), expected: "a number of seconds at least 0"
          ) {
            $0 >= 0
          }
        })
    }
    if let from = request.animationWindow.from, let to = request.animationWindow.to, to <= from {
      throw CLIError.invalidValue(
        argument: arg("to").unadornedSynopsis, value: parsed.value("to") ?? "",
        expected: "a time after --from (\(parsed.value("from") ?? "0")) with --animate")
    }
    if request.animatedFormat == .gif, let fps = request.animationWindow.fps,
      fps > maximumGIFFrameRate
    {
      throw CLIError.invalidValue(
        argument: arg("fps").unadornedSynopsis, value: parsed.value("fps") ?? "",
        expected:
          "at most \(Int(maximumGIFFrameRate)) for GIF (delays are whole centiseconds; "
          + "browsers slow delays under 2 cs down)")
    }
    if case .file(let path) = request.output {
      let named = (path as NSString).pathExtension.lowercased()
      if named != request.animatedFormat.fileExtension {
        throw CLIError.invalidValue(
          argument: arg("output").unadornedSynopsis, value: path,
          expected:
            "a file name ending in .\(request.animatedFormat.fileExtension) (this render writes "
            + "\(request.animatedFormat.displayName)), or another --format")
      }
    }
  }
}
