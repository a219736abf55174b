import StrobeUIKitCompat

/// A circular progress indicator whose ring animates to each new progress value.
final class CircularProgressView: UIView {
  private let ringLayer = CAShapeLayer()
  private(set) var progress: CGFloat = 0

  var lineWidth: CGFloat = 8 {
    didSet { setNeedsLayout() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    ringLayer.fillColor = UIColor.clear.cgColor
    ringLayer.strokeColor = UIColor.systemBlue.cgColor
    ringLayer.lineCap = .round
    ringLayer.strokeEnd = 0
    layer.addSublayer(ringLayer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    ringLayer.frame = bounds
    ringLayer.lineWidth = lineWidth
    let radius = min(bounds.width, bounds.height) / 2 - 10
    ringLayer.path =
      UIBezierPath(
        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
        startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
      ).cgPath
  }

  func setProgress(_ progress: CGFloat, animated: Bool) {
    self.progress = min(max(progress, 0), 1)
    CATransaction.begin()
    CATransaction.setDisableActions(!animated)
    CATransaction.setAnimationDuration(0.6)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    ringLayer.strokeEnd = self.progress
    CATransaction.commit()
  }
}
