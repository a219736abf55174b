/// The frames `strobe render --animate` samples, as asked on the command line: `--fps`,
/// `--from` and `--to`, each nil when not given.
public struct AnimationWindow: Sendable, Hashable {
  /// `--fps`; nil: the scene's export fps, else ``RenderCommand/defaultAnimationFrameRate``.
  public var fps: Double?
  /// `--from`; nil: 0.
  public var from: Double?
  /// `--to`; nil: the scene duration.
  public var to: Double?

  /// A window from its options.
  public init(fps: Double? = nil, from: Double? = nil, to: Double? = nil) {
    self.fps = fps
    self.from = from
    self.to = to
  }

  /// The start time of each frame and how long it shows, for a window `from..<to` at `fps`:
  /// frame k starts at `from + k / fps` (computed directly, never accumulated) while that is
  /// before `to` (less 1e-9 s), and lasts until the next start or `to`, whichever is first.
  ///
  /// ```
  /// AnimationWindow.frames(fps: 4, from: 0, to: 1)    // starts 0, 0.25, 0.5, 0.75; 0.25 s each
  /// AnimationWindow.frames(fps: 4, from: 0, to: 0.6)  // 0, 0.25, 0.5; the last lasts 0.1 s
  /// ```
  public static func frames(fps: Double, from: Double, to: Double) -> [(
    time: Double, duration: Double
  )] {
    var frames: [(time: Double, duration: Double)] = []
    var k = 0
    while true {
      let start = from + Double(k) / fps
      guard start < to - TimeSampling.endTolerance else { break }
      let next = from + Double(k + 1) / fps
      let end = next > to - TimeSampling.endTolerance ? to : next
      frames.append((start, end - start))
      k += 1
    }
    return frames
  }
}
