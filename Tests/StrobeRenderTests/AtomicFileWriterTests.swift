import Foundation
import Testing

@testable import StrobeRender

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct AtomicFileWriterTests {
  /// Names in `folder`, sorted.
  func contents(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func writeThenOverwriteKeepsOnlyTheNewContent() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.svg")
    try AtomicFileWriter.write(Data("first version, longer".utf8), to: url)
    #expect(try Data(contentsOf: url) == Data("first version, longer".utf8))
    try AtomicFileWriter.write(Data("second".utf8), to: url)
    #expect(try Data(contentsOf: url) == Data("second".utf8))
    #expect(try contents(folder) == ["out.svg"])
  }

  @Test func overwriteKeepsPermissionBits() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("keep.png")
    try AtomicFileWriter.write(Data("a".utf8), to: url)
    #expect(chmod(url.path, 0o640) == 0)
    try AtomicFileWriter.write(Data("b".utf8), to: url)
    var info = stat()
    #expect(stat(url.path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o640)
  }

  // Issue 15 changed the rule: a symbolic link at the destination used to be followed (the
  // target replaced, the link kept); now it is refused, whatever it points to, so a write
  // never lands outside the destination's folder.
  @Test func symbolicLinkIsRefusedWhateverItPointsTo() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.pdf")
    try AtomicFileWriter.write(Data("old".utf8), to: target)
    let sub = folder.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: false)
    for destination in [target.path, sub.path, folder.appendingPathComponent("missing").path] {
      let link = folder.appendingPathComponent("link.pdf")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: destination)
      #expect(
        throws: RenderError.destinationIsSymbolicLink(path: link.path, target: destination)
      ) {
        try AtomicFileWriter.write(Data("new".utf8), to: link)
      }
      #expect(throws: RenderError.destinationIsSymbolicLink(path: link.path, target: destination)) {
        _ = try AtomicFileStream(url: link)
      }
      #expect(throws: RenderError.destinationIsSymbolicLink(path: link.path, target: destination)) {
        try AtomicFileWriter.refuseSymbolicLink(at: link.path)
      }
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == destination)
      try FileManager.default.removeItem(at: link)
    }
    #expect(try Data(contentsOf: target) == Data("old".utf8))
    #expect(try contents(sub) == [])
    #expect(try contents(folder) == ["sub", "target.pdf"])
  }

  @Test func linkPlantedAfterTheCheckIsReplacedNotFollowed() throws {
    // The stream checks the name when it is created; a link put there before the commit is
    // replaced by the rename (renameat never follows the new name), never written through.
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outside = folder.appendingPathComponent("outside.png")
    try Data("sentinel".utf8).write(to: outside)
    let url = folder.appendingPathComponent("out.png")
    let stream = try AtomicFileStream(url: url)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: outside.path)
    try stream.write(Data("new".utf8))
    try stream.commit()
    #expect(try Data(contentsOf: outside) == Data("sentinel".utf8))
    var info = stat()
    #expect(lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    #expect(try Data(contentsOf: url) == Data("new".utf8))
  }

  @Test func temporaryFileNamesAreRecognised() {
    #expect(AtomicFileWriter.temporaryFileOwner(".a@0.000.png.1234.z9k.tmp") == 1234)
    #expect(AtomicFileWriter.temporaryFileOwner(".a.b.c.42.0.tmp") == 42)
    #expect(AtomicFileWriter.temporaryFileOwner(".a.1234.Z9.tmp") == nil)
    #expect(AtomicFileWriter.temporaryFileOwner(".a.12x4.z9.tmp") == nil)
    #expect(AtomicFileWriter.temporaryFileOwner("a.1234.z9.tmp") == nil)
    #expect(AtomicFileWriter.temporaryFileOwner("..1234.z9.tmp") == nil)
    #expect(AtomicFileWriter.temporaryFileOwner(".a.99999999999.z9.tmp") == nil)
    #expect(AtomicFileWriter.temporaryFileOwner(".a.1234.z9.tmpx") == nil)
  }

  @Test func folderDestinationIsRefusedAndUntouched() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dir = folder.appendingPathComponent("out.png")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
    try Data("inside".utf8).write(to: dir.appendingPathComponent("keep.txt"))
    #expect(throws: RenderError.destinationNotRegularFile(path: dir.path, kind: "folder")) {
      try AtomicFileWriter.write(Data("x".utf8), to: dir)
    }
    #expect(try contents(dir) == ["keep.txt"])
    #expect(try contents(folder) == ["out.png"])
  }

  @Test func specialFileDestinationIsRefusedAndUntouched() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A FIFO and, when allowed (root with CAP_MKNOD), a character device like /dev/full
    // (major 1, minor 7), made in the temporary folder so no real device is at risk.
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    #expect(throws: RenderError.destinationNotRegularFile(path: fifo.path, kind: "FIFO")) {
      try AtomicFileWriter.write(Data("x".utf8), to: fifo)
    }
    let device = folder.appendingPathComponent("full")
    if mknod(device.path, S_IFCHR | 0o666, (1 << 8) | 7) == 0 {
      #expect(
        throws: RenderError.destinationNotRegularFile(path: device.path, kind: "character device")
      ) {
        try AtomicFileWriter.write(Data("x".utf8), to: device)
      }
      var info = stat()
      #expect(lstat(device.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
    var info = stat()
    #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(try contents(folder).allSatisfy { !$0.hasSuffix(".tmp") })
  }

  @Test func folderThatIsARegularFileIsNamed() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.txt")
    try Data("content".utf8).write(to: file)
    #expect(throws: RenderError.notADirectory(path: file.path)) {
      try AtomicFileWriter.write(Data("x".utf8), to: file.appendingPathComponent("out.svg"))
    }
    #expect(throws: RenderError.notADirectory(path: file.path)) {
      try AtomicFileWriter.write(Data("x".utf8), to: file.appendingPathComponent("sub/out.svg"))
    }
    #expect(try Data(contentsOf: file) == Data("content".utf8))
  }

  @Test func missingFolderIsNamed() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("nope")
    #expect(throws: RenderError.directoryNotFound(path: missing.path)) {
      try AtomicFileWriter.write(Data("x".utf8), to: missing.appendingPathComponent("out.pdf"))
    }
  }

  @Test func failedWriteRemovesTheTemporaryFileAndKeepsTheOldContent() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.svg")
    try AtomicFileWriter.write(Data("good".utf8), to: url)
    let failing: (Data, Int32, String) throws -> Void = { data, fd, path in
      // Write half, then fail like a full disk.
      _ = data.prefix(2).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, 2) }
      throw SystemError.io("write", path: path, code: ENOSPC)
    }
    do {
      try AtomicFileWriter.write(Data("new content".utf8), to: url, writeBytes: failing)
      Issue.record("the injected failure must propagate")
    } catch let error as RenderError {
      guard case .io(let operation, _, let code, let message) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(
        operation == "write" && code == ENOSPC && message == String(cString: strerror(ENOSPC)))
    }
    #expect(try Data(contentsOf: url) == Data("good".utf8))
    #expect(try contents(folder) == ["out.svg"])
  }

  @Test func nonFileURLIsRefused() {
    let url = URL(string: "https://example.com/out.svg")!
    #expect(throws: RenderError.notAFileURL(url: "https://example.com/out.svg")) {
      try AtomicFileWriter.write(Data(), to: url)
    }
  }

  @Test func standardOutputWriterReportsDevFullAsENOSPC() throws {
    let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? handle.close() }
    do {
      try StandardOutputWriter.write(Data("hello".utf8), to: handle)
      Issue.record("writing to /dev/full must fail")
    } catch let error as RenderError {
      guard case .io(let operation, let path, let code, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(operation == "write" && path == "<stdout>" && code == ENOSPC)
    }
  }

  @Test func standardOutputWriterWritesAllBytes() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("stdout.bin")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: url.path))
    let payload = Data((0..<200_000).map { UInt8($0 % 251) })
    try StandardOutputWriter.write(payload, to: handle, name: "test")
    try handle.close()
    #expect(try Data(contentsOf: url) == payload)
  }

  @Test func rendererWritesFilesInEachFormat() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = TestShapes.list(40, 30, [TestShapes.fillRect(10, 5, 20, 10)])
    let renderer = Renderer()
    let png = folder.appendingPathComponent("a.png")
    try renderer.write(list, format: .png, to: png, scale: 2)
    let image = try RasterImage(contentsOf: png)
    #expect(image.width == 80 && image.height == 60)
    #expect(same(image.pixel(x: 30, y: 16), opaqueRed))
    let pdf = folder.appendingPathComponent("a.pdf")
    try renderer.writePDF(pages: [list, list, list], to: pdf)
    #expect(try Verifier().pdfPageSizes(Data(contentsOf: pdf)).count == 3)
    let svg = folder.appendingPathComponent("a.svg")
    try renderer.write(list, format: .svg, to: svg)
    #expect(try Data(contentsOf: svg) == renderer.svgData(list))
    #expect(try contents(folder) == ["a.pdf", "a.png", "a.svg"])
  }
}
