import Foundation
import Strobe
import Testing

/// The README's library example, compiled and run (keep the two in step).
@Suite struct ReadmeExampleTests {
  @Test func libraryExampleRendersTheAnimatedRing() throws {
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
    ring.path = path
    ring.fillColor = nil
    ring.strokeColor = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    ring.lineWidth = 8
    ring.strokeEnd = 0.75

    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
    root.addSublayer(ring)

    let fill = CABasicAnimation(keyPath: "strokeEnd")  // Core Animation code, as on iOS
    fill.fromValue = 0
    fill.toValue = 0.75
    fill.duration = 1.5
    fill.timingFunction = CAMediaTimingFunction(name: .easeOut)
    ring.add(fill, forKey: "progress")

    var frames: [Data] = []
    for t in [0, 0.5, 1.5] {  // any time, in any order
      let list = DrawListBuilder().build(
        root: root.presentation(at: t), canvasSize: root.bounds.size, background: nil)
      frames.append(try Renderer().pngData(list, scale: 2))  // PNG bytes, 240 × 240
    }
    #expect(frames.count == 3)
    // At t = 0.5 the easeOut fill has covered part of the ring: the frames differ.
    #expect(Set(frames).count == 3)
    let last = try RasterImage(pngData: frames[2])
    #expect(last.width == 240 && last.height == 240)
  }
}
