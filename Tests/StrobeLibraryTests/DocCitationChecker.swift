import Foundation

/// Finds citations of the project's docs that do not resolve (docs/core-animation-semantics.md,
/// introduction; docs/cli-conventions.md).
///
/// A citation is `<path>.md §<section>`: the file is looked up next to the citing file, then
/// from the repository root, so `docs/lottie.md §Text animators` from Sources and
/// `animation.md §Time` from docs/ both resolve. A section is either a number — `§6`, `§6.4` —
/// naming a heading that starts with it (`## 6. CAKeyframeAnimation`, `### 6.4 path and
/// rotationMode`), or heading text: the words after `§` up to a closing bracket, comma,
/// semicolon, full stop or quote (a quote before them is skipped) are a heading, start one
/// (`§PNG encoding` for "PNG encoding (issue 6 …)", or a citation cut by a line break), or
/// start with one. Further `§` references on the same line (`§6.1–§6.3`,
/// `§Text stroke, §Text animators`) cite the same file. Any mention of `shared/docs` or
/// `../shared/` fails too, except the Lottie corpus `../shared/corpus/`, which is data that
/// may not be committed (docs/lottie.md §Conformance on real files).
struct DocCitationChecker {
  /// The repository root.
  let root: URL

  /// The folders scanned, relative to the root.
  static let folders = ["Sources", "Tests", "Plugins", "Examples", "scripts", "docs"]
  /// The file name extensions scanned (Lottie and scene fixtures are data, not prose).
  static let extensions: Set<String> = ["swift", "md", "py", "sh"]

  /// `file:line: problem` for every unresolved citation under ``folders``, skipping the files
  /// at the absolute paths in `excluded` (this check's own sources, which quote bad examples).
  func problems(excluding excluded: Set<String>) throws -> [String] {
    var found: [String] = []
    for folder in Self.folders {
      let base = root.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walker {
        guard Self.extensions.contains(url.pathExtension), !excluded.contains(url.path)
        else { continue }
        if url.pathComponents.contains(".build") { continue }
        let text = try String(contentsOf: url, encoding: .utf8)
        let relative = String(url.path.dropFirst(root.path.count + 1))
        found += problems(in: text, file: relative)
      }
    }
    return found.sorted()
  }

  /// `file:line: problem` for every unresolved citation in `text`, which is the content of
  /// `file` (a path relative to the root).
  func problems(in text: String, file: String) -> [String] {
    var found: [String] = []
    let folder = (file as NSString).deletingLastPathComponent
    for (index, line) in text.components(separatedBy: "\n").enumerated()
    where line.contains("shared") || line.contains(".md") {
      let place = "\(file):\(index + 1)"
      for banned in ["shared/docs", "../shared/"]
      where line.contains(banned) && !line.contains("../shared/corpus/") {
        found.append("\(place): cites \(banned), outside the repository")
        break
      }
      for citation in Self.citations(in: line) {
        guard let target = resolve(citation.file, from: folder) else {
          found.append("\(place): \(citation.file) does not exist")
          continue
        }
        let headings = Self.headings(of: target)
        for section in citation.sections where !Self.resolves(section, in: headings) {
          found.append("\(place): \(citation.file) has no section §\(section.prefix(40))")
        }
      }
      for link in line.matches(of: /\]\(([A-Za-z0-9_.\/-]+\.md)#([^)\s]+)\)/) {
        let (file, anchor) = (String(link.output.1), String(link.output.2))
        guard let target = resolve(file, from: folder) else {
          found.append("\(place): \(file) does not exist")
          continue
        }
        if !Self.headings(of: target).map(Self.anchor).contains(anchor) {
          found.append("\(place): \(file) has no heading for the link #\(anchor)")
        }
      }
    }
    return found
  }

  /// One `<path>.md §…` citation: the path as written and the text after each of its `§`.
  struct Citation {
    /// The cited path, as written.
    let file: String
    /// For each `§` of the citation, the rest of its stretch of the line.
    let sections: [String]
  }

  /// The citations in one line.
  static func citations(in line: String) -> [Citation] {
    let pattern = /([A-Za-z0-9_.\/-]+\.md) §/
    let matches = line.matches(of: pattern)
    var result: [Citation] = []
    for (i, match) in matches.enumerated() {
      let end = i + 1 < matches.count ? matches[i + 1].range.lowerBound : line.endIndex
      let stretch = line[match.range.upperBound..<end]
      let sections = ("§" + stretch).split(separator: "§").map(String.init)
      result.append(Citation(file: String(match.output.1), sections: sections))
    }
    return result
  }

  /// The cited file, next to the citing file's folder or from the root, if it exists.
  func resolve(_ path: String, from folder: String) -> URL? {
    for candidate in [
      root.appendingPathComponent(folder).appendingPathComponent(path),
      root.appendingPathComponent(path),
    ] where FileManager.default.fileExists(atPath: candidate.standardizedFileURL.path) {
      return candidate.standardizedFileURL
    }
    return nil
  }

  /// The heading texts of a Markdown file (`#` marks, backticks and outer spaces removed),
  /// outside fenced code blocks.
  static func headings(of file: URL) -> [String] {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    var inFence = false
    var result: [String] = []
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.replacingOccurrences(of: "`", with: "")
      result.append(title.trimmingCharacters(in: .whitespaces))
    }
    return result
  }

  /// The anchor a Markdown renderer gives a heading, as GitHub does: lower case, spaces to
  /// hyphens, other punctuation dropped.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { c -> Character? in
        if c == " " { return "-" }
        return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
      })
  }

  /// Whether the text after one `§` names one of `headings`.
  static func resolves(_ section: String, in headings: [String]) -> Bool {
    if let number = section.prefixMatch(of: /[0-9]+(\.[0-9]+)*(?![0-9A-Za-z-])/) {
      let cited = String(number.output.0)
      return headings.contains { heading in
        guard let head = heading.prefixMatch(of: /[0-9]+(\.[0-9]+)*/) else { return false }
        return String(head.output.0) == cited
      }
    }
    let unquoted = section.drop { "\"“'`".contains($0) }
    let name = unquoted.prefix { !")],;.\"”`".contains($0) }.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return false }
    return headings.contains { heading in
      heading == name || heading.hasPrefix(name + " ") || name.hasPrefix(heading + " ")
    }
  }
}
