/// A `--shard K/N` selection: the frames whose 0-based index i satisfies i mod N = K − 1.
///
/// ```
/// Shard(index: 2, count: 3)!.select(["a", "b", "c", "d", "e"])  // ["b", "e"]
/// ```
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// K, from 1 to ``count``.
  public let index: Int
  /// N, at least 1.
  public let count: Int

  /// A shard, or `nil` unless 1 ≤ `index` ≤ `count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, index >= 1, index <= count else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `K/N` (decimal digits only, no spaces or signs); `nil` when malformed or out of range.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { return nil }
    self.init(index: index, count: count)
  }

  /// Whether the frame at 0-based `frameIndex` belongs to this shard.
  public func includes(frameIndex: Int) -> Bool {
    frameIndex % count == index - 1
  }

  /// The elements of `frames` (in time order) that belong to this shard, in order.
  public func select<Element>(_ frames: [Element]) -> [Element] {
    frames.enumerated().filter { includes(frameIndex: $0.offset) }.map(\.element)
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }
}
