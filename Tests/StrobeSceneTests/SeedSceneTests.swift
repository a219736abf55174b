import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeScene

/// The seed examples of the animation issue as scene files (Fixtures/scenes), loaded and
/// evaluated at the times given, against values worked out by hand from
/// docs/core-animation-semantics.md §8 (measured timing-curve samples; tolerance 1e-6).
@Suite struct SeedSceneTests {
  static let dir = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/scenes")
  /// Measured samples (§8): easeOut(.25), easeOut(.5), easeInEaseOut(.25).
  static let easeOut25 = 0.3781395
  static let easeOut50 = 0.6846432
  static let easeInOut25 = 0.1291619

  func load(_ name: String) throws -> SceneDocument {
    try SceneLoader.load(contentsOf: Self.dir.appendingPathComponent("\(name).json"))
  }

  func shape(_ doc: SceneDocument, _ name: String, _ t: Double) throws -> ShapeState {
    let layer = try #require(doc.layer(named: name))
    // Presentation of the whole tree, then find the layer by name.
    func find(_ p: PresentationLayer) -> PresentationLayer? {
      if p.name == name { return p }
      for s in p.sublayers + p.maskStorage { if let hit = find(s) { return hit } }
      return nil
    }
    _ = layer
    let node = try #require(find(doc.rootLayer.presentation(at: t)))
    guard case .shape(let s) = node.content else { throw ExitCodeLike.notShape }
    return s
  }

  func state(_ doc: SceneDocument, _ name: String, _ t: Double) throws -> LayerState {
    func find(_ p: PresentationLayer) -> PresentationLayer? {
      if p.name == name { return p }
      for s in p.sublayers { if let hit = find(s) { return hit } }
      return nil
    }
    return try #require(find(doc.rootLayer.presentation(at: t))).state
  }

  enum ExitCodeLike: Error { case notShape }

  @Test func progressRing() throws {
    let doc = try load("progress-ring")
    for (t, v) in [(0.0, 0.0), (0.75, 0.375), (1.5, 0.75), (3.0, 0.75)] {
      #expect(abs(Double(try shape(doc, "ring", t).strokeEnd) - v) < 1e-9, "t = \(t)")
    }
    #expect(doc.duration == 1.5)
    #expect(doc.keyframeTimes == [0, 1.5])
  }

  @Test func morph() throws {
    let doc = try load("morph")
    for (t, x) in [(0.0, 50.0), (0.3, 25), (0.6, 0), (0.9, 25), (1.2, 50), (10.5, 25)] {
      guard case .move(let p)? = try shape(doc, "shape", t).path?.elements.first else {
        Issue.record("no path at \(t)")
        continue
      }
      #expect(abs(Double(p.x) - x) < 1e-6, "t = \(t)")
    }
    // Repeats forever: the duration counts one cycle (0.6 × 2).
    #expect(abs(doc.duration - 1.2) < 1e-12)
    #expect(doc.keyframeTimes.map { ($0 * 1e9).rounded() / 1e9 } == [0, 0.6, 1.2])
  }

  @Test func reveal() throws {
    let doc = try load("reveal")
    // The ellipse starts at (maxX, midY): from (100, 60) to (400, 60), easeOut over 0.4 s.
    let rows = [
      (0.0, 100.0), (0.1, 100 + 300 * Self.easeOut25), (0.2, 100 + 300 * Self.easeOut50),
      (0.4, 400), (1, 400),
    ]
    for (t, x) in rows {
      guard case .move(let p)? = try shape(doc, "reveal", t).path?.elements.first else {
        Issue.record("no path at \(t)")
        continue
      }
      #expect(abs(Double(p.x) - x) < 1e-4 && abs(Double(p.y) - 60) < 1e-9, "t = \(t)")
    }
  }

  @Test func fadeAndCornerRadius() throws {
    let doc = try load("fade-corner")
    for (t, o, r) in [(0.0, 1.0, 0.0), (1, 0.6, 25), (2, 0.2, 50), (3, 0.6, 25), (4, 1, 0)] {
      let s = try state(doc, "card", t)
      #expect(
        abs(Double(s.opacity) - o) < 1e-6 && abs(Double(s.cornerRadius) - r) < 1e-6, "t = \(t)")
    }
  }

  @Test func move() throws {
    let doc = try load("move")
    let rows = [(0.0, 40.0), (0.15, 40 + 200 * Self.easeInOut25), (0.3, 140), (0.6, 240), (5, 240)]
    for (t, x) in rows {
      let p = try state(doc, "box", t).position
      #expect(abs(Double(p.x) - x) < 1e-4 && p.y == 60, "t = \(t)")
    }
  }

  @Test func transactionAnimatesThreeLayersAndReportsCompletion() throws {
    let doc = try load("transaction")
    let f = Self.easeOut50
    // Before the transaction (backwards fill shows the old values), in the middle, after.
    #expect(abs(Double(try state(doc, "fader", 0.25).opacity) - 1) < 1e-6)
    #expect(abs(Double(try state(doc, "fader", 1.25).opacity) - (1 - 0.7 * f)) < 1e-6)
    let p = try state(doc, "mover", 1.25).position
    #expect(abs(p.x - (100 + 100 * f)) < 1e-4 && abs(p.y - (100 + 200 * f)) < 1e-4)
    let c = try #require(try state(doc, "tint", 1.25).backgroundColor)
    let gray = (0x8E / 255.0, 0x8E / 255.0, 0x93 / 255.0)
    let red = (1.0, 0x3B / 255.0, 0x30 / 255.0)
    #expect(abs(c.red - (gray.0 + (red.0 - gray.0) * f)) < 1e-6)
    #expect(abs(c.blue - (gray.2 + (red.2 - gray.2) * f)) < 1e-6)
    #expect(try state(doc, "fader", 2.5).opacity == 0.3)
    #expect(doc.transactionCompletions == [2.0])
    #expect(doc.duration == 2.0)
    #expect(doc.keyframeTimes == [0, 0.5, 2.0])
  }

  @Test func progressSetterTransactionAtZeroAnimates() throws {
    let doc = try load("progress-setter")
    #expect(abs(Double(try shape(doc, "ring", 0).strokeEnd) - 0.25) < 1e-9)
    let v = Double(try shape(doc, "ring", 0.3).strokeEnd)
    #expect(abs(v - (0.25 + 0.65 * Self.easeOut50)) < 1e-6)
    #expect(abs(Double(try shape(doc, "ring", 1).strokeEnd) - 0.9) < 1e-9)
    #expect(doc.transactionCompletions == [0.6])
  }
}
