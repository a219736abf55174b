/// A fully parsed and validated `strobe` command line, ready to run.
public enum StrobeInvocation: Sendable, Hashable {
  /// `strobe render …`.
  case render(RenderRequest)
  /// `strobe eval …`.
  case eval(EvalRequest)
  /// `strobe info …`.
  case info(InfoRequest)
  /// `strobe verify …`.
  case verify(VerifyRequest)
  /// `strobe demo …`.
  case demo(DemoRequest)
  /// `strobe path <subcommand> …`.
  case path(PathRequest)
  /// `strobe preview`, `completions`, `man` and `render --watch`.
  case tool(ToolInvocation)
  /// `strobe import lottie …`.
  case importScene(ImportRequest)
}
