/// Runtime failures of the Lottie side of the CLI (exit status 1).
public enum LottieCommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// `--frame`/`--frames` were given for a file that is not a Lottie animation.
  case framesNeedLottie(file: String)
  /// `--animation` was given for an input that is not a dotLottie archive.
  case animationNeedsDotLottie(file: String)
  /// A frame outside the animation's `ip…op` range.
  case frameOutOfRange(frame: Double, inPoint: Double, outPoint: Double)

  /// The message after `Error: `.
  public var description: String {
    func f(_ d: Double) -> String {
      d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
    }
    switch self {
    case .framesNeedLottie(let file):
      return "--frame and --frames apply to Lottie files; \(file) is a Strobe scene (use --at)"
    case .animationNeedsDotLottie(let file):
      return "--animation applies to dotLottie (.lottie) archives; \(file) is not one"
    case .frameOutOfRange(let frame, let ip, let op):
      return "frame \(f(frame)) is outside the animation's frames \(f(ip))…\(f(op))"
    }
  }
}
