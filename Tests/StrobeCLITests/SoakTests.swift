import Foundation
import Testing

/// Memory stays flat over a long export: `strobe render` of many small PNG frames in one
/// process, its resident set read from `/proc/<pid>/statm` while it runs.
///
/// The scene touches every native resource a frame creates: a Cairo surface per frame, a
/// Pango layout (text), an rsvg handle (SVG contents), a gradient and a shadow. The test
/// runs `STROBE_SOAK_FRAMES` frames (default 1,000; `make soak` runs 10,000) and checks that
/// the resident set after 10 % of the frames and at the end differ by less than 5 MB. A leak
/// of one surface per frame (24×24×4 bytes) would add 2.3 MB per 1,000 frames; a leaked
/// Pango layout or rsvg handle costs more.
@Suite struct SoakTests {
  static let scene = """
    {
      "strobe": 1,
      "canvas": { "width": 24, "height": 24, "background": "#FFFFFF" },
      "layers": [
        { "type": "gradient", "name": "g", "frame": [0, 0, 24, 12],
          "colors": ["#FF0000", "#0000FF"], "shadowOpacity": 0.5, "shadowRadius": 2,
          "animations": [ { "type": "basic", "keyPath": "opacity", "fromValue": 0.2,
            "toValue": 1, "duration": 1, "repeatCount": "infinity" } ] },
        { "type": "text", "name": "t", "frame": [0, 12, 24, 12], "string": "Hi",
          "fontSize": 9, "foregroundColor": "#000000" },
        { "name": "i", "frame": [12, 12, 12, 12],
          "contents": "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='4'%3E%3Crect width='4' height='4' fill='green'/%3E%3C/svg%3E",
          "animations": [ { "type": "basic", "keyPath": "transform.rotation.z",
            "fromValue": 0, "toValue": 6.28, "duration": 1, "repeatCount": "infinity" } ] }
      ]
    }
    """

  /// Resident set size in bytes of process `pid`, or nil once it has gone.
  static func residentBytes(of pid: Int32) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8)
    else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  @Test func residentMemoryStaysFlatOverALongExport() throws {
    let frames = Int(ProcessInfo.processInfo.environment["STROBE_SOAK_FRAMES"] ?? "") ?? 1_000
    let binary = try StrobeBinary.locate()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-soak-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("soak.json"))

    let process = Process()
    process.executableURL = binary.url
    // fps 1000 over (frames - 1) / 1000 s gives exactly `frames` times.
    process.arguments = [
      "render", "soak.json", "--format", "png", "--fps", "1000",
      "--to", String(Double(frames - 1) / 1000), "--out", "out", "--jobs", "1", "--quiet",
      "--png-compression", "fast",
    ]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let out = folder.appendingPathComponent("out")
    // (frames written, resident bytes) samples.
    var samples: [(Int, Int)] = []
    while process.isRunning {
      // A process that is exiting reports 0 pages; such samples are skipped.
      if let rss = Self.residentBytes(of: process.processIdentifier), rss > 0 {
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path).count) ?? 0
        samples.append((written, rss))
      }
      usleep(20_000)
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(written.count == frames)
    let early = try #require(samples.first { $0.0 >= frames / 10 })
    let late = try #require(samples.last)
    let growth = late.1 - early.1
    print(
      "soak: \(frames) frames; RSS \(early.1 / 1024) KiB at frame \(early.0), "
        + "\(late.1 / 1024) KiB at frame \(late.0), growth \(growth / 1024) KiB")
    #expect(growth < 5_000_000, "RSS grew by \(growth) bytes")
  }
}
