import StrobeUIKitCompat

/// A progress ring: a grey track and a blue ring whose stroke grows from the top, clockwise.
final class ProgressRingView: UIView {
  let trackLayer = CAShapeLayer()
  let ringLayer = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    trackLayer.fillColor = nil
    trackLayer.strokeColor = UIColor.systemGray5.cgColor
    trackLayer.lineWidth = 8
    ringLayer.fillColor = nil
    ringLayer.strokeColor = UIColor.systemBlue.cgColor
    ringLayer.lineWidth = 8
    ringLayer.lineCap = .round
    ringLayer.strokeEnd = 0
    layer.addSublayer(trackLayer)
    layer.addSublayer(ringLayer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 10
    let path = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    for shape in [trackLayer, ringLayer] {
      shape.frame = bounds
      shape.path = path.cgPath
    }
  }

  /// Fills the ring to `progress` over `duration` seconds.
  func animate(to progress: CGFloat, duration: CFTimeInterval) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = progress
    animation.duration = duration
    ringLayer.strokeEnd = progress
    ringLayer.add(animation, forKey: "progress")
  }
}
