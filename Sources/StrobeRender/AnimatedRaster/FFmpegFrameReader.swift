import Foundation

/// Decodes a file's frames with the `ffmpeg` program: every frame, in order, as straight RGBA
/// of `size` (docs/animated-output.md §Verifying raster animations).
///
/// The bytes go to a temporary file that `ffmpeg` reads (removed with the reader); frames
/// come back raw on its standard output, one per decoded frame (`-fps_mode passthrough`:
/// none dropped or doubled). A stream of a larger size is cropped to `size` from the top left,
/// as ``VideoEncoder`` pads odd sides (after conversion to RGBA: cropping 4:2:0 frames would
/// round odd sides down).
final class FFmpegFrameReader {
  let size: PixelSize
  private let process = Process()
  private let output = Pipe()
  private let inputURL: URL
  private let errorURL: URL
  private var ended = false

  /// Starts `ffmpeg` on `data`, stored with the extension `fileExtension`.
  ///
  /// - Throws: ``AnimatedRasterError/ffmpegNotFound(neededFor:searched:)`` without the
  ///   program (`purpose` says what needed it); ``RenderError`` when it cannot be started.
  init(
    data: Data, fileExtension: String, size: PixelSize, purpose: String,
    ffmpeg: String? = nil,
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) throws {
    guard let program = ffmpeg ?? VideoEncoder.findFFmpeg(searchPath: searchPath) else {
      throw AnimatedRasterError.ffmpegNotFound(neededFor: purpose, searched: searchPath)
    }
    self.size = size
    let token = "\(getpid())-\(UUID().uuidString)"
    let temporary = FileManager.default.temporaryDirectory
    inputURL = temporary.appendingPathComponent("strobe-decode-\(token).\(fileExtension)")
    errorURL = temporary.appendingPathComponent("strobe-decode-\(token).log")
    do {
      try data.write(to: inputURL)
    } catch {
      throw RenderError.io(
        operation: "write", path: inputURL.path, code: 0, message: error.localizedDescription)
    }
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = [
      "-hide_banner", "-loglevel", "error", "-nostdin", "-threads", "1", "-i", inputURL.path,
      "-vf", "format=rgba,crop=\(size.width):\(size.height):0:0", "-fps_mode", "passthrough", "-f",
      "rawvideo", "-pix_fmt", "rgba", "pipe:1",
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: errorURL.path)
    do {
      try process.run()
    } catch {
      try? FileManager.default.removeItem(at: inputURL)
      try? FileManager.default.removeItem(at: errorURL)
      throw RenderError.io(operation: "run", path: program, code: 0, message: "\(error)")
    }
  }

  deinit {
    if process.isRunning { process.terminate() }
    if process.processIdentifier != 0 { process.waitUntilExit() }
    try? FileManager.default.removeItem(at: inputURL)
    try? FileManager.default.removeItem(at: errorURL)
  }

  /// The next frame, or nil after the last.
  ///
  /// - Throws: ``AnimatedRasterError/ffmpegFailed(status:message:)`` when `ffmpeg` failed;
  ///   ``AnimatedRasterError/decoderFailed(format:reason:)`` when its output ends inside a
  ///   frame.
  func next() throws -> RasterImage? {
    guard !ended else { return nil }
    let frameBytes = size.width * size.height * 4
    var frame = Data()
    frame.reserveCapacity(frameBytes)
    let handle = output.fileHandleForReading
    while frame.count < frameBytes {
      guard let chunk = try handle.read(upToCount: frameBytes - frame.count), !chunk.isEmpty
      else { break }
      frame.append(chunk)
    }
    if frame.count == frameBytes {
      return try RasterImage(width: size.width, height: size.height, pixels: [UInt8](frame))
    }
    ended = true
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw AnimatedRasterError.ffmpegFailed(status: process.terminationStatus, log: errorURL)
    }
    guard frame.isEmpty else {
      throw AnimatedRasterError.decoderFailed(
        format: "ffmpeg's output", reason: "it ends \(frame.count) bytes into a frame")
    }
    return nil
  }
}
