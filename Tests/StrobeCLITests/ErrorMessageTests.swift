import StrobeCLI
import StrobeRender
import Testing

/// One command line that must fail with a usage error.
struct UsageErrorCase: CustomTestStringConvertible, Sendable {
  var arguments: [String]
  var message: String
  var usage: String = renderUsage
  var command: String = "strobe render"
  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite struct ErrorMessageTests {
  static let cases: [UsageErrorCase] = [
    .init(
      arguments: ["render", "x", "--format", "gif"],
      message:
        "The value 'gif' is invalid for '--format <format>': expected one of 'svg', 'pdf' or 'png'"
    ),
    .init(
      arguments: ["render", "x", "--format", "svg,jpeg"],
      message:
        "The value 'jpeg' is invalid for '--format <format>': expected one of 'svg', 'pdf' or 'png'"
    ),
    .init(
      arguments: ["render", "x", "--scale", "-1"],
      message:
        "The value '-1' is invalid for '--scale <scale>': expected a finite number greater than 0"
    ),
    .init(
      arguments: ["render", "x", "--scale=inf"],
      message:
        "The value 'inf' is invalid for '--scale <scale>': expected a finite number greater than 0"
    ),
    .init(
      arguments: ["render", "x", "--scale", "0"],
      message:
        "The value '0' is invalid for '--scale <scale>': expected a finite number greater than 0"
    ),
    .init(
      arguments: ["render", "x", "--fps", "0"],
      message: "The value '0' is invalid for '--fps <fps>': expected a finite number greater than 0"
    ),
    .init(
      arguments: ["render", "x", "--at", "-0.5"],
      message:
        "The value '-0.5' is invalid for '--at <time>': expected a number of seconds at least 0, or 'keyframes'"
    ),
    .init(
      arguments: ["render", "x", "--at", "soon"],
      message:
        "The value 'soon' is invalid for '--at <time>': expected a number of seconds at least 0, or 'keyframes'"
    ),
    .init(
      arguments: ["render", "x", "--at", "1,,2"],
      message:
        "The value '1,,2' is invalid for '--at <time>': expected a number of seconds at least 0, or 'keyframes'"
    ),
    .init(
      arguments: ["render", "x", "--at", "1", "--fps", "30"],
      message: "The options '--at' and '--fps' cannot be used together"),
    .init(
      arguments: ["render", "x", "--from", "1"],
      message: "The option '--from' requires '--fps'"),
    .init(
      arguments: ["render", "x", "--at", "1", "--to", "2"],
      message: "The option '--to' requires '--fps'"),
    .init(
      arguments: ["render", "x", "--fps", "10", "--from", "2", "--to", "1"],
      message: "The value '1' is invalid for '--to <seconds>': expected a time at least --from (2)"),
    .init(
      arguments: ["render", "x", "--multipage", "--format", "png"],
      message: "The option '--multipage' requires '--format pdf'"),
    .init(
      arguments: ["render", "x", "--multipage", "--shard", "1/2"],
      message: "The options '--multipage' and '--shard' cannot be used together"),
    .init(
      arguments: ["render", "x", "--shard", "0/2"],
      message:
        "The value '0/2' is invalid for '--shard <k/n>': expected k/n with whole numbers 1 <= k <= n"
    ),
    .init(
      arguments: ["render", "x", "-o", "f.png", "--format", "svg,png"],
      message: "The option '--output' names one output file, but --format asks for 2 formats"),
    .init(
      arguments: ["render", "x", "-o", "f.png", "--scale", "1,2"],
      message: "The option '--output' names one output file, but --scale asks for 2 scales"),
    .init(
      arguments: ["render", "x", "-o", "f.png", "--at", "0", "--at", "1"],
      message: "The option '--output' names one output file, but --at asks for 2 times"),
    .init(
      arguments: ["render", "x", "-o", "f.png", "--at", "keyframes"],
      message:
        "The option '--output' names one output file, but --at keyframes can give several times"),
    .init(
      arguments: ["render", "x", "-o", "f.png", "--fps", "10"],
      message:
        "The option '--output' names one output file, but --fps samples several times (use --multipage for one PDF)"
    ),
    .init(
      arguments: ["render", "x", "-o", "f", "--out", "d"],
      message: "The options '--out' and '--output' cannot be used together"),
    .init(
      arguments: ["render", "x", "-o", "f", "--shard", "1/2"],
      message: "The options '--output' and '--shard' cannot be used together"),
    .init(
      arguments: ["render", "x", "--multipage=yes"],
      message: "The option '--multipage' does not take any value, but 'yes' was specified."),
    .init(arguments: ["render", "x", "y"], message: "Unexpected argument 'y'"),
    .init(arguments: ["render", "x", "y", "z"], message: "2 unexpected arguments: 'y', 'z'"),
    .init(arguments: ["render", "x", "--out"], message: "Missing value for '--out <dir>'"),
    .init(
      arguments: ["render", "x", "-o", "--verify"], message: "Missing value for '-o <file>'"),
    .init(arguments: ["render"], message: "Missing expected argument '<scene>'"),
    .init(arguments: ["render", "x", "-q"], message: "Unknown option '-q'"),
    .init(
      arguments: ["render", "x", "--formt", "png"],
      message: "Unknown option '--formt'. Did you mean '--format'?"),
    .init(
      arguments: ["render", "x", "--verfy"],
      message: "Unknown option '--verfy'. Did you mean '--verify'?"),
    .init(arguments: ["render", "x", "--zzzzzzz"], message: "Unknown option '--zzzzzzz'"),
    .init(
      arguments: ["eval", "x"], message: "Missing expected argument '--at <time> ...'",
      usage:
        "Usage: strobe eval <scene> --at <time> ... [--output <file>] [--animation <id>] "
        + "[--limit <name=n> ...] [--allow-outside-contents]",
      command: "strobe eval"),
    .init(
      arguments: ["verify", "a.png"], message: "Missing expected argument '--against <png>'",
      usage: "Usage: strobe verify <file> --against <png> [--tolerance <n>] [--page <n>]",
      command: "strobe verify"),
    .init(
      arguments: ["verify", "a.png", "--against", "b.png", "--tolerance", "256"],
      message:
        "The value '256' is invalid for '--tolerance <n>': expected a whole number from 0 to 255",
      usage: "Usage: strobe verify <file> --against <png> [--tolerance <n>] [--page <n>]",
      command: "strobe verify"),
    .init(
      arguments: ["verify", "a.png", "--against", "b.png", "--page", "0"],
      message: "The value '0' is invalid for '--page <n>': expected a whole number at least 1",
      usage: "Usage: strobe verify <file> --against <png> [--tolerance <n>] [--page <n>]",
      command: "strobe verify"),
    .init(
      arguments: ["frobnicate"], message: "Unexpected argument 'frobnicate'",
      usage: "Usage: strobe <subcommand>", command: "strobe"),
    .init(
      arguments: ["--versoin"], message: "Unknown option '--versoin'. Did you mean '--version'?",
      usage: "Usage: strobe <subcommand>", command: "strobe"),
    .init(
      arguments: ["help", "nope"],
      message:
        "The value 'nope' is invalid for '<subcommand>': expected one of 'render', 'eval', 'info', 'verify', 'path', 'demo', 'import', 'preview', 'completions', 'man' or 'help'",
      usage: "Usage: strobe help [<subcommand> ...]", command: "strobe help"),
  ]

  @Test(arguments: cases)
  func usageErrorsGoToStandardErrorWithUsage(_ errorCase: UsageErrorCase) {
    let result = runStrobe(errorCase.arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first.map(String.init) == "Error: " + errorCase.message)
    #expect(lines.contains { $0 == errorCase.usage })
    #expect(
      lines.suffix(2).map(String.init) == [
        "  See '\(errorCase.command) --help' for more information.", "",
      ])
  }

  @Test func missingValueShowsTheHelpLineLikeASP() {
    let result = runStrobe(["render", "ring.json", "--out"])
    #expect(
      result.stderr == """
        Error: Missing value for '--out <dir>'
        Help:  --out <dir>  Folder for the output files; created if missing.
        \(renderUsage)
          See 'strobe render --help' for more information.

        """)
  }

  @Test func conflictHasNoHelpLine() {
    let result = runStrobe(["render", "ring.json", "--at", "0", "--fps", "2"])
    #expect(
      result.stderr == """
        Error: The options '--at' and '--fps' cannot be used together
        \(renderUsage)
          See 'strobe render --help' for more information.

        """)
  }

  @Test func parsingErrorsAreDataWithContext() {
    let error = usageError(["render", "ring.json", "--scale", "1,x"])
    #expect(error?.commandPath == ["strobe", "render"])
    #expect(
      error?.error
        == .invalidValue(
          argument: "--scale <scale>", value: "x", expected: "a finite number greater than 0"))
    #expect(
      usageError(["render", "r", "--fromat", "png"])?.error
        == .unknownOption("--fromat", suggestion: "--format"))
  }

  @Test func missingSceneIsARuntimeFailureNamingTheFile() {
    let result = runStrobe(["render", "no-such-dir/ring.json", "--format", "svg"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: no-such-dir/ring.json: cannot read the scene: no such file\n")
  }

  @Test func evalOfAMissingSceneIsARuntimeFailure() {
    let result = runStrobe(["eval", "ring.json", "--at", "0"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: ring.json: cannot read the scene: no such file\n")
  }

  @Test func messageInfoRoutesByMeaning() {
    let root = StrobeCommandLine.root
    let help = MessageInfo(
      error: CleanExit.version, root: root, version: "9.9.9", screenWidth: 80)
    #expect(help == .help(text: "strobe 9.9.9"))
    #expect(help.exitCode == 0 && help.isForStandardOutput)
    let silent = MessageInfo(error: ExitCode(3), root: root, version: "", screenWidth: 80)
    #expect(silent.exitCode == 3 && silent.fullText == "" && !silent.isForStandardOutput)
    let failure = MessageInfo(
      error: CommandFailure.standardInputUnreadable(reason: "Bad file descriptor"), root: root,
      version: "", screenWidth: 80)
    #expect(failure.exitCode == 1)
    #expect(failure.fullText == "Error: cannot read standard input: Bad file descriptor")
  }
}
