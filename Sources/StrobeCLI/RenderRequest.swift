import Foundation
import StrobeRender

/// A validated `strobe render` command line.
///
/// Optional fields are `nil` when the option was not given, so the handler can fall back to
/// the scene's `export` block and then to the built-in defaults (``defaultFormats``,
/// ``defaultScales``). Validation has already enforced the cross-option rules listed on
/// ``RenderCommand``.
public struct RenderRequest: Sendable, Hashable {
  /// Formats used when neither `--format` nor the scene's export block gives any.
  public static let defaultFormats: [OutputFormat] = [.png]
  /// Scales used when neither `--scale` nor the scene's export block gives any.
  public static let defaultScales: [Double] = [1]

  /// The scene file, or standard input.
  public var scene: SceneSource
  /// `--format`, without duplicates; `nil` when not given.
  ///
  /// `--multipage` without `--format` sets `[.pdf]`.
  public var formats: [OutputFormat]?
  /// `--out`: the folder for outputs (created if missing); `"."` by default.
  public var outputDirectory: String
  /// `--scale`, without duplicates, each finite and > 0; `nil` when not given.
  public var scales: [Double]?
  /// `--at` or `--fps/--from/--to`, or ``TimeSelection/unspecified``.
  public var times: TimeSelection
  /// `--multipage`: all PDF pages in one `<stem>.pdf`.
  public var multipage: Bool
  /// `-o/--output`: the single output's destination; `nil` when not given.
  public var output: OutputTarget?
  /// `--shard K/N`; `nil` when not given.
  public var shard: Shard?
  /// `--verify`: read every output back and compare it with a PNG render.
  public var verify: Bool
  /// `--background`: replaces the scene's canvas background (`.some(nil)`: transparent);
  /// nil keeps the scene's.
  public var background: RGBA??
  /// `--fallback-resolution`: dots per inch of the images SVG and PDF fall back to (conic
  /// gradients in SVG); nil keeps the renderer's default
  /// (``Renderer/defaultFallbackResolution``).
  public var fallbackResolution: Double?
  /// `--text-as-glyphs`: draw text as real glyphs (selectable in PDF) instead of outlines.
  public var textAsGlyphs: Bool
  /// `--png-compression`: how PNG outputs are compressed (same pixels at every level).
  public var pngCompression: PNGCompression
  /// `--manifest`: where to write the JSON list of outputs; nil when not given.
  public var manifest: String?
  /// `--skip-unchanged`: leave an output file untouched when its bytes would not change.
  public var skipUnchanged: Bool
  /// `--jobs N`: outputs encoded at once (≥ 1); nil uses ``defaultJobs``.
  public var jobs: Int?
  /// `--quiet`: no progress line, no listing of written files, no `verify … ok` lines; only
  /// errors (and failed verifications) are printed.
  public var quiet: Bool
  /// `--frame`/`--frames`: Lottie frame numbers, mapped to times when the input is a
  /// Lottie file (nil: not given).
  public var lottieFrames: LottieFrameSelection? = nil

  /// `--contact-sheet`: where to write a PNG grid of every sampled frame; nil when not given.
  public var contactSheet: String?
  /// `--thumbnail-size`: the longest thumbnail side of the contact sheet, in pixels.
  public var thumbnailSize: Int
  /// `--band-rows`: render every PNG in bands of this many rows; nil renders in memory and
  /// switches to bands of ``StrobeRender/Renderer/defaultBandRows`` only when the image is
  /// larger than an in-memory render should be (``StrobeRender/Renderer/needsBands(_:scale:)``).
  public var bandRows: Int?
  /// `--max-banded-pixels`: the most pixels of a PNG rendered in bands.
  public var maximumBandedPixels: Int

  /// `--limit`: the resource limits (defaults when not given).
  public var limits = ResourceLimits()
  /// `--allow-outside-contents`: `contents` files may resolve outside the scene's folder.
  public var allowsOutsideContents = false
  /// `--animation`: the animation of a dotLottie input to read (nil: the manifest's default).
  public var lottieAnimation: String? = nil
  /// `--force`: replace an existing output file whose content is of another kind.
  public var force = false
  /// `--prune`: after a successful render, remove the files in ``outputDirectory`` that are
  /// named like this scene's outputs (``OutputNaming/isOutputName(_:stem:)``) but were not
  /// planned by this render.
  public var prune = false
  /// `--svg-id-prefix`: put before every id of the SVG outputs (``Renderer/svgIDPrefix``);
  /// empty when not given.
  public var svgIDPrefix = ""
  /// `--animate`: write one animated file of ``animatedFormat`` instead of one file per frame.
  public var animate = false
  /// `--format` under `--animate` (APNG by default).
  public var animatedFormat = AnimatedFormat.png
  /// `--fps`, `--from` and `--to` under `--animate`.
  public var animationWindow = AnimationWindow()
  /// `--dither`: how `--animate --format gif` maps frames onto their palettes.
  public var gifDither = GIFDither.none
  /// `--name`: the pattern of per-frame file names; nil keeps `<stem>@<time><scale>`.
  public var namePattern: OutputNamePattern? = nil
  /// `--sequence-to-stdout`: write every PNG frame to standard output, one after another.
  public var sequenceToStandardOutput = false
  /// Whether the progress line may be drawn (when standard error is a terminal and not
  /// ``quiet``); `--watch` turns it off, since its own lines replace it.
  public var allowsProgress = true

  /// The worker count without `--jobs`: the number of active processor cores (at least 1).
  public static var defaultJobs: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

  /// Creates a request; the defaults match a bare `strobe render <scene>`.
  public init(
    scene: SceneSource, formats: [OutputFormat]? = nil, outputDirectory: String = ".",
    scales: [Double]? = nil, times: TimeSelection = .unspecified, multipage: Bool = false,
    output: OutputTarget? = nil, shard: Shard? = nil, verify: Bool = false,
    background: RGBA?? = nil, fallbackResolution: Double? = nil, textAsGlyphs: Bool = false,
    pngCompression: PNGCompression = .default, manifest: String? = nil,
    skipUnchanged: Bool = false, jobs: Int? = nil, quiet: Bool = false,
    contactSheet: String? = nil,
    thumbnailSize: Int = ContactSheet.defaultThumbnailSize,
    bandRows: Int? = nil,
    maximumBandedPixels: Int = Renderer.defaultMaximumBandedPixels
  ) {
    self.scene = scene
    self.formats = formats
    self.outputDirectory = outputDirectory
    self.scales = scales
    self.times = times
    self.multipage = multipage
    self.output = output
    self.shard = shard
    self.verify = verify
    self.background = background
    self.fallbackResolution = fallbackResolution
    self.textAsGlyphs = textAsGlyphs
    self.pngCompression = pngCompression
    self.manifest = manifest
    self.skipUnchanged = skipUnchanged
    self.jobs = jobs
    self.quiet = quiet
    self.contactSheet = contactSheet
    self.thumbnailSize = thumbnailSize
    self.bandRows = bandRows
    self.maximumBandedPixels = maximumBandedPixels
  }
}
