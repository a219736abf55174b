import Foundation
import StrobeCLI
import Testing

/// The plugin's output names agree with the CLI's.
///
/// The StrobeAssets plugin names a scene's outputs before running `strobe render`
/// (Plugins/StrobeAssets/AssetPlan.swift, compiled here through a symbolic link). These
/// tests check its names against hand-written ones and against the files the CLI really
/// writes for the same scene, so the two copies of the naming rules cannot drift apart.
@Suite struct AssetPlanAgreementTests {
  /// A scene with `export` (JSON text, or nil for none) and an optional `duration`.
  static func scene(export: String?, duration: Double? = nil) -> String {
    var fields = [
      "\"strobe\": 1", "\"canvas\": { \"width\": 8, \"height\": 4 }",
      "\"layers\": [ { \"frame\": [0, 0, 4, 4], \"backgroundColor\": \"#FF0000\" } ]",
    ]
    if let duration { fields.append("\"duration\": \(duration)") }
    if let export { fields.append("\"export\": \(export)") }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  /// The file names `strobe render <dir>/<fileName> --out <out>` writes, sorted.
  static func cliFileNames(scene: String, fileName: String) throws -> [String] {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strobe-assetplan-\(UUID().uuidString)")
    let out = dir.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent(fileName)
    try Data(scene.utf8).write(to: path)
    let stdout = MemoryOutputSink()
    let stderr = MemoryOutputSink()
    let status = StrobeCommandLine.run(
      arguments: ["render", path.path, "--out", out.path, "--quiet", "--jobs", "1"],
      stdout: stdout, stderr: stderr)
    #expect(status == 0, "strobe render failed: \(stderr.text)")
    return try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
  }

  /// Cases with the names worked out by hand from cli-conventions.md.
  static let cases: [(export: String?, duration: Double?, expected: [String])] = [
    (
      "{ \"times\": [0, 0.5], \"formats\": [\"png\"], \"scales\": [1, 2, 3] }", nil,
      [
        "s@0.000.png", "s@0.000@2x.png", "s@0.000@3x.png", "s@0.500.png", "s@0.500@2x.png",
        "s@0.500@3x.png",
      ]
    ),
    (nil, nil, ["s@0.000.png"]),
    (
      "{ \"times\": [2, 0.0125, 0.0005], \"formats\": [\"svg\", \"pdf\", \"png\"], "
        + "\"scales\": [1.5] }", nil,
      [
        "s@0.001.svg", "s@0.001.pdf", "s@0.001@1.5x.png", "s@0.013.svg", "s@0.013.pdf",
        "s@0.013@1.5x.png", "s@2.000.svg", "s@2.000.pdf", "s@2.000@1.5x.png",
      ]
    ),
    // 0.1 and 0.1004 both print 0.100 with 3 decimals: the whole export uses 6.
    (
      "{ \"times\": [0.1004, 0.1], \"formats\": [\"svg\"] }", nil,
      ["s@0.100000.svg", "s@0.100400.svg"]
    ),
    // Repeats collapse: times sorted and distinct, formats and scales once each.
    (
      "{ \"times\": [1, 0, 1], \"formats\": [\"png\", \"png\"], \"scales\": [2, 2] }", nil,
      ["s@0.000@2x.png", "s@1.000@2x.png"]
    ),
    // fps with an explicit duration: 0, 1/3, 2/3, 1.
    (
      "{ \"fps\": 3, \"formats\": [\"svg\"] }", 1,
      ["s@0.000.svg", "s@0.333.svg", "s@0.667.svg", "s@1.000.svg"]
    ),
  ]

  @Test(arguments: 0..<6) func planMatchesHandWrittenNamesAndTheCLI(index: Int) throws {
    let c = Self.cases[index]
    let json = Self.scene(export: c.export, duration: c.duration)
    let plan = try AssetPlan(sceneJSON: Data(json.utf8), fileName: "s.strobe.json")
    #expect(plan.fileNames == c.expected)
    let written = try Self.cliFileNames(scene: json, fileName: "s.strobe.json")
    #expect(written == plan.fileNames.sorted())
  }

  @Test func keyframeTimesAreRefusedWithAReason() {
    let json = Self.scene(export: "{ \"times\": \"keyframes\" }")
    #expect(throws: AssetPlanError.keyframeTimes(file: "k.strobe.json")) {
      try AssetPlan(sceneJSON: Data(json.utf8), fileName: "k.strobe.json")
    }
    #expect(AssetPlanError.keyframeTimes(file: "k").description.contains("list of seconds"))
  }

  @Test func fpsNeedsAnExplicitDuration() {
    let json = Self.scene(export: "{ \"fps\": 10 }")
    #expect(throws: AssetPlanError.fpsWithoutDuration(file: "f.strobe.json")) {
      try AssetPlan(sceneJSON: Data(json.utf8), fileName: "f.strobe.json")
    }
  }

  @Test func badExportValuesAreLocated() {
    let json = Self.scene(export: "{ \"formats\": [\"gif\"] }")
    #expect(
      throws: AssetPlanError.badExportField(
        file: "g.strobe.json", field: "formats", reason: "unknown format \"gif\"")
    ) { try AssetPlan(sceneJSON: Data(json.utf8), fileName: "g.strobe.json") }
    #expect(throws: AssetPlanError.notAnObject(file: "n.strobe.json")) {
      try AssetPlan(sceneJSON: Data("[1]".utf8), fileName: "n.strobe.json")
    }
  }

  /// Referenced files (layer, sublayer and mask `contents`) become build inputs; data URIs
  /// do not.
  @Test func referencedFilesAreCollected() throws {
    let json = """
      { "strobe": 1, "canvas": { "width": 8, "height": 8 },
        "layers": [
          { "contents": "art/a.png",
            "mask": { "contents": "art/mask.svg" },
            "sublayers": [ { "contents": "data:image/png;base64,AAAA" },
                           { "contents": "b.png" }, { "contents": "art/a.png" } ] } ] }
      """
    let plan = try AssetPlan(sceneJSON: Data(json.utf8), fileName: "r.strobe.json")
    #expect(plan.referencedFiles == ["art/a.png", "art/mask.svg", "b.png"])
  }

  @Test func stemsMatchTheCLI() {
    for path in ["dir/ring.json", "ring.strobe.json", "scenes/ring", "ring.v2.json", "-", ".json"] {
      #expect(AssetNaming.stem(of: path) == OutputNaming.stem(of: path), "\(path)")
    }
    for t in [0, 0.0005, 0.0125, 0.0375, 1.0 / 3, 2.9995, 1e-7, 123.456789, 1e21] {
      for d in [0, 3, 6] {
        #expect(AssetNaming.formatTime(t, decimals: d) == OutputNaming.formatTime(t, decimals: d))
      }
    }
    for s in [1, 2, 3, 1.5, 0.5] {
      #expect(AssetNaming.scaleSuffix(s) == OutputNaming.scaleSuffix(s))
    }
  }
}
