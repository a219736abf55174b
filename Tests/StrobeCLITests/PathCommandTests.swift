import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCLI

/// `strobe path`: exact outputs for simple inputs, errors, help.
@Suite struct PathCommandTests {
  /// Runs `strobe path <words>` in process.
  private func path(_ words: String...) -> RunResult { runStrobe(["path"] + words) }

  /// Asserts success with exactly `line` + newline on standard output.
  private func expectOutput(_ result: RunResult, _ line: String) {
    #expect(result.status == 0)
    #expect(result.stdout == line + "\n")
    #expect(result.stderr == "")
  }

  // MARK: length

  @Test func lengthOfALine() {
    expectOutput(path("length", "M0 0 L3 4"), "5")
    expectOutput(path("length", "M0 0 L10 0 L10 10 L0 10 Z"), "40")
    expectOutput(path("length", ""), "0")
  }

  @Test func lengthOfAQuadraticMatchesTheClosedForm() throws {
    let result = path("length", "M0 0 Q50 100 100 0", "--accuracy", "1e-10")
    #expect(result.status == 0)
    let value = try #require(Double(result.stdout.dropLast()))
    // ∫₀¹ √(At² + Bt + C) dt with B′(t) = b + 2at, a = P0 − 2P1 + P2, b = 2(P1 − P0).
    let (a, b) = ((0.0, -200.0), (100.0, 200.0))
    let A = 4 * (a.0 * a.0 + a.1 * a.1)
    let B = 4 * (a.0 * b.0 + a.1 * b.1)
    let C = b.0 * b.0 + b.1 * b.1
    func F(_ t: Double) -> Double {
      let q = (A * t * t + B * t + C).squareRoot()
      return (2 * A * t + B) * q / (4 * A)
        + (4 * A * C - B * B) / (8 * pow(A, 1.5))
        * log(2 * (A * q * q).squareRoot() + 2 * A * t + B)
    }
    #expect(abs(value - (F(1) - F(0))) < 1e-9)
  }

  // MARK: point

  @Test func pointOnALineByFractionAndDistance() {
    expectOutput(path("point", "M0 0 L10 0", "--at", "0.25"), "2.5 0 0")
    expectOutput(path("point", "M0 0 L0 10", "--at", "4", "--distance"), "0 4 1.5707963267948966")
    // Distances beyond the end clamp to the end.
    expectOutput(path("point", "M0 0 L0 10", "--at", "25", "--distance"), "0 10 1.5707963267948966")
  }

  @Test func pointOnAClosedSquareAtASegmentBoundary() {
    // Length 40; 0.75 → distance 30 = the end of the third side (10,10)→(0,10), heading −x.
    expectOutput(
      path("point", "M0 0 L10 0 L10 10 L0 10 Z", "--at", "0.75"), "0 10 3.141592653589793")
    // 0.875 → the middle of the closing side (0,10)→(0,0), heading −y.
    expectOutput(
      path("point", "M0 0 L10 0 L10 10 L0 10 Z", "--at", "0.875"), "0 5 -1.5707963267948966")
  }

  // MARK: trim

  @Test func trimOfALine() {
    expectOutput(path("trim", "M0 0 L10 0", "--start", "0.2", "--end", "0.5"), "M 2 0 L 5 0")
    expectOutput(path("trim", "M0 0 L10 0", "--end", "0.5"), "M 0 0 L 5 0")
    // Start ≥ end draws nothing: an empty line.
    expectOutput(path("trim", "M0 0 L10 0", "--start", "0.5", "--end", "0.5"), "")
    // Untrimmed: the path as given (absolute, shortest numbers).
    expectOutput(path("trim", "m0 0 h10 v10 z"), "M 0 0 L 10 0 L 10 10 Z")
  }

  // MARK: morph

  @Test func morphMidpointOfTwoLines() {
    expectOutput(path("morph", "M0 0 L10 0", "M10 20 L30 40", "--t", "0.5"), "M 5 10 L 20 20")
    expectOutput(path("morph", "M0 0 L10 0", "M10 20 L30 40", "--t", "-0.5"), "M -5 -10 L 0 -20")
  }

  @Test func morphOfDifferentStructuresNeedsResample() throws {
    let result = path("morph", "M0 0 L10 0", "M0 0 C5 5 5 5 10 0", "--t", "0.5")
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: <from> and <to> cannot be interpolated: the paths differ at element 1: "
        + "line (L) in the first path, curve (C) in the second (2 and 2 elements); only paths "
        + "with the same element kinds in the same order interpolate without resampling; add "
        + "--resample to morph any two paths\n")
  }

  @Test func resampledMorphStartsOnTheFromPath() throws {
    let result = path("morph", "M0 0 L10 0", "M0 0 L5 5 L10 0", "--t", "0", "--resample")
    #expect(result.status == 0)
    let output = try PathData(svgPathData: String(result.stdout.dropLast()))
    #expect(output.elements.first == .move(to: CGPoint(x: 0, y: 0)))
    for e in output.elements.dropFirst() {
      guard case .curve = e else {
        Issue.record("expected only cubics after the move, got \(e)")
        continue
      }
      // Every point (controls too) of the resampled line lies on the segment y = 0, 0…10.
      for p in e.points { #expect(p.y == 0 && p.x >= 0 && p.x <= 10) }
    }
    #expect(output.elements.last?.endPoint == CGPoint(x: 10, y: 0))
  }

  // MARK: bounds

  @Test func boundsOfACubicWithAnInteriorExtremum() {
    // y(t) = 30·t·(1 − t) peaks at 7.5; the controls at y = 10 do not count.
    expectOutput(path("bounds", "M0 0 C0 10 10 10 10 0"), "0 0 10 7.5")
    expectOutput(path("bounds", "M-1.5 2 L3 -4"), "-1.5 -4 4.5 6")
  }

  // MARK: Errors

  @Test func badPathDataNamesTheArgumentAndOffset() {
    let result = path("length", "M0 0 Lx")
    #expect(result.status == 1)
    #expect(result.stderr == "Error: <d>: offset 6: expected a number, found \"x\"\n")
    let morph = path("morph", "M0 0", "L1 1", "--t", "1")
    #expect(morph.status == 1)
    #expect(
      morph.stderr
        == "Error: <to>: offset 0: expected \"M\" or \"m\" to start the path, found \"L\"\n")
  }

  @Test func emptyPathsHaveNoPointOrBounds() {
    let point = path("point", "", "--at", "0.5")
    #expect(point.status == 1)
    #expect(point.stderr == "Error: <d>: the path is empty: it has no point to measure\n")
    let bounds = path("bounds", " ")
    #expect(bounds.status == 1)
    #expect(bounds.stderr == "Error: <d>: the path is empty: it has no bounds\n")
  }

  @Test func usageErrorsExit64() {
    let fraction = path("point", "M0 0 L1 0", "--at", "2")
    #expect(fraction.status == 64)
    #expect(
      fraction.stderr.hasPrefix(
        "Error: The value '2' is invalid for '--at <f>': expected a fraction from 0 to 1\n"))
    #expect(fraction.stderr.contains("Usage: strobe path point <d> --at <f> [--distance]\n"))
    let missing = path("morph", "M0 0", "M1 1")
    #expect(missing.status == 64)
    #expect(missing.stderr.hasPrefix("Error: Missing expected argument '--t <t>'\n"))
    let unknown = path("bogus")
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr
        == "Error: Unexpected argument 'bogus'\nUsage: strobe path <subcommand>\n"
        + "  See 'strobe path --help' for more information.\n")
    #expect(path("length", "M0 0 L1 0", "--accuracy", "0").status == 64)
    #expect(path("trim", "M0 0 L1 0", "--start", "nan").status == 64)
  }

  @Test func parsesIntoRequests() throws {
    #expect(
      try StrobeCommandLine.parse(["path", "trim", "M0 0 L1 0", "--start", "0.25"])
        == .path(.trim(path: "M0 0 L1 0", start: 0.25, end: 1)))
    #expect(
      try StrobeCommandLine.parse(["path", "morph", "a", "b", "--t=2", "--resample"])
        == .path(.morph(from: "a", to: "b", fraction: 2, resample: true)))
    #expect(
      try StrobeCommandLine.parse(["path", "length", "M0 0"])
        == .path(.length(path: "M0 0", accuracy: 1e-9)))
  }

  // MARK: Help

  @Test func groupHelpListsTheSubcommands() {
    let expected = """
      OVERVIEW: Measure, trim, morph and bound SVG path data.

      USAGE: strobe path <subcommand>

      OPTIONS:
        --version               Show the version.
        -h, --help              Show help information.

      SUBCOMMANDS:
        length                  Print the total length of the path.
        point                   Print 'x y angle' at a point along the path.
        trim                    Print the path trimmed like strokeStart and strokeEnd.
        morph                   Print the path at a fraction of a morph between two
                                paths.
        bounds                  Print 'x y w h' of the exact bounds of the path's
                                curves.

        See 'strobe help path <subcommand>' for detailed help.

      """
    for words in [["path", "--help"], ["path"], ["help", "path"], ["path", "-h"]] {
      let result = runStrobe(words)
      #expect(result.status == 0)
      #expect(result.stdout == expected, "\(words)")
    }
  }

  @Test func subcommandHelp() {
    let expected = """
      OVERVIEW: Print 'x y angle' at a point along the path.

      USAGE: strobe path point <d> --at <f> [--distance]

      ARGUMENTS:
        <d>                     SVG path data (the 'd' attribute), e.g. 'M0 0 L10 0'.

      OPTIONS:
        --at <f>                Where: a fraction of the total length from 0 to 1, or
                                with --distance a distance from the start in user
                                units.
        --distance              Read --at as a distance along the path in user units.
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runStrobe(["path", "point", "--help"]).stdout == expected)
    #expect(runStrobe(["help", "path", "point"]).stdout == expected)
    let length = runStrobe(["path", "length", "-h"]).stdout
    #expect(
      length.contains("  --accuracy <a>          Largest error allowed in the length, in user"))
    #expect(length.contains("(default: 1e-09)"))
  }
}
