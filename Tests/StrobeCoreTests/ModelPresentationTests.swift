import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

// Subclasses of every layer class: without animations they present their model directly,
// as Strobe's own classes do (`animatedModel` cannot be overridden outside StrobeCore), and
// the snapshot must be the one the general route gives.
private final class PlainSubclass: CALayer {}
private final class ShapeSubclass: CAShapeLayer {}
private final class TextSubclass: CATextLayer {}
private final class GradientSubclass: CAGradientLayer {}
private final class ReplicatorSubclass: CAReplicatorLayer {}
private final class TransformSubclass: CATransformLayer {}

/// A layer without animations presents its model directly; the snapshot is the one the
/// general route (through `animatedModel`) gives, for every layer class.
@Suite struct ModelPresentationTests {
  /// The layer classes a tree is built from.
  struct Classes {
    var plain: CALayer.Type
    var shape: CAShapeLayer.Type
    var text: CATextLayer.Type
    var gradient: CAGradientLayer.Type
    var replicator: CAReplicatorLayer.Type
    var transform: CATransformLayer.Type
  }

  /// A layer of class `type`, made from its metatype (`CALayer.makeInstance(of:)`).
  static func make<T: CALayer>(_ type: T.Type) -> T {
    guard let layer = CALayer.makeInstance(of: type) as? T else {
      preconditionFailure("\(type) cannot be made from its metatype")
    }
    return layer
  }

  static let strobe = Classes(
    plain: CALayer.self, shape: CAShapeLayer.self, text: CATextLayer.self,
    gradient: CAGradientLayer.self, replicator: CAReplicatorLayer.self,
    transform: CATransformLayer.self)
  static let subclasses = Classes(
    plain: PlainSubclass.self, shape: ShapeSubclass.self, text: TextSubclass.self,
    gradient: GradientSubclass.self, replicator: ReplicatorSubclass.self,
    transform: TransformSubclass.self)

  /// Snapshots at a few times of one tree with every kind of layer, built from `classes`.
  ///
  /// Built in a fresh clock context (one animated layer inside the replicator, so its delayed
  /// copies differ). With `generalRoute`, every layer also gets an animation that starts
  /// only at 10⁹ s: it changes no value, but a layer with an animation takes the general
  /// evaluator's route instead of presenting its model as it is.
  static func snapshots(_ classes: Classes, generalRoute: Bool = false) -> [PresentationLayer] {
    DocumentClock.withFreshContext {
      func make<T: CALayer>(_ type: T.Type) -> T {
        let layer = Self.make(type)
        if generalRoute {
          let dormant = CABasicAnimation(keyPath: "zPosition")
          dormant.fromValue = 1.0
          dormant.toValue = 2.0
          dormant.beginTime = 1e9
          layer.add(dormant, forKey: "dormant")
        }
        return layer
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      let root = make(classes.plain)
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
      root.name = "root"

      let shape = make(classes.shape)
      shape.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
      shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
      shape.fillColor = CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1)
      shape.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
      shape.lineWidth = 3
      shape.strokeEnd = 0.75
      let mask = make(classes.plain)
      mask.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
      mask.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
      shape.mask = mask
      root.addSublayer(shape)

      let text = make(classes.text)
      text.frame = CGRect(x: 80, y: 10, width: 100, height: 30)
      text.string = "Strobe"
      text.fontSize = 14
      root.addSublayer(text)

      let gradient = make(classes.gradient)
      gradient.frame = CGRect(x: 10, y: 60, width: 50, height: 50)
      gradient.colors = [
        CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
        CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
      ]
      root.addSublayer(gradient)

      let replicator = make(classes.replicator)
      replicator.frame = CGRect(x: 70, y: 60, width: 120, height: 50)
      replicator.instanceCount = 3
      replicator.instanceDelay = 0.1
      replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
      let dot = make(classes.plain)
      dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      dot.backgroundColor = CGColor(srgbRed: 0, green: 0.5, blue: 0, alpha: 1)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0.0
      fade.toValue = 1.0
      fade.duration = 1
      dot.add(fade, forKey: "fade")
      replicator.addSublayer(dot)
      root.addSublayer(replicator)

      let group = make(classes.transform)
      group.transform = CATransform3DMakeRotation(0.3, 0, 1, 0)
      let child = make(classes.plain)
      child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      child.zPosition = 5
      group.addSublayer(child)
      root.addSublayer(group)
      CATransaction.commit()
      return [0, 0.05, 0.35, 2].map { root.presentation(at: $0) }
    }
  }

  @Test func everyClassPresentsTheSameSnapshotAsTheGeneralRoute() throws {
    let direct = Self.snapshots(Self.strobe)
    let general = Self.snapshots(Self.subclasses, generalRoute: true)
    #expect(direct.count == 4)
    #expect(direct == general)
    // Subclasses present their model directly too.
    #expect(Self.snapshots(Self.subclasses) == direct)
    // The tree is not trivial: the replicator's delayed copies differ at 0.35 s.
    guard case .replicator(let content) = direct[2].sublayers[3].content else {
      Issue.record("the replicator's snapshot has no replicator content")
      return
    }
    #expect(content.instances.count == 2)
    let opacities = content.instances.map { Double($0[0].state.opacity) }
    // Opacity is a Float, as in Core Animation.
    #expect(abs(opacities[0] - 0.25) < 1e-6 && abs(opacities[1] - 0.15) < 1e-6)
  }
}
