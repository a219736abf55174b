import Foundation
import Strobe

/// The day-to-day tool commands — `preview`, `completions`, `man`, `render --watch` — parsed
/// and ready to run.
///
/// Grouped so the command line registers them with one line each in
/// ``StrobeCommandLine``; they need nothing from ``StrobeActions``.
public enum ToolInvocation: Sendable, Hashable {
  /// `strobe preview …`.
  case preview(PreviewRequest)
  /// `strobe completions <shell>`.
  case completions(CompletionScript.Shell)
  /// `strobe man`.
  case man
  /// `strobe render --watch …`: the render to repeat on every change.
  case watch(RenderRequest)

  /// The commands' declarations, in `SUBCOMMANDS:` order.
  public static let commands = [PreviewCommand.spec, CompletionsCommand.spec, ManCommand.spec]

  /// Whether `name` is one of ``commands``.
  public static func handles(_ name: String) -> Bool {
    commands.contains { $0.name == name }
  }

  /// Validates `parsed`, scanned against the command named `command`.
  ///
  /// - Throws: ``CLIError`` for an invalid command line.
  public static func request(command: String, parsed: ParsedArguments) throws -> ToolInvocation {
    switch command {
    case PreviewCommand.spec.name: return .preview(try PreviewCommand.request(from: parsed))
    case CompletionsCommand.spec.name:
      return .completions(try CompletionsCommand.shell(from: parsed))
    default: return .man
    }
  }

  /// Runs the command, writing results to `io.stdout`.
  public func run(io: CommandIO) throws {
    switch self {
    case .preview(let request):
      try Self.preview(request, io: io)
    case .completions(let shell):
      io.stdout.write(CompletionScript(root: StrobeCommandLine.root).script(for: shell))
    case .man:
      io.stdout.write(
        ManPage(root: StrobeCommandLine.root, version: StrobeCommandLine.version).text)
    case .watch(let request):
      guard case .file(let path) = request.scene else { return }
      try RenderWatcher(request: request, scenePath: path).run(io: io)
    }
  }

  /// Writes the preview page of the requested scene; prints the file's path unless the page
  /// goes to standard output.
  static func preview(_ request: PreviewRequest, io: CommandIO) throws {
    let options = request.limits.loadOptions(
      allowsOutsideContents: request.allowsOutsideContents)
    let document = try StrobeDefaultActions().loadScene(
      request.scene, io: io, options: options, animation: request.lottieAnimation)
    let fps = request.fps ?? document.export?.fps ?? PreviewPage.defaultFPS
    let page = try PreviewPage(
      document: document, fps: fps, maximumBytes: request.limits.previewBytes)
    let html = page.html
    switch request.output ?? .file(request.scene.stem + ".html") {
    case .standardOutput:
      io.stdout.write(html)
    case .file(let path):
      try AtomicFileWriter.write(Data(html.utf8), to: URL(fileURLWithPath: path))
      io.stdout.write(path + "\n")
    }
  }
}
