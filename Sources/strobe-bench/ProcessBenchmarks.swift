import Foundation

/// Whole-process benchmarks of issue 19: `strobe` spawned as a build step spawns it, once per
/// asset, against the C baseline spawned the same way, timed interleaved (one run of each in
/// turn) and judged by the median over at least ``pairs`` paired runs.
///
/// - `process.hello` and `process.startup`: a Swift + Foundation "hello" and
///   `strobe --version`; target: start-up within 3 ms of the hello.
/// - `process.baseline.<format>/shapes=1000` and `process.<format>/shapes=1000` for PNG, PDF
///   and SVG: `rawcairo_e2e <format> out 1000 1024` and `strobe render blobs.json --format
///   <format> -o out`, the same 1,000-blob 1024² frame; targets ≤ 1.10× (PNG), ≤ 1.20× (PDF)
///   and ≤ 1.5× (SVG, whose C program takes only about 30 ms, so start-up and loading weigh
///   most).
enum ProcessBenchmarks {
  /// The fewest paired runs a process row takes (also under `--iterations`).
  static let pairs = 15

  /// The process benchmarks.
  static func all(context: BenchContext) -> [Benchmark] {
    let workspace = context.workspace
    var list: [Benchmark] = [
      Benchmark(
        name: "process.hello", group: "process.startup",
        summary: "a Swift + Foundation \"hello\" (swiftc -O), spawned", minimumSamples: pairs
      ) {
        let hello = try workspace.helloURL().path
        return { try Subprocess.spawnAndWait(hello, []) }
      },
      Benchmark(
        name: "process.startup", baselines: ["process.hello"], group: "process.startup",
        summary: "strobe --version, spawned", minimumSamples: pairs
      ) {
        let strobe = try workspace.strobeBinary().path
        return { try Subprocess.spawnAndWait(strobe, ["--version"]) }
      },
    ]
    for format in ["png", "pdf", "svg"] {
      let baseline = "process.baseline.\(format)/shapes=1000"
      list.append(
        Benchmark(
          name: baseline, group: "process.\(format)",
          summary: "rawcairo_e2e \(format) of the 1,000-blob 1024² frame, spawned",
          minimumSamples: pairs
        ) {
          let program = try workspace.programURL().path
          let out = workspace.outputURL("process-baseline.\(format)").path
          return { try Subprocess.spawnAndWait(program, [format, out, "1000", "1024"]) }
        })
      list.append(
        Benchmark(
          name: "process.\(format)/shapes=1000", baselines: [baseline],
          group: "process.\(format)",
          summary: "strobe render of the 1,000-blob 1024² scene to one \(format), spawned",
          minimumSamples: pairs
        ) {
          let strobe = try workspace.strobeBinary().path
          let scene = try workspace.sceneURL().path
          let out = workspace.outputURL("process-strobe.\(format)").path
          let arguments = ["render", scene, "--format", format, "-o", out, "--quiet"]
          try Subprocess.spawnAndWait(strobe, arguments)
          let size = try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int ?? 0
          try CheckFailure.require(size > 0, "process.\(format): no output at \(out)")
          return { try Subprocess.spawnAndWait(strobe, arguments) }
        })
    }
    return list
  }
}
