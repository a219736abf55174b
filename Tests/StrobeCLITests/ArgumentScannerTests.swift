import StrobeCLI
import Testing

@Suite struct ArgumentScannerTests {
  static let command = CommandSpec(
    name: "tool", abstract: "A test tool.",
    arguments: [
      .positional("input", help: "Input."),
      .option("name", short: "n", value: "name", help: "A name."),
      .option("tag", value: "tag", help: "Tags.", repeatable: true),
      .flag("loud", short: "l", help: "Loud."),
      .flag("quick", short: "q", help: "Quick."),
      .positional("rest", help: "More.", required: false, repeatable: true),
    ])

  func scan(_ words: [String]) throws -> ParsedArguments {
    try ArgumentScanner(command: Self.command, commandPath: ["tool"]).scan(words)
  }

  @Test func optionSpellingsAllGiveTheValue() throws {
    #expect(try scan(["in", "--name", "a"]).value("name") == "a")
    #expect(try scan(["in", "--name=a=b"]).value("name") == "a=b")
    #expect(try scan(["in", "--name="]).value("name") == "")
    #expect(try scan(["in", "-n", "a"]).value("name") == "a")
    #expect(try scan(["-n", "a", "in"]).value("input") == "in")
  }

  @Test func repeatedOptionsKeepOrderAndLastWins() throws {
    let parsed = try scan(["in", "--tag", "x", "--tag=y", "--name", "a", "--name", "b"])
    #expect(parsed.values("tag") == ["x", "y"])
    #expect(parsed.value("name") == "b")
  }

  @Test func flagsAloneAndGrouped() throws {
    let parsed = try scan(["in", "-lq"])
    #expect(parsed.isPresent("loud") && parsed.isPresent("quick"))
    #expect(try !scan(["in"]).isPresent("loud"))
    #expect(try scan(["in", "-ln", "v"]).value("name") == "v")
  }

  @Test func doubleDashEndsOptionsAndDashIsPositional() throws {
    let parsed = try scan(["--", "--loud", "-"])
    #expect(parsed.value("input") == "--loud")
    #expect(parsed.values("rest") == ["-"])
    #expect(!parsed.isPresent("loud"))
    #expect(try scan(["-"]).value("input") == "-")
    #expect(try scan(["in", "--name", "-"]).value("name") == "-")
  }

  @Test func negativeNumbersAreValuesNotOptions() throws {
    #expect(try scan(["in", "--name", "-1.5"]).value("name") == "-1.5")
    #expect(try scan(["-3"]).value("input") == "-3")
  }

  @Test func helpWinsOverErrorsButNotAfterDoubleDash() throws {
    #expect(throws: CleanExit.help(commandPath: ["tool"])) { try scan(["--bogus", "-h"]) }
    #expect(throws: CleanExit.version) { try scan(["--version"]) }
    #expect(try scan(["--", "-h"]).value("input") == "-h")
  }

  @Test func errorsCarryTheNameAndValue() {
    #expect(
      throws: UsageError(
        commandPath: ["tool"], error: .unexpectedValue(option: "--loud", value: "1"))
    ) {
      try scan(["in", "--loud=1"])
    }
    #expect(
      throws: UsageError(
        commandPath: ["tool"], error: .missingValue(option: "-n", valueName: "name"))
    ) {
      try scan(["in", "-nl"])
    }
    #expect(throws: UsageError(commandPath: ["tool"], error: .missingArgument(synopsis: "<input>")))
    {
      try scan([])
    }
    #expect(
      throws: UsageError(
        commandPath: ["tool"], error: .unknownOption("--nmae", suggestion: "--name"))
    ) { try scan(["in", "--nmae", "x"]) }
    #expect(throws: UsageError(commandPath: ["tool"], error: .unknownOption("-x", suggestion: nil)))
    {
      try scan(["in", "-x"])
    }
  }

  @Test func repeatablePositionalTakesTheRest() throws {
    let parsed = try scan(["a", "b", "c", "--loud", "d"])
    #expect(parsed.value("input") == "a")
    #expect(parsed.values("rest") == ["b", "c", "d"])
  }

  @Test func synopsesFollowASP() {
    let spec = Self.command
    #expect(
      spec.arguments.map(\.synopsis) == [
        "<input>", "[--name <name>]", "[--tag <tag> ...]", "[--loud]", "[--quick]", "[<rest> ...]",
      ])
    #expect(spec.argument(long: "name")?.helpLabel == "-n, --name <name>")
  }
}
