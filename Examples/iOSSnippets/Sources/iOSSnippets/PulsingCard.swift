import StrobeUIKitCompat

/// A card that fades to 20 % while its corners round into a circle, and back, forever.
func startPulsing(_ card: UIView) {
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.fromValue = 1
  fade.toValue = 0.2
  fade.duration = 2
  fade.autoreverses = true
  fade.repeatCount = .infinity
  card.layer.add(fade, forKey: "fade")

  let corner = CABasicAnimation(keyPath: "cornerRadius")
  corner.fromValue = 0
  corner.toValue = card.bounds.width / 2
  corner.duration = 2
  corner.autoreverses = true
  corner.repeatCount = .infinity
  card.layer.add(corner, forKey: "corner")
}
