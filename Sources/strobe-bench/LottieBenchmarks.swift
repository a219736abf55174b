import Foundation

/// Lottie export benchmarks of issues 9 and 17: the release `strobe` binary against rlottie and
/// thorvg (PNG) and python-lottie (SVG), each run as a process on the same file.
///
/// The file is `scripts/lottie-bench.py gen` (1,000 shapes — 100 moving, rotating shape
/// layers of 10 filled ellipses and rounded rectangles — 512×512, 60 frames at 30 fps).
/// The other renderers run through `scripts/lottie-bench.py` (Python: rlottie-python,
/// thorvg-python with one thread, python-lottie), which writes every frame with Pillow;
/// their process start-up (≈ 0.1 s) is included, as Strobe's is.
///
/// - group `lottie.png`, timed interleaved: `lottie.png.strobe/jobs=1` and `…/jobs=2`
///   (`strobe render --frames 0-59 --format png`), `lottie.png.rlottie`,
///   `lottie.png.thorvg`; all 60 frames per sample, so frames/s = 60 / time. Target
///   (issue 17): jobs=2 at ≥ 2× rlottie's frames/s (time ratio ≤ 0.5).
/// - group `lottie.svg`: `lottie.svg.strobe/jobs=1` and `…/jobs=2` (`--frames 0-9 --format
///   svg`; 2 is the default `--jobs` on a 2-core machine) and `lottie.svg.python-lottie`
///   (single-threaded), on a 10-frame version of the file (same shapes; the motion spans 10
///   frames). Target: time ratio ≤ 0.1.
enum LottieBenchmarks {
  /// Frames of the PNG benchmark (all of the animation's).
  static let pngFrames = 60
  /// Frames of the SVG benchmark (python-lottie takes ≈ 0.35 s a frame).
  static let svgFrames = 10

  /// The benchmarks.
  static func all(context: BenchContext) -> [Benchmark] {
    let workspace = context.workspace
    let root = workspace.sourceFolder.deletingLastPathComponent().deletingLastPathComponent()
    let script = root.appendingPathComponent("scripts/lottie-bench.py").path
    let python = pythonCommand(repository: root)
    /// The generated animation with `frames` frames (written on first use).
    func animation(frames: Int) throws -> String {
      let url = workspace.outputURL("lottie-1000-512-\(frames)f.json")
      if !FileManager.default.fileExists(atPath: url.path) {
        try Subprocess.spawnAndWait(
          python.executable,
          python.arguments + [script, "gen", url.path, "1000", "512", "\(frames)"])
      }
      return url.path
    }
    /// A benchmark of `executable arguments` writing `count` files to `out` (checked once).
    func run(
      _ name: String, group: String, baselines: [String] = [], summary: String,
      count: Int, _ command: @escaping (String, String) throws -> (String, [String])
    ) -> Benchmark {
      Benchmark(name: name, baselines: baselines, group: group, summary: summary) {
        let out = workspace.outputURL(name.replacingOccurrences(of: "/", with: "-")).path
        let (executable, arguments) = try command(try animation(frames: count), out)
        try Subprocess.spawnAndWait(executable, arguments)
        try ExportBenchmarks.checkCount(out, count)
        return { try Subprocess.spawnAndWait(executable, arguments) }
      }
    }
    var list: [Benchmark] = []
    for jobs in [1, 2] {
      list.append(
        run(
          "lottie.png.strobe/jobs=\(jobs)", group: "lottie.png",
          baselines: jobs == 2 ? ["lottie.png.rlottie", "lottie.png.thorvg"] : [],
          summary:
            "strobe render: the 60 PNG frames of the 1,000-shape 512² Lottie, --jobs \(jobs)",
          count: pngFrames
        ) { file, out in
          (
            try workspace.strobeBinary().path,
            [
              "render", file, "--frames", "0-\(pngFrames - 1)", "--format", "png", "--jobs",
              "\(jobs)", "--quiet", "--out", out,
            ]
          )
        })
    }
    for engine in ["rlottie", "thorvg"] {
      list.append(
        run(
          "lottie.png.\(engine)", group: "lottie.png",
          summary: "\(engine) (Python binding, Pillow PNGs): the same 60 frames",
          count: pngFrames
        ) { file, out in (python.executable, python.arguments + [script, engine, file, out]) })
    }
    for jobs in [1, 2] {
      list.append(
        run(
          "lottie.svg.strobe/jobs=\(jobs)", group: "lottie.svg",
          baselines: ["lottie.svg.python-lottie"],
          summary: "strobe render: 10 SVG frames of the 1,000-shape 512² Lottie, --jobs \(jobs)",
          count: svgFrames
        ) { file, out in
          (
            try workspace.strobeBinary().path,
            [
              "render", file, "--frames", "0-\(svgFrames - 1)", "--format", "svg", "--jobs",
              "\(jobs)", "--quiet", "--out", out,
            ]
          )
        })
    }
    list.append(
      run(
        "lottie.svg.python-lottie", group: "lottie.svg",
        summary: "python-lottie export_svg: the same 10 frames", count: svgFrames
      ) { file, out in
        (python.executable, python.arguments + [script, "pylottie-svg", file, out])
      })
    return list
  }

  /// The Python that runs the peers: `STROBE_LOTTIE_PYTHON` when set (`make bench` sets it),
  /// else the repository's `.venv-lottie/bin/python` (`make lottie-venv`) when it exists,
  /// else `python3` from the path.
  static func pythonCommand(repository: URL) -> (executable: String, arguments: [String]) {
    if let chosen = ProcessInfo.processInfo.environment["STROBE_LOTTIE_PYTHON"], !chosen.isEmpty {
      return (chosen, [])
    }
    let venv = repository.appendingPathComponent(".venv-lottie/bin/python").path
    if FileManager.default.isExecutableFile(atPath: venv) { return (venv, []) }
    return ("/usr/bin/env", ["python3"])
  }
}
