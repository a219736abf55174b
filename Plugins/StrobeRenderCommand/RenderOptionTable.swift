// swift-format-ignore-file
// Generated from the command table of `strobe render` (Sources/StrobeCLI/RenderCommand.swift)
// by `make plugin-options`; Tests/StrobeCLITests/RenderOptionTableTests.swift fails when it
// is out of date. Do not edit.

/// The options of `strobe render`, as typed.
enum RenderOptionTable {
  /// Options that take a value: the word after one is its value, never a scene.
  static let valueOptions: Set<String> = [
    "--animation",
    "--at",
    "--background",
    "--band-rows",
    "--contact-sheet",
    "--dither",
    "--fallback-resolution",
    "--format",
    "--fps",
    "--frame",
    "--frames",
    "--from",
    "--jobs",
    "--limit",
    "--manifest",
    "--max-banded-pixels",
    "--name",
    "--out",
    "--output",
    "--png-compression",
    "--scale",
    "--shard",
    "--svg-id-prefix",
    "--thumbnail-size",
    "--to",
    "-j",
    "-o",
  ]

  /// Flags: options without a value.
  static let flags: Set<String> = [
    "--allow-outside-contents",
    "--animate",
    "--force",
    "--multipage",
    "--prune",
    "--quiet",
    "--sequence-to-stdout",
    "--skip-unchanged",
    "--text-as-glyphs",
    "--verify",
    "--watch",
  ]
}
