/// Edit distances for "did you mean" suggestions: the one distance the scene loader and the
/// CLI's option parser share.
package enum EditDistance {
  /// Optimal-string-alignment distance (insert, delete, substitute, swap neighbours).
  package static func distance(_ a: String, _ b: String) -> Int {
    let s = Array(a)
    let t = Array(b)
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
    for i in 0...s.count { d[i][0] = i }
    for j in 0...t.count { d[0][j] = j }
    for i in 1...s.count {
      for j in 1...t.count {
        let cost = s[i - 1] == t[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[s.count][t.count]
  }

  /// The longest word (in UTF-8 bytes) that gets a suggestion: every name a scene uses is far
  /// shorter, and a 16 MB key would otherwise cost time and memory quadratic in its length.
  package static let longestWord = 64

  /// The candidate closest to `word` (case-insensitively), if it is close enough.
  ///
  /// Close enough: distance ≤ max(1, min(3, word.count / 3)). Ties go to the earlier candidate.
  /// A word longer than ``longestWord`` bytes gets none, and a candidate whose length differs
  /// from the word's by more than the allowed distance is skipped without computing it (the
  /// distance is at least the length difference).
  package static func suggestion<S: Sequence>(for word: String, among candidates: S) -> String?
  where S.Element == String {
    guard word.utf8.count <= longestWord else { return nil }
    let lowered = word.lowercased()
    let length = lowered.count
    let limit = max(1, min(3, word.count / 3))
    var best: (String, Int)?
    for candidate in candidates where abs(candidate.count - length) <= limit {
      let d = distance(lowered, candidate.lowercased())
      if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
  }
}
