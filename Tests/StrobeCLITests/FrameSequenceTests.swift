import Foundation
import StrobeRender
import Testing

/// `--name` patterns and `--sequence-to-stdout` (docs/animated-output.md §Frame sequences).
@Suite struct FrameSequenceTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.write(Data(AnimatedRenderTests.loader.utf8), to: "loader.json")
  }

  @Test func indexedNamesSortInTimeOrderPastTenSeconds() throws {
    let run = try workspace.run([
      "render", "loader.json", "--fps", "1", "--to", "12", "--name", "{stem}_{index:05}",
      "--out", "seq",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let names = try workspace.listing("seq")
    #expect(names == (0...12).map { "loader_" + String(format: "%05d", $0) + ".png" })
    // Sorted as text, they are in time order: frame 12 is the 12 s render.
    let direct = try workspace.run([
      "render", "loader.json", "--at", "12", "-o", "at12.png",
    ])
    #expect(direct.status == 0)
    #expect(try workspace.data("seq/loader_00012.png") == workspace.data("at12.png"))
  }

  @Test func timeAndScalePlaceholders() throws {
    let run = try workspace.run([
      "render", "loader.json", "--at", "0.5", "--scale", "1,2", "--name", "t{time}{scale}-{index}",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdoutLines == ["t0.500-0.png", "t0.500@2x-0.png"])
  }

  @Test func collidingNamesAreAnErrorBeforeAnythingIsWritten() throws {
    let run = try workspace.run([
      "render", "loader.json", "--fps", "2", "--to", "1", "--name", "{stem}", "--out", "seq",
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: --name: the outputs at 0.0 s and 0.5 s would both be named 'loader.png'; "
        + "put {index} or {time} in the pattern; nothing was written\n")
    #expect(!workspace.exists("seq"))
  }

  @Test func badPatternsAreUsageErrors() throws {
    let cases: [(String, String)] = [
      ("{bogus}", "not {bogus}"),
      ("a/{index}", "without '/'"),
      ("{index", "closed by '}'"),
      ("{index:013}", "not {index:013}"),
      ("", "a non-empty pattern"),
    ]
    for (pattern, message) in cases {
      let run = try workspace.run(["render", "loader.json", "--name", pattern])
      #expect(run.status == 64, "\(pattern): \(run.stderr)")
      #expect(run.stderr.contains(message), "\(pattern): \(run.stderr)")
    }
    let prune = try workspace.run(["render", "loader.json", "--name", "{index}", "--prune"])
    #expect(prune.status == 64)
  }

  @Test func aSequenceOnStandardOutputIsTheFilesOneAfterAnother() throws {
    let files = try workspace.run([
      "render", "loader.json", "--fps", "4", "--to", "1", "--out", "seq", "--quiet",
    ])
    #expect(files.status == 0)
    let names = try workspace.listing("seq")
    #expect(names.count == 5)
    var expected = Data()
    for name in names { expected += try workspace.data("seq/\(name)") }
    let piped = try workspace.run([
      "render", "loader.json", "--fps", "4", "--to", "1", "--sequence-to-stdout",
    ])
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stderr == "")
    #expect(piped.stdout == expected)
    // Nothing but the scene and the first export in the folder.
    #expect(try workspace.listing() == ["loader.json", "seq"])
  }

  @Test func aSequenceOnStandardOutputTakesPNGOnly() throws {
    for extra in [
      ["--format", "svg"], ["-o", "x.png"], ["--scale", "1,2"], ["--out", "d"], ["--watch"],
    ] {
      let run = try workspace.run(["render", "loader.json", "--sequence-to-stdout"] + extra)
      #expect(run.status == 64, "\(extra): \(run.stderr)")
    }
  }
}
