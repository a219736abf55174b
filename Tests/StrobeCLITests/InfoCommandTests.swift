import Foundation
import StrobeCLI
import Testing

/// `strobe info` on Fixtures/cli/animated.json.
///
/// By hand from the file: "fade" (2 s,
/// autoreverses, repeatCount 2) is active 2 × 2 × 2 = 8 s from 0, one cycle 4 s; "slide"
/// begins 0.5, active 1, ends 1.5, fill forwards, kept; the transaction at 1 (0.5 s) adds an
/// implicit "cornerRadius" animation 1 → 1.5 with fill backwards (semantics §9) and completes
/// at 1.5; "draw" on ring is active 1.5 s from 0. The duration is the latest end, 8.
@Suite struct InfoCommandTests {
  static let scene = EvalCommandTests.scene

  static let expectedText = """
    scene: \(scene)
    canvas: 120 x 80
    background: [1, 1, 1, 1]
    duration: 8
    layers:
      card (layer)
        ring (shape)
    animations:
      card: key "fade", opacity, basic, begin 0, active duration 8, end 8, fill removed
      card: key "slide", position.x, basic, begin 0.5, active duration 1, end 1.5, fill forwards, kept on completion
      card: key "cornerRadius", cornerRadius, basic, begin 1, active duration 0.5, end 1.5, fill backwards
      ring: key "draw", strokeEnd, basic, begin 0, active duration 1.5, end 1.5, fill removed
    transactions:
      at 1: completes at 1.5
    """

  @Test func textDescribesTheScene() {
    let result = runStrobe(["info", Self.scene])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    var lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    lines.removeLast()
    let keyframes = lines.popLast()
    #expect(lines.joined(separator: "\n") == Self.expectedText)
    #expect(keyframes?.hasPrefix("keyframe times: 0, 0.5, 1, 1.5, ") == true)
    #expect(keyframes == "keyframe times: 0, 0.5, 1, 1.5, 2, 4, 6, 8")
  }

  @Test func emptySectionsSayNone() {
    let result = runStrobe(["info", Workspace.fixture("probe.json").path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\nduration: 0\n"))
    #expect(result.stdout.contains("\nanimations: none\ntransactions: none\nkeyframe times: 0\n"))
    #expect(result.stdout.contains("\nlayers:\n  red (layer)\n  blue (layer)\n"))
  }

  @Test func jsonHasTheSameFacts() throws {
    let result = runStrobe(["info", Self.scene, "--json"])
    #expect(result.status == 0 && result.stderr == "")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "file", "canvas", "duration", "layers", "animations", "transactions", "keyframeTimes",
        "animatedSVGSampled",
      ])
    #expect(json["file"] as? String == Self.scene)
    #expect(json["duration"] as? Double == 8)
    let canvas = try #require(json["canvas"] as? [String: Any])
    #expect(canvas["width"] as? Double == 120 && canvas["height"] as? Double == 80)
    #expect(canvas["background"] as? [Double] == [1, 1, 1, 1])
    let layers = try #require(json["layers"] as? [[String: Any]])
    #expect(layers.count == 1 && layers[0]["name"] as? String == "card")
    let ring = (layers[0]["sublayers"] as? [[String: Any]])?.first
    #expect(ring?["type"] as? String == "shape" && ring?["name"] as? String == "ring")
    let animations = try #require(json["animations"] as? [[String: Any]])
    #expect(animations.map { $0["key"] as? String } == ["fade", "slide", "cornerRadius", "draw"])
    #expect(animations.map { $0["layer"] as? String } == ["card", "card", "card", "ring"])
    #expect(animations.map { $0["begin"] as? Double } == [0, 0.5, 1, 0])
    #expect(animations.map { $0["activeDuration"] as? Double } == [8, 1, 0.5, 1.5])
    #expect(animations.map { $0["end"] as? Double } == [8, 1.5, 1.5, 1.5])
    #expect(animations.map { $0["cycle"] as? Double } == [4, 1, 0.5, 1.5])
    #expect(
      animations.map { $0["fillMode"] as? String } == [
        "removed", "forwards", "backwards", "removed",
      ])
    #expect(
      animations.map { $0["isRemovedOnCompletion"] as? Bool } == [true, false, true, true])
    #expect(
      animations.map { $0["keyPath"] as? String } == [
        "opacity", "position.x", "cornerRadius", "strokeEnd",
      ])
    let transactions = try #require(json["transactions"] as? [[String: Any]])
    #expect(transactions.count == 1)
    #expect(transactions.first?["at"] as? Double == 1)
    #expect(transactions.first?["completion"] as? Double == 1.5)
    let keyframes = try #require(json["keyframeTimes"] as? [Double])
    #expect(keyframes == [0, 0.5, 1, 1.5, 2, 4, 6, 8])
  }

  @Test func infiniteTimesAreSpelledOut() throws {
    let scene = """
      {"strobe": 1, "canvas": {"width": 10, "height": 10},
       "layers": [{"animations": [{"type": "basic", "keyPath": "opacity", "toValue": 0,
         "duration": 0.5, "autoreverses": true, "repeatCount": "infinity"}]}]}
      """
    let out = MemoryOutputSink()
    let err = MemoryOutputSink()
    let status = StrobeCommandLine.run(
      arguments: ["info", "-", "--json"], stdout: out, stderr: err,
      stdin: MemoryInputSource(text: scene))
    #expect(status == 0, "\(err.text)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any])
    let animation = try #require((json["animations"] as? [[String: Any]])?.first)
    #expect(animation["layer"] is NSNull && animation["keyPath"] as? String == "opacity")
    #expect(animation["activeDuration"] as? String == "infinity")
    #expect(animation["end"] as? String == "infinity")
    #expect(animation["cycle"] as? Double == 1)
    // One cycle from its begin counts toward the duration.
    #expect(json["duration"] as? Double == 1)
    #expect((json["canvas"] as? [String: Any])?["background"] is NSNull)
  }

  @Test func missingSceneFailsNamingThePath() {
    let result = runStrobe(["info", "no-such-dir/anim.json", "--json"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: no-such-dir/anim.json: cannot read the scene: no such file\n")
  }

  @Test func missingSceneArgumentIsAUsageError() {
    let result = runStrobe(["info"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Usage: strobe info <scene> [--json]"))
  }
}
