import Foundation
import StrobeScene
import Testing

/// `--limit layers` counts every value a replicator's `instanceCount` can take: its own, a
/// transaction's, every animation value (a cumulative animation's cycles multiplied, an
/// additive one's model value added), so no route sets 10⁹ copies unchecked (issue 15).
@Suite struct ReplicatorLimitTests {
  /// A replicator named "r" (instanceCount 2, one sublayer) with `extra` members and
  /// top-level `transactions`.
  static func scene(replicator extra: String = "", transactions: String = "[]") -> String {
    """
    {"strobe": 1, "canvas": {"width": 10, "height": 10},
     "layers": [{"type": "replicator", "name": "r", "instanceCount": 2\(extra),
                 "sublayers": [{"frame": [0, 0, 1, 1]}]}],
     "transactions": \(transactions)}
    """
  }

  static func layersRefused(_ text: String, limit: Int = 10_000) -> Int? {
    do {
      _ = try SceneLoader.load(
        data: Data(text.utf8), fileName: "r.json",
        options: SceneLoadOptions(limits: SceneLimits(layers: limit)))
      return nil
    } catch SceneError.limitExceeded(_, _, .layers, let value, _) {
      return value
    } catch {
      Issue.record("unexpected error: \(error)")
      return nil
    }
  }

  @Test func transactionValuesCount() throws {
    let tx =
      #"[{"at": 1, "changes": [{"layer": "r", "keyPath": "instanceCount", "value": 1000000000}]}]"#
    let value = try #require(Self.layersRefused(Self.scene(transactions: tx)))
    #expect(value == 1_000_000_001, "the replicator and 10⁹ copies of its sublayer")
    // A small transaction value passes.
    let small =
      #"[{"at": 1, "changes": [{"layer": "r", "keyPath": "instanceCount", "value": 50}]}]"#
    #expect(Self.layersRefused(Self.scene(transactions: small)) == nil)
    // The transaction's 50 copies (51 layers) exceed a limit of 50; without it, 3 layers fit.
    #expect(Self.layersRefused(Self.scene(transactions: small), limit: 50) != nil)
    #expect(Self.layersRefused(Self.scene(transactions: "[]"), limit: 50) == nil)
  }

  @Test func cumulativeAnimationsCountEveryCycle() throws {
    let anim = """
      , "animations": [{"type": "basic", "keyPath": "instanceCount", "fromValue": 0,
                        "toValue": 100, "duration": 1, "repeatCount": 1000, "isCumulative": true}]
      """
    let value = try #require(Self.layersRefused(Self.scene(replicator: anim)))
    #expect(value == 100_001, "100 copies per cycle over 1,000 cycles, plus the replicator")
    let forever = anim.replacingOccurrences(of: "1000", with: "\"infinity\"")
    #expect(Self.layersRefused(Self.scene(replicator: forever)) != nil)
  }

  @Test func additiveAnimationsAddTheModelValue() throws {
    let anim = """
      , "animations": [{"type": "basic", "keyPath": "instanceCount", "fromValue": 0,
                        "toValue": 6000, "duration": 1, "isAdditive": true}]
      """
    // Model 2 + 6,000: fits 10,000 layers; with a model of 5,000 it does not.
    #expect(Self.layersRefused(Self.scene(replicator: anim)) == nil)
    let big = Self.scene(replicator: anim).replacingOccurrences(
      of: "\"instanceCount\": 2", with: "\"instanceCount\": 5000")
    let value = try #require(Self.layersRefused(big))
    #expect(value == 11_001)
  }
}
