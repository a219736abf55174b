import Foundation
import StrobeGeometry
import StrobeScene

extension LottieSceneBuilder {
  /// Throws ``LottieError/limitExceeded(file:path:position:limit:value:maximum:)`` at `value`
  /// when `count` is over `limit`, before anything is made.
  ///
  /// `count` is what the value would make (layers, path elements, sampled frames, nesting
  /// levels), as a floating-point number so that a count of 10³⁰⁰ is refused rather than
  /// converted. `scene`: against ``sceneLimits`` (what the scene holds, not what the importer
  /// expands).
  func checkLimit(
    _ limit: SceneLimits.Limit, count: Double, at value: LottieValue, scene: Bool = false
  ) throws {
    let maximum = (scene ? sceneLimits : limits)[limit]
    guard !(count <= Double(maximum)) else { return }
    throw LottieError.limitExceeded(
      file: value.file, path: value.path, position: value.position, limit: limit,
      value: count.isNaN ? .max : Int(saturating: count), maximum: maximum)
  }

  /// Runs `body`, which samples keyframes at whole frames, reporting a sampling over the
  /// `keyframes` limit at `value`.
  func sampling<T>(at value: LottieValue, _ body: (Int) throws -> T) throws -> T {
    do {
      return try body(limits.keyframes)
    } catch let error as LottieSampling.TooManyFrames {
      throw LottieError.limitExceeded(
        file: value.file, path: value.path, position: value.position, limit: .keyframes,
        value: error.count, maximum: limits.keyframes)
    }
  }

  /// The layers a composition's `layers` make once expanded, at least.
  ///
  /// Each layer counts once plus once per ancestor (parenting wraps a layer in a copy of each
  /// ancestor's transform), a precomposition's layers once per instance (nested ones
  /// multiply). Memoised per asset, so counting takes time linear in the file however the
  /// references multiply; saturates at `Double.greatestFiniteMagnitude`. A precomposition
  /// containing itself counts 1 there (the build reports the cycle).
  func expandedLayerCount(_ layersValue: LottieValue, memo: inout [String: Double]) -> Double {
    guard let items = try? layersValue.array() else { return 0 }
    var total = 0.0
    for (layer, ancestors) in zip(items, parentChains(items)) {
      total += 1 + Double(ancestors)
      guard let ref = try? layer.string("refId"),
        (try? layer.number("ty", default: -1)) == 0, let asset = assets[ref],
        let inner = asset["layers"]
      else { continue }
      if let known = memo[ref] {
        total += known
        continue
      }
      memo[ref] = 1  // a cycle counts 1 (and is refused when built)
      let count = expandedLayerCount(inner, memo: &memo)
      memo[ref] = count
      total += count
    }
    return min(total, .greatestFiniteMagnitude)
  }

  /// The number of ancestors (`parent` → `ind`) of each of a composition's layers, memoised
  /// so the walk is linear in the layers; a cycle counts as far as it goes (the build
  /// reports it).
  func parentChains(_ layers: [LottieValue]) -> [Int] {
    var byIndex: [Int: LottieValue] = [:]
    for layer in layers {
      if let ind = try? layer["ind"]?.number(), ind.isFinite, abs(ind) < 9e15 {
        byIndex[Int(ind)] = layer
      }
    }
    var depth: [Int: Int] = [:]
    func chain(_ layer: LottieValue) -> Int {
      var path: [Int] = []
      var visited: Set<Int> = []
      var current = layer
      var base = 0
      while let p = try? current["parent"]?.number(), p.isFinite, abs(p) < 9e15 {
        let index = Int(p)
        if let known = depth[index] {
          base = known + 1
          break
        }
        guard let parent = byIndex[index], visited.insert(index).inserted else { break }
        path.append(index)
        current = parent
      }
      // path[i] has the ancestors after it in the walk, plus `base` above the last one.
      for (i, index) in path.enumerated().reversed() {
        depth[index] = base + (path.count - 1 - i)
      }
      return base + path.count
    }
    return layers.map(chain)
  }
}
