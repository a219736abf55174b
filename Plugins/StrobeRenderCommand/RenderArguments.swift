import Foundation

// How `strobe-render` splits its words (docs/build-integration.md §The strobe-render command
// plugin), apart from PackagePlugin so that Tests/StrobeCLITests compiles this file and the
// generated RenderOptionTable.swift (through symbolic links) and checks every option of
// `strobe render`'s command table.

/// The words of one `strobe-render` run after `--out` and `--target` were taken out.
struct RenderArguments: Equatable {
  /// Scene paths, as given.
  var scenes: [String] = []
  /// Options passed to every `strobe render` run unchanged (all but `--manifest`).
  var options: [String] = []
  /// `--manifest`: the file to write the merged list of every scene's outputs to.
  var manifest: String?

  /// Splits `words`: a value-taking option of `strobe render` (``RenderOptionTable``) and
  /// the word after it are an option and its value; `--name=value` and other words starting
  /// with `-` (flags, and unknown options, which `strobe render` then reports) are options;
  /// after `--` every word is a scene; the other words are scenes.
  init(_ words: [String]) {
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        scenes.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word == "--manifest" {
        if index < words.count {
          manifest = words[index]
          index += 1
        } else {
          options.append(word)  // strobe render reports the missing value
        }
      } else if word.hasPrefix("--manifest=") {
        manifest = String(word.dropFirst("--manifest=".count))
      } else if RenderOptionTable.valueOptions.contains(word) {
        options.append(word)
        if index < words.count {
          options.append(words[index])
          index += 1
        }
      } else {
        options.append(word)
      }
    }
  }

  /// One `--manifest` file from the manifests of several runs (each a JSON array of objects,
  /// one per line, as `strobe render` writes them): their entries in run order; where two
  /// runs wrote the same path, the later entry replaces the earlier.
  static func mergedManifest(_ manifests: [String]) throws -> String {
    var lines: [String] = []
    var lineOfPath: [String: Int] = [:]
    for text in manifests {
      guard let data = text.data(using: .utf8),
        let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
      else { throw RenderArgumentsError.badManifest(text: String(text.prefix(80))) }
      let entryLines = text.split(separator: "\n").filter { $0.hasPrefix("  {") }.map {
        $0.hasSuffix(",") ? String($0.dropLast()) : String($0)
      }
      guard entryLines.count == entries.count else {
        throw RenderArgumentsError.badManifest(text: String(text.prefix(80)))
      }
      for (entry, line) in zip(entries, entryLines) {
        let path = entry["path"] as? String ?? ""
        if let at = lineOfPath[path] {
          lines[at] = line
        } else {
          lineOfPath[path] = lines.count
          lines.append(line)
        }
      }
    }
    return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }
}

/// Why `strobe-render` cannot merge the manifests.
enum RenderArgumentsError: Error, CustomStringConvertible, Equatable {
  /// A run's manifest is not the JSON list `strobe render` writes.
  case badManifest(text: String)

  var description: String {
    switch self {
    case .badManifest(let text):
      return "a strobe render manifest is not a JSON list of outputs: \(text)"
    }
  }
}
