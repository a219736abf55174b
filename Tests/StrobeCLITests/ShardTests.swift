import StrobeCLI
import Testing

@Suite struct ShardTests {
  @Test func parsesKOverN() {
    #expect(Shard(parsing: "1/3") == Shard(index: 1, count: 3))
    #expect(Shard(parsing: "3/3")?.index == 3)
    #expect(Shard(parsing: "1/1")?.count == 1)
  }

  @Test(arguments: ["0/3", "4/3", "3", "1/0", "a/b", "1/3/4", "+1/3", " 1/3", "-1/3", "/3", "1/"])
  func rejectsMalformedOrOutOfRange(text: String) {
    #expect(Shard(parsing: text) == nil)
  }

  @Test func selectsIndexModNEqualsKMinusOne() {
    let frames = Array(0..<7)
    #expect(Shard(index: 1, count: 3)!.select(frames) == [0, 3, 6])
    #expect(Shard(index: 2, count: 3)!.select(frames) == [1, 4])
    #expect(Shard(index: 3, count: 3)!.select(frames) == [2, 5])
    #expect(Shard(index: 1, count: 1)!.select(frames) == frames)
  }

  @Test func shardsPartitionTheFrames() {
    let frames = Array(0..<23)
    let shards = (1...5).map { Shard(index: $0, count: 5)!.select(frames) }
    #expect(shards.flatMap { $0 }.sorted() == frames)
    #expect(shards.map(\.count).reduce(0, +) == frames.count)
  }

  @Test func shardWithMultipageIsAUsageError() {
    #expect(
      usageError(["render", "r.json", "--shard", "2/4", "--multipage"])?.error
        == .conflictingOptions("--multipage", "--shard"))
    #expect(runStrobe(["render", "r.json", "--shard", "2/4", "--multipage"]).status == 64)
  }
}
