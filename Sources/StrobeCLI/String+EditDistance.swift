extension String {
  /// The Levenshtein distance to `other`: the least number of single-character insertions,
  /// deletions and substitutions turning one into the other.
  ///
  /// Used to suggest the nearest option for a mistyped one (`--fromat` → `--format`, 2).
  func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for i in 1...source.count {
      current[0] = i
      for j in 1...target.count {
        let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }
}
