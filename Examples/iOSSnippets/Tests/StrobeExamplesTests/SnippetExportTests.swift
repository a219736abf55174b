import Foundation
import StrobeRender
import StrobeUIKitCompat
import Testing

@testable import iOSSnippets

/// Each iOS snippet exported to PNG frames, checked with hand-computed pixel probes and
/// against the seed scene (Fixtures/scenes) that describes the same animation.
///
/// Colours (8-bit sRGB): systemBlue (0, 122, 255), systemGray5 (229, 229, 234), systemIndigo
/// (88, 86, 214), systemTeal (48, 176, 199), systemPink (255, 45, 85), systemGreen
/// (52, 199, 89), systemOrange (255, 149, 0), systemGray (142, 142, 147), systemRed
/// (255, 59, 48). Probe points sit at least 3 px away from any edge at the probed time.
@Suite struct SnippetExportTests {
  static let blue = RGB(0, 122, 255)
  static let gray5 = RGB(229, 229, 234)

  /// The point at `fraction` of a ring of radius 40 about (50, 50) starting at the top and
  /// running clockwise on screen.
  func ringPoint(_ fraction: Double) -> (Int, Int) {
    let a = -Double.pi / 2 + fraction * 2 * Double.pi
    return (Int((50 + 40 * cos(a)).rounded(.down)), Int((50 + 40 * sin(a)).rounded(.down)))
  }

  @Test func progressRing() throws {
    try DocumentClock.withFreshContext {
      let view = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.backgroundColor = .white
      view.animate(to: 0.75, duration: 1.5)
      let times = [0, 0.75, 1.0, 1.5]
      let frames = try ExampleSupport.export(view, name: "progress-ring", times: times)
      // t = 1.0: linear 0 → 0.75 over 1.5 s gives strokeEnd 0.5: the right half is blue.
      let (qx, qy) = ringPoint(0.125)  // top-right quadrant
      let (bx, by) = ringPoint(0.625)  // bottom-left quadrant
      #expect(frames[2].matches(qx, qy, Self.blue), "\(frames[2].describe(qx, qy))")
      #expect(frames[2].matches(bx, by, Self.gray5), "\(frames[2].describe(bx, by))")
      // t = 1.5: strokeEnd 0.75 reaches the bottom-left quadrant; the centre stays white.
      #expect(frames[3].matches(bx, by, Self.blue), "\(frames[3].describe(bx, by))")
      #expect(frames[3].matches(50, 50, .white))
      try ExampleSupport.compare(
        [frames[0], frames[1], frames[3]], scene: "progress-ring", times: [0, 0.75, 1.5])
    }
  }

  @Test func circleSquareMorph() throws {
    try DocumentClock.withFreshContext {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
      container.backgroundColor = .white
      let shape = MorphingShapeView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      container.addSubview(shape)
      shape.startMorphing()
      let times = [0, 0.3, 0.6, 1.2]
      let frames = try ExampleSupport.export(container, name: "morph", times: times)
      let indigo = RGB(88, 86, 214)
      // Near the square's corner (canvas (13, 13)): outside the rounded shape at 0 and 1.2
      // (autoreversed back), inside the square at 0.6. The centre is always filled.
      #expect(frames[0].matches(13, 13, .white), "\(frames[0].describe(13, 13))")
      #expect(frames[2].matches(13, 13, indigo), "\(frames[2].describe(13, 13))")
      #expect(frames[3].matches(13, 13, .white), "\(frames[3].describe(13, 13))")
      for f in frames { #expect(f.matches(60, 60, indigo)) }
      try ExampleSupport.compare(Array(frames.prefix(3)), scene: "morph", times: [0, 0.3, 0.6])
    }
  }

  @Test func revealMask() throws {
    try DocumentClock.withFreshContext {
      let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
      content.backgroundColor = .systemTeal
      revealWithCircularMask(content)
      let times = [0, 0.1, 0.4]
      let frames = try ExampleSupport.export(content, name: "reveal", times: times)
      let teal = RGB(48, 176, 199)
      // t = 0: the mask is a point: nothing shows.
      #expect(frames[0].matches(100, 60, .white) && frames[0].matches(5, 5, .white))
      // t = 0.1: easeOut(0.25) = 0.3781395 → radius 113.4: (190, 60) is 90 away (inside),
      // the corner pixel (0, 0) is 115.9 away (outside).
      #expect(frames[1].matches(190, 60, teal), "\(frames[1].describe(190, 60))")
      #expect(frames[1].matches(0, 0, .white), "\(frames[1].describe(0, 0))")
      // t = 0.4: radius 300 covers everything.
      #expect(frames[2].matches(0, 0, teal) && frames[2].matches(199, 119, teal))
      try ExampleSupport.compare(frames, scene: "reveal", times: times)
    }
  }

  @Test func fadeAndCornerRadius() throws {
    try DocumentClock.withFreshContext {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
      container.backgroundColor = .white
      let card = UIView(frame: CGRect(x: 30, y: 30, width: 100, height: 100))
      card.backgroundColor = .systemPink
      container.addSubview(card)
      startPulsing(card)
      let times: [Double] = [0, 1, 2]
      let frames = try ExampleSupport.export(container, name: "fade-corner", times: times)
      let pink = RGB(255, 45, 85)
      // t = 0: opaque square: its corner pixel (31, 31) is pink.
      #expect(frames[0].matches(80, 80, pink) && frames[0].matches(31, 31, pink))
      // t = 1: opacity 0.6 over white, corner radius 25 (the corner pixel is outside).
      #expect(frames[1].matches(80, 80, .blend(pink, over: .white, alpha: 0.6)))
      #expect(frames[1].matches(31, 31, .white))
      // t = 2: opacity 0.2, radius 50 (a circle).
      #expect(frames[2].matches(80, 80, .blend(pink, over: .white, alpha: 0.2)))
      #expect(frames[2].matches(40, 40, .white))  // 56.6 from the centre: outside
      try ExampleSupport.compare(frames, scene: "fade-corner", times: times)
    }
  }

  @Test func moveWithFillMode() throws {
    try DocumentClock.withFreshContext {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
      container.backgroundColor = .white
      let box = UIView(frame: CGRect(x: 20, y: 40, width: 40, height: 40))
      box.backgroundColor = .systemGreen
      container.addSubview(box)
      CATransaction.flush()  // on screen: a view's layer still must not animate implicitly
      slide(box, from: 40, to: 240)
      #expect(box.layer.animationKeys() == ["move"])
      let times = [0, 0.3, 0.6, 1.0]
      let frames = try ExampleSupport.export(container, name: "move", times: times)
      let green = RGB(52, 199, 89)
      // easeInEaseOut(0.5) = 0.5: at 0.3 s the box is centred at x = 140.
      #expect(frames[0].matches(40, 60, green) && frames[0].matches(240, 60, .white))
      #expect(frames[1].matches(140, 60, green) && frames[1].matches(40, 60, .white))
      #expect(frames[2].matches(240, 60, green) && frames[3].matches(240, 60, green))
      try ExampleSupport.compare(Array(frames.prefix(3)), scene: "move", times: [0, 0.3, 0.6])
    }
  }

  @Test func groupedTransaction() throws {
    try DocumentClock.withFreshContext {
      let demo = GroupedTransactionDemo()
      demo.container.backgroundColor = .white
      DocumentClock.setTime(0.5)
      demo.run()
      let times = [0, 1.25, 2]
      let frames = try ExampleSupport.export(demo.container, name: "transaction", times: times)
      // t = 1.25: easeOut(0.5) = 0.6846432.
      let f = 0.6846432
      #expect(frames[1].matches(50, 50, .blend(RGB(0, 122, 255), over: .white, alpha: 1 - 0.7 * f)))
      let tint = RGB(142 + (255 - 142) * f, 142 + (59 - 142) * f, 147 + (48 - 147) * f)
      #expect(frames[1].matches(330, 50, tint), "\(frames[1].describe(330, 50))")
      let mover = (x: 100 + 100 * f, y: 100 + 200 * f)  // (168.5, 236.9)
      #expect(frames[1].matches(Int(mover.x), Int(mover.y), RGB(255, 149, 0)))
      #expect(frames[1].matches(Int(mover.x) + 35, Int(mover.y), .white))
      try ExampleSupport.compare(frames, scene: "transaction", times: times)
      // The completion block runs when the clock passes 0.5 + 1.5 s.
      DocumentClock.setTime(1.9)
      #expect(!demo.didComplete)
      DocumentClock.setTime(2)
      #expect(demo.didComplete)
    }
  }

  @Test func circularProgressViewSetter() throws {
    try DocumentClock.withFreshContext {
      let view = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.backgroundColor = .white
      // Written as on iOS: no layoutIfNeeded(). The layout pass runs before the first
      // explicit transaction begins, so the ring's layout-set geometry does not animate.
      view.setProgress(0.25, animated: false)
      CATransaction.flush()  // the view is on screen
      view.setProgress(0.9, animated: true)
      #expect(view.progress == 0.9)
      let ring = try #require(view.layer.sublayers?.first as? CAShapeLayer)
      #expect(ring.animationKeys() == ["strokeEnd"])  // not bounds, position or lineWidth
      #expect(ring.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(ring.presentation(at: 0).state.position == CGPoint(x: 50, y: 50))
      let times = [0, 0.3, 0.6]
      let frames = try ExampleSupport.export(view, name: "progress-setter", times: times)
      // strokeEnd: 0.25 at 0; 0.25 + 0.65·easeOut(0.5) = 0.695 at 0.3; 0.9 at 0.6.
      let (ax, ay) = ringPoint(0.15)
      let (bx, by) = ringPoint(0.4)
      let (cx, cy) = ringPoint(0.6)
      let (dx, dy) = ringPoint(0.8)
      #expect(frames[0].matches(ax, ay, Self.blue) && frames[0].matches(bx, by, .white))
      #expect(frames[1].matches(cx, cy, Self.blue), "\(frames[1].describe(cx, cy))")
      #expect(frames[1].matches(dx, dy, .white), "\(frames[1].describe(dx, dy))")
      #expect(frames[2].matches(dx, dy, Self.blue))
      try ExampleSupport.compare(frames, scene: "progress-setter", times: times)
    }
  }

  @Test func cardDismissalWithViewAnimation() throws {
    try DocumentClock.withFreshContext {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
      container.backgroundColor = .white
      let card = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
      card.backgroundColor = .systemRed
      container.addSubview(card)
      CATransaction.flush()
      var done = false
      dismissCard(card) { done = true }
      let frames = try ExampleSupport.export(container, name: "dismiss", times: [0, 0.25, 0.5])
      // easeIn(0.5) = 0.3153568: alpha 0.6846, centre y 50 + 31.5 = 81.5.
      let e = 0.3153568
      let red = RGB(255, 59, 48)
      #expect(frames[0].matches(50, 50, red))
      #expect(frames[1].matches(50, Int(50 + 100 * e), .blend(red, over: .white, alpha: 1 - e)))
      #expect(frames[1].matches(50, 30, .white))  // the card's top edge moved to 56.5
      #expect(frames[2].matches(50, 150, .white))  // alpha 0 at the end
      #expect(card.superview != nil && !done)
      DocumentClock.setTime(0.5)
      #expect(card.superview == nil && done)
    }
  }
}
