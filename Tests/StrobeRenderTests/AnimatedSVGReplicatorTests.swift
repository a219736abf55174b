import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// A replicator's copies in the animated SVG (docs/animated-output.md §Replicators): its
/// sublayers again per copy, under the copy's transform and fade, their animations delayed
/// by k · `instanceDelay`; drawn frame by frame where that is not what Strobe draws.
@Suite struct AnimatedSVGReplicatorTests {
  static let canvas = CGSize(width: 100, height: 100)

  /// A 4-copy spinner: a 10×20 bar at the top of a 100-point replicator, each copy a
  /// quarter turn on, its opacity animated from 1 to 0 over 1 s, 0.25 s between copies.
  static func spinner() -> CAReplicatorLayer {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    replicator.instanceCount = 4
    replicator.instanceDelay = 0.25
    replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let bar = CALayer()
    bar.frame = CGRect(x: 45, y: 0, width: 10, height: 20)
    bar.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.repeatCount = .infinity
    bar.add(fade, forKey: "fade")
    replicator.addSublayer(bar)
    return replicator
  }

  static func write(_ root: CALayer) throws -> AnimatedSVG {
    try AnimatedSVGWriter(sampleRate: 8).write(
      root: root, canvasSize: canvas, background: nil, from: 0, to: 1)
  }

  static func text(_ svg: AnimatedSVG) -> String { String(decoding: svg.data, as: UTF8.self) }

  @Test func eachCopyIsTheSublayersDelayedAndTurned() throws {
    let svg = try Self.write(Self.spinner())
    #expect(svg.sampled.isEmpty, "\(svg.sampled)")
    #expect(svg.exactCount == 4)
    let text = Self.text(svg)
    // One rule for the four copies, delayed 0, 0.25, 0.5 and 0.75 s.
    #expect(text.components(separatedBy: "@keyframes").count - 1 == 1)
    for delay in ["0s", "0.25s", "0.5s", "0.75s"] {
      #expect(text.contains("1s linear \(delay) infinite normal none}"), "\(delay): \(text)")
    }
    // Copies 1…3 turn by 90°, 180°, 270° about the replicator's centre (50, 50): the
    // rotation's matrix with the translation c − R·c.
    #expect(text.contains(#"<g transform="matrix(0,1,-1,0,100,0)">"#))
    #expect(text.contains(#"<g transform="matrix(-1,0,0,-1,100,100)">"#))
    #expect(text.contains(#"<g transform="matrix(0,-1,1,0,0,100)">"#))
    // Copy 0 is not wrapped, and no copy is faded.
    #expect(text.components(separatedBy: "<g transform=").count - 1 == 3)
    #expect(!text.contains("style=\"opacity:0."))
  }

  @Test func aFadedCopyOfOnePaintIsAnOpacity() throws {
    let spinner = Self.spinner()
    spinner.instanceAlphaOffset = -0.25
    let svg = try Self.write(spinner)
    #expect(svg.sampled.isEmpty, "\(svg.sampled)")
    let text = Self.text(svg)
    for alpha in ["0.75", "0.5", "0.25"] {
      #expect(text.contains("style=\"opacity:\(alpha)\""), "\(alpha)")
    }
  }

  @Test func aCopyFadedToNothingIsLeftOut() throws {
    let spinner = Self.spinner()
    spinner.instanceAlphaOffset = -0.5
    let text = Self.text(try Self.write(spinner))
    // Copies 2 and 3 have alpha 0 (clamped): two copies are written, one animation rule each.
    #expect(text.components(separatedBy: "infinite normal none}").count - 1 == 2)
  }

  /// The flipbook reason reported for `configure`'d spinner.
  static func reason(_ configure: (CAReplicatorLayer) -> Void) throws
    -> AnimatedSVGSample.Reason?
  {
    let spinner = spinner()
    configure(spinner)
    return try write(spinner).sampled.first?.reason
  }

  @Test func whatSVGCopiesCannotShowIsDrawnFrameByFrame() throws {
    #expect(
      try Self.reason { $0.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        == .flipbook(detail: "replicator copies tinted by a colour"))
    #expect(
      try Self.reason { $0.instanceBlueOffset = -0.1 }
        == .flipbook(detail: "replicator copies tinted by a colour"))
    #expect(
      try Self.reason {
        $0.instanceTransform = CATransform3DMakeRotation(0.5, 0, 1, 0)
      } == .flipbook(detail: "a 3-D instance transform"))
    // A bar with a border is two paints that overlap: a copy's fade is not one opacity.
    #expect(
      try Self.reason {
        $0.instanceAlphaOffset = -0.2
        $0.sublayers?[0].borderWidth = 2
      } == .flipbook(detail: "replicator copies that fade several paints"))
    let delay = CABasicAnimation(keyPath: "instanceDelay")
    delay.toValue = 0.5
    delay.duration = 1
    #expect(
      try Self.reason { $0.add(delay, forKey: "delay") }
        == .flipbook(detail: "instanceDelay has no SVG mapping"))
  }

  @Test func unfadedCopiesMayHoldSeveralPaints() throws {
    let spinner = Self.spinner()
    spinner.sublayers?[0].borderWidth = 2
    let svg = try Self.write(spinner)
    #expect(svg.sampled.isEmpty, "\(svg.sampled)")
  }
}
