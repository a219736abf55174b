import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct PDFPageStreamTests {
  /// Three pages of different sizes: a red square moving right on white, then a blue one.
  static let pages: [DrawList] = [
    TestShapes.list(100, 80, [TestShapes.fillRect(10, 10, 30, 30)]),
    TestShapes.list(100, 80, [TestShapes.fillRect(50, 10, 30, 30)]),
    TestShapes.list(60, 40, [TestShapes.fillRect(0, 0, 30, 20, TestShapes.blue)]),
  ]

  @Test func streamedBytesEqualTheInMemoryDocument() throws {
    let metadata = PDFMetadata(title: "Frames", creator: "strobe tests")
    let expected = try Renderer().pdfData(pages: Self.pages, metadata: metadata)
    var streamed = Data()
    var writes = 0
    let stream = PDFPageStream(metadata: metadata) { bytes in
      streamed.append(contentsOf: bytes)
      writes += 1
    }
    for page in Self.pages { try stream.addPage(page) }
    #expect(stream.pageCount == 3)
    try stream.finish()
    #expect(streamed == expected)
    // Cairo writes as it goes (header, each page's objects, trailer), not in one piece.
    #expect(writes > 3)
  }

  @Test func bytesLeaveBeforeTheDocumentEnds() throws {
    var streamed = 0
    let stream = PDFPageStream { streamed += $0.count }
    try stream.addPage(Self.pages[0])
    try stream.addPage(Self.pages[1])
    let beforeFinish = streamed
    try stream.finish()
    // The first page's content stream is written when the second page starts.
    #expect(beforeFinish > 200)
    #expect(streamed > beforeFinish)
  }

  @Test func fileStreamMatchesAndReadsBackPageByPage() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("frames.pdf")
    let stream = try PDFPageStream(to: url)
    for page in Self.pages { try stream.addPage(page) }
    // Nothing at the destination until the stream finishes.
    #expect(!FileManager.default.fileExists(atPath: url.path))
    try stream.finish()
    let data = try Data(contentsOf: url)
    #expect(data == (try Renderer().pdfData(pages: Self.pages)))
    let sizes = try Verifier().pdfPageSizes(data)
    #expect(
      sizes == [
        CGSize(width: 100, height: 80), CGSize(width: 100, height: 80),
        CGSize(width: 60, height: 40),
      ])
    // Page 2's square spans x 50…80: pixel (65, 25) red, (25, 25) white (hand-placed).
    let page2 = try Verifier().rasterizePDF(data, page: 1)
    #expect(same(page2.pixel(x: 65, y: 25), opaqueRed))
    #expect(same(page2.pixel(x: 25, y: 25), opaqueWhite))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames.pdf"])
  }

  @Test func badPageLeavesNoFileAndKeepsTheOldOne() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("frames.pdf")
    try Data("old".utf8).write(to: url)
    let stream = try PDFPageStream(to: url)
    try stream.addPage(Self.pages[0])
    let bad = DrawList(size: CGSize(width: 0, height: 10), background: nil, operations: [])
    #expect(throws: RenderError.invalidSize(width: 0, height: 10, scale: 1)) {
      try stream.addPage(bad)
    }
    #expect(throws: RenderError.streamClosed) { try stream.addPage(Self.pages[0]) }
    #expect(throws: RenderError.streamClosed) { try stream.finish() }
    #expect(try Data(contentsOf: url) == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames.pdf"])
  }

  @Test func outputErrorFailsThePageAndIsRethrown() throws {
    struct Full: Error, Equatable {}
    var calls = 0
    let stream = PDFPageStream { _ in
      calls += 1
      if calls > 1 { throw Full() }
    }
    #expect(throws: Full.self) {
      for _ in 0..<50 { try stream.addPage(Self.pages[0]) }
      try stream.finish()
    }
    #expect(throws: RenderError.streamClosed) { try stream.finish() }
  }

  @Test func droppedStreamAndEmptyStreamLeaveNoFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("a.pdf")
    do {
      let stream = try PDFPageStream(to: url)
      try stream.addPage(Self.pages[0])
    }
    let empty = try PDFPageStream(to: url)
    #expect(throws: RenderError.noPages) { try empty.finish() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func skipIfIdenticalKeepsTheFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("same.pdf")
    try Renderer().pdfData(pages: Self.pages).write(to: url)
    let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
    usleep(20_000)
    let stream = try PDFPageStream(to: url)
    for page in Self.pages { try stream.addPage(page) }
    #expect(try stream.finish(skipIfIdentical: true) == false)
    let after = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
    #expect(before as? Date == after as? Date)
    let changed = try PDFPageStream(to: url)
    try changed.addPage(Self.pages[2])
    #expect(try changed.finish(skipIfIdentical: true) == true)
    #expect(try Verifier().pdfPageSizes(Data(contentsOf: url)).count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["same.pdf"])
  }

  @Test func atomicFileStreamWritesLargeContentInPieces() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("big.bin")
    let file = try AtomicFileStream(url: url)
    var expected = Data()
    var observed = 0
    file.observer = { observed += $0.count }
    // 700,001 bytes in uneven pieces: crosses the 256 KiB buffer twice.
    for i in 0..<7 {
      let piece = Data(
        (0..<(100_000 + (i == 6 ? 1 : 0))).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ i) })
      expected.append(piece)
      try file.write(piece)
    }
    #expect(file.byteCount == 700_001)
    #expect(observed == 700_001)
    #expect(try file.commit())
    #expect(try Data(contentsOf: url) == expected)
  }
}
