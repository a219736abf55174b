import Foundation

/// Lottie frame numbers asked for with `strobe render --frame N` or `--frames A-B`.
///
/// Frames map to document times through the Lottie file's frame rate and in-point:
/// t = (frame − ip) / fr. `--frames A-B` is every whole frame from A to B inclusive.
public struct LottieFrameSelection: Sendable, Hashable {
  /// The frames, in the order asked, duplicates removed.
  public var frames: [Double]

  /// A selection of frames.
  public init(frames: [Double]) {
    var seen: Set<Double> = []
    self.frames = frames.filter { seen.insert($0).inserted }
  }

  /// Parses `--frame` values (comma-separated numbers) and `--frames` ranges (`A-B`, whole
  /// numbers, A ≤ B); nil when neither is given.
  static func parse(
    frame: [String], frames: [String], frameArgument: String, framesArgument: String
  )
    throws -> LottieFrameSelection?
  {
    guard !frame.isEmpty || !frames.isEmpty else { return nil }
    var list: [Double] = []
    for raw in frame.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
      guard let value = ValueParser.decimal(raw.trimmingCharacters(in: .whitespaces)),
        value.isFinite, value >= 0
      else {
        throw CLIError.invalidValue(
          argument: frameArgument, value: String(raw), expected: "a frame number at least 0")
      }
      list.append(value)
    }
    for raw in frames {
      let parts = raw.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= a,
        b - a <= 1_000_000
      else {
        throw CLIError.invalidValue(
          argument: framesArgument, value: raw, expected: "A-B with whole frame numbers 0 <= A <= B"
        )
      }
      list += (a...b).map(Double.init)
    }
    return LottieFrameSelection(frames: list)
  }
}
