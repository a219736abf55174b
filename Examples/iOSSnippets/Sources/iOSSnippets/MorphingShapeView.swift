import StrobeUIKitCompat

/// A view backed by a CAShapeLayer that morphs between a circle and a square, forever.
final class MorphingShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    shapeLayer.fillColor = UIColor.systemIndigo.cgColor
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    shapeLayer.path = circlePath.cgPath
  }

  private var circlePath: UIBezierPath {
    UIBezierPath(roundedRect: bounds, cornerRadius: bounds.width / 2)
  }

  private var squarePath: UIBezierPath {
    UIBezierPath(roundedRect: bounds, cornerRadius: 0)
  }

  func startMorphing() {
    let morph = CABasicAnimation(keyPath: "path")
    morph.fromValue = circlePath.cgPath
    morph.toValue = squarePath.cgPath
    morph.duration = 0.6
    morph.autoreverses = true
    morph.repeatCount = .infinity
    shapeLayer.add(morph, forKey: "morph")
  }
}
