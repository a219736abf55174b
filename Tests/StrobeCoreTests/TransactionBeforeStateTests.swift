import Foundation
import Testing

@testable import StrobeCore

/// What a transition captures as "before" (docs/core-animation-semantics.md §12.1), and how
/// the transaction keeps the layers it changed until its commit.
@Suite struct TransactionBeforeStateTests {
  /// A layer made in the transaction that adds its transition was never rendered: the
  /// captured rendering has nothing of it, so a fade brings its content in from nothing.
  @Test func aLayerMadeInTheTransactionIsAbsentBefore() throws {
    try DocumentClock.withFreshContext {
      let card = CALayer()
      card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      let sub = CALayer()
      sub.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
      card.addSublayer(sub)
      let fade = CATransition()
      fade.duration = 1
      card.add(fade, forKey: nil)
      CATransaction.flush()
      let node = card.presentation(at: 0.5)
      let before = try #require(node.transitions.first?.spec.before.first)
      #expect(before.state.isHidden)
      #expect(before.sublayers.isEmpty)
      #expect(before.state.backgroundColor == nil)
      // The layer itself shows its new state.
      #expect(!node.state.isHidden)
      #expect(node.sublayers.count == 1)
    }
  }

  /// A committed layer changed in the transaction shows its state before the change, and a
  /// sublayer added in the transaction is not in it.
  @Test func aCommittedLayerShowsItsStateBeforeTheChange() throws {
    try DocumentClock.withFreshContext {
      let card = CALayer()
      card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      CATransaction.flush()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
      card.addSublayer(CALayer())
      card.add(CATransition(), forKey: nil)
      CATransaction.commit()
      let node = card.presentation(at: 0.1)
      let before = try #require(node.transitions.first?.spec.before.first)
      #expect(!before.state.isHidden)
      #expect(before.state.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      #expect(before.sublayers.isEmpty)
      #expect(node.state.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
      #expect(node.sublayers.count == 1)
    }
  }

  /// Layers made and changed in one transaction live until its commit even when nothing
  /// else holds them, however their changes interleave (the list of them is compacted as it
  /// grows past its first threshold).
  @Test func layersMadeAndChangedLiveUntilTheCommit() {
    DocumentClock.withFreshContext {
      weak var first: CALayer?
      weak var last: CALayer?
      do {
        var layers: [CALayer] = (0..<1_500).map { _ in CALayer() }
        first = layers.first
        last = layers.last
        // Alternate between two layers, then touch every layer: 4,500 changes.
        for k in 0..<1_500 {
          layers[0].opacity = Float(k % 2)
          layers[1].opacity = Float(k % 2)
          layers[k].zPosition = 1
        }
        layers.removeAll()
      }
      #expect(first != nil)
      #expect(last != nil)
      CATransaction.flush()
      #expect(first == nil)
      #expect(last == nil)
    }
  }
}
