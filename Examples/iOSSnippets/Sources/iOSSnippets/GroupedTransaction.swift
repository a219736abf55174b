import StrobeUIKitCompat

/// Three standalone layers changed together in one transaction: 1.5 s, ease out.
final class GroupedTransactionDemo {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let fader = CALayer()
  let mover = CALayer()
  let tint = CALayer()
  private(set) var didComplete = false

  init() {
    fader.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    fader.backgroundColor = UIColor.systemBlue.cgColor
    mover.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
    mover.position = CGPoint(x: 100, y: 100)
    mover.backgroundColor = UIColor.systemOrange.cgColor
    tint.frame = CGRect(x: 300, y: 20, width: 60, height: 60)
    tint.backgroundColor = UIColor.systemGray.cgColor
    for sublayer in [fader, mover, tint] {
      container.layer.addSublayer(sublayer)
    }
  }

  func run() {
    CATransaction.begin()
    CATransaction.setAnimationDuration(1.5)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    CATransaction.setCompletionBlock { [weak self] in
      self?.didComplete = true
    }
    fader.opacity = 0.3
    mover.position = CGPoint(x: 200, y: 300)
    tint.backgroundColor = UIColor.systemRed.cgColor
    CATransaction.commit()
  }
}
