import Foundation
import Testing

@testable import StrobeCLI

#if canImport(Glibc)
  import Glibc
#endif

/// No output is ever written through or over a symbolic link (docs/limits.md, "Files on
/// disk"): for every kind of file a command writes, a link at the output's name — to a file,
/// to a folder, or dangling — is refused with exit 1 and a message naming the path and the
/// rule, and nothing outside the output folder changes.
@Suite struct OutputSymlinkTests {
  static let scene =
    ##"{"strobe": 1, "canvas": {"width": 4, "height": 4}, "layers": [{"bounds": [0, 0, 2, 2], "##
    + ##""backgroundColor": "#ff0000"}]}"##

  /// Every command and option that writes a file, with the path of the file it writes.
  enum OutputCase: String, CaseIterable, Sendable {
    case pngFrame, svgFrame, multipagePDF, contactSheet, manifest, singleFile
    case evalOutput, importOutput, previewOutput, demo

    var arguments: [String] {
      let render = ["render", "s.json", "--out", "out"]
      switch self {
      case .pngFrame: return render
      case .svgFrame: return render + ["--format", "svg"]
      case .multipagePDF:
        return render + ["--format", "pdf", "--multipage", "--fps", "2", "--to", "1"]
      case .contactSheet:
        return render + ["--fps", "2", "--to", "1", "--contact-sheet", "out/sheet.png"]
      case .manifest: return render + ["--manifest", "out/m.json"]
      case .singleFile: return ["render", "s.json", "-o", "out/one.png"]
      case .evalOutput: return ["eval", "s.json", "--at", "0", "-o", "out/e.json"]
      case .importOutput: return ["import", "lottie", "anim.json", "-o", "out/scene.json"]
      case .previewOutput: return ["preview", "s.json", "-o", "out/p.html"]
      case .demo: return ["demo", "--out", "out"]
      }
    }

    /// The output path the link is planted at.
    var linkPath: String {
      switch self {
      case .pngFrame: return "out/s@0.000.png"
      case .svgFrame: return "out/s@0.000.svg"
      case .multipagePDF: return "out/s.pdf"
      case .contactSheet: return "out/sheet.png"
      case .manifest: return "out/m.json"
      case .singleFile: return "out/one.png"
      case .evalOutput: return "out/e.json"
      case .importOutput: return "out/scene.json"
      case .previewOutput: return "out/p.html"
      case .demo: return "out/demo@0.000.png"
      }
    }
  }

  /// Where the planted link points: all outside the output folder.
  enum LinkKind: String, CaseIterable, Sendable {
    case toFile, toFolder, dangling

    var target: String {
      switch self {
      case .toFile: return "../outside/sentinel.png"
      case .toFolder: return "../outside/folder"
      case .dangling: return "../outside/missing.png"
      }
    }
  }

  /// Names and SHA-256 of every file under `folder` (recursively, links not followed).
  static func snapshot(_ folder: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    for name in names {
      let url = folder.appendingPathComponent(name)
      var info = stat()
      guard lstat(url.path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: result[name] = try SHA256.hexDigest(try Data(contentsOf: url))
      case S_IFLNK:
        result[name] =
          "link " + (try FileManager.default.destinationOfSymbolicLink(atPath: url.path))
      default: result[name] = "folder"
      }
    }
    return result
  }

  /// A workspace with the scene, a Lottie file, `out/` and `outside/` (a PNG sentinel, a
  /// folder holding a file).
  static func workspace() throws -> Workspace {
    let ws = try Workspace()
    try ws.write(Data(scene.utf8), to: "s.json")
    try ws.copyFixture("../lottie/in-out-points.json", to: "anim.json")
    try FileManager.default.createDirectory(at: ws.url("out"), withIntermediateDirectories: true)
    // A PNG signature, so a PNG output would replace it without --force if links were followed.
    try ws.write(
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]), to: "outside/sentinel.png")
    try ws.write(Data("keep".utf8), to: "outside/folder/keep.txt")
    return ws
  }

  @Test(arguments: OutputCase.allCases, LinkKind.allCases)
  func linkAtOutputIsRefused(output: OutputCase, link: LinkKind) throws {
    let ws = try Self.workspace()
    try FileManager.default.createSymbolicLink(
      atPath: ws.url(output.linkPath).path, withDestinationPath: link.target)
    let before = try Self.snapshot(ws.url("outside"))
    for force in [false, true] where output.arguments[0] == "render" || !force {
      let run = try BoundedRun.run(
        ws.binary, output.arguments + (force ? ["--force"] : []), in: ws.folder)
      run.expectBounded(status: 1)
      #expect(
        run.stderr.contains(
          "refusing to write '\(output.linkPath)': it is a symbolic link (to '\(link.target)'); "
            + "outputs are never written through or over a symbolic link"),
        "\(run.stderr)")
      #expect(try Self.snapshot(ws.url("outside")) == before)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: ws.url(output.linkPath).path)
          == link.target)
      // Refused before anything was written: the folder holds only the link.
      #expect(try ws.listing("out") == [(output.linkPath as NSString).lastPathComponent])
    }
  }

  @Test func withoutTheLinkEveryCaseWrites() throws {
    // The matrix above is only meaningful if each command writes its file when no link is
    // in the way.
    for output in OutputCase.allCases {
      let ws = try Self.workspace()
      let run = try BoundedRun.run(ws.binary, output.arguments, in: ws.folder)
      run.expectBounded(status: 0)
      var info = stat()
      #expect(lstat(ws.url(output.linkPath).path, &info) == 0, "\(output)")
      #expect(info.st_mode & S_IFMT == S_IFREG, "\(output)")
    }
  }

  @Test func staleTemporaryFilesOfDeadRunsAreRemoved() throws {
    let ws = try Self.workspace()
    // A process id that no longer exists: a child that has exited and been reaped.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let dead = child.processIdentifier
    let live = getpid()
    let stale = ".s@0.000.png.\(dead).k3j2h1.tmp"
    let kept = [
      ".s@0.000.png.\(live).abc123.tmp",  // a live process's file
      ".notes.tmp",  // not the pattern
      ".s@0.000.png.\(dead).UPPER.tmp",  // token not base 36 lower case
      "s@0.000.png.\(dead).abc.tmp",  // not hidden
    ]
    for name in [stale] + kept { try ws.write(Data("x".utf8), to: "out/" + name) }
    // A link of the pattern is never removed (nor followed).
    try FileManager.default.createSymbolicLink(
      atPath: ws.url("out/.link.png.\(dead).abc.tmp").path,
      withDestinationPath: "../outside/sentinel.png")
    let before = try Self.snapshot(ws.url("outside"))
    let run = try BoundedRun.run(ws.binary, ["render", "s.json", "--out", "out"], in: ws.folder)
    run.expectBounded(status: 0)
    #expect(
      try ws.listing("out")
        == (kept + [".link.png.\(dead).abc.tmp", "s@0.000.png"]).sorted())
    #expect(try Self.snapshot(ws.url("outside")) == before)
  }

  @Test func outFolderThatIsALinkIsFollowed() throws {
    // The folder the user names may itself be a link (as a shell's `cd` follows one); the
    // outputs land in its target, and only there.
    let ws = try Self.workspace()
    try FileManager.default.createDirectory(at: ws.url("real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: ws.url("via").path, withDestinationPath: "real")
    let run = try BoundedRun.run(ws.binary, ["render", "s.json", "--out", "via"], in: ws.folder)
    run.expectBounded(status: 0)
    #expect(try ws.listing("real") == ["s@0.000.png"])
  }
}

extension OutputSymlinkTests {
  @Test func staleTemporaryFilesNextToTheOutputFileAreRemoved() throws {
    let ws = try Self.workspace()
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    try ws.write(Data("x".utf8), to: "out/.one.png.\(child.processIdentifier).abc.tmp")
    let run = try BoundedRun.run(
      ws.binary, ["render", "s.json", "-o", "out/one.png"], in: ws.folder)
    run.expectBounded(status: 0)
    #expect(try ws.listing("out") == ["one.png"])
  }
}
