import Foundation
import SeededRandom
import StrobeGeometry

/// Geometry benchmarks: measuring, trimming and morphing cubic paths (issue 3 targets).
enum PathBenchmarks {
  /// The geometry benchmarks.
  static func all() -> [Benchmark] {
    [
      Benchmark(
        name: "path.measure/segments=1000",
        summary: "PathMeasure of a 1,000-segment open cubic path at accuracy 1e-6"
      ) {
        let path = randomWalk(segments: 1000, seed: 1)
        try checkMeasure(path)
        return {
          let measure = PathMeasure(path, accuracy: 1e-6)
          precondition(measure.length > 0)
          blackHole(measure)
        }
      },
      Benchmark(
        name: "path.trim/segments=1000",
        summary: "trimmed(from:to:) of the measured 1,000-segment path, ranges varied per call"
      ) {
        let measure = PathMeasure(randomWalk(segments: 1000, seed: 1), accuracy: 1e-6)
        var generator = SeededGenerator(seed: 7)
        let ranges: [(Double, Double)] = (0..<64).map { _ in
          let a = generator.uniform(0...0.9)
          return (a, a + generator.uniform(0.01...(1 - a)))
        }
        try checkTrim(measure, ranges: ranges)
        var index = 0
        return {
          let (a, b) = ranges[index & 63]
          index &+= 1
          let piece = measure.trimmed(from: a, to: b)
          precondition(!piece.isEmpty)
          blackHole(piece)
        }
      },
      Benchmark(
        name: "path.morph.resample/segments=100",
        summary: "PathMorph(from:to:) of two 100-segment closed contours plus path(at:) at one t"
      ) {
        let (a, b) = (closedBlob(segments: 100, seed: 3), closedBlob(segments: 100, seed: 4))
        try checkMorph(PathMorph(from: a, to: b), a: a, b: b)
        return {
          let path = PathMorph(from: a, to: b).path(at: 0.37)
          precondition(path.elements.count > 100)
          blackHole(path)
        }
      },
      Benchmark(
        name: "path.morph.eval/segments=100",
        summary: "path(at:) of a prepared 100-segment morph (the per-frame cost)"
      ) {
        let (a, b) = (closedBlob(segments: 100, seed: 3), closedBlob(segments: 100, seed: 4))
        let morph = PathMorph(from: a, to: b)
        var t = 0.0
        return {
          t = t >= 1 ? 0 : t + 0.01
          let path = morph.path(at: t)
          precondition(path.elements.count > 100)
          blackHole(path)
        }
      },
    ]
  }

  /// An open path of `segments` cubics: a seeded random walk with controls near each step.
  static func randomWalk(segments: Int, seed: UInt64) -> PathData {
    var g = SeededGenerator(seed: seed)
    var p = CGPoint(x: 500, y: 500)
    var path = PathData()
    path.append(.move(to: p))
    for _ in 0..<segments {
      let q = CGPoint(x: p.x + g.uniform(-40...40), y: p.y + g.uniform(-40...40))
      let c1 = CGPoint(x: p.x + g.uniform(-30...30), y: p.y + g.uniform(-30...30))
      let c2 = CGPoint(x: q.x + g.uniform(-30...30), y: q.y + g.uniform(-30...30))
      path.append(.curve(to: q, control1: c1, control2: c2))
      p = q
    }
    return path
  }

  /// A closed contour of `segments` cubics around a circle of radius ≈ 100 with jittered radii.
  static func closedBlob(segments: Int, seed: UInt64) -> PathData {
    var g = SeededGenerator(seed: seed)
    let points = (0..<segments).map { i -> CGPoint in
      let angle = 2 * Double.pi * Double(i) / Double(segments)
      let r = 100 * g.uniform(0.8...1.2)
      return CGPoint(x: 200 + r * cos(angle), y: 200 + r * sin(angle))
    }
    var path = PathData()
    path.append(.move(to: points[0]))
    for i in 0..<segments {
      let p = points[i]
      let q = points[(i + 1) % segments]
      let d = CGPoint(x: (q.x - p.x) / 3, y: (q.y - p.y) / 3)
      path.append(
        .curve(
          to: q, control1: CGPoint(x: p.x + d.x + d.y * 0.3, y: p.y + d.y - d.x * 0.3),
          control2: CGPoint(x: q.x - d.x + d.y * 0.3, y: q.y - d.y - d.x * 0.3)))
    }
    path.append(.closeSubpath)
    return path
  }

  /// Checks the measured length lies between the chord sum and the control-polygon sum
  /// (a cubic's arc length is bounded by both).
  static func checkMeasure(_ path: PathData) throws {
    var chords = 0.0
    var polygon = 0.0
    var current = CGPoint.zero
    func dist(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(b.x - a.x, b.y - a.y) }
    for e in path.elements {
      switch e {
      case .move(let p): current = p
      case .curve(let q, let c1, let c2):
        chords += dist(current, q)
        polygon += dist(current, c1) + dist(c1, c2) + dist(c2, q)
        current = q
      default: break
      }
    }
    let length = PathMeasure(path, accuracy: 1e-6).length
    guard length >= chords, length <= polygon else {
      throw CheckFailure(
        description: "path.measure: length \(length) outside [chords \(chords), polygon \(polygon)]"
      )
    }
  }

  /// Checks each trimmed piece measures (b − a) × the full length, within 1e-6 relative.
  static func checkTrim(_ measure: PathMeasure, ranges: [(Double, Double)]) throws {
    for (a, b) in ranges.prefix(8) {
      let expected = (b - a) * measure.length
      let got = PathMeasure(measure.trimmed(from: a, to: b), accuracy: 1e-6).length
      guard abs(got - expected) <= 1e-6 * measure.length else {
        throw CheckFailure(
          description: "path.trim: piece \(a)…\(b) measures \(got), expected \(expected)")
      }
    }
  }

  /// Checks the morph's ends trace the inputs (same length within 1e-6 relative).
  static func checkMorph(_ morph: PathMorph, a: PathData, b: PathData) throws {
    for (t, input) in [(0.0, a), (1.0, b)] {
      let want = PathMeasure(input, accuracy: 1e-6).length
      let got = PathMeasure(morph.path(at: t), accuracy: 1e-6).length
      guard abs(got - want) <= 1e-6 * want else {
        throw CheckFailure(
          description: "path.morph: length at t=\(t) is \(got), input measures \(want)")
      }
    }
  }
}
