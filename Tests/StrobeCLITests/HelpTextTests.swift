import StrobeCLI
import Testing

@Suite struct HelpTextTests {
  static let renderHelp = """
    OVERVIEW: Render a scene to SVG, PDF or PNG files at chosen times.

    USAGE: strobe render [<options>] <scene>

    ARGUMENTS:
      <scene>                 The scene file (JSON), or '-' to read it from
                              standard input.

    OPTIONS:
      --format <format>       Output formats, comma-separated: svg, pdf, png.
                              Without it: the scene's export formats, else png.
                              With --animate, one of png, webp, gif, mp4, webm, svg.
      --out <dir>             Folder for the output files; created if missing.
                              (default: .)
      --scale <scale>         PNG scale factors, comma-separated; a scale other
                              than 1 adds '@<scale>x' to the file name. Without it:
                              the scene's export scales, else 1.
      --at <time>             Times in seconds, comma-separated, or 'keyframes' for
                              every keyframe time.
      --frame <n>             Lottie input only: frame numbers, comma-separated
                              (time = (n - ip) / fr).
      --frames <a-b>          Lottie input only: every frame from a to b inclusive.
      --animation <id>        dotLottie (.lottie) input only: the animation to
                              read, by its id in the archive's manifest. Without
                              it: the manifest's initial animation, else its first.
      --fps <fps>             Sample times from --from to --to at this many frames
                              per second.
      --from <seconds>        First time of --fps or --animate. (default: 0)
      --to <seconds>          Last time of --fps or --animate. Without it: the
                              scene duration.
      --animate               Write one animated file, <stem>.<ext>, of the frames
                              from --from to --to (default: the scene duration) at
                              --fps (default: the scene's export fps, else 30);
                              --format png (APNG, the default), webp, gif, mp4,
                              webm, or svg (an animated SVG browsers play);
                              --verify decodes the file back frame by frame (the
                              SVG in Chromium).
      --dither <method>       GIF dithering with --animate --format gif: none
                              (nearest palette colour) or floyd-steinberg (error
                              diffusion: no banding in gradients, larger files).
                              (default: none)
      --name <pattern>        Name per-frame files by this pattern (the extension
                              is added): {stem}, {index} (from 0, in time order),
                              {index:05} (zero-padded), {time}, {scale} ('' or
                              '@2x'). Default: {stem}@{time}{scale}.
      --sequence-to-stdout    Write every PNG frame to standard output, one after
                              another in time order (for 'ffmpeg -f image2pipe -i
                              -'); -o - writes one file only.
      --multipage             Write every sampled time of the PDF export to one
                              file, <stem>.pdf, one page each.
      -o, --output <file>     Write the only output to this file; '-' writes it to
                              standard output.
      --shard <k/n>           Render only the frames whose index i (from 0)
                              satisfies i mod n = k - 1.
      --verify                Read every output back and compare it with a PNG
                              render.
      --background <color>    Canvas background instead of the scene's: #RGB,
                              #RRGGBB, #RRGGBBAA, a colour name (systemBlue…), or
                              'none' for transparent.
      --fallback-resolution <dpi>
                              Resolution of the images SVG and PDF fall back to
                              (conic gradients in SVG; a page with a blend mode the
                              format lacks uses 72). (default: 288)
      --svg-id-prefix <prefix>
                              Start every id in SVG outputs with this prefix (a
                              letter or '_', then letters, digits, '_', '-', '.'),
                              so several SVGs can be inlined in one HTML page.
      --text-as-glyphs        Draw text as real glyphs (selectable in PDF) instead
                              of outlines.
      --png-compression <level>
                              PNG compression: fast, default or best (same pixels;
                              size against speed). (default: default)
      --manifest <file>       Write a JSON list of the outputs (path, time, format,
                              scale, bytes, sha256) to this file.
      --skip-unchanged        Leave an output file untouched when its content is
                              already identical.
      --prune                 After the render, remove the files in --out named
                              like this scene's outputs
                              (<stem>@<time>….svg/pdf/png, <stem>.pdf) that it did
                              not write.
      -j, --jobs <n>          Render up to n outputs at once (1 to 1024); files,
                              their order and their bytes are the same for every n.
                              Without it: the number of cores.
      --quiet                 Print only errors and failed verifications: no list
                              of written files, no progress line (otherwise shown
                              when standard error is a terminal).
      --contact-sheet <file>  Also write one PNG grid of every sampled frame, each
                              labelled with its time, to this file.
      --thumbnail-size <px>   Longest side of a contact sheet thumbnail, in pixels
                              (16 to 4096). (default: 256)
      --band-rows <n>         Render PNGs in horizontal bands of n rows (1 to
                              32767), streamed to the file, so memory holds one
                              band. PNGs over 67108864 pixels or 32767 high always
                              are (256 rows).
      --max-banded-pixels <n> Largest PNG rendered in bands, in pixels (width at
                              most 32767). (default: 2147483648)
      --watch                 Render again whenever the scene or a file it
                              references changes, printing one line per render with
                              its time and any error; stop with Ctrl-C.
      --limit <name=n>        Change a resource limit, comma-separated: pixels (per
                              raster, default 100M), frames (per render, 100k),
                              scene-bytes (16 MiB), contents-bytes (64 MiB), depth
                              (256), layers (10k), path-elements (100k), keyframes
                              (10k), image-pixels (per PNG or JPEG contents image,
                              100M), text-characters (per text, 10k), preview-bytes
                              (per preview page, 32 MiB). Suffixes k, M, G multiply
                              by 1000, 10^6, 10^9. See docs/limits.md.
      --allow-outside-contents
                              Let contents image paths resolve outside the scene
                              file's folder (after '..' and symbolic links).
      --force                 Replace an existing output file whose content is of
                              another kind (not an SVG/PDF/PNG of the output's
                              format).
      --version               Show the version.
      -h, --help              Show help information.


    """

  static let evalHelp = """
    OVERVIEW: Print the scene with its presentation values at the given times baked
    in.

    USAGE: strobe eval <scene> --at <time> ... [--output <file>] [--animation <id>] [--limit <name=n> ...] [--allow-outside-contents]

    ARGUMENTS:
      <scene>                 The scene file (JSON), or '-' to read it from
                              standard input.

    OPTIONS:
      --at <time>             Times in seconds, comma-separated, or 'keyframes' for
                              every keyframe time. One time prints one scene
                              document; several print {"frames": [{"time": T,
                              "scene": {...}}, ...]} in the order asked.
      -o, --output <file>     Write the output to this file (atomically) instead of
                              standard output; '-' is standard output.
      --animation <id>        dotLottie (.lottie) input only: the animation to
                              read, by its id in the archive's manifest. Without
                              it: the manifest's initial animation, else its first.
      --limit <name=n>        Change a resource limit, comma-separated: pixels (per
                              raster, default 100M), frames (per render, 100k),
                              scene-bytes (16 MiB), contents-bytes (64 MiB), depth
                              (256), layers (10k), path-elements (100k), keyframes
                              (10k), image-pixels (per PNG or JPEG contents image,
                              100M), text-characters (per text, 10k), preview-bytes
                              (per preview page, 32 MiB). Suffixes k, M, G multiply
                              by 1000, 10^6, 10^9. See docs/limits.md.
      --allow-outside-contents
                              Let contents image paths resolve outside the scene
                              file's folder (after '..' and symbolic links).
      --version               Show the version.
      -h, --help              Show help information.


    """

  static let infoHelp = """
    OVERVIEW: Describe a scene: canvas, duration, layers, animations, transactions
    and keyframe times.

    USAGE: strobe info <scene> [--json] [--animation <id>] [--limit <name=n> ...] [--allow-outside-contents]

    ARGUMENTS:
      <scene>                 The scene file (JSON), or '-' to read it from
                              standard input.

    OPTIONS:
      --json                  Print one JSON object: file, canvas {width, height,
                              background}, duration, layers [{name, type,
                              sublayers}], animations [{layer, key, keyPath, kind,
                              begin, activeDuration, end, cycle, fillMode,
                              isRemovedOnCompletion}], transactions [{at,
                              completion}], keyframeTimes, animatedSVGSampled
                              [{layer, keyPath, reason}] (what --animate --format
                              svg samples). Times in seconds; a time that never
                              comes is "infinity"; a missing name, key path or
                              background is null.
      --animation <id>        dotLottie (.lottie) input only: the animation to
                              read, by its id in the archive's manifest. Without
                              it: the manifest's initial animation, else its first.
      --limit <name=n>        Change a resource limit, comma-separated: pixels (per
                              raster, default 100M), frames (per render, 100k),
                              scene-bytes (16 MiB), contents-bytes (64 MiB), depth
                              (256), layers (10k), path-elements (100k), keyframes
                              (10k), image-pixels (per PNG or JPEG contents image,
                              100M), text-characters (per text, 10k), preview-bytes
                              (per preview page, 32 MiB). Suffixes k, M, G multiply
                              by 1000, 10^6, 10^9. See docs/limits.md.
      --allow-outside-contents
                              Let contents image paths resolve outside the scene
                              file's folder (after '..' and symbolic links).
      --version               Show the version.
      -h, --help              Show help information.


    """

  static let rootHelp = """
    OVERVIEW: Render Core Animation scenes to SVG, PDF and PNG at chosen times.

    USAGE: strobe <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      render                  Render a scene to SVG, PDF or PNG files at chosen
                              times.
      eval                    Print the scene with its presentation values at the
                              given times baked in.
      info                    Describe a scene: canvas, duration, layers,
                              animations, transactions and keyframe times.
      verify                  Compare a rendered file with a reference PNG.
      path                    Measure, trim, morph and bound SVG path data.
      demo                    Render the built-in demo scene to every format and
                              verify the files.
      import                  Convert a Lottie animation (JSON or dotLottie) into a
                              Strobe scene file.
      preview                 Write one self-contained HTML page to play and scrub
                              through a scene.
      completions             Print a shell completion script for bash, zsh or fish.
      man                     Print the strobe(1) manual page (roff), generated
                              from the same table as --help.

      See 'strobe help <subcommand>' for detailed help.

    """

  @Test func renderHelpIsVerbatimAt80Columns() {
    let result = runStrobe(["render", "--help"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == Self.renderHelp)
  }

  @Test(arguments: [
    ["render", "-h"], ["render", "--help"], ["help", "render"], ["render", "ring.json", "-h"],
    ["render", "--bogus", "--help"], ["render", "--at", "-5", "--help"],
  ])
  func everyHelpSpellingGivesTheSameText(arguments: [String]) {
    let result = runStrobe(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == Self.renderHelp)
  }

  @Test(arguments: [[], ["-h"], ["--help"], ["help"]])
  func rootHelpListsSubcommands(arguments: [String]) {
    let result = runStrobe(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == Self.rootHelp)
  }

  @Test func defaultWidthIs80() {
    #expect(runStrobe(["render", "-h"], environment: [:]).stdout == Self.renderHelp)
    #expect(HelpGenerator.screenWidth(environment: [:]) == 80)
    #expect(HelpGenerator.screenWidth(environment: ["COLUMNS": "junk"]) == 80)
    #expect(HelpGenerator.screenWidth(environment: ["COLUMNS": "132"]) == 132)
  }

  @Test func columnsNarrowsTheWrapping() {
    // Help starts at column 26, so 60 columns leave 34 for text; "created" would end exactly
    // at column 60 and, as in ASP, a word touching the edge moves to the next line (so does
    // "and" in the overview, which would end at column 60 too).
    let result = runStrobe(["demo", "--help"], environment: ["COLUMNS": "60"])
    let expected = """
      OVERVIEW: Render the built-in demo scene to every format
      and verify the files.

      USAGE: strobe demo [--out <dir>]

      OPTIONS:
        --out <dir>             Folder for the demo files;
                                created if missing. (default: .)
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(result.stdout == expected)
  }

  @Test func helpOfEvalShowsRequiredRepeatingOptionWithoutBrackets() {
    let result = runStrobe(["help", "eval"])
    #expect(
      result.stdout.contains(
        "USAGE: strobe eval <scene> --at <time> ... [--output <file>] [--animation <id>] [--limit <name=n> ...] "
          + "[--allow-outside-contents]\n"))
  }

  @Test(arguments: [["eval", "--help"], ["help", "eval"], ["info", "-h"], ["help", "info"]])
  func evalAndInfoHelpAreVerbatimWithTheSharedLimitOptions(arguments: [String]) {
    let result = runStrobe(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == (arguments.contains("eval") ? Self.evalHelp : Self.infoHelp))
    // The shared options read exactly as render's.
    for line in [
      "  --limit <name=n>        Change a resource limit, comma-separated: pixels (per\n",
      "  --allow-outside-contents\n",
    ] {
      #expect(Self.renderHelp.contains(line) && result.stdout.contains(line))
    }
  }

  @Test func verifyHelpShowsDefaults() {
    let result = runStrobe(["verify", "-h"])
    #expect(
      result.stdout.contains(
        "  --page <n>              The PDF page to compare, counting from 1. (default: 1)\n"))
    #expect(result.stdout.contains("from 0 to 255. (default: 2)\n"))
  }

  @Test(arguments: [["--version"], ["render", "--version"], ["demo", "--version"]])
  func versionPrintsToolAndVersion(arguments: [String]) {
    let result = runStrobe(arguments)
    #expect(result.status == 0)
    #expect(result.stdout == "strobe 0.1.0\n")
    #expect(result.stderr == "")
    #expect(StrobeCommandLine.version == "0.1.0")
  }

  @Test func longLabelPutsHelpOnNextLine() {
    let command = CommandSpec(
      name: "tool", abstract: "",
      arguments: [.option("a-very-long-option-name", value: "value", help: "Some help.")])
    let text = HelpGenerator(command: command, commandPath: ["tool"], showsVersion: false)
      .rendered(screenWidth: 80)
    #expect(
      text == """
        USAGE: tool [--a-very-long-option-name <value>]

        OPTIONS:
          --a-very-long-option-name <value>
                                  Some help.
          -h, --help              Show help information.

        """)
  }

  @Test func usageCondensesAboveTwelveArguments() {
    var arguments: [ArgumentSpec] = [.positional("input", help: "")]
    for index in 0..<12 { arguments.append(.flag("flag\(index)", help: "")) }
    let generator = HelpGenerator(
      command: CommandSpec(name: "x", abstract: "", arguments: arguments), commandPath: ["t", "x"])
    #expect(generator.usage == "t x [<options>] <input>")
  }
}
