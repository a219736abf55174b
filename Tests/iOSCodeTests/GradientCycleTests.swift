import Foundation
import Testing
import UIKit

/// A small view made in `init` that adds one sublayer, as views in public code do.
private final class BadgeView: UIView {
  let dotLayer = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    dotLayer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    layer.addSublayer(dotLayer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A background that cycles through colour pairs, the way gradient-animator libraries write
/// it: the gradient layer is held only in a `weak var`, made in the first `layoutSubviews()`,
/// and each step (a group kept after its end) starts the next from `animationDidStop`.
private final class CyclingGradientView: UIView, CAAnimationDelegate {
  private weak var gradient: CAGradientLayer?
  private let palette: [[UIColor]] = [[.red, .blue], [.green, .red], [.blue, .green]]
  private var step = 0
  private(set) var stepsStarted = 0
  let stepDuration: CFTimeInterval = 2

  override func layoutSubviews() {
    super.layoutSubviews()
    if let gradient {
      gradient.frame = bounds
      return
    }
    gradient = makeGradient()
    if let gradient {
      layer.insertSublayer(gradient, at: 0)
    }
    advance()
  }

  private func makeGradient() -> CAGradientLayer {
    let layer = CAGradientLayer()
    layer.colors = palette[0].map { $0.cgColor }
    layer.startPoint = CGPoint(x: 0, y: 0.5)
    layer.endPoint = CGPoint(x: 1, y: 0.5)
    layer.frame = bounds
    return layer
  }

  private func advance() {
    guard let gradient else { return }
    step += 1
    stepsStarted += 1
    let next = palette[step % palette.count].map { $0.cgColor }
    let change = CABasicAnimation(keyPath: "colors")
    change.fromValue = gradient.colors
    change.toValue = next
    let group = CAAnimationGroup()
    group.animations = [change]
    group.duration = stepDuration
    group.timingFunction = CAMediaTimingFunction(name: .linear)
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    group.delegate = self
    gradient.colors = next
    gradient.add(group, forKey: "step-\(step)")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if flag { advance() }
  }
}

/// Whether `colors` have the RGBA components `expected` (within 1e-6).
private func same(_ colors: [CGColor], _ expected: [[Double]]) -> Bool {
  colors.count == expected.count
    && zip(colors, expected).allSatisfy { color, rgba in
      let c = color.components ?? []
      return c.count == rgba.count && zip(c, rgba).allSatisfy { near(Double($0), $1) }
    }
}

/// Gradient animators: colour cycles chained from the delegate, the layer lifetime they
/// rely on, and a gradient masked by a view.
@Suite struct GradientCycleTests {
  /// A layer changed in the open transaction lives until that transaction commits, even
  /// when nothing else holds it; the view that made it goes at once (measured on iOS: the
  /// view's `deinit` runs when it is dropped, the layer's only after the run-loop turn).
  @Test func changedLayersLiveUntilTheCommit() {
    onFreshClock {
      weak var view: BadgeView?
      weak var dot: CALayer?
      do {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view = badge
        dot = badge.dotLayer
      }
      #expect(view == nil)
      #expect(dot != nil)
      CATransaction.flush()
      #expect(dot == nil)
    }
  }

  /// The cycle runs: its gradient layer, kept only weakly, survives to be inserted, and the
  /// steps (red, blue) → (green, red) → (blue, green) follow each other every 2 s, linearly.
  @Test func weaklyHeldGradientCyclesColourPairs() throws {
    try onFreshClock {
      let view = CyclingGradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      CATransaction.flush()
      let gradient = try #require(view.layer.sublayers?.first as? CAGradientLayer)

      // 1 s: half way from (red, blue) to (green, red).
      DocumentClock.setTime(1)
      let first = try #require(gradient.presentation()?.colors as? [CGColor])
      #expect(same(first, [[0.5, 0.5, 0, 1], [0.5, 0, 0.5, 1]]), "\(first)")
      // The left edge shows the first colour, the right edge the second (pixel centres at
      // 0.5 and 99.5 of 100: 0.5 % from either end).
      let px = try probe(view, at: 1, [(0, 20), (99, 20)])
      #expect(px[0].near(RGB(r: 128, g: 128, b: 0)), "\(px)")
      #expect(px[1].near(RGB(r: 128, g: 0, b: 128)), "\(px)")

      // 3 s: the second step, begun from the delegate at 2 s, is half way to (blue, green).
      DocumentClock.setTime(3)
      #expect(view.stepsStarted == 2)
      let second = try #require(gradient.presentation()?.colors as? [CGColor])
      #expect(same(second, [[0, 0.5, 0.5, 1], [0.5, 0.5, 0, 1]]), "\(second)")
      let later = try probe(view, at: 3, [(0, 20), (99, 20)])
      #expect(later[0].near(RGB(r: 0, g: 128, b: 128)), "\(later)")
      #expect(later[1].near(RGB(r: 128, g: 128, b: 0)), "\(later)")
    }
  }

  /// A gradient shown through a view mask (`view.mask`), as gradient labels mask their
  /// gradient with a label: the mask view's alpha decides what shows, and widening the mask
  /// in an animation block reveals the rest.
  @Test func maskViewRevealsTheGradient() throws {
    try onFreshClock {
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      card.backgroundColor = .red
      let reveal = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
      reveal.backgroundColor = UIColor(white: 0, alpha: 0.5)
      card.mask = reveal
      #expect(card.mask === reveal && card.layer.mask === reveal.layer)
      CATransaction.flush()

      // Left half: red at half alpha over white; right half: masked out.
      let px = try probe(card, at: 0, [(25, 20), (75, 20)])
      #expect(px[0].near(RGB(r: 255, g: 128, b: 128)), "\(px)")
      #expect(px[1].near(.white), "\(px)")

      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        reveal.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
      }
      // Half way the mask is 75 wide (bounds and position animate together).
      DocumentClock.setTime(0.5)
      #expect(near(try #require(reveal.layer.presentation()).bounds.width, 75))
      let mid = try probe(card, at: 0.5, [(70, 20), (80, 20)])
      #expect(mid[0].near(RGB(r: 255, g: 128, b: 128)), "\(mid)")
      #expect(mid[1].near(.white), "\(mid)")
    }
  }
}
