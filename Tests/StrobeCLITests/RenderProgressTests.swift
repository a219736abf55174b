import Foundation
import Testing

@testable import StrobeCLI

/// The progress line's text (a pure function) and the in-place drawing protocol.
@Suite struct RenderProgressTests {
  @Test func noRateBeforeTheFirstFrame() {
    #expect(RenderProgress.line(done: 0, total: 24, elapsed: 0) == "[0/24] frames")
    #expect(RenderProgress.line(done: 0, total: 24, elapsed: 5) == "[0/24] frames")
    #expect(RenderProgress.line(done: 3, total: 24, elapsed: 0) == "[3/24] frames")
  }

  @Test func rateAndETAFromTheMeanSinceTheStart() {
    // 6 frames in 2 s: 3 frames/s; 18 left: 6 s.
    #expect(
      RenderProgress.line(done: 6, total: 24, elapsed: 2) == "[6/24] frames, 3.0 frames/s, ETA 6s")
    // 5 frames in 2 s: 2.5 frames/s; 19 left: 7.6 s, rounded up to 8.
    #expect(
      RenderProgress.line(done: 5, total: 24, elapsed: 2) == "[5/24] frames, 2.5 frames/s, ETA 8s")
    // 1 frame in 3 s: 0.333… frames/s prints 0.3; 9 left: 27 s exactly (not 28).
    #expect(
      RenderProgress.line(done: 1, total: 10, elapsed: 3) == "[1/10] frames, 0.3 frames/s, ETA 27s")
    // 250 frames in 2 s: 125.0 frames/s.
    #expect(
      RenderProgress.line(done: 250, total: 1000, elapsed: 2)
        == "[250/1000] frames, 125.0 frames/s, ETA 6s")
  }

  @Test func doneShowsZeroETA() {
    #expect(
      RenderProgress.line(done: 24, total: 24, elapsed: 4) == "[24/24] frames, 6.0 frames/s, ETA 0s"
    )
  }

  @Test func drawsInPlaceAndEndsWithOneNewline() {
    let sink = MemoryOutputSink()
    let progress = RenderProgress(sink: sink, total: 2)
    #expect(sink.text == "\r[0/2] frames\u{1B}[K")
    progress.advance(by: 0)
    #expect(sink.text == "\r[0/2] frames\u{1B}[K")
    progress.advance(by: 2)  // the last state is always drawn
    #expect(sink.text.hasPrefix("\r[0/2] frames\u{1B}[K\r[2/2] frames, "))
    #expect(sink.text.hasSuffix(" frames/s, ETA 0s\u{1B}[K"))
    progress.finish()
    progress.finish()
    #expect(sink.text.hasSuffix("ETA 0s\u{1B}[K\n"))
    #expect(sink.text.filter { $0 == "\n" }.count == 1)
  }

  @Test func progressOnlyForTerminals() throws {
    #expect(!RenderJob.showsProgress(on: MemoryOutputSink(), quiet: false))
    // A pipe is not a terminal.
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    #expect(
      !RenderJob.showsProgress(on: FileDescriptorOutputSink(fileDescriptor: fds[1]), quiet: false))
    // A terminal is, unless --quiet.
    let terminal = try #require(try? PseudoTerminal())
    let sink = FileDescriptorOutputSink(fileDescriptor: terminal.secondary)
    #expect(RenderJob.showsProgress(on: sink, quiet: false))
    #expect(!RenderJob.showsProgress(on: sink, quiet: true))
  }

  @Test func framesCompleteAtTheirLastOutput() {
    let perFrame = OutputPlan.outputs(stem: "s", times: [0, 1], formats: [.png, .svg])
    #expect(RenderJob.framesCompleted(by: perFrame) == [0, 1, 0, 1])
    let multipage = OutputPlan.outputs(
      stem: "s", times: [0, 1, 2], formats: [.png, .pdf], multipage: true)
    #expect(multipage.count == 4)
    #expect(RenderJob.framesCompleted(by: multipage) == [0, 0, 0, 3])
    let pdfOnly = OutputPlan.outputs(
      stem: "s", times: [0, 1, 2], formats: [.pdf], multipage: true)
    #expect(RenderJob.framesCompleted(by: pdfOnly) == [3])
  }
}
