import Foundation
import Synchronization

/// Path measures remembered by path value, so that a path trimmed frame after frame (a
/// CAShapeLayer whose `strokeEnd` animates) is measured once.
///
/// Keyed by ``PathData`` equality: two equal paths share one measure however they were
/// made. Every measure is made with ``PathMeasure/defaultAccuracy``, so a cached trim is the
/// very path ``PathData/trimmed(from:to:accuracy:)`` returns (measuring is deterministic).
///
/// Memory is bounded: the cache holds measures of at most ``maximumElements`` path elements
/// in all (a path with none counts as one); inserting beyond that drops the oldest entries
/// first, and a path larger than the whole budget is measured without being kept.
///
/// A `Sendable` class: one cache may serve renders on several threads. Its state is behind a
/// `Mutex`; a measure is computed outside the lock, so threads never wait for each other's
/// measuring (two threads missing the same path at once both measure it, and the first
/// stored is kept).
public final class PathMeasureCache: Sendable {
  /// The default budget: 65,536 path elements (about 10 MB of measures).
  public static let defaultMaximumElements = 1 << 16

  /// The most path elements whose measures are kept at once.
  public let maximumElements: Int

  /// How often ``measure(_:)`` found a measure and how often it had to make one.
  public struct Statistics: Sendable, Hashable {
    /// Look-ups answered from the cache.
    public var hits = 0
    /// Look-ups that measured the path.
    public var misses = 0
    /// Paths held now.
    public var count = 0
    /// Path elements held now (a path with none counts as one).
    public var elements = 0
  }

  private struct State {
    var measures: [PathData: PathMeasure] = [:]
    /// The keys in insertion order; `order[head...]` are still held, oldest first.
    var order: [PathData] = []
    var head = 0
    var statistics = Statistics()
  }

  private let state = Mutex(State())

  /// An empty cache holding at most `maximumElements` path elements (at least 1).
  public init(maximumElements: Int = PathMeasureCache.defaultMaximumElements) {
    self.maximumElements = max(maximumElements, 1)
  }

  /// The hit and miss counts and what the cache holds.
  public var statistics: Statistics { state.withLock { $0.statistics } }

  /// The measure of `path` at the default accuracy, made on the first request for a path
  /// equal to it (while the cache keeps it).
  public func measure(_ path: PathData) -> PathMeasure {
    let found = state.withLock { state -> PathMeasure? in
      let measure = state.measures[path]
      if measure != nil { state.statistics.hits += 1 } else { state.statistics.misses += 1 }
      return measure
    }
    if let found { return found }
    let measure = PathMeasure(path)
    let weight = Self.weight(of: path)
    guard weight <= maximumElements else { return measure }
    return state.withLock { state in
      if let earlier = state.measures[path] { return earlier }
      state.measures[path] = measure
      state.order.append(path)
      state.statistics.count += 1
      state.statistics.elements += weight
      while state.statistics.elements > maximumElements {
        let oldest = state.order[state.head]
        state.head += 1
        state.measures[oldest] = nil
        state.statistics.count -= 1
        state.statistics.elements -= Self.weight(of: oldest)
      }
      if state.head > 64 && state.head * 2 > state.order.count {
        state.order.removeFirst(state.head)
        state.head = 0
      }
      return measure
    }
  }

  /// `path` trimmed to the fraction range `start…end` of its length: exactly
  /// ``PathData/trimmed(from:to:accuracy:)`` at the default accuracy, measured through the
  /// cache.
  public func trimmed(_ path: PathData, from start: Double, to end: Double) -> PathData {
    path.trimmed(from: start, to: end) { measure(path) }
  }

  /// What `path` counts against ``maximumElements``.
  private static func weight(of path: PathData) -> Int { max(path.elements.count, 1) }
}
