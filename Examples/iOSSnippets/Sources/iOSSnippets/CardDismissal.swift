import StrobeUIKitCompat

/// Slides a card down while fading it out with a view animation, then removes it.
func dismissCard(_ card: UIView, completion: @escaping () -> Void) {
  UIView.animate(
    withDuration: 0.5, delay: 0, options: [.curveEaseIn],
    animations: {
      card.alpha = 0
      card.center.y += 100
    },
    completion: { _ in
      card.removeFromSuperview()
      completion()
    })
}
