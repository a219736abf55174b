import StrobeLottie
import StrobeRender
import StrobeScene

/// The CLI's wording of what the library leaves as data: the flag that gets past a refusal
/// (docs/cli-conventions.md "Error messages").
///
/// Library errors say what was refused and carry the remedy (``SceneErrorRemedy``, or a
/// ``RenderError`` case naming a limit); they never name a flag. The CLI appends the flag.
enum ErrorHint {
  /// `error`'s description followed by the flag that gets past it, if there is one:
  /// `too many layers: 10001 (limit 10000); raise it with --limit layers=<n>`.
  static func message(for error: any Error) -> String {
    let text = String(describing: error)
    guard let hint = hint(for: error) else { return text }
    return text + "; " + hint
  }

  /// The flag advice for `error`, or nil when none applies.
  static func hint(for error: any Error) -> String? {
    switch error {
    case let error as SceneError: return error.remedy.map(hint(for:))
    case let error as LottieError:
      if case .unsupported = error { return "drop --strict to import it with a warning" }
      return error.remedy.map(hint(for:))
    case let error as RenderError:
      switch error {
      case .surfaceLimitExceeded: return "raise it with --limit pixels=<n>"
      case .bandedSizeTooLarge: return "raise it with --max-banded-pixels <n>"
      default: return nil
      }
    default: return nil
    }
  }

  /// The flag advice for `remedy`.
  static func hint(for remedy: SceneErrorRemedy) -> String {
    switch remedy {
    case .raiseLimit(let limit): return "raise it with --limit \(limit.rawValue)=<n>"
    case .allowContentsOutsideFolder: return "pass --allow-outside-contents to allow it"
    }
  }
}
