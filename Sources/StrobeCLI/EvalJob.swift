import Foundation
import Strobe

/// One `strobe eval`: expands the asked times and writes the evaluated document.
///
/// Times keep the order asked and duplicates; `keyframes` expands in place to the
/// document's ``SceneDocument/keyframeTimes``. The text goes to standard output (checked
/// writes through ``StandardOutputWriter`` when it is the process's own descriptor), or
/// atomically to the `-o` file, whose path is then printed.
struct EvalJob {
  let request: EvalRequest
  let document: SceneDocument

  /// The times to evaluate, in the order asked.
  ///
  /// Throws ``RenderJobError/tooManyFrames(count:limit:)`` when they are more than
  /// `--limit frames`.
  func times() throws -> [Double] {
    let times = TimeSampling.expand(request.times, keyframeTimes: document.keyframeTimes)
    if times.count > request.limits.frames {
      throw RenderJobError.tooManyFrames(
        count: Double(times.count), limit: request.limits.frames)
    }
    return times
  }

  /// The output bytes: one document for one time, else the frames wrapper.
  func output() throws -> Data {
    try SceneWriter().evaluated(document, at: try times())
  }

  func run(io: CommandIO) throws {
    let data = try output()
    switch request.output {
    case .none, .some(.standardOutput):
      if let sink = io.stdout as? FileDescriptorOutputSink {
        let name = sink.fileDescriptor == 1 ? "<stdout>" : "<fd \(sink.fileDescriptor)>"
        try StandardOutputWriter.write(
          data, to: FileHandle(fileDescriptor: sink.fileDescriptor, closeOnDealloc: false),
          name: name)
      } else {
        io.stdout.write(bytes: Array(data))
      }
    case .some(.file(let path)):
      try AtomicFileWriter.write(data, to: URL(fileURLWithPath: path))
      io.stdout.write("\(path)\n")
    }
  }
}
