import Foundation
import UIKit

/// The Swift block of docs/uikit-compat.md, verbatim inside a function.
///
/// StrobeLibraryTests' `DocsCodeBlockTests` checks it is here. It writes frames into the
/// current folder, so it is compiled, not run; the ring's behaviour is tested by the other
/// iOS-code suites.
func circularProgressGuideExample() throws {
  final class CircularProgressView: UIView {
    private let ringLayer = CAShapeLayer()

    override init(frame: CGRect) {
      super.init(frame: frame)
      ringLayer.fillColor = UIColor.clear.cgColor
      ringLayer.strokeColor = UIColor.systemBlue.cgColor
      ringLayer.lineWidth = 8
      ringLayer.lineCap = .round
      layer.addSublayer(ringLayer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
      super.layoutSubviews()
      ringLayer.frame = bounds
      let ring = UIBezierPath(
        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 10,
        startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
      ringLayer.path = ring.cgPath
    }

    func setProgress(_ progress: CGFloat, animated: Bool) {
      CATransaction.begin()
      CATransaction.setDisableActions(!animated)
      CATransaction.setAnimationDuration(0.6)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
      ringLayer.strokeEnd = progress
      CATransaction.commit()
    }
  }

  // Export it: there is no screen and no wall clock, only the document clock.
  let view = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  view.backgroundColor = .white
  view.setProgress(0.25, animated: false)  // no layout yet: a bare begin() is not a pass
  CATransaction.flush()  // the layout pass: the view is "on screen" now
  view.setProgress(0.9, animated: true)  // animates 0.25 → 0.9 from document time 0
  try view.renderFrames(at: [0, 0.3, 0.6], to: URL(fileURLWithPath: "frames"), name: "ring")
}
