import Foundation
import StrobeRender
import StrobeScene
import Testing

@testable import StrobeCLI

/// `strobe render --animate --format svg --verify` in headless Chromium.
///
/// Every animated fixture is played at five times and compared with Strobe's PNG render
/// (docs/animated-output.md §Animated SVG), and the comparison is shown to catch a wrong
/// mapping. Skipped, saying why, when Chromium is not installed.
@Suite(
  .enabled(
    if: AnimatedSVGFixtures.hasChromium,
    "headless Chromium is not installed: 'sudo apt-get install chromium' (or 'make deps') runs these tests"
  ))
struct AnimatedSVGChromiumTests {

  static let root = AnimatedSVGFixtures.root
  static let fixtures = AnimatedSVGFixtures.all

  @Test func thereAreAtLeastTwentyFixtures() {
    #expect(Self.fixtures.count >= 20)
  }

  @Test(arguments: fixtures) func chromiumPlaysTheFixtureAsStrobeRendersIt(_ fixture: String)
    throws
  {
    let workspace = try Workspace()
    let scene = Self.root.appendingPathComponent(fixture).path
    let run = try workspace.run([
      "render", scene, "--animate", "--format", "svg", "--out", "out", "--verify",
    ])
    #expect(run.status == 0, "\(fixture): \(run.stderr)")
    let stem = (fixture as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "")
    #expect(workspace.exists("out/\(stem).svg"))
    let verified = run.stderrLines.filter { $0.hasPrefix("verify ") && $0.contains(": ok (") }
    #expect(verified.count == 5, "\(run.stderr)")
  }

  /// Writes `fixture`'s animated SVG, applies `mutate` to its text and plays it.
  static func framesAfter(_ fixture: String, mutate: (String) -> String) throws
    -> (before: [AnimatedSVGBrowserCheck.Frame], after: [AnimatedSVGBrowserCheck.Frame])
  {
    let document = try SceneLoader.load(contentsOf: root.appendingPathComponent(fixture))
    let svg = try AnimatedSVGWriter().write(
      root: document.rootLayer, canvasSize: document.canvasSize,
      background: document.background, from: 0, to: document.duration)
    let text = String(decoding: svg.data, as: UTF8.self)
    let mutated = mutate(text)
    #expect(mutated != text, "the mutation changed nothing")
    func play(_ data: Data) throws -> [AnimatedSVGBrowserCheck.Frame] {
      try AnimatedSVGBrowserCheck.run(
        svg: data, document: document, background: nil, from: 0, to: document.duration,
        rate: 60)
    }
    return (try play(svg.data), try play(Data(mutated.utf8)))
  }

  /// Plays `fixture`'s SVG as written (every frame passes) and with `text` replaced by
  /// `mutation` (some frame fails).
  static func expectMutationFails(_ fixture: String, replacing text: String, with mutation: String)
    throws
  {
    let (before, after) = try framesAfter(fixture) {
      $0.replacingOccurrences(of: text, with: mutation)
    }
    #expect(before.allSatisfy { $0.passes })
    #expect(after.contains { !$0.passes }, "\(after.map { $0.summary })")
  }

  @Test func aWrongTimingFunctionFailsTheComparison() throws {
    // progress-ring's strokeEnd animation is linear; write it as ease-in instead.
    try Self.expectMutationFails(
      "Fixtures/scenes/progress-ring.json", replacing: "1.5s linear 0s",
      with: "1.5s cubic-bezier(0.42,0,1,1) 0s")
  }

  @Test func aWrongBeginTimeFailsTheComparison() throws {
    // The animation begins at 0.5 s; start it at 0.3 s instead.
    try Self.expectMutationFails(
      "Fixtures/animated/fill-backwards-begin.json", replacing: " 0.5s 1 normal backwards",
      with: " 0.3s 1 normal backwards")
  }

  @Test func aWrongGradientStopColourFailsTheComparison() throws {
    // sky's first stop turns teal at 40 %; write red there instead.
    try Self.expectMutationFails(
      "Fixtures/animated/gradient-colors.json", replacing: "40%{stop-color:rgba(48,176,199,1)",
      with: "40%{stop-color:rgba(255,59,48,1)")
  }

  @Test func aWrongDashPhaseFailsTheComparison() throws {
    // The marching dashes run their phase 0 → 52 (two pattern periods of 26); stop at 40.
    try Self.expectMutationFails(
      "Fixtures/animated/dash-phase.json", replacing: "stroke-dashoffset:52px}",
      with: "stroke-dashoffset:40px}")
  }

  @Test func aWrongResampledMorphFailsTheComparison() throws {
    // The triangle reaches the star (whose resampled path starts at its top point) at 100 %;
    // reach it at 60 % instead.
    try Self.expectMutationFails(
      "Fixtures/animated/morph-resample.json", replacing: #"}100%{d:path("M 40 0 C 41.5 "#,
      with: #"}60%{d:path("M 40 0 C 41.5 "#)
  }

  @Test func aTransactionChangeThatDoesNotFillBackwardsFailsTheComparison() throws {
    // Before the transaction at 0.5 s the fader shows its old opacity, held by filling
    // backwards; without the fill it would show the new one from the start.
    try Self.expectMutationFails(
      "Fixtures/scenes/transaction.json", replacing: "0.5s 1 normal backwards",
      with: "0.5s 1 normal none")
  }

  @Test func aGradientPointWithoutItsBackwardsFillFailsTheComparison() throws {
    // sweep's start point waits at (0.5, 0) until its animation begins at 0.2 s; SMIL has no
    // backwards fill, so a <set> holds it. Without it the model's (0, 0) shows instead.
    try Self.expectMutationFails(
      "Fixtures/animated/gradient-points.json",
      replacing: #"<set attributeName="x1" to="40" begin="0s" dur="0.2s"/>"#, with: "")
  }

  @Test func aDiscreteReverseThatReplaysForwardsFailsTheComparison() throws {
    // steps' middle stop goes 0.2, 0.5, 0.8 and back in 1.4 s; replay it forwards instead.
    try Self.expectMutationFails(
      "Fixtures/animated/gradient-points.json", replacing: #"values="0.2;0.5;0.8;0.8;0.5;0.2""#,
      with: #"values="0.2;0.5;0.8;0.2;0.5;0.8""#)
  }

  @Test func aGroupChildsBackwardsPassWithAForwardCurveFailsTheComparison() throws {
    // shuttle's child eases in and comes back along the reversed curve; use ease-in again.
    try Self.expectMutationFails(
      "Fixtures/animated/group-children.json",
      replacing:
        "25%{transform:translate(120px,120px);animation-timing-function:cubic-bezier(0,0,0.58,1)}",
      with:
        "25%{transform:translate(120px,120px);animation-timing-function:cubic-bezier(0.42,0,1,1)}")
  }

  @Test func aGroupChildHoldingTheModelInsteadOfItsFillFailsTheComparison() throws {
    // Until its begin 0.3 s into the group, shuttle's colour child fills backwards (purple);
    // hold the model's green instead.
    try Self.expectMutationFails(
      "Fixtures/animated/group-children.json",
      replacing: "0%{fill:rgba(175,82,222,1);animation-timing-function:step-end}",
      with: "0%{fill:rgba(52,199,89,1);animation-timing-function:step-end}")
  }

  @Test func aWrongRadialEllipseFailsTheComparison() throws {
    // glow's gradient reaches 72 across and 55 down from its centre; swap the radii.
    try Self.expectMutationFails(
      "Fixtures/animated/gradient-radial.json", replacing: "matrix(72 0 0 55 48 45)",
      with: "matrix(55 0 0 72 48 45)")
  }

  @Test func aClipThatDoesNotFollowItsBoundsFailsTheComparison() throws {
    // The card's clip grows with it; leave it at its first size instead.
    try Self.expectMutationFails(
      "Fixtures/animated/clip-grow.json", replacing: "#l1k{animation:", with: "#l1k{x-animation:")
  }

  @Test func aWrongBorderColourFailsTheComparison() throws {
    // The card's border turns pink halfway; keep it blue there instead.
    try Self.expectMutationFails(
      "Fixtures/animated/border.json", replacing: "50%{fill:rgba(255,45,85,1)",
      with: "50%{fill:rgba(0,122,255,1)")
  }

  @Test func aRadialCircleWithoutItsAspectFailsTheComparison() throws {
    // drift's ellipse is 72 wide and 80 high: its circle is drawn under scale(1 1.111111).
    try Self.expectMutationFails(
      "Fixtures/animated/gradient-radial-points.json", replacing: "scale(1 1.111111)",
      with: "scale(1 1)")
  }

  @Test func aMaskThatDoesNotMoveFailsTheComparison() throws {
    // window's slot slides across it; leave the slot where it starts.
    try Self.expectMutationFails(
      "Fixtures/animated/masks.json", replacing: "#l7{animation:", with: "#l7{x-animation:")
  }

  @Test func aMaskByLuminanceFailsTheComparison() throws {
    // Core Animation masks by alpha; SVG's default, luminance, hides what black masks show.
    try Self.expectMutationFails(
      "Fixtures/animated/masks.json", replacing: #" style="mask-type:alpha""#, with: "")
  }

  @Test func aReplicatorCopyWithoutItsDelayFailsTheComparison() throws {
    // pulsator's second ring starts 0.4 s after the first (instanceDelay); start it with it.
    try Self.expectMutationFails(
      "Fixtures/animated/replicators.json", replacing: "1.2s linear 0.4s infinite",
      with: "1.2s linear 0s infinite")
  }

  @Test func aReplicatorCopyAtTheWrongPlaceFailsTheComparison() throws {
    // spinner's second bar is turned 30° about the replicator's centre; leave it unturned.
    try Self.expectMutationFails(
      "Fixtures/animated/replicators.json",
      replacing: #"<g transform="matrix(0.866025,0.5,-0.5,0.866025,31.69873,-18.30127)">"#,
      with: "<g>")
  }

  @Test func aReplicatorCopyWithoutItsFadeFailsTheComparison() throws {
    // equalizer's third level is faded to 0.4 by instanceAlphaOffset −0.3; do not fade it.
    try Self.expectMutationFails(
      "Fixtures/animated/replicators.json", replacing: #"style="opacity:0.4""#,
      with: #"style="opacity:1""#)
  }

  @Test func aWrongAnchorOffsetFailsTheComparison() throws {
    // slider's anchor reaches x 1 at 60 % (−1 · 50 − 10); stop it at 0.6 (−40px).
    try Self.expectMutationFails(
      "Fixtures/animated/anchor-point.json", replacing: "60%{transform:translate(-60px,-15px)",
      with: "60%{transform:translate(-40px,-15px)")
  }
}

/// `--animate`'s command-line rules and its errors (no Chromium needed).
@Suite struct AnimatedSVGCommandTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.write(
      try Data(
        contentsOf: AnimatedSVGFixtures.root.appendingPathComponent(
          "Fixtures/scenes/progress-ring.json")), to: "ring.json")
    try workspace.copyFixture("probe.json")
  }

  @Test func writesOneFileNamedAfterTheScene() throws {
    let run = try workspace.run(["render", "ring.json", "--animate", "--format", "svg"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdoutLines == ["ring.svg"])
    let svg = String(decoding: try workspace.data("ring.svg"), as: UTF8.self)
    #expect(svg.contains("@keyframes"))
    #expect(try workspace.listing().filter { $0.hasSuffix(".svg") } == ["ring.svg"])
  }

  @Test func writesToStandardOutputAndHonoursThePrefix() throws {
    let run = try workspace.run([
      "render", "ring.json", "--animate", "--format", "svg", "-o", "-", "--svg-id-prefix", "r1-",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdoutText.hasPrefix("<?xml"))
    #expect(run.stdoutText.contains("@keyframes r1-"))
  }

  /// A Chromium that never finishes is stopped at the deadline and tried once more, then
  /// reported: `--verify` never hangs (a real headless run once waited 12 minutes).
  @Test func aHangingChromiumIsStoppedAndReported() throws {
    let fake = workspace.url("hanging-chromium")
    try workspace.write(Data("#!/bin/sh\nexec sleep 600\n".utf8), to: "hanging-chromium")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let start = Date()
    let run = try workspace.run(
      ["render", "ring.json", "--animate", "--format", "svg", "--verify", "-o", "ring.svg"],
      environment: ["STROBE_CHROMIUM": fake.path, "STROBE_CHROMIUM_TIMEOUT": "1"])
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("no screenshot within 1 s; stopped"), "\(run.stderr)")
  }

  @Test func conflictsWithAt() throws {
    let run = try workspace.run(["render", "ring.json", "--animate", "--at", "1"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--animate"))
  }

  @Test func aSceneWithoutAnimationIsAnErrorAndWritesNothing() throws {
    let run = try workspace.run(["render", "probe.json", "--animate", "--format", "svg"])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("has no animation"))
    #expect(try workspace.listing() == ["probe.json", "ring.json"])
  }

  @Test func fromAndToNeedNoFPS() throws {
    let run = try workspace.run([
      "render", "ring.json", "--animate", "--format", "svg", "--from", "0.5", "--to", "1", "-o",
      "-",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // The window starts at 0.5 s: the animation began half a second earlier.
    #expect(run.stdoutText.contains("1.5s linear -0.5s 1 normal none"))
  }

  @Test func infoJSONListsWhatTheAnimatedSVGSamples() throws {
    let spring = AnimatedSVGFixtures.root.appendingPathComponent("Fixtures/animated/spring.json")
    let run = try workspace.run(["info", spring.path, "--json"])
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    let sampled = try #require(json["animatedSVGSampled"] as? [[String: String]])
    #expect(
      sampled == [
        [
          "layer": "spring", "keyPath": "position.x",
          "reason": "sampled (a spring, as a linear() easing)",
        ]
      ])
  }
}
