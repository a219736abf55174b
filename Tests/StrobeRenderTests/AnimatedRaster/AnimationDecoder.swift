import Foundation
import StrobeRender

/// Decodes every frame of an animated image with a decoder Strobe did not write.
///
/// Pillow (the Python of `STROBE_LOTTIE_PYTHON`, else the package's `.venv-lottie`), else
/// `ffmpeg` for the formats it reads. Tests skip, saying why, when neither is there. (The
/// CLI tests compile this file through a symbolic link.)
enum AnimationDecoder {
  /// One decoded animation: the composited frames and their durations in milliseconds
  /// (empty when the decoder does not report them).
  struct Decoded {
    var frames: [RasterImage]
    var durations: [Double]
    var decoder: String
  }

  /// The Python interpreter with Pillow, if any.
  static let python: String? = {
    var candidates: [String] = []
    if let chosen = ProcessInfo.processInfo.environment["STROBE_LOTTIE_PYTHON"], !chosen.isEmpty {
      candidates.append(chosen)
    }
    // The package root: the nearest folder above this file that holds Package.swift.
    var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while root.path != "/"
      && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root = root.deletingLastPathComponent()
    }
    candidates.append(root.appendingPathComponent(".venv-lottie/bin/python").path)
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      if (try? run(candidate, ["-c", "import PIL"]))?.status == 0 { return candidate }
    }
    return nil
  }()

  /// `ffmpeg` on PATH, if any.
  static let ffmpeg: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Why frames cannot be decoded here, or nil when they can (for `.enabled(if:)`).
  static func unavailable(for format: String) -> String? {
    if python != nil { return nil }
    if ffmpeg != nil && format != "webp" { return nil }
    return "no decoder for animated \(format): set STROBE_LOTTIE_PYTHON to a Python with Pillow "
      + "(make lottie-venv) or install ffmpeg"
  }

  /// The frames of `data` (an animated `format`: apng, gif or webp) of `width × height`.
  static func decode(_ data: Data, format: String, width: Int, height: Int) throws -> Decoded {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-anim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.\(format == "apng" ? "png" : format)")
    let output = folder.appendingPathComponent("out.raw")
    try data.write(to: input)
    let frameBytes = width * height * 4
    var durations: [Double] = []
    let decoder: String
    if let python {
      let script = """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        out = open(sys.argv[2], 'wb')
        durations = []
        for i in range(getattr(im, 'n_frames', 1)):
            im.seek(i)
            out.write(im.convert('RGBA').tobytes())
            durations.append(str(im.info.get('duration', 0)))
        print(' '.join(durations))
        """
      let result = try run(python, ["-c", script, input.path, output.path])
      guard result.status == 0 else { throw DecodeFailure(message: result.output) }
      durations = result.output.split(separator: " ").compactMap {
        Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      decoder = "Pillow"
    } else if let ffmpeg {
      var arguments = ["-v", "error"]
      if format == "apng" { arguments += ["-f", "apng"] }
      arguments += [
        "-i", input.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-fps_mode", "passthrough",
        output.path,
      ]
      let result = try run(ffmpeg, arguments)
      guard result.status == 0 else { throw DecodeFailure(message: result.output) }
      decoder = "ffmpeg"
    } else {
      throw DecodeFailure(message: unavailable(for: format) ?? "no decoder")
    }
    let raw = [UInt8](try Data(contentsOf: output))
    guard raw.count % frameBytes == 0 else {
      throw DecodeFailure(message: "\(raw.count) bytes is not a whole number of frames")
    }
    let frames = try stride(from: 0, to: raw.count, by: frameBytes).map {
      try RasterImage(width: width, height: height, pixels: Array(raw[$0..<($0 + frameBytes)]))
    }
    return Decoded(frames: frames, durations: durations, decoder: decoder)
  }

  struct DecodeFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { "decoding failed: \(message)" }
  }

  /// Runs `program` and returns its status and standard output (with standard error).
  static func run(_ program: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
