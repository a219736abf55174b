import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// End-to-end export benchmarks of issue 6, running the release `strobe` binary (next to
/// `strobe-bench`) as a child process, as a build step would.
///
/// - `export.png/jobs=1`, `export.png/jobs=2`: a 120-frame PNG export (`--fps 60 --to
///   1.99`) of the 1,000-blob 1024² scene, timed interleaved; the jobs=2 row prints its ratio
///   to jobs=1 (target ≤ 1/1.7 wall: ≥ 1.7× the frames/s).
/// - `export.png.animated/size=512,jobs=2`: 60 frames of the animated 1,000-blob 512² scene
///   (``AnimatedScene``) with `--jobs 2`, per frame, compared with
///   `baseline.png/shapes=1000,size=512` (the C program drawing and writing one such frame):
///   target ≤ 1/1.7 (≥ 0.85 × 2 × the baseline's single-core frames/s).
/// - `export.pdf.multipage/frames=1000,layers=100`: one 1,000-page `--multipage` PDF of the
///   animated 100-blob 512² scene; its peak RSS (`wait4`'s `ru_maxrss`) goes in the notes,
///   target ≤ 150 MB.
/// - `export.png.banded/size=30000,shapes=1000`: one 30000×30000 PNG of the 1,000-blob
///   scene (`--scale 29.296875`, `--png-compression fast`), rendered in bands; peak RSS in
///   the notes, target ≤ 400 MB.
/// The last two run once each (they take long and measure memory, not speed).
enum ExportBenchmarks {
  /// Peak-RSS targets in MiB, by benchmark name.
  static let memoryTargets: [String: Double] = [
    "export.pdf.multipage/frames=1000,layers=100": 150,
    "export.png.banded/size=30000,shapes=1000": 400,
  ]

  /// The export benchmarks.
  static func all(context: BenchContext) -> [Benchmark] {
    let workspace = context.workspace
    var list: [Benchmark] = []
    for jobs in [1, 2] {
      list.append(
        Benchmark(
          name: "export.png/jobs=\(jobs)", baselines: jobs == 2 ? ["export.png/jobs=1"] : [],
          group: "export.png",
          summary: "strobe render: 120 PNG frames of the 1,000-blob 1024² scene, --jobs \(jobs)"
        ) {
          let strobe = try workspace.strobeBinary().path
          let scene = try workspace.sceneURL().path
          let out = workspace.outputURL("export-jobs\(jobs)").path
          let arguments = [
            "render", scene, "--format", "png", "--fps", "60", "--to", "1.99", "--jobs",
            "\(jobs)", "--quiet", "--out", out,
          ]
          try Subprocess.spawnAndWait(strobe, arguments)
          try checkCount(out, 120)
          return { try Subprocess.spawnAndWait(strobe, arguments) }
        })
    }
    list.append(
      Benchmark(
        name: "baseline.png/shapes=1000,size=512",
        summary: "rawcairo_e2e png of the 1,000-blob 512² frame, run as a process (one frame)"
      ) {
        let program = try workspace.programURL().path
        let arguments = ["png", workspace.outputURL("baseline-512.png").path, "1000", "512"]
        try Subprocess.spawnAndWait(program, arguments)
        return { try Subprocess.spawnAndWait(program, arguments) }
      })
    let animatedFrames = 60
    list.append(
      Benchmark(
        name: "export.png.animated/size=512,jobs=2",
        baselines: ["baseline.png/shapes=1000,size=512"],
        summary:
          "strobe render --jobs 2: \(animatedFrames) frames of the animated 1,000-blob 512² "
          + "scene, time per frame"
      ) { runner in
        let strobe = try workspace.strobeBinary().path
        let scene = try workspace.scene(shapes: 1000, size: 512, animated: true).path
        let out = workspace.outputURL("export-animated").path
        let arguments = [
          "render", scene, "--format", "png", "--fps", "30", "--to", "1.99", "--jobs", "2",
          "--quiet", "--out", out,
        ]
        try Subprocess.spawnAndWait(strobe, arguments)
        try checkCount(out, animatedFrames)
        let whole = try runner.measure("export.png.animated") {
          try Subprocess.spawnAndWait(strobe, arguments)
        }
        var perFrame = Measurement(
          name: "export.png.animated/size=512,jobs=2",
          minimum: whole.minimum / Double(animatedFrames),
          median: whole.median / Double(animatedFrames), samples: whole.samples,
          iterationsPerSample: whole.iterationsPerSample)
        perFrame.cpuMinimum = whole.cpuMinimum.map { $0 / Double(animatedFrames) }
        return perFrame
      })
    list.append(
      memoryBenchmark(
        "export.pdf.multipage/frames=1000,layers=100",
        summary: "strobe render --multipage: one 1,000-page PDF of the animated 100-blob scene",
        context: context
      ) {
        let scene = try workspace.scene(shapes: 100, size: 512, animated: true).path
        let out = workspace.outputURL("multipage")
        return (
          [
            "render", scene, "--fps", "100", "--to", "9.995", "--multipage", "--quiet",
            "--jobs", "1", "--out", out.path,
          ], out.appendingPathComponent("blobs-100-512-animated.pdf")
        )
      })
    list.append(
      memoryBenchmark(
        "export.png.banded/size=30000,shapes=1000",
        summary: "strobe render: one 30000×30000 PNG of the 1,000-blob scene, in bands",
        context: context
      ) {
        let scene = try workspace.sceneURL().path
        let out = workspace.outputURL("huge.png")
        return (
          [
            "render", scene, "--scale", "29.296875", "--png-compression", "fast", "-o",
            out.path, "--quiet",
          ], out
        )
      })
    return list
  }

  /// A benchmark that runs `strobe` once with the arguments `prepare` returns, times it, and
  /// notes its peak RSS against ``memoryTargets``; the output file is checked and removed.
  static func memoryBenchmark(
    _ name: String, summary: String, context: BenchContext,
    prepare: @escaping () throws -> (arguments: [String], output: URL)
  ) -> Benchmark {
    Benchmark(name: name, summary: summary) { _ in
      let strobe = try context.workspace.strobeBinary().path
      let (arguments, output) = try prepare()
      let clock = ContinuousClock()
      let start = clock.now
      let usage = try Subprocess.spawnAndMeasure(strobe, arguments)
      let wall = BenchmarkRunner.seconds(clock.now - start)
      let size =
        (try? FileManager.default.attributesOfItem(atPath: output.path)[.size])
        .flatMap { $0 as? NSNumber }?.intValue ?? 0
      try? FileManager.default.removeItem(at: output)
      try CheckFailure.require(size > 0, "\(name): no output at \(output.path)")
      let peak = Double(usage.ru_maxrss) / 1024
      let target = memoryTargets[name] ?? .infinity
      context.notes.append(
        "\(name): peak RSS \(String(format: "%.1f", peak)) MiB (target ≤ \(Int(target)) MiB: "
          + "\(peak <= target ? "met" : "NOT met")), output \(size / 1_048_576) MiB, "
          + "wall \(String(format: "%.1f", wall)) s")
      func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
      return Measurement(
        name: name, sampleTimes: [wall],
        cpuTimes: [seconds(usage.ru_utime) + seconds(usage.ru_stime)], iterationsPerSample: 1)
    }
  }

  /// Checks `folder` holds `count` files.
  static func checkCount(_ folder: String, _ count: Int) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    try CheckFailure.require(
      names.count == count, "\(folder): \(names.count) files, expected \(count)")
  }
}
