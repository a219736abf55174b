import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// The animated SVG writer's mapping onto CSS (docs/animated-output.md §Animated SVG).
///
/// Exact where Core Animation and CSS agree, sampled and reported elsewhere, deterministic,
/// prefixed ids, no script. Chromium's playback is checked by the CLI suite
/// (`AnimatedSVGChromiumTests`).
@Suite struct AnimatedSVGWriterTests {
  /// A 100-point canvas.
  static let canvas = CGSize(width: 100, height: 100)

  /// A ring whose stroke end grows over `duration` seconds with `function`.
  static func ring(
    function: CAMediaTimingFunction? = nil, beginTime: Double = 0, duration: Double = 1
  ) -> CAShapeLayer {
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
    ring.fillColor = nil
    ring.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0
    grow.toValue = 1
    grow.duration = duration
    grow.beginTime = beginTime
    grow.timingFunction = function
    ring.add(grow, forKey: "grow")
    return ring
  }

  /// The document's text.
  static func text(_ svg: AnimatedSVG) -> String { String(decoding: svg.data, as: UTF8.self) }

  /// The animated SVG of `root` over 0…`to` s, after checking that its one animation is
  /// mapped exactly (nothing sampled).
  static func exactlyMapped(
    _ root: CALayer, to: Double = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let svg = try AnimatedSVGWriter().write(
      root: root, canvasSize: canvas, background: nil, from: 0, to: to)
    #expect(svg.sampled.isEmpty, "\(svg.sampled)", sourceLocation: sourceLocation)
    #expect(svg.exactCount == 1, sourceLocation: sourceLocation)
    return text(svg)
  }

  @Test func theGuideExampleMapsExactly() throws {
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
    ring.fillColor = nil
    ring.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0
    grow.toValue = 1
    grow.duration = 1
    ring.add(grow, forKey: "grow")
    let svg = try AnimatedSVGWriter().write(
      root: ring, canvasSize: CGSize(width: 100, height: 100), background: nil, from: 0, to: 1)
    print(svg.data.count, svg.sampled.isEmpty)  // every animation maps exactly
    #expect(svg.sampled.isEmpty)
    #expect(svg.exactCount == 1)
  }

  @Test func aTimingFunctionBecomesCubicBezierAndABeginTimeADelay() throws {
    let svg = try AnimatedSVGWriter().write(
      root: Self.ring(function: .easeIn, beginTime: 0.25), canvasSize: Self.canvas,
      background: nil, from: 0, to: 1.5)
    let text = Self.text(svg)
    #expect(svg.sampled.isEmpty)
    #expect(text.contains("1s cubic-bezier(0.42,0,1,1) 0.25s 1 normal none"), "\(text)")
    #expect(text.contains("0%{stroke-dasharray:0 2}100%{stroke-dasharray:1 2}"))
    #expect(text.contains("pathLength=\"1\""))
  }

  @Test func theWindowStartShiftsEveryDelay() throws {
    let svg = try AnimatedSVGWriter().write(
      root: Self.ring(beginTime: 0.25), canvasSize: Self.canvas, background: nil, from: 1,
      to: 2)
    #expect(Self.text(svg).contains("1s linear -0.75s 1 normal none"))
  }

  @Test func layerTimeSpacesAreFlattenedIntoDurationAndDelay() throws {
    let outer = CALayer()
    outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    outer.speed = 2
    outer.beginTime = 0.5
    outer.addSublayer(Self.ring(beginTime: 0.25))
    let svg = try AnimatedSVGWriter().write(
      root: outer, canvasSize: Self.canvas, background: nil, from: 0, to: 2)
    // local = 2 (T − 0.5): the animation starts at local 0.25, T = 0.625, and runs 0.5 s.
    #expect(Self.text(svg).contains("0.5s linear 0.625s 1 normal none"), "\(Self.text(svg))")
    #expect(svg.sampled.isEmpty)
  }

  @Test func repeatsAutoreverseAndFillModesCarryOver() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.5
    fade.repeatCount = 1.5
    fade.autoreverses = true
    fade.fillMode = .both
    fade.isRemovedOnCompletion = false
    layer.add(fade, forKey: "fade")
    let svg = try AnimatedSVGWriter().write(
      root: layer, canvasSize: Self.canvas, background: nil, from: 0, to: 2)
    #expect(Self.text(svg).contains("0.5s linear 0s 3 alternate both"), "\(Self.text(svg))")
  }

  @Test func keyframesKeepKeyTimesAndSegmentCurvesAndDiscreteSteps() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let move = CAKeyframeAnimation(keyPath: "position.x")
    move.values = [10, 50, 90]
    move.keyTimes = [0, 0.25, 1]
    move.timingFunctions = [.easeOut, .linear]
    move.duration = 1
    layer.add(move, forKey: "move")
    let blink = CAKeyframeAnimation(keyPath: "opacity")
    blink.values = [1, 0.2]
    blink.calculationMode = .discrete
    blink.duration = 1
    layer.add(blink, forKey: "blink")
    let svg = try AnimatedSVGWriter().write(
      root: layer, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    let text = Self.text(svg)
    #expect(svg.sampled.isEmpty)
    #expect(
      text.contains(
        "0%{transform:translate(10px,10px);animation-timing-function:cubic-bezier(0,0,0.58,1)}"
          + "25%{transform:translate(50px,10px);animation-timing-function:linear}"),
      "\(text)")
    #expect(text.contains("0%{opacity:1;animation-timing-function:step-end}50%{opacity:0.2"))
  }

  @Test func boundsDriveTheRectangleAndTheAnchorOffset() throws {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    layer.position = CGPoint(x: 50, y: 50)
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let grow = CABasicAnimation(keyPath: "bounds.size")
    grow.fromValue = CGSize(width: 20, height: 10)
    grow.toValue = CGSize(width: 80, height: 30)
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    let svg = try AnimatedSVGWriter().write(
      root: layer, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    let text = Self.text(svg)
    #expect(svg.sampled.isEmpty)
    #expect(text.contains("0%{x:0px;y:0px;width:20px;height:10px}100%{x:0px;y:0px;width:80px"))
    // The anchor (0.5, 0.5) keeps the centre at the position: −size / 2.
    #expect(
      text.contains("0%{transform:translate(-10px,-5px)}100%{transform:translate(-40px,-15px)}"))
  }

  /// A 40×20 blue layer at (50, 50) whose anchor point goes from the centre to `to` in 1 s.
  static func movingAnchor(to: CGPoint, keyPath: String = "anchorPoint") -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    layer.position = CGPoint(x: 50, y: 50)
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let move = CABasicAnimation(keyPath: keyPath)
    switch keyPath {
    case "anchorPoint.x": move.toValue = to.x
    case "anchorPoint.y": move.toValue = to.y
    default: move.toValue = to
    }
    move.duration = 1
    layer.add(move, forKey: "move")
    return layer
  }

  @Test func anAnchorPointAnimationDrivesTheAnchorOffset() throws {
    let text = try Self.exactlyMapped(Self.movingAnchor(to: CGPoint(x: 0, y: 1)))
    // −anchor · size: (0.5, 0.5) → (−20, −10), (0, 1) → (0, −20).
    #expect(
      text.contains(
        "{0%{transform:translate(-20px,-10px)}100%{transform:translate(0px,-20px)}}"))
    // One component keeps the other at the model's.
    let x = try Self.exactlyMapped(
      Self.movingAnchor(to: CGPoint(x: 1, y: 0), keyPath: "anchorPoint.x"))
    #expect(
      x.contains(
        "{0%{transform:translate(-20px,-10px)}100%{transform:translate(-40px,-10px)}}"))
  }

  @Test func boundsAndAnchorPointTogetherAreSampledAndReported() throws {
    let layer = Self.movingAnchor(to: CGPoint(x: 0, y: 0))
    let grow = CABasicAnimation(keyPath: "bounds.size")
    grow.toValue = CGSize(width: 80, height: 40)
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    let svg = try AnimatedSVGWriter(sampleRate: 4).write(
      root: layer, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(svg.exactCount == 0)
    #expect(Set(svg.sampled.map(\.keyPath)) == ["bounds.size", "anchorPoint"])
    #expect(
      svg.sampled.allSatisfy {
        $0.reason == .timing(detail: "bounds and anchorPoint animated together")
      })
    // Halfway: size 60×30, anchor (0.25, 0.25): the offset is (−15, −7.5).
    #expect(Self.text(svg).contains("50%{transform:translate(-15px,-7.5px)}"))
  }

  /// A shape layer whose square morphs by resampling (`morphMode = .resample`) into `to`.
  static func resampledMorph(to: PathData, keyframes: Bool = false) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let square = CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
    shape.path = square
    shape.fillColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    let morph: CAPropertyAnimation
    if keyframes {
      let k = CAKeyframeAnimation(keyPath: "path")
      k.values = [square, CGPath(data: to), square]
      morph = k
    } else {
      let b = CABasicAnimation(keyPath: "path")
      b.toValue = CGPath(data: to)
      morph = b
    }
    morph.morphMode = .resample
    morph.duration = 1
    shape.add(morph, forKey: "morph")
    return shape
  }

  @Test func aResampledMorphIsWrittenAsItsResampledEnds() throws {
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let text = try Self.exactlyMapped(Self.resampledMorph(to: circle.data))
    let morph = PathMorph(
      from: CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil).data,
      to: circle.data)
    // The keyframes are the morph's two resampled paths: the same M, C…, Z commands.
    let start = CSSFormat.path(morph.path(at: 0))
    let end = CSSFormat.path(morph.path(at: 1))
    #expect(text.contains("{0%{d:\(start)}100%{d:\(end)}}"))
    #expect(morph.path(at: 0).elements.count >= 16)
    #expect(morph.path(at: 0).elements.map(\.kind) == morph.path(at: 1).elements.map(\.kind))
  }

  @Test func resampledMorphsCSSCannotHoldAreSampledAndReported() throws {
    // A closed square to an open line: closed only at the start.
    let line = PathData([.move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 100, y: 50))])
    let open = try AnimatedSVGWriter(sampleRate: 4).write(
      root: Self.resampledMorph(to: line), canvasSize: Self.canvas, background: nil, from: 0,
      to: 1)
    #expect(
      open.sampled.map(\.reason) == [
        .timing(detail: "a resampling morph whose ends differ in structure")
      ])
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let keyed = try AnimatedSVGWriter(sampleRate: 4).write(
      root: Self.resampledMorph(to: circle.data, keyframes: true), canvasSize: Self.canvas,
      background: nil, from: 0, to: 1)
    #expect(keyed.sampled.map(\.reason) == [.timing(detail: "a resampling morph over keyframes")])
  }

  /// A layer faded from 1 to 0.3 at 0.5 s as a scene transaction does it: the old value held
  /// before 0.5 s by a private animation (holding `held`), then the change's animation.
  static func transactionFade(held: Double = 1) -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.opacity = 0.3
    CATransaction.commit()
    let hold = CABasicAnimation(keyPath: "opacity")
    hold.fromValue = held
    hold.toValue = held
    hold.duration = 1e-9
    hold.beginTime = 0.5 - 2e-9
    hold.fillMode = .backwards
    layer.add(hold, forKey: CALayer.privateHoldPrefix + "opacity@0.5")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.3
    fade.beginTime = 0.5
    fade.duration = 1
    layer.add(fade, forKey: "opacity")
    return layer
  }

  @Test func aTransactionsHoldAndChangeAreOneAnimationFillingBackwards() throws {
    let text = try Self.exactlyMapped(Self.transactionFade(), to: 2)
    #expect(text.contains("{0%{opacity:1}100%{opacity:0.3}}"))
    #expect(text.contains(" 1s linear 0.5s 1 normal backwards"))
    // A hold of another value is not the change's start: both are sampled.
    let other = try AnimatedSVGWriter(sampleRate: 4).write(
      root: Self.transactionFade(held: 0.8), canvasSize: Self.canvas, background: nil, from: 0,
      to: 2)
    #expect(other.exactCount == 0)
    #expect(
      other.sampled.contains { $0.reason == .timing(detail: "2 animations of one property") })
  }

  /// A 60×40 layer with corner radius 10 whose border widens from 2 to `to` in 1 s.
  static func wideningBorder(to: Double) -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
    layer.cornerRadius = 10
    layer.borderWidth = 2
    layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let widen = CABasicAnimation(keyPath: "borderWidth")
    widen.toValue = to
    widen.duration = 1
    layer.add(widen, forKey: "widen")
    return layer
  }

  @Test func aBorderWidthAnimationMovesTheRingItself() throws {
    let layer = Self.wideningBorder(to: 8)
    let text = try Self.exactlyMapped(layer)
    // The keyframes are the rings Cairo fills (even-odd) at widths 2 and 8.
    var state = layer.modelState
    func ring(_ width: CGFloat) -> String {
      state.borderWidth = width
      return CSSFormat.path(DrawListBuilder.borderRing(state))
    }
    #expect(text.contains("{0%{d:\(ring(2))}100%{d:\(ring(8))}}"))
    #expect(
      text.contains("fill-rule:evenodd;" + CSSFormat.xml("d:\(ring(2));fill:rgba(255,0,0,1)")))
  }

  @Test func aBorderIsDrawnOverTheSublayersItFrames() throws {
    // A moving frame with a border and a child reaching under it: the child is Cairo's
    // drawing, the border the writer's ring after it; the frame's own piece has no border.
    let frame = CALayer()
    frame.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
    frame.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    frame.borderWidth = 5
    frame.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let child = CALayer()
    child.frame = CGRect(x: -10, y: 20, width: 80, height: 20)
    child.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    frame.addSublayer(child)
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = 60
    move.duration = 1
    frame.add(move, forKey: "move")
    let svg = try AnimatedSVGWriter().write(
      root: frame, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(svg.sampled.isEmpty)
    let text = Self.text(svg)
    #expect(text.contains("fill:rgb(100%,100%,0%)"))
    var state = frame.modelState
    state.borderWidth = 5
    let ring = CSSFormat.xml("d:\(CSSFormat.path(DrawListBuilder.borderRing(state)))")
    let ringAt = try #require(text.range(of: "fill-rule:evenodd;" + ring))
    // Cairo draws the child's green; the ring comes after it.
    let childAt = try #require(text.range(of: "fill:rgb(0%,100%,0%)"))
    #expect(childAt.lowerBound < ringAt.lowerBound)
    // The blue of the border is drawn once: by the ring, not by Cairo's piece as well.
    #expect(!text.contains("rgb(0%,0%,100%)"))
  }

  @Test func bordersCSSCannotMoveAreSampledOrDrawnFrameByFrame() throws {
    // Past the corner radius the inner corner turns square: not linear in the width.
    let wide = try AnimatedSVGWriter(sampleRate: 4).write(
      root: Self.wideningBorder(to: 12), canvasSize: Self.canvas, background: nil, from: 0,
      to: 1)
    #expect(
      wide.sampled.map(\.reason) == [.timing(detail: "a border as wide as its corner radius")])
    // A border whose bounds change is drawn by Cairo at every frame.
    let layer = Self.wideningBorder(to: 8)
    let grow = CABasicAnimation(keyPath: "bounds.size")
    grow.toValue = CGSize(width: 80, height: 50)
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    let grown = try AnimatedSVGWriter(sampleRate: 4).write(
      root: layer, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(
      grown.sampled.allSatisfy { $0.reason == .flipbook(detail: "a border whose outline changes") })
    #expect(grown.sampled.count == 2)
  }

  @Test func aClipFollowsItsBoundsAndCornerRadius() throws {
    let card = CALayer()
    card.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    card.position = CGPoint(x: 50, y: 50)
    card.masksToBounds = true
    let child = CALayer()
    child.frame = CGRect(x: -10, y: 0, width: 100, height: 10)
    child.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    card.addSublayer(child)
    let grow = CABasicAnimation(keyPath: "bounds.size")
    grow.toValue = CGSize(width: 80, height: 40)
    grow.duration = 1
    card.add(grow, forKey: "grow")
    let text = try Self.exactlyMapped(card)
    // The clip's rectangle takes the background's keyframes: the one rule they share.
    #expect(text.contains("<clipPath id=\"l0c\"><rect id=\"l0k\" style=\"x:0px;y:0px;width:40px"))
    let rect = "{0%{x:0px;y:0px;width:40px;height:20px}100%{x:0px;y:0px;width:80px;height:40px}}"
    #expect(text.contains("@keyframes l0b-boundsRect" + rect))
    #expect(text.components(separatedBy: rect).count - 1 == 1)
    #expect(text.contains("#l0k{animation:l0b-boundsRect 1s linear"))
  }

  @Test func aSpringIsALinearEasingAndReported() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.name = "bouncer"
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 10
    spring.toValue = 90
    spring.duration = 1
    layer.add(spring, forKey: "spring")
    let svg = try AnimatedSVGWriter().write(
      root: layer, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(Self.text(svg).contains(" linear(0,"))
    let sample = try #require(svg.sampled.first)
    #expect(sample.layer == "bouncer" && sample.keyPath == "position.x")
    guard case .timing = sample.reason else {
      Issue.record("a spring is sampled in its easing, not frame by frame: \(sample.reason)")
      return
    }
  }

  /// A layer at opacity 0.8 with one group (1 s, `configure`d) of `children`.
  static func grouped(
    _ children: [CAAnimation], configure: (CAAnimationGroup) -> Void = { _ in }
  ) -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    layer.opacity = 0.8
    let group = CAAnimationGroup()
    group.animations = children
    group.duration = 1
    configure(group)
    layer.add(group, forKey: "group")
    return layer
  }

  /// An opacity animation 1 → 0 of `duration` from `beginTime` in its parent's time.
  static func fade(beginTime: Double = 0, duration: Double) -> CABasicAnimation {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.beginTime = beginTime
    fade.duration = duration
    return fade
  }

  @Test func aGroupsChildIsKeyframedOverTheGroupsIteration() throws {
    // The child runs over 0.25…0.75 of each group iteration and fills neither way, so the
    // model's 0.8 shows before and after it; the group's begin time and repeats are the
    // timing.
    let layer = Self.grouped([Self.fade(beginTime: 0.25, duration: 0.5)]) {
      $0.beginTime = 0.5
      $0.repeatCount = 2
    }
    let text = try Self.exactlyMapped(layer, to: 3)
    #expect(
      text.contains(
        "{0%{opacity:0.8;animation-timing-function:step-end}25%{opacity:1;"
          + "animation-timing-function:linear}75%{opacity:0;animation-timing-function:step-start}"
          + "100%{opacity:0.8}}"))
    #expect(text.contains("-groupOpacity 1s linear 0.5s 2 normal none}"))
  }

  @Test func aGroupsChildRepeatsAndReversesWithinTheGroup() throws {
    // Two forward passes of 0.5 s: the jump back to 1 is a step 1e-6 of the iteration wide.
    let twice = Self.fade(duration: 0.5)
    twice.repeatCount = 2
    let jumps = try Self.exactlyMapped(Self.grouped([twice]))
    #expect(
      jumps.contains(
        "50%{opacity:0;animation-timing-function:step-start}50.0001%{opacity:1;"
          + "animation-timing-function:linear}100%{opacity:0}}"))
    // Forwards then backwards, ease-in and its reverse, and the group fills forwards.
    let there = Self.fade(duration: 0.5)
    there.autoreverses = true
    there.timingFunction = CAMediaTimingFunction(name: .easeIn)
    let back = try Self.exactlyMapped(
      Self.grouped([there]) {
        $0.fillMode = .forwards
        $0.isRemovedOnCompletion = false
      })
    #expect(
      back.contains(
        "{0%{opacity:1;animation-timing-function:cubic-bezier(0.42,0,1,1)}50%{opacity:0;"
          + "animation-timing-function:cubic-bezier(0,0,0.58,1)}100%{opacity:1}}"))
    #expect(back.contains("-groupOpacity 1s linear 0s 1 normal forwards}"))
  }

  @Test func groupsCSSCannotFollowAreSampledOrDrawnFrameByFrame() throws {
    func reasons(_ layer: CALayer) throws -> [AnimatedSVGSample.Reason] {
      try AnimatedSVGWriter(sampleRate: 10).write(
        root: layer, canvasSize: Self.canvas, background: nil, from: 0, to: 1
      ).sampled.map(\.reason)
    }
    // The group's 1 s ends 0.7 s into the child's second 0.6 s pass.
    let cut = Self.fade(duration: 0.6)
    cut.repeatCount = 2
    #expect(
      try reasons(Self.grouped([cut])) == [
        .timing(detail: "a group child cut short within an iteration")
      ])
    // A group's timing function warps its children's whole timeline; CSS eases per segment.
    let eased = Self.grouped([Self.fade(duration: 1)]) {
      $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
    }
    #expect(try reasons(eased) == [.timing(detail: "a group's timing function")])
    let inner = CAAnimationGroup()
    inner.animations = [Self.fade(duration: 1)]
    #expect(
      try reasons(Self.grouped([inner])) == [
        .flipbook(detail: "a group inside an animation group")
      ])
  }

  /// A dashed line whose dash phase runs 0 → 10 in 1 s, trimmed to `strokeEnd`.
  static func marchingDashes(strokeEnd: CGFloat = 1) -> CAShapeLayer {
    let line = CAShapeLayer()
    line.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 10, y: 50))
    path.addLine(to: CGPoint(x: 90, y: 50))
    line.path = path
    line.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    line.lineDashPattern = [6, 4]
    line.strokeEnd = strokeEnd
    let march = CABasicAnimation(keyPath: "lineDashPhase")
    march.fromValue = 0
    march.toValue = 10
    march.duration = 1
    line.add(march, forKey: "march")
    return line
  }

  @Test func aDashPhaseBecomesTheDashOffsetOverStaticDashes() throws {
    let text = try Self.exactlyMapped(Self.marchingDashes())
    #expect(text.contains("{0%{stroke-dashoffset:0px}100%{stroke-dashoffset:10px}}"))
    // The dash lengths in path units (no pathLength), not the trim's normalised ones.
    #expect(text.contains("stroke-dasharray:6,4\""))
    #expect(!text.contains("pathLength"))
  }

  @Test func aTrimmedDashedPathIsDrawnFrameByFrameAndReported() throws {
    let svg = try AnimatedSVGWriter(sampleRate: 10).write(
      root: Self.marchingDashes(strokeEnd: 0.5), canvasSize: Self.canvas, background: nil,
      from: 0, to: 1)
    let sample = try #require(svg.sampled.first)
    #expect(sample.keyPath == "lineDashPhase")
    #expect(sample.reason == .flipbook(detail: "a trimmed dashed path"))
  }

  /// A gradient layer whose colours go from red/blue to green/white in 1 s.
  static func fadingGradient(type: CAGradientLayerType = .axial) -> CAGradientLayer {
    let g = CAGradientLayer()
    g.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    g.type = type
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    g.colors = [red, blue]
    g.startPoint = CGPoint(x: 0, y: 0.5)
    g.endPoint = CGPoint(x: 1, y: 0.5)
    let fade = CABasicAnimation(keyPath: "colors")
    fade.toValue = [
      CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
    ]
    fade.duration = 1
    g.add(fade, forKey: "fade")
    return g
  }

  @Test func gradientColoursAnimateTheirStops() throws {
    let text = try Self.exactlyMapped(Self.fadingGradient())
    // One keyframes rule per stop, from the model's colour to the animation's.
    #expect(text.contains("{0%{stop-color:rgba(255,0,0,1)}100%{stop-color:rgba(0,255,0,1)}}"))
    #expect(text.contains("{0%{stop-color:rgba(0,0,255,1)}100%{stop-color:rgba(255,255,255,1)}}"))
    // The gradient runs from the left edge to the right one, in bounds space.
    #expect(
      text.contains("gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"25\" x2=\"100\" y2=\"25\""))
    #expect(text.contains("offset=\"0\"") && text.contains("offset=\"1\""))
  }

  @Test func gradientLocationsAnimateTheirStopsOffsetsWithSMIL() throws {
    // The shimmer idiom: a band of locations slides from before the start to past the end.
    let g = Self.fadingGradient()
    g.removeAllAnimations()
    g.locations = [0, 1]
    let slide = CABasicAnimation(keyPath: "locations")
    slide.fromValue = [-1, 0]
    slide.toValue = [1, 2]
    slide.duration = 0.5
    slide.beginTime = 0.25
    slide.autoreverses = true
    slide.fillMode = .backwards
    slide.timingFunction = CAMediaTimingFunction(name: .easeIn)
    g.add(slide, forKey: "slide")
    let text = try Self.exactlyMapped(g)
    // SMIL, not CSS: `offset` is an attribute. Held at the first value until 0.25 s, then
    // one iteration of 1 s forwards and back, ease-in out and its half turn back; removed
    // at the end, so the model's offsets show again.
    #expect(!text.contains("@keyframes"))
    #expect(
      text.contains(
        "<stop id=\"l0s0\" offset=\"0\" style=\"stop-color:rgba(255,0,0,1)\">\n"
          + "<set attributeName=\"offset\" to=\"-1\" begin=\"0s\" dur=\"0.25s\"/>\n"
          + "<animate attributeName=\"offset\" values=\"-1;1;-1\" keyTimes=\"0;0.5;1\" "
          + "calcMode=\"spline\" keySplines=\"0.42 0 1 1;0 0 0.58 1\" begin=\"0.25s\" dur=\"1s\" "
          + "repeatCount=\"1\"/>\n</stop>"))
    #expect(text.contains("values=\"0;2;0\""))
  }

  @Test func gradientPointsAnimateTheLinearGradientsEnds() throws {
    let g = Self.fadingGradient()
    g.removeAllAnimations()
    let turn = CAKeyframeAnimation(keyPath: "endPoint.y")
    turn.values = [0.5, 1, 0]
    turn.keyTimes = [0, 0.25, 1]
    turn.duration = 2
    turn.repeatCount = .infinity
    g.add(turn, forKey: "turn")
    let text = try Self.exactlyMapped(g, to: 2)
    // Only y2 changes (x2 stays at the right edge); in bounds space, 50 high.
    #expect(
      text.contains(
        "<animate attributeName=\"y2\" values=\"25;50;0\" keyTimes=\"0;0.25;1\" "
          + "calcMode=\"linear\" begin=\"0s\" dur=\"2s\" repeatCount=\"indefinite\"/>"))
    #expect(!text.contains("attributeName=\"x2\""))
  }

  @Test func locationsThatWouldLeaveTheirOrderAreSampled() throws {
    // A back-out easing overshoots: between [0, 0.5] and [0.5, 0.5] the first location
    // passes the second, where Strobe sorts the stops and SVG does not.
    let g = Self.fadingGradient()
    g.removeAllAnimations()
    g.locations = [0, 0.5]
    let move = CABasicAnimation(keyPath: "locations")
    move.toValue = [0.5, 0.5]
    move.duration = 1
    move.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 0, 0.6, 1.6)
    g.add(move, forKey: "move")
    // Sampled at 0 and 1 s only, where the locations are in order, so the layer is mapped
    // and the check between keyframes is what finds the overshoot.
    let svg = try AnimatedSVGWriter(sampleRate: 1).write(
      root: g, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(
      svg.sampled.map(\.reason) == [.timing(detail: "gradient locations that leave their order")])
  }

  @Test func aRadialGradientsPointsAnimateItsCircleUnderAFixedAspect() throws {
    // The 100×50 layer's ellipse from (0.5, 0.5) to (1, 1) has half-axes 50 and 25 about
    // (50, 25): the circle of radius 50 about (50, 50) under scale(1 0.5). Growing to end
    // (0.8, 0.8) (half-axes 30 and 15) keeps the aspect: only r moves, 50 to 30.
    let g = Self.fadingGradient(type: .radial)
    g.removeAllAnimations()
    g.startPoint = CGPoint(x: 0.5, y: 0.5)
    g.endPoint = CGPoint(x: 1, y: 1)
    let grow = CABasicAnimation(keyPath: "endPoint")
    grow.toValue = CGPoint(x: 0.8, y: 0.8)
    grow.duration = 1
    g.add(grow, forKey: "grow")
    let text = try Self.exactlyMapped(g)
    #expect(text.contains(#"cx="50" cy="50" r="50" gradientTransform="scale(1 0.5)">"#), "\(text)")
    #expect(text.contains(#"<animate attributeName="r" values="50;30" keyTimes="0;1""#))
    // cx and cy do not move: no element for them.
    #expect(!text.contains(#"attributeName="cx""#))
    // An ellipse whose aspect changes (end (0.8, 0.9): 30 wide, 20 high) is not one circle
    // under one scale.
    grow.toValue = CGPoint(x: 0.8, y: 0.9)
    g.add(grow, forKey: "grow")
    let svg = try AnimatedSVGWriter(sampleRate: 10).write(
      root: g, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(
      svg.sampled.map(\.reason) == [
        .flipbook(detail: "a radial gradient that changes its aspect")
      ])
    // Nor is one that passes through its centre, turning inside out.
    grow.toValue = CGPoint(x: 0.2, y: 0.2)
    g.add(grow, forKey: "grow")
    let turned = try AnimatedSVGWriter(sampleRate: 10).write(
      root: g, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(
      turned.sampled.map(\.reason) == [.flipbook(detail: "a radial gradient turned inside out")])
  }

  @Test func aRadialGradientWithoutHeightIsLeftToCairo() throws {
    // From (0, 0.5) to (1, 0.5): the vertical radius is 0, and Core Animation draws nothing.
    let svg = try AnimatedSVGWriter(sampleRate: 10).write(
      root: Self.fadingGradient(type: .radial), canvasSize: Self.canvas, background: nil,
      from: 0, to: 1)
    #expect(
      svg.sampled.map(\.reason) == [.flipbook(detail: "a gradient Core Animation does not draw")])
  }

  @Test func aRadialGradientsEllipseIsCairosPattern() throws {
    let g = Self.fadingGradient(type: .radial)
    g.startPoint = CGPoint(x: 0.5, y: 0.5)
    g.endPoint = CGPoint(x: 1, y: 1)
    let text = try Self.exactlyMapped(g)
    #expect(text.contains("{0%{stop-color:rgba(255,0,0,1)}100%{stop-color:rgba(0,255,0,1)}}"))
    // Centre (50, 25) in the 100×50 bounds; radii 50 and 25.
    #expect(
      text.contains(
        "<radialGradient id=\"l0g\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" "
          + "gradientTransform=\"matrix(50 0 0 25 50 25)\">"))
  }

  @Test func aConicGradientsColoursAreDrawnFrameByFrame() throws {
    let svg = try AnimatedSVGWriter(sampleRate: 10).write(
      root: Self.fadingGradient(type: .conic), canvasSize: Self.canvas, background: nil,
      from: 0, to: 1)
    let sample = try #require(svg.sampled.first)
    #expect(sample.keyPath == "colors")
    #expect(sample.reason == .flipbook(detail: "a conic gradient"))
  }

  @Test func anInvertedMaskIsDrawnFrameByFrameAndReported() throws {
    // Alpha masks are written as SVG masks (AnimatedSVGMaskTests); Strobe's inverted mode
    // has no SVG twin.
    let content = CALayer()
    content.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    content.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let mask = CAShapeLayer()
    mask.frame = content.bounds
    mask.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
    let shrink = CABasicAnimation(keyPath: "opacity")
    shrink.fromValue = 1
    shrink.toValue = 0
    shrink.duration = 1
    mask.add(shrink, forKey: "shrink")
    content.mask = mask
    content.maskMode = .alphaInverted
    let svg = try AnimatedSVGWriter(sampleRate: 10).write(
      root: content, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    let sample = try #require(svg.sampled.first)
    #expect(sample.keyPath == "opacity")
    #expect(sample.reason == .flipbook(detail: "a mask of mode other than alpha"))
    // 11 samples, all different: 11 frames.
    #expect(Self.text(svg).components(separatedBy: "visibility:hidden").count - 1 == 11)
  }

  @Test func theOutputIsDeterministicPrefixedAndScriptFree() throws {
    var renderer = Renderer()
    renderer.svgIDPrefix = "ring-"
    let writer = AnimatedSVGWriter(renderer: renderer)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    text.string = "Ring"
    root.addSublayer(text)
    root.addSublayer(Self.ring(function: .easeOut))
    let a = try writer.write(
      root: root, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    let b = try writer.write(
      root: root, canvasSize: Self.canvas, background: nil, from: 0, to: 1)
    #expect(a.data == b.data)
    let svg = Self.text(a)
    #expect(!svg.contains("<script"))
    let ids = svg.components(separatedBy: "id=\"").dropFirst().map { $0.prefix(5) }
    #expect(!ids.isEmpty)
    #expect(ids.allSatisfy { $0.hasPrefix("ring-") }, "\(ids)")
    #expect(svg.contains("@keyframes ring-"))
  }

  @Test func aBadWindowOrPrefixIsAnError() throws {
    do {
      _ = try AnimatedSVGWriter().write(
        root: Self.ring(), canvasSize: Self.canvas, background: nil, from: 2, to: 1)
      Issue.record("a window ending before it starts was accepted")
    } catch RenderError.invalidAnimationWindow(let from, let to) {
      #expect(from == 2 && to == 1)
    }
    var renderer = Renderer()
    renderer.svgIDPrefix = "1bad"
    do {
      _ = try AnimatedSVGWriter(renderer: renderer).write(
        root: Self.ring(), canvasSize: Self.canvas, background: nil, from: 0, to: 1)
      Issue.record("an invalid id prefix was accepted")
    } catch RenderError.invalidSVGIDPrefix(let prefix) {
      #expect(prefix == "1bad")
    }
  }
}
