import Foundation
import StrobeRender
import StrobeScene

/// `strobe render`: the option table and the validation that turns it into a ``RenderRequest``.
///
/// Rules checked (each a usage error, exit 64):
/// - `--format` values from `svg`, `pdf`, `png`; `--scale` finite and > 0; `--at` numbers
///   ≥ 0 or `keyframes`; `--fps` finite and > 0; `--jobs` a whole number from 1 to
///   ``maximumJobs``; `--from`/`--to` finite and ≥ 0, `--to` ≥
///   `--from`; `--shard K/N` with 1 ≤ K ≤ N; paths non-empty.
/// - `--at` and `--fps` conflict; `--from`/`--to` require `--fps` or `--animate`.
/// - `--animate` takes one format and one scale, and conflicts with `--at`, `--multipage`,
///   `--shard`, `--manifest`, `--contact-sheet`, `--prune`, `--band-rows`, `--frame(s)`,
///   `--name` and `--sequence-to-stdout`; `--dither`
///   (`none` or `floyd-steinberg`) requires `--animate --format gif`.
/// - `--multipage` requires PDF among `--format` (without `--format` it selects PDF only)
///   and conflicts with `--shard`.
/// - `-o/--output` conflicts with `--out` and `--shard`, and needs exactly one output as far
///   as the command line tells: one format, one scale for PNG, and (unless `--multipage`) a
///   single explicit `--at` time and no `--fps`. Outputs that depend on the scene's export
///   block are for the handler to check.
/// - `--png-compression` from `fast`, `default`, `best`; `--manifest` conflicts with
///   `--shard` (docs/cli-conventions.md §Sharding) and with `-o/--output` (its paths are relative to `--out`).
/// - `--prune` conflicts with `--shard` (other shards' files would go) and `-o/--output`.
/// - `--contact-sheet` conflicts with `--shard` (docs/cli-conventions.md §Sharding); `--thumbnail-size`
///   (16…4096) requires it. `--band-rows` from 1 to 32767; `--max-banded-pixels` ≥ 1.
public enum RenderCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "render",
    abstract: "Render a scene to SVG, PDF or PNG files at chosen times.",
    arguments: [
      .positional("scene", help: "The scene file (JSON), or '-' to read it from standard input."),
      .option(
        "format", value: "format",
        help:
          "Output formats, comma-separated: svg, pdf, png. Without it: the scene's export "
          + "formats, else png. With --animate, one of png, webp, gif, mp4, webm, svg.",
        repeatable: true),
      .option(
        "out", value: "dir", help: "Folder for the output files; created if missing.",
        defaultValue: "."),
      .option(
        "scale", value: "scale",
        help:
          "PNG scale factors, comma-separated; a scale other than 1 adds '@<scale>x' to the "
          + "file name. Without it: the scene's export scales, else 1.",
        repeatable: true),
      .option(
        "at", value: "time",
        help: "Times in seconds, comma-separated, or 'keyframes' for every keyframe time.",
        repeatable: true),
      .option(
        "frame", value: "n",
        help: "Lottie input only: frame numbers, comma-separated (time = (n - ip) / fr).",
        repeatable: true),
      .option(
        "frames", value: "a-b",
        help: "Lottie input only: every frame from a to b inclusive.", repeatable: true),
      DotLottieOption.spec,
      .option(
        "fps", value: "fps",
        help: "Sample times from --from to --to at this many frames per second."),
      .option(
        "from", value: "seconds", help: "First time of --fps or --animate.",
        defaultValue: "0"),
      .option(
        "to", value: "seconds",
        help: "Last time of --fps or --animate. Without it: the scene duration."),
      animateFlag,
      ditherOption,
      namePatternOption,
      sequenceToStandardOutputFlag,
      .flag(
        "multipage",
        help: "Write every sampled time of the PDF export to one file, <stem>.pdf, one page each."),
      .option(
        "output", short: "o", value: "file",
        help: "Write the only output to this file; '-' writes it to standard output."),
      .option(
        "shard", value: "k/n",
        help: "Render only the frames whose index i (from 0) satisfies i mod n = k - 1."),
      .flag("verify", help: "Read every output back and compare it with a PNG render."),
      .option(
        "background", value: "color",
        help:
          "Canvas background instead of the scene's: #RGB, #RRGGBB, #RRGGBBAA, a colour name "
          + "(systemBlue…), or 'none' for transparent."),
      .option(
        "fallback-resolution", value: "dpi",
        help:
          "Resolution of the images SVG and PDF fall back to (conic gradients in SVG; a page with a blend mode the format lacks uses 72).",
        defaultValue: "288"),
      .option(
        "svg-id-prefix", value: "prefix",
        help:
          "Start every id in SVG outputs with this prefix (a letter or '_', then letters, "
          + "digits, '_', '-', '.'), so several SVGs can be inlined in one HTML page."),
      .flag(
        "text-as-glyphs",
        help: "Draw text as real glyphs (selectable in PDF) instead of outlines."),
      .option(
        "png-compression", value: "level",
        help: "PNG compression: fast, default or best (same pixels; size against speed).",
        defaultValue: "default"),
      .option(
        "manifest", value: "file",
        help:
          "Write a JSON list of the outputs (path, time, format, scale, bytes, sha256) to this "
          + "file."),
      .flag(
        "skip-unchanged",
        help: "Leave an output file untouched when its content is already identical."),
      .flag(
        "prune",
        help:
          "After the render, remove the files in --out named like this scene's outputs "
          + "(<stem>@<time>….svg/pdf/png, <stem>.pdf) that it did not write."),
      .option(
        "jobs", short: "j", value: "n",
        help:
          "Render up to n outputs at once (1 to \(maximumJobs)); files, their order and their "
          + "bytes are the same for every n. Without it: the number of cores."),
      .flag(
        "quiet",
        help:
          "Print only errors and failed verifications: no list of written files, no "
          + "progress line (otherwise shown when standard error is a terminal)."),
      .option(
        "contact-sheet", value: "file",
        help:
          "Also write one PNG grid of every sampled frame, each labelled with its time, to "
          + "this file."),
      .option(
        "thumbnail-size", value: "px",
        help: "Longest side of a contact sheet thumbnail, in pixels (16 to 4096).",
        defaultValue: "\(ContactSheet.defaultThumbnailSize)"),
      .option(
        "band-rows", value: "n",
        help:
          "Render PNGs in horizontal bands of n rows (1 to 32767), streamed to the file, so "
          + "memory holds one band. PNGs over 67108864 pixels or 32767 high always are (256 "
          + "rows)."),
      .option(
        "max-banded-pixels", value: "n",
        help: "Largest PNG rendered in bands, in pixels (width at most 32767).",
        defaultValue: "\(Renderer.defaultMaximumBandedPixels)"),
      watchFlag,
      ResourceLimits.limitOption,
      ResourceLimits.allowOutsideContentsFlag,
      .flag(
        "force",
        help:
          "Replace an existing output file whose content is of another kind (not an "
          + "SVG/PDF/PNG of the output's format)."),
    ])

  /// The largest `--jobs` value accepted.
  public static let maximumJobs = 1024

  /// Validates `parsed` (scanned against ``spec``) into a request.
  ///
  /// - Throws: ``CLIError`` for the first rule broken, in declaration order, then cross-option
  ///   rules.
  public static func request(from parsed: ParsedArguments) throws -> RenderRequest {
    func arg(_ id: String) -> ArgumentSpec { spec.argument(id: id)! }
    let scene = SceneSource(
      argument: try ValueParser.path(parsed.value("scene") ?? "", argument: arg("scene")))
    let animate = parsed.isPresent("animate")
    var formats =
      parsed.isPresent("format") && !animate
      ? try ValueParser.formats(parsed.values("format"), argument: arg("format")) : nil
    let outputDirectory = try ValueParser.path(parsed.value("out") ?? ".", argument: arg("out"))
    let scales =
      parsed.isPresent("scale")
      ? try ValueParser.scales(parsed.values("scale"), argument: arg("scale")) : nil
    let atTimes =
      parsed.isPresent("at")
      ? try ValueParser.timeSpecs(parsed.values("at"), argument: arg("at")) : nil
    let fps = try parsed.value("fps").map {
      try ValueParser.number(
        $0, argument: arg("fps"), expected: "a finite number greater than 0"
      ) { $0 > 0 }
    }
    let from = try parsed.value("from").map {
      try ValueParser.number(
        $0, argument: arg("from"), expected: "a number of seconds at least 0"
      ) { $0 >= 0 }
    }
    let to = try parsed.value("to").map {
      try ValueParser.number(
        $0, argument: arg("to"), expected: "a number of seconds at least 0"
      ) { $0 >= 0 }
    }
    let output = try parsed.value("output").map {
      OutputTarget(argument: try ValueParser.path($0, argument: arg("output")))
    }
    let shard = try parsed.value("shard").map { raw -> Shard in
      guard let shard = Shard(parsing: raw) else {
        throw CLIError.invalidValue(
          argument: arg("shard").unadornedSynopsis, value: raw,
          expected: "k/n with whole numbers 1 <= k <= n")
      }
      return shard
    }
    let multipage = parsed.isPresent("multipage")
    let pngCompression = try parsed.value("png-compression").map { raw -> PNGCompression in
      guard let level = PNGCompression(rawValue: raw) else {
        throw CLIError.invalidValue(
          argument: arg("png-compression").unadornedSynopsis, value: raw,
          expected: "one of 'fast', 'default' or 'best'")
      }
      return level
    }
    let manifest = try parsed.value("manifest").map {
      try ValueParser.path($0, argument: arg("manifest"))
    }
    let contactSheet = try parsed.value("contact-sheet").map {
      try ValueParser.path($0, argument: arg("contact-sheet"))
    }
    let thumbnailSize = try parsed.value("thumbnail-size").map {
      try ValueParser.integer(
        $0, argument: arg("thumbnail-size"), expected: "a whole number from 16 to 4096",
        in: 16...4096)
    }
    let bandRows = try parsed.value("band-rows").map {
      try ValueParser.integer(
        $0, argument: arg("band-rows"), expected: "a whole number from 1 to 32767",
        in: 1...Renderer.maximumPixelSide)
    }
    let maximumBandedPixels = try parsed.value("max-banded-pixels").map {
      try ValueParser.integer(
        $0, argument: arg("max-banded-pixels"), expected: "a whole number of pixels at least 1",
        in: 1...Int.max)
    }

    if atTimes != nil && fps != nil { throw CLIError.conflictingOptions("--at", "--fps") }
    if !animate, parsed.isPresent("dither") {
      throw CLIError.requiresOption("--dither", requires: "--animate --format gif")
    }
    if fps == nil && !animate {
      if from != nil { throw CLIError.requiresOption("--from", requires: "--fps") }
      if to != nil { throw CLIError.requiresOption("--to", requires: "--fps") }
    }
    if let from, let to, to < from, let raw = parsed.value("to") {
      throw CLIError.invalidValue(
        argument: arg("to").unadornedSynopsis, value: raw,
        expected: "a time at least --from (\(parsed.value("from") ?? ""))")
    }
    if multipage {
      if let formats, !formats.contains(.pdf) {
        throw CLIError.requiresOption("--multipage", requires: "--format pdf")
      }
      if shard != nil { throw CLIError.conflictingOptions("--multipage", "--shard") }
      formats = formats ?? [.pdf]
    }
    if manifest != nil {
      if shard != nil { throw CLIError.conflictingOptions("--manifest", "--shard") }
      if output != nil { throw CLIError.conflictingOptions("--manifest", "--output") }
    }
    let svgIDPrefix = try parsed.value("svg-id-prefix").map { raw -> String in
      guard !raw.isEmpty, Renderer.isValidSVGIDPrefix(raw) else {
        throw CLIError.invalidValue(
          argument: arg("svg-id-prefix").unadornedSynopsis, value: raw,
          expected: "an ASCII letter or '_' followed by letters, digits, '_', '-' or '.'")
      }
      return raw
    }
    if parsed.isPresent("prune") {
      if shard != nil { throw CLIError.conflictingOptions("--prune", "--shard") }
      if output != nil { throw CLIError.conflictingOptions("--prune", "--output") }
    }
    if contactSheet != nil, shard != nil {
      throw CLIError.conflictingOptions("--contact-sheet", "--shard")
    }
    if thumbnailSize != nil, contactSheet == nil {
      throw CLIError.requiresOption("--thumbnail-size", requires: "--contact-sheet")
    }
    if output != nil {
      if parsed.isPresent("out") { throw CLIError.conflictingOptions("--out", "--output") }
      if shard != nil { throw CLIError.conflictingOptions("--output", "--shard") }
    }
    if output != nil && !animate {
      try checkSingleOutput(
        formats: formats, scales: scales, atTimes: atTimes, usesFPS: fps != nil,
        multipage: multipage || animate)
      // `-o x.png --multipage` would write a PDF named .png: a file name that says another
      // format than the one written is a usage error.
      if case .file(let path) = output, let formats, formats.count == 1,
        let named = OutputFormat(rawValue: (path as NSString).pathExtension.lowercased()),
        named != formats[0]
      {
        throw CLIError.invalidValue(
          argument: arg("output").unadornedSynopsis, value: path,
          expected:
            "a file name ending in .\(formats[0].rawValue) (this render writes "
            + "\(formats[0].rawValue.uppercased())), or another --format")
      }
    }

    let times: TimeSelection
    if let atTimes {
      times = .list(atTimes)
    } else if let fps {
      times = .frameRate(fps: fps, from: from, to: to)
    } else {
      times = .unspecified
    }
    let background = try parsed.value("background").map { raw -> RGBA? in
      if raw == "none" || raw == "transparent" { return nil }
      guard let c = SceneColor(hex: raw) ?? SceneColor.named[raw] else {
        throw CLIError.invalidValue(
          argument: arg("background").unadornedSynopsis, value: raw,
          expected: "#RGB, #RRGGBB, #RRGGBBAA, a colour name or 'none'")
      }
      return RGBA(c.red, c.green, c.blue, c.alpha)
    }
    let fallback = try parsed.value("fallback-resolution").map {
      try ValueParser.number(
        $0, argument: arg("fallback-resolution"), expected: "dots per inch from 1 to 2400"
      ) { $0 >= 1 && $0 <= 2400 }
    }
    let jobs = try parsed.value("jobs").map {
      try ValueParser.integer(
        $0, argument: arg("jobs"), expected: "a whole number from 1 to \(maximumJobs)",
        in: 1...maximumJobs)
    }
    let lottieFrames = try LottieFrameSelection.parse(
      frame: parsed.values("frame"), frames: parsed.values("frames"),
      frameArgument: arg("frame").unadornedSynopsis,
      framesArgument: arg("frames").unadornedSynopsis)
    if lottieFrames != nil {
      let given = parsed.isPresent("frame") ? "--frame" : "--frames"
      if atTimes != nil { throw CLIError.conflictingOptions(given, "--at") }
      if fps != nil { throw CLIError.conflictingOptions(given, "--fps") }
    }
    let limits = try ResourceLimits.parse(parsed)
    var request = RenderRequest(
      scene: scene, formats: formats, outputDirectory: outputDirectory, scales: scales,
      times: times, multipage: multipage, output: output, shard: shard,
      verify: parsed.isPresent("verify"), background: background, fallbackResolution: fallback,
      textAsGlyphs: parsed.isPresent("text-as-glyphs"),
      pngCompression: pngCompression ?? .default, manifest: manifest,
      skipUnchanged: parsed.isPresent("skip-unchanged"), jobs: jobs,
      quiet: parsed.isPresent("quiet"),
      contactSheet: contactSheet,
      thumbnailSize: thumbnailSize ?? ContactSheet.defaultThumbnailSize,
      bandRows: bandRows,
      maximumBandedPixels: maximumBandedPixels ?? Renderer.defaultMaximumBandedPixels)
    request.lottieFrames = lottieFrames
    request.lottieAnimation = try DotLottieOption.parse(parsed)
    request.limits = limits
    request.allowsOutsideContents = parsed.isPresent("allow-outside-contents")
    request.force = parsed.isPresent("force")
    request.prune = parsed.isPresent("prune")
    request.svgIDPrefix = svgIDPrefix ?? ""
    try applyNamePattern(parsed, to: &request)
    if animate { try applyAnimate(parsed, to: &request) }
    return request
  }

  /// Throws unless the command line describes exactly one output file.
  private static func checkSingleOutput(
    formats: [OutputFormat]?, scales: [Double]?, atTimes: [TimeSpec]?, usesFPS: Bool,
    multipage: Bool
  ) throws {
    let resolvedFormats = formats ?? RenderRequest.defaultFormats
    if let formats, formats.count > 1 {
      throw CLIError.notSingleOutput(
        option: "--output", reason: "--format asks for \(formats.count) formats")
    }
    if resolvedFormats.contains(.png), let scales, scales.count > 1 {
      throw CLIError.notSingleOutput(
        option: "--output", reason: "--scale asks for \(scales.count) scales")
    }
    guard !multipage else { return }
    if usesFPS {
      throw CLIError.notSingleOutput(
        option: "--output", reason: "--fps samples several times (use --multipage for one PDF)")
    }
    if let atTimes {
      if atTimes.contains(.keyframes) {
        throw CLIError.notSingleOutput(
          option: "--output", reason: "--at keyframes can give several times")
      }
      if atTimes.count > 1 {
        throw CLIError.notSingleOutput(
          option: "--output", reason: "--at asks for \(atTimes.count) times")
      }
    }
  }
}
