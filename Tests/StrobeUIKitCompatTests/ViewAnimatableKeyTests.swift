import Foundation
import StrobeCore
import StrobeUIKitCompat
import Testing

/// `UIView.animatableLayerKeys` is the property tables' view-block keys (docs/animation.md
/// §Where a property lives), the keys UIKit compat has always animated, and a view answers
/// each row's key inside an animation block accordingly.
@Suite struct ViewAnimatableKeyTests {
  /// The keys before the tables (adding a property that view blocks animate adds it here).
  static let pinned: Set<String> = [
    "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
    "sublayerTransform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
    "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "fillColor",
    "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
    "colors", "locations", "startPoint", "endPoint",
  ]

  @Test func theKeysAreTheRowsThatAnimateInViewBlocks() {
    let fromRows = Set(LayerPropertyTables.all.filter(\.animatesInViewBlocks).map(\.key))
    #expect(UIView.animatableLayerKeys == fromRows)
    #expect(UIView.animatableLayerKeys == Self.pinned)
  }

  @Test func aViewAnimatesExactlyThoseKeysInABlock() {
    DocumentClock.withFreshContext {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      CATransaction.flush()
      var answers: [String: Bool] = [:]
      UIView.animate(withDuration: 1) {
        for row in LayerPropertyTables.all {
          answers[row.key] = v.action(for: v.layer, forKey: row.key) is CABasicAnimation
        }
      }
      for row in LayerPropertyTables.all {
        #expect(answers[row.key] == row.animatesInViewBlocks, "\(row.key)")
      }
      // Outside a block nothing animates.
      #expect(v.action(for: v.layer, forKey: "opacity") is NSNull)
    }
  }
}
