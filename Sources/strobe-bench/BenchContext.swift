import Foundation

/// What the benchmarks of one run share: the baseline workspace and the notes to print
/// after the results (correctness cross-checks, skipped benchmarks).
final class BenchContext {
  /// The scene and the C baseline, built on first use.
  let workspace: BaselineWorkspace
  /// Lines printed under the results.
  var notes: [String] = []

  /// A context using `workspace`.
  init(workspace: BaselineWorkspace) { self.workspace = workspace }
}
