import StrobeUIKitCompat

/// Reveals `view` through a circular mask growing from its centre.
func revealWithCircularMask(_ view: UIView, duration: CFTimeInterval = 0.4) {
  let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
  let finalRadius: CGFloat = 300
  let startRect = CGRect(origin: center, size: .zero)
  let finalRect = CGRect(
    x: center.x - finalRadius, y: center.y - finalRadius,
    width: finalRadius * 2, height: finalRadius * 2)

  let mask = CAShapeLayer()
  mask.frame = view.bounds
  mask.path = UIBezierPath(ovalIn: finalRect).cgPath
  view.layer.mask = mask

  let reveal = CABasicAnimation(keyPath: "path")
  reveal.fromValue = UIBezierPath(ovalIn: startRect).cgPath
  reveal.toValue = mask.path
  reveal.duration = duration
  reveal.timingFunction = CAMediaTimingFunction(name: .easeOut)
  mask.add(reveal, forKey: "reveal")
}
