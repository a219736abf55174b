import Foundation
import StrobeCore
import StrobeGeometry

/// Writes one self-contained SVG whose CSS animations are the layer tree's Core Animation
/// animations, for browsers to play (docs/animated-output.md §Animated SVG).
///
/// Where the models agree the mapping is exact: timing functions become `cubic-bezier()`,
/// begin times, speeds and time offsets of the layers are flattened into each animation's
/// delay and duration, repeat counts (fractional too), repeat durations, autoreverse
/// (`alternate`) and fill modes carry over, keyframes keep their key times and per-segment
/// curves, discrete keyframes step. The properties and their CSS targets are the property
/// tables' `animatedSVG` column. Where they disagree (springs, paced or cubic keyframes,
/// additive or cumulative animations, several animations of one property…) the
/// presentation is sampled at ``sampleRate`` into dense keyframes (a spring into a
/// `linear()` easing); a layer with a feature the writer does not map is drawn by Cairo
/// at each sample time and shown frame by frame. Every sampled animation is listed in
/// ``AnimatedSVG/sampled``; none is dropped. Layers that never change are Cairo's own SVG,
/// embedded. The output is deterministic, has no script, and every id starts with the
/// renderer's ``Renderer/svgIDPrefix``.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
/// ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
/// ring.fillColor = nil
/// ring.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
/// let grow = CABasicAnimation(keyPath: "strokeEnd")
/// grow.fromValue = 0
/// grow.toValue = 1
/// grow.duration = 1
/// ring.add(grow, forKey: "grow")
/// let svg = try AnimatedSVGWriter().write(
///   root: ring, canvasSize: CGSize(width: 100, height: 100), background: nil, from: 0, to: 1)
/// print(svg.data.count, svg.sampled.isEmpty)  // every animation maps exactly
/// ```
public struct AnimatedSVGWriter: Sendable {
  /// Draws the parts that do not animate and the frames of sampled layers; its
  /// ``Renderer/svgIDPrefix`` starts every id.
  public var renderer: Renderer
  /// Samples per second for sampled animations and frame-by-frame layers.
  ///
  /// Default 60.
  public var sampleRate: Double

  /// A writer.
  public init(renderer: Renderer = Renderer(), sampleRate: Double = 60) {
    self.renderer = renderer
    self.sampleRate = sampleRate
  }

  /// The animated SVG of `root` drawn as a sublayer of a `canvasSize`-point canvas, from
  /// document time `from` to `to` (seconds; the document's time 0 is `from`).
  ///
  /// Animations keep their own repeats past `to`; sampled ones hold their value at `to`.
  /// Throws ``RenderError/invalidSVGIDPrefix(prefix:)`` for a bad prefix,
  /// ``RenderError/invalidSize(width:height:scale:)`` for a bad canvas, and
  /// ``RenderError/invalidAnimationWindow(from:to:)`` unless `from ≤ to` are finite.
  public func write(
    root: CALayer, canvasSize: CGSize, background: CGColor?, from: Double, to: Double
  ) throws -> AnimatedSVG {
    try build(canvasSize: canvasSize, from: from, to: to).document(
      root: root, background: background)
  }

  /// The animations ``write(root:canvasSize:background:from:to:)`` would show by sampling,
  /// without drawing anything (`strobe info --json`); throws as it does.
  public func sampledAnimations(
    root: CALayer, canvasSize: CGSize, from: Double, to: Double
  ) throws -> [AnimatedSVGSample] {
    let build = try build(canvasSize: canvasSize, from: from, to: to)
    build.draws = false
    return try build.document(root: root, background: nil).sampled
  }

  /// A run, after checking the prefix, canvas and window.
  private func build(canvasSize: CGSize, from: Double, to: Double) throws -> AnimatedSVGBuild {
    guard Renderer.isValidSVGIDPrefix(renderer.svgIDPrefix) else {
      throw RenderError.invalidSVGIDPrefix(prefix: renderer.svgIDPrefix)
    }
    _ = try Renderer.pixelSize(of: canvasSize, scale: 1)
    guard from.isFinite, to.isFinite, from <= to else {
      throw RenderError.invalidAnimationWindow(from: from, to: to)
    }
    let rate = sampleRate.isFinite && sampleRate > 0 ? min(sampleRate, 240) : 60
    return AnimatedSVGBuild(
      renderer: renderer, canvasSize: canvasSize, from: from, to: to, rate: rate)
  }
}
