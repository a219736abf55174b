import Foundation

/// Encodes frames as a video by streaming them, raw, to the `ffmpeg` program.
///
/// Video has no alpha: every pixel is composited over `background` first. Codecs with 4:2:0
/// chroma need even sides, so an odd width or height gets one more column or row, a copy of
/// the last one. The frame rate is constant (``init(size:frameRate:codec:background:ffmpeg:searchPath:)``);
/// each frame's own delay is not used. `ffmpeg` runs with one thread and bit-exact flags and
/// without metadata, so its output depends only on the frames and its version.
///
/// `ffmpeg` writes into a temporary file that ``finish()`` reads back and removes; the
/// temporary file and the process are also cleaned up when the encoder is dropped without
/// finishing (an error, Ctrl-C). Frames go through a socket (`send` with `MSG_NOSIGNAL`),
/// so an `ffmpeg` that exits early is an error, never a `SIGPIPE`.
public final class VideoEncoder: AnimatedImageEncoder {
  /// The frame size the encoder takes.
  public let size: PixelSize
  /// The encoded size: ``size`` with odd sides made even.
  public let encodedSize: PixelSize
  /// The codec and container.
  public let codec: VideoCodec
  private let background: (r: UInt8, g: UInt8, b: UInt8)
  private let process = Process()
  private let socket: Int32
  private let outputURL: URL
  private let errorURL: URL
  /// The encoder's temporary files (the video and ffmpeg's log), removed when it finishes,
  /// fails or is dropped.
  var temporaryFiles: [URL] { [outputURL, errorURL] }
  private var row: [UInt8]
  private var frameCount = 0
  private var finished = false

  /// The `ffmpeg` found on `PATH` (`searchPath`), or nil.
  public static func findFFmpeg(
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) -> String? {
    for folder in searchPath.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Starts `ffmpeg` for frames of `size` at `frameRate` frames per second.
  ///
  /// - Parameters:
  ///   - ffmpeg: the program; nil looks it up in `searchPath`.
  ///   - searchPath: folders separated by `:`, the process's `PATH` by default.
  /// - Throws: ``AnimatedRasterError/ffmpegNotFound(neededFor:searched:)`` without the program;
  ///   ``RenderError/io(operation:path:code:message:)`` when it cannot be started.
  public init(
    size: PixelSize, frameRate: Double, codec: VideoCodec,
    background: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 0), ffmpeg: String? = nil,
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) throws {
    guard let program = ffmpeg ?? Self.findFFmpeg(searchPath: searchPath) else {
      throw AnimatedRasterError.ffmpegNotFound(neededFor: "video output", searched: searchPath)
    }
    self.size = size
    self.encodedSize = PixelSize(
      width: size.width + size.width % 2, height: size.height + size.height % 2)
    self.codec = codec
    self.background = background
    row = [UInt8](repeating: 0, count: encodedSize.width * 3)
    let token = "\(getpid())-\(UUID().uuidString)"
    let temporary = FileManager.default.temporaryDirectory
    outputURL = temporary.appendingPathComponent("strobe-video-\(token).\(codec.fileExtension)")
    errorURL = temporary.appendingPathComponent("strobe-video-\(token).log")
    var pair: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
      throw RenderError.io(
        operation: "socketpair", path: program, code: errno,
        message: String(cString: strerror(errno)))
    }
    socket = pair[0]
    let rate = FrameDelay(approximating: 1 / frameRate)
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s",
        "\(encodedSize.width)x\(encodedSize.height)", "-framerate",
        "\(rate.denominator)/\(rate.numerator)", "-i", "pipe:0",
      ] + codec.encoderArguments + [
        "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-y",
        outputURL.path,
      ]
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    process.standardInput = FileHandle(fileDescriptor: pair[1], closeOnDealloc: false)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(forWritingAtPath: errorURL.path)
    do {
      try process.run()
    } catch {
      close(socket)
      close(pair[1])
      throw RenderError.io(operation: "run", path: program, code: 0, message: "\(error)")
    }
    // Only ffmpeg keeps its end: when it exits, sending fails instead of blocking.
    close(pair[1])
  }

  deinit {
    if !finished {
      if process.isRunning { process.terminate() }
      close(socket)
      if process.processIdentifier != 0 { process.waitUntilExit() }
    }
    try? FileManager.default.removeItem(at: outputURL)
    try? FileManager.default.removeItem(at: errorURL)
  }

  /// Sends one frame to `ffmpeg`, composited over the background (the delay is not used:
  /// the frame rate is constant).
  ///
  /// - Throws: ``AnimatedRasterError/frameSizeMismatch(index:width:height:expected:)``;
  ///   ``AnimatedRasterError/ffmpegFailed(status:message:)`` when `ffmpeg` stopped reading.
  public func append(_ image: RasterImage, delay: FrameDelay) throws {
    guard image.width == size.width, image.height == size.height else {
      throw AnimatedRasterError.frameSizeMismatch(
        index: frameCount, width: image.width, height: image.height, expected: size)
    }
    let opaque = image.composited(over: background)
    for y in 0..<encodedSize.height {
      let sourceRow = min(y, size.height - 1)
      opaque.pixels.withUnsafeBufferPointer { pixels in
        row.withUnsafeMutableBufferPointer { out in
          for x in 0..<encodedSize.width {
            let i = (sourceRow * size.width + min(x, size.width - 1)) * 4
            let o = x * 3
            out[o] = pixels[i]
            out[o + 1] = pixels[i + 1]
            out[o + 2] = pixels[i + 2]
          }
        }
      }
      try send(row)
    }
    frameCount += 1
  }

  /// Ends the stream, waits for `ffmpeg` and returns the video file's bytes.
  ///
  /// - Throws: ``AnimatedRasterError/noFrames(format:)``;
  ///   ``AnimatedRasterError/ffmpegFailed(status:message:)`` when `ffmpeg` failed.
  public func finish() throws -> Data {
    precondition(!finished, "finish called twice")
    finished = true
    close(socket)
    process.waitUntilExit()
    guard frameCount > 0 else { throw AnimatedRasterError.noFrames(format: codec.fileExtension) }
    guard process.terminationStatus == 0 else { throw failure() }
    do {
      return try Data(contentsOf: outputURL)
    } catch {
      throw RenderError.io(
        operation: "read", path: outputURL.path, code: 0, message: error.localizedDescription)
    }
  }

  /// Writes all of `bytes` to the socket.
  private func send(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      if sent < 0 {
        if errno == EINTR { continue }
        close(socket)
        finished = true
        process.waitUntilExit()
        throw failure()
      }
      offset += sent
    }
  }

  /// `ffmpeg`'s status and the end of its messages.
  private func failure() -> AnimatedRasterError {
    .ffmpegFailed(status: process.isRunning ? -1 : process.terminationStatus, log: errorURL)
  }
}
