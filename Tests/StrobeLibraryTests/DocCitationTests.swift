import Foundation
import Testing

/// Docs citations resolve, and nothing points at notes outside the repository.
///
/// Every `docs/<file>.md §<section>` citation in Sources, Tests, Plugins, Examples, scripts
/// and docs names a file and a section that exist (docs/core-animation-semantics.md,
/// introduction). `make docs` runs this suite first.
@Suite struct DocCitationTests {
  /// The repository root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The checker, on this repository.
  static let checker = DocCitationChecker(root: root)

  /// This suite's own files, which quote unresolved citations on purpose.
  static let ownFiles: Set<String> = [
    URL(fileURLWithPath: #filePath).path,
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("DocCitationChecker.swift").path,
  ]

  @Test func everyCitationInTheRepositoryResolves() throws {
    let problems = try Self.checker.problems(excluding: Self.ownFiles)
    #expect(problems.isEmpty, "unresolved citations:\n\(problems.joined(separator: "\n"))")
  }

  @Test func theSpecificationKeepsTheSectionsTheCodeCites() throws {
    let spec = Self.root.appendingPathComponent("docs/core-animation-semantics.md")
    let headings = DocCitationChecker.headings(of: spec)
    for number in ["1.2", "2.3", "3.2", "4.1", "6.4", "9.2", "11.1", "12.1", "13"] {
      #expect(DocCitationChecker.resolves(number, in: headings), "§\(number) missing")
    }
  }

  @Test func resolvableCitationsPass() {
    let text = """
      /// Rules (docs/core-animation-semantics.md §3.2): decomposition.
      /// Keyframes (docs/core-animation-semantics.md §6.1–§6.3, and §6).
      /// Output names (docs/cli-conventions.md §Output names).
      /// Text (docs/scene-format.md §Text stroke, §Text animators).
      /// A wrapped one: docs/lottie.md §Supported
      /// See README.md §The command line and docs/lottie.md §3-D layers; done.
      """
    #expect(Self.checker.problems(in: text, file: "Sources/StrobeCore/X.swift") == [])
    let doc = "[spec](core-animation-semantics.md#92-action-lookup), animation.md §Time."
    #expect(Self.checker.problems(in: doc, file: "docs/x.md") == [])
  }

  @Test func aMissingSectionIsNamedWithFileAndLine() {
    let text = "// first line\n/// See docs/core-animation-semantics.md §99 for it.\n"
    #expect(
      Self.checker.problems(in: text, file: "Sources/A.swift") == [
        "Sources/A.swift:2: docs/core-animation-semantics.md has no section §99 for it."
      ])
    let heading = "// docs/cli-conventions.md §Output nicknames"
    #expect(
      Self.checker.problems(in: heading, file: "Sources/B.swift") == [
        "Sources/B.swift:1: docs/cli-conventions.md has no section §Output nicknames"
      ])
    let range = "// docs/core-animation-semantics.md §6.1–§6.9"
    #expect(
      Self.checker.problems(in: range, file: "Sources/C.swift") == [
        "Sources/C.swift:1: docs/core-animation-semantics.md has no section §6.9"
      ])
  }

  @Test func aMissingFileOrABareSpecNameFails() {
    let text = "// core-animation-semantics.md §1.2\n// docs/nowhere.md §1\n"
    #expect(
      Self.checker.problems(in: text, file: "Sources/A.swift") == [
        "Sources/A.swift:1: core-animation-semantics.md does not exist",
        "Sources/A.swift:2: docs/nowhere.md does not exist",
      ])
  }

  @Test func referencesOutsideTheRepositoryFail() {
    let text = "// see ../shared/docs/x.md\n# shared/docs notes\n../shared/corpus/lottie is data\n"
    #expect(
      Self.checker.problems(in: text, file: "scripts/a.py") == [
        "scripts/a.py:1: cites shared/docs, outside the repository",
        "scripts/a.py:2: cites shared/docs, outside the repository",
      ])
  }

  @Test func aLinkToAMissingHeadingFails() {
    let text = "See [time](animation.md#timing) and [ok](animation.md#time)."
    #expect(
      Self.checker.problems(in: text, file: "docs/x.md") == [
        "docs/x.md:1: animation.md has no heading for the link #timing"
      ])
  }
}
