import Foundation
import StrobeCLI
import Testing

/// `strobe eval` in process on Fixtures/cli/animated.json.
///
/// The values are worked out by hand from the file:
/// - card "fade": opacity 1 → 0.2, linear, 2 s, autoreverses, repeatCount 2 (active 8 s):
///   0.6 at t = 1, 0.2 at t = 2 (the reversal), 0.6 again at t = 5 (second cycle, 1 s in);
/// - card "slide": position.x 30 → 90, begin 0.5, 1 s easeInEaseOut, fill forwards: 30 at 0,
///   60 at t = 1 (the midpoint of a symmetric curve), 90 from 1.5 on;
/// - ring "draw": strokeEnd 0 → 1 over 1.5 s, linear: 2/3 at t = 1, the model's 1 after;
/// - a transaction at t = 1 (0.5 s) sets card.cornerRadius 4 → 10: 4 up to t = 1
///   (fill backwards), 10 from 1.5 on.
@Suite struct EvalCommandTests {
  static let scene = Workspace.fixture("animated.json").path

  /// The parsed JSON object of a successful run's standard output.
  static func object(_ result: RunResult) throws -> [String: Any] {
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  static func layers(_ scene: [String: Any]) -> [[String: Any]] {
    scene["layers"] as? [[String: Any]] ?? []
  }

  static func card(_ scene: [String: Any]) -> [String: Any] { layers(scene).first ?? [:] }

  static func ring(_ scene: [String: Any]) -> [String: Any] {
    (card(scene)["sublayers"] as? [[String: Any]])?.first ?? [:]
  }

  static func number(_ any: Any?) -> Double { (any as? Double) ?? .nan }

  static func numbers(_ any: Any?) -> [Double] { (any as? [Double]) ?? [] }

  @Test func oneTimePrintsOneStaticDocument() throws {
    let scene = try Self.object(runStrobe(["eval", Self.scene, "--at", "1"]))
    #expect(Self.number(scene["strobe"]) == 1)
    #expect(scene["frames"] == nil && scene["transactions"] == nil)
    let canvas = try #require(scene["canvas"] as? [String: Any])
    #expect(Self.number(canvas["width"]) == 120 && Self.number(canvas["height"]) == 80)
    #expect(Self.numbers(canvas["background"]) == [1, 1, 1, 1])
    let card = Self.card(scene)
    #expect(card["name"] as? String == "card" && card["type"] as? String == "layer")
    #expect(abs(Self.number(card["opacity"]) - 0.6) < 1e-6)
    #expect(Self.numbers(card["position"]) == [60, 40])
    #expect(Self.number(card["cornerRadius"]) == 4)
    #expect(card["maskedCorners"] as? [String] == ["minXMinY", "maxXMaxY"])
    #expect(card["animations"] == nil && card["beginTime"] == nil && card["frame"] == nil)
    let ring = Self.ring(scene)
    #expect(ring["type"] as? String == "shape")
    #expect(abs(Self.number(ring["strokeEnd"]) - 2.0 / 3.0) < 1e-9)
    #expect(ring["fillColor"] is NSNull)
    #expect(Self.numbers(ring["lineDashPattern"]) == [4, 2])
    #expect(ring["lineCap"] as? String == "round")
    #expect(ring["inTransition"] == nil)
    // {"ellipse": [5, 5, 20, 20]}: starts at the rightmost point, absolute commands only.
    let path = try #require(ring["path"] as? String)
    #expect(path.hasPrefix("M 25 15 C "))
    #expect(path.allSatisfy { !"mlcqzhvsta".contains($0) })
  }

  @Test func valuesAfterTheAnimationsEnd() throws {
    let scene = try Self.object(runStrobe(["eval", Self.scene, "--at", "2"]))
    let card = Self.card(scene)
    #expect(abs(Self.number(card["opacity"]) - 0.2) < 1e-6)
    #expect(Self.numbers(card["position"]) == [90, 40])
    #expect(Self.number(card["cornerRadius"]) == 10)
    #expect(Self.number(Self.ring(scene)["strokeEnd"]) == 1)
  }

  @Test func severalTimesGiveFramesInTheOrderAskedWithDuplicates() throws {
    let json = try Self.object(
      runStrobe(["eval", Self.scene, "--at", "2,1", "--at", "5", "--at", "1"]))
    #expect(Array(json.keys) == ["frames"])
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.map { Self.number($0["time"]) } == [2, 1, 5, 1])
    let opacities = frames.map {
      Self.number(Self.card($0["scene"] as? [String: Any] ?? [:])["opacity"])
    }
    for (actual, expected) in zip(opacities, [0.2, 0.6, 0.6, 0.6]) {
      #expect(abs(actual - expected) < 1e-6)
    }
    #expect(opacities.count == 4)
  }

  @Test func keyframesExpandInPlace() throws {
    let json = try Self.object(
      runStrobe(["eval", Self.scene, "--at", "0.25,keyframes", "--at", "3"]))
    let frames = try #require(json["frames"] as? [[String: Any]])
    let times = frames.map { Self.number($0["time"]) }
    #expect(times.first == 0.25 && times.last == 3)
    let middle = Array(times.dropFirst().dropLast())
    // Begins, ends and reversals (fade reverses at 2 and 6), the transaction at 1.
    #expect(middle.starts(with: [0, 0.5, 1, 1.5]))
    #expect(middle.last == 8)
    #expect(middle == [0, 0.5, 1, 1.5, 2, 4, 6, 8])
  }

  @Test func outputFileIsWrittenAndNamed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-eval-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("at1.json").path
    let result = runStrobe(["eval", Self.scene, "--at", "1", "-o", file])
    #expect(result.status == 0 && result.stderr == "")
    #expect(result.stdout == file + "\n")
    let written = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        as? [String: Any])
    #expect(Self.numbers(Self.card(written)["position"]) == [60, 40])
    // "-o -" is standard output.
    let dash = try Self.object(runStrobe(["eval", Self.scene, "--at", "1", "-o", "-"]))
    #expect(Self.numbers(Self.card(dash)["position"]) == [60, 40])
  }

  @Test func sceneFromStandardInput() throws {
    let text = try String(contentsOfFile: Self.scene, encoding: .utf8)
    let out = MemoryOutputSink()
    let err = MemoryOutputSink()
    let status = StrobeCommandLine.run(
      arguments: ["eval", "-", "--at", "2"], stdout: out, stderr: err,
      stdin: MemoryInputSource(text: text))
    let scene = try Self.object(RunResult(status: status, stdout: out.text, stderr: err.text))
    #expect(Self.number(Self.card(scene)["cornerRadius"]) == 10)
  }

  @Test func missingSceneFailsNamingThePath() {
    let result = runStrobe(["eval", "no-such-dir/anim.json", "--at", "1"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: no-such-dir/anim.json: cannot read the scene: no such file\n")
  }

  @Test(arguments: [["--at", "abc"], ["--at", "-1"], ["--at", "1,,2"], ["--at", "inf"], []])
  func badTimesAreUsageErrors(_ times: [String]) {
    let result = runStrobe(["eval", Self.scene] + times)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: "))
    #expect(result.stderr.contains("Usage: strobe eval <scene> --at <time> ... [--output <file>]"))
  }

  @Test func unwritableOutputFails() {
    let result = runStrobe(["eval", Self.scene, "--at", "1", "-o", "no-such-dir/x/out.json"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: "))
    #expect(result.stderr.contains("no-such-dir/x"))
  }
}
