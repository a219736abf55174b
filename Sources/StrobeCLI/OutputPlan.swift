import StrobeRender

/// The list of files a render produces, from the sampled times and the asked formats and
/// scales (docs/cli-conventions.md §Output names).
public enum OutputPlan {
  /// Plans every output, in order: frame by frame (time order as sampled), within a frame
  /// the formats in the order given and PNG once per scale; with `multipage`, the PDF is one
  /// file `<stem>.pdf` listed last, holding every time.
  ///
  /// Time decimals are chosen over all `times` (``OutputNaming/timeDecimals(for:)``) before
  /// `shard` keeps its frames, so shards name files exactly as a full run would.
  ///
  /// - Parameters:
  ///   - stem: File name stem (``OutputNaming/stem(of:)``).
  ///   - times: The sampled times, in order.
  ///   - formats: Formats, in order, without duplicates.
  ///   - scales: PNG scales, in order, without duplicates (ignored for SVG and PDF).
  ///   - multipage: Whether the PDF output is one multipage file.
  ///   - shard: Keep only this shard's frames (callers reject `multipage` with `shard`).
  ///   - namePattern: `--name`: the per-frame names' pattern; nil keeps
  ///     ``OutputNaming/fileName(stem:time:decimals:format:scale:)``.
  public static func outputs(
    stem: String, times: [Double], formats: [OutputFormat], scales: [Double] = [1],
    multipage: Bool = false, shard: Shard? = nil, namePattern: OutputNamePattern? = nil
  ) -> [PlannedOutput] {
    let decimals = OutputNaming.timeDecimals(for: times)
    let perFrameFormats = multipage ? formats.filter { $0 != .pdf } : formats
    var outputs: [PlannedOutput] = []
    for (frameIndex, time) in times.enumerated() {
      if let shard, !shard.includes(frameIndex: frameIndex) { continue }
      for format in perFrameFormats {
        for scale in format == .png ? scales : [1] {
          let name =
            namePattern?.fileName(
              stem: stem, index: frameIndex,
              time: OutputNaming.formatTime(time, decimals: decimals),
              scaleSuffix: format == .png ? OutputNaming.scaleSuffix(scale) : "",
              extension: format.fileExtension)
            ?? OutputNaming.fileName(
              stem: stem, time: time, decimals: decimals, format: format, scale: scale)
          outputs.append(
            PlannedOutput(
              fileName: name, format: format, scale: scale, times: [time], frameIndex: frameIndex))
        }
      }
    }
    if multipage && formats.contains(.pdf) && !times.isEmpty {
      outputs.append(
        PlannedOutput(
          fileName: OutputNaming.multipageFileName(stem: stem), format: .pdf, scale: 1,
          times: times, frameIndex: nil))
    }
    return outputs
  }
}
