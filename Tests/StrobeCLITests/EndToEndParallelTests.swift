import Foundation
import StrobeCLI
import Testing

/// `strobe render --jobs N` and `--quiet`: parallel exports write the same bytes, list the
/// same paths in the same order and fail the same way as serial ones; progress appears only
/// on a terminal.
@Suite struct EndToEndParallelTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("animated.json")
  }

  /// The 13 frame times of `--fps 6 --to 2`, as named in files.
  static let frameNames = (0...12).map { String(format: "%.3f", Double($0) / 6) }

  @Test(arguments: [
    ["--format", "png,svg,pdf", "--scale", "1,2"], ["--format", "png,pdf", "--multipage"],
  ])
  func parallelOutputIsByteIdenticalToSerial(formatArguments: [String]) throws {
    let common = ["render", "animated.json", "--fps", "6", "--to", "2"] + formatArguments
    let serial = try workspace.run(common + ["--out", "serial", "--jobs", "1"])
    let parallel = try workspace.run(common + ["--out", "parallel", "--jobs", "2"])
    let wide = try workspace.run(common + ["--out", "wide", "-j", "5"])
    for run in [serial, parallel, wide] {
      #expect(run.status == 0)
      #expect(run.stderr == "")  // a pipe is not a terminal: no progress line
    }
    let names = try workspace.listing("serial")
    let perFrame = formatArguments.contains("--multipage") ? 1 : 4
    #expect(names.count == 13 * perFrame + (perFrame == 1 ? 1 : 0))
    #expect(try workspace.listing("parallel") == names)
    #expect(try workspace.listing("wide") == names)
    for name in names {
      let expected = try workspace.data("serial/" + name)
      #expect(try workspace.data("parallel/" + name) == expected, "\(name) differs with --jobs 2")
      #expect(try workspace.data("wide/" + name) == expected, "\(name) differs with -j 5")
    }
    // The listing is in plan order (frame by frame), not completion order.
    let order = serial.stdoutLines.map { String($0.dropFirst("serial/".count)) }
    #expect(parallel.stdoutLines.map { String($0.dropFirst("parallel/".count)) } == order)
    #expect(wide.stdoutLines.map { String($0.dropFirst("wide/".count)) } == order)
    if perFrame == 4 {
      let planned = Self.frameNames.flatMap { t in
        ["animated@\(t).png", "animated@\(t)@2x.png", "animated@\(t).svg", "animated@\(t).pdf"]
      }
      #expect(order == planned)
    } else {
      #expect(order == Self.frameNames.map { "animated@\($0).png" } + ["animated.pdf"])
    }
  }

  @Test func firstFailingOutputInPlanOrderIsReported() throws {
    // The @100000x PNG of every frame is too large; the first is frame 0's second output.
    let common = [
      "render", "animated.json", "--fps", "6", "--to", "2", "--format", "png", "--scale",
      "1,100000",
    ]
    let serial = try workspace.run(common + ["--out", "s", "--jobs", "1"])
    let parallel = try workspace.run(common + ["--out", "p", "--jobs", "2"])
    #expect(serial.status == 1)
    #expect(parallel.status == serial.status)
    #expect(serial.stdoutLines == ["s/animated@0.000.png"])
    #expect(parallel.stdoutLines == ["p/animated@0.000.png"])
    #expect(serial.stderr.hasPrefix("Error: "))
    #expect(parallel.stderr == serial.stderr)
    #expect(try workspace.listing("p") == ["animated@0.000.png"])
  }

  @Test func quietPrintsNothingButWritesEverything() throws {
    let run = try workspace.run([
      "render", "animated.json", "--fps", "6", "--to", "2", "--format", "svg", "--verify",
      "--quiet", "--out", "q",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "")  // passed verifications are not reported either
    #expect(try workspace.listing("q") == Self.frameNames.map { "animated@\($0).svg" })
  }

  @Test func quietStillReportsErrors() throws {
    let run = try workspace.run([
      "render", "animated.json", "--format", "png", "--scale", "100000", "--at", "0", "--quiet",
    ])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: "))
  }

  @Test func progressLineOnATerminalOnly() throws {
    let terminal = try PseudoTerminal()
    let scene = workspace.url("animated.json").path
    let arguments = ["render", scene, "--fps", "6", "--to", "2", "--format", "png", "-j", "2"]
    let out = MemoryOutputSink()
    let status = StrobeCommandLine.run(
      arguments: arguments + ["--out", workspace.url("tty").path], stdout: out,
      stderr: FileDescriptorOutputSink(fileDescriptor: terminal.secondary))
    #expect(status == 0)
    #expect(out.text.split(separator: "\n").count == 13)
    let shown = terminal.readAvailable()
    #expect(shown.hasPrefix("\r[0/13] frames\u{1B}[K"))
    #expect(shown.contains("\r[13/13] frames, "))
    // The line ends with one newline (the terminal turns it into CR LF).
    #expect(shown.hasSuffix(" frames/s, ETA 0s\u{1B}[K\r\n"))
    #expect(shown.filter { $0 == "\n" || $0 == "\r\n" }.count == 1)

    let quiet = StrobeCommandLine.run(
      arguments: arguments + ["--out", workspace.url("tty-quiet").path, "--quiet"],
      stdout: out, stderr: FileDescriptorOutputSink(fileDescriptor: terminal.secondary))
    #expect(quiet == 0)
    #expect(terminal.readAvailable() == "")
    #expect(try workspace.listing("tty-quiet").count == 13)
  }
}

/// A pseudo-terminal pair: what is written to ``secondary`` is read back from the primary side.
final class PseudoTerminal {
  let primary: Int32
  let secondary: Int32

  /// Opens `/dev/ptmx`, unlocks the secondary side and opens it (Linux ioctls: the libc
  /// `posix_openpt` family is not visible to Swift).
  init() throws {
    primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard primary >= 0 else { throw CocoaError(.fileNoSuchFile) }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    guard ioctl(primary, unlockRequest, &unlock) == 0, ioctl(primary, numberRequest, &number) == 0
    else {
      close(primary)
      throw CocoaError(.fileNoSuchFile)
    }
    secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      close(primary)
      throw CocoaError(.fileNoSuchFile)
    }
    _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    close(secondary)
    close(primary)
  }

  /// Everything written so far and not yet read, as text.
  func readAvailable() -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(primary, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
