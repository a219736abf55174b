import StrobeUIKitCompat

/// Slides `box` horizontally to `x`, keeping the end state (the model is updated too).
func slide(_ box: UIView, from startX: CGFloat, to x: CGFloat) {
  let move = CABasicAnimation(keyPath: "position")
  move.fromValue = CGPoint(x: startX, y: box.center.y)
  move.toValue = CGPoint(x: x, y: box.center.y)
  move.duration = 0.6
  move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  move.fillMode = .forwards
  box.layer.add(move, forKey: "move")
  // A view's layer does not animate implicitly: this sets the final value at once.
  box.center = CGPoint(x: x, y: box.center.y)
}
