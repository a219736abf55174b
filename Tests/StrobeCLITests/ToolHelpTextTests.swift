import StrobeCLI
import Testing

/// Verbatim help of the day-to-day tool commands (preview, completions, man).
@Suite struct ToolHelpTextTests {
  static let previewHelp = """
    OVERVIEW: Write one self-contained HTML page to play and scrub through a scene.

    USAGE: strobe preview <scene> [--output <file>] [--fps <fps>] [--animation <id>] [--limit <name=n> ...] [--allow-outside-contents]

    ARGUMENTS:
      <scene>                 The scene file (JSON), or '-' to read it from
                              standard input.

    OPTIONS:
      -o, --output <file>     The HTML file to write; '-' writes it to standard
                              output. Without it: <stem>.html in the current folder.
      --fps <fps>             Frames per second sampled from 0 to the scene
                              duration, besides every keyframe time. Without it:
                              the scene's export fps, else 30.
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

  static let completionsHelp = """
    OVERVIEW: Print a shell completion script for bash, zsh or fish.

    USAGE: strobe completions <shell>

    ARGUMENTS:
      <shell>                 bash, zsh or fish. Load it with 'source <(strobe
                              completions bash)', 'strobe completions zsh >
                              ~/.zfunc/_strobe' or 'strobe completions fish >
                              ~/.config/fish/completions/strobe.fish'.

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.


    """

  @Test func previewHelpIsVerbatim() {
    #expect(runStrobe(["preview", "--help"]).stdout == Self.previewHelp)
  }

  @Test func completionsHelpIsVerbatim() {
    #expect(runStrobe(["help", "completions"]).stdout == Self.completionsHelp)
  }

  @Test func manHelpIsVerbatim() {
    let expected = """
      OVERVIEW: Print the strobe(1) manual page (roff), generated from the same table
      as --help.

      USAGE: strobe man

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runStrobe(["man", "-h"]).stdout == expected)
  }

  @Test(arguments: [
    (["completions", "tcsh"], "one of 'bash', 'zsh' or 'fish'"),
    (["preview", "a.json", "--fps", "0"], "a number greater than 0 and at most 240"),
    (["preview", "a.json", "--fps", "500"], "a number greater than 0 and at most 240"),
    (["render", "-", "--watch"], "a scene file to watch, not standard input"),
    (["render", "a.json", "--watch", "-o", "-"], "--watch"),
    (["render", "a.json", "--watch", "--shard", "1/2"], "--shard"),
  ])
  func badToolCommandLinesAreUsageErrors(arguments: [String], clue: String) {
    let result = runStrobe(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(clue), "\(result.stderr)")
  }
}
