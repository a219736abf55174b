import Foundation
import Testing

/// The `strobe` executable's main heap is reserved in transparent huge pages.
///
/// Loading a scene of a few megabytes then takes a few faults of 2 MiB instead of thousands of
/// 4 KiB ones (docs/performance.md §The strobe process's heap). Setting a `glibc.malloc.`
/// tunable leaves glibc's heap as it is, which these tests use as the comparison.
@Suite struct ExecutableHeapTests {
  /// Whether the kernel offers transparent huge pages to a program that asks
  /// (`[always]` or `[madvise]`; not `[never]`, nor a kernel without them).
  static let hugePagesOffered: Bool = {
    let path = "/sys/kernel/mm/transparent_hugepage/enabled"
    guard let mode = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
    return mode.contains("[always]") || mode.contains("[madvise]")
  }()

  /// glibc's own tunable, which turns Strobe's heap preparation off and changes nothing else
  /// (a check that is already off by default).
  static let optOut = ["GLIBC_TUNABLES": "glibc.malloc.check=0"]

  /// A scene of `count` shape layers with a 24-curve path each: about 2.2 MB of JSON, whose
  /// layers, paths and JSON tree take several megabytes of heap.
  static func scene(count: Int) -> Data {
    var layers: [String] = []
    for index in 0..<count {
      let cx = Double(index % 40) * 25 + 12.5
      let cy = Double(index / 40) * 25 + 12.5
      var path = "M\(cx + 10) \(cy)"
      for step in 1...24 {
        let angle = Double(step) / 24 * 2 * Double.pi
        let x = cx + 10 * cos(angle)
        let y = cy + 10 * sin(angle)
        path += " C\(x + 0.123456789) \(y - 0.987654321) \(x - 0.55555555) \(y + 0.4444444)"
        path += " \(x) \(y)"
      }
      layers.append(
        #"{"type": "shape", "frame": [0, 0, 1000, 1000], "path": "\#(path) Z", "#
          + ##""fillColor": "#3366CC"}"##)
    }
    return Data(
      (#"{"strobe": 1, "canvas": {"width": 1000, "height": 1000}, "layers": ["#
        + layers.joined(separator: ",") + "]}").utf8)
  }

  @Test(.enabled(if: hugePagesOffered, "the kernel offers no transparent huge pages"))
  func loadingAScenesTakesFewerPageFaultsThanGlibcsOwnHeap() throws {
    let ws = try Workspace()
    try ws.write(Self.scene(count: 1500), to: "big.json")
    let prepared = try BoundedRun.run(ws.binary, ["info", "big.json"], in: ws.folder)
    let plain = try BoundedRun.run(
      ws.binary, ["info", "big.json"], in: ws.folder, extraEnvironment: Self.optOut)
    prepared.expectBounded(status: 0)
    plain.expectBounded(status: 0)
    #expect(prepared.stdout == plain.stdout)
    #expect(prepared.stdout.components(separatedBy: "(shape)").count == 1501)
    // Measured (debug build, 2026-12-06): 5,983 faults with glibc's heap, 1,667 prepared.
    #expect(
      Double(prepared.minorFaults) < 0.75 * Double(plain.minorFaults),
      "\(prepared.minorFaults) faults prepared, \(plain.minorFaults) with glibc's heap")
  }

  @Test func renderingInTheReservedHeapGivesTheSameBytes() throws {
    let ws = try Workspace()
    try ws.write(Self.scene(count: 200), to: "shapes.json")
    for format in ["svg", "png"] {
      let prepared = try BoundedRun.run(
        ws.binary, ["render", "shapes.json", "--format", format, "-o", "a.\(format)"],
        in: ws.folder)
      let plain = try BoundedRun.run(
        ws.binary, ["render", "shapes.json", "--format", format, "-o", "b.\(format)"],
        in: ws.folder, extraEnvironment: Self.optOut)
      prepared.expectBounded(status: 0)
      plain.expectBounded(status: 0)
      let a = try Data(contentsOf: ws.folder.appendingPathComponent("a.\(format)"))
      let b = try Data(contentsOf: ws.folder.appendingPathComponent("b.\(format)"))
      #expect(a.count > 1000)
      #expect(a == b, "\(format) differs")
    }
  }
}
