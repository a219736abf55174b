import Foundation
import Testing

/// The peak memory `BoundedRun` reports is the command's own: not the test process's size,
/// and not a floor that hides what the command allocated.
@Suite struct BoundedRunTests {
  @Test func thePeakIsTheCommandsNotTheTestProcesss() throws {
    let ws = try Workspace()
    // 320 MiB resident in this process while the command runs: a measurement that charges
    // the child with its parent's pages reports more than that.
    let size = 320 << 20
    let ballast = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 4096)
    defer { ballast.deallocate() }
    for offset in stride(from: 0, to: size, by: 4096) { ballast[offset] = 1 }
    let run = try BoundedRun.run(ws.binary, ["--version"], in: ws.folder)
    run.expectBounded(status: 0)
    #expect(run.peakBytes > 1 << 20, "peak \(run.peakBytes)")
    #expect(run.peakBytes < 128 << 20, "peak \(run.peakBytes)")
    #expect(ballast[4096] == 1)
  }

  @Test func whatTheCommandAllocatesIsCounted() throws {
    let ws = try Workspace()
    // A 4000×4000 canvas is a 64 MB raster (4 bytes a pixel), held while it is encoded.
    try ws.write(
      Data(#"{"strobe": 1, "canvas": {"width": 4000, "height": 4000}, "layers": []}"#.utf8),
      to: "big.json")
    let run = try BoundedRun.run(ws.binary, ["render", "big.json"], in: ws.folder)
    run.expectBounded(status: 0)
    #expect(run.peakBytes > 64_000_000, "peak \(run.peakBytes)")
  }

  @Test func theFolderStandardStreamsAndExitStatusArePassedThrough() throws {
    let ws = try Workspace()
    let run = try BoundedRun.run(ws.binary, ["render", "missing.json"], in: ws.folder)
    run.expectBounded(status: 1)
    #expect(run.stderr.contains("missing.json"), "\(run.stderr)")
    #expect(run.stdout == "")
  }
}
