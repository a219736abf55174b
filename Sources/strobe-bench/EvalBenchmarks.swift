import Foundation
import StrobeCore
import StrobeGeometry

/// Presentation evaluation benchmarks (issue 4 target: ≤ 1 ms per time sample).
enum EvalBenchmarks {
  /// The evaluation benchmarks: 1,000 layers × 3 animations, and 100 × 3 to show scaling.
  static func all() -> [Benchmark] {
    [eval(layers: 1000), eval(layers: 100)]
  }

  /// `root.presentation(at:)` of `layers` layers (half CAShapeLayer, half CALayer), each
  /// running opacity, position and transform.rotation.z CABasicAnimations added at time 0.
  static func eval(layers count: Int) -> Benchmark {
    Benchmark(
      name: "eval/layers=\(count),anims=3",
      summary: "root.presentation(at:) of \(count) layers × 3 running animations, one t per call"
    ) { runner in
      try DocumentClock.withFreshContext {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1024)
        for i in 0..<count {
          let layer: CALayer
          if i.isMultiple(of: 2) {
            let shape = CAShapeLayer()
            shape.path = CGPath(
              data: .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 6))
            shape.fillColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            layer = shape
          } else {
            layer = CALayer()
          }
          layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
          layer.position = CGPoint(x: Double(i % 32) * 32, y: Double(i / 32) * 32)
          root.addSublayer(layer)
        }
        CATransaction.flush()
        for (i, layer) in (root.sublayers ?? []).enumerated() {
          let base = layer.position
          let opacity = CABasicAnimation(keyPath: "opacity")
          opacity.fromValue = 0.0
          opacity.toValue = 1.0
          let position = CABasicAnimation(keyPath: "position")
          position.fromValue = base
          position.toValue = CGPoint(x: base.x + 100, y: base.y + 50)
          let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
          rotation.fromValue = 0.0
          rotation.toValue = 2 * Double.pi
          for (key, anim) in [("fade", opacity), ("move", position), ("spin", rotation)] {
            anim.duration = 1 + Double(i % 7) * 0.1
            anim.repeatCount = .infinity
            layer.add(anim, forKey: key)
          }
        }
        CATransaction.flush()
        try check(root, count: count)
        let times = (0..<16).map { 0.05 + Double($0) * 0.37 }
        var index = 0
        return try runner.measure("eval/layers=\(count),anims=3") {
          let snapshot = root.presentation(at: times[index & 15])
          index &+= 1
          precondition(snapshot.sublayers.count == count)
          blackHole(snapshot)
        }
      }
    }
  }

  /// Checks the animations run: at t = 0.25 the first layer (duration 1 s) has opacity 0.25,
  /// is 25 + 12.5 points along its move and turned a quarter turn.
  static func check(_ root: CALayer, count: Int) throws {
    let snapshot = root.presentation(at: 0.25)
    try CheckFailure.require(
      snapshot.sublayers.count == count, "eval: \(snapshot.sublayers.count) sublayers")
    let keys = root.sublayers?.first?.animationKeys() ?? []
    try CheckFailure.require(keys.count == 3, "eval: first layer has animations \(keys)")
    let first = snapshot.sublayers[0].state
    try CheckFailure.require(
      abs(Double(first.opacity) - 0.25) < 1e-6, "eval: opacity \(first.opacity) at t=0.25")
    try CheckFailure.require(
      abs(Double(first.position.x) - 25) < 1e-9 && abs(Double(first.position.y) - 12.5) < 1e-9,
      "eval: position \(first.position) at t=0.25, expected (25, 12.5)")
    let m = first.transform
    try CheckFailure.require(
      abs(Double(m.m11)) < 1e-9 && abs(Double(m.m12) - 1) < 1e-9,
      "eval: rotation at t=0.25 gives m11 \(m.m11), m12 \(m.m12); expected 0, 1")
  }
}
