import CGLib
import CPangoCairo
import Foundation
import Testing

/// The stub modules' own declarations of Pango's and GLib's types agree with their headers.
///
/// CPangoCairo and CGLib declare them so that building needs no Pango or GLib header
/// (docs/performance.md §Lazy libraries). These tests hold those declarations to the real
/// headers: a C program that includes `<pango/pangocairo.h>` (and with it GLib's) and then
/// CPangoCairo.h and CGLib.h must compile (so every prototype agrees with the libraries'),
/// and the sizes, field offsets, bit-field placement and enumerator values it prints must be
/// the ones Swift sees in the modules.
@Suite struct StubABITests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The C expressions the program prints, each with the value Swift computes for it from
  /// CPangoCairo's declarations.
  static let facts: [(c: String, swift: Int)] = {
    var facts: [(String, Int)] = []
    func size<T>(_ name: String, _ type: T.Type) {
      facts.append(("sizeof(\(name))", MemoryLayout<T>.size))
    }
    func offset<T>(_ name: String, _ field: String, _ key: PartialKeyPath<T>) {
      facts.append(("offsetof(\(name), \(field))", MemoryLayout<T>.offset(of: key) ?? -1))
    }
    func layout<T>(_ name: String, _ type: T.Type, _ fields: [(String, PartialKeyPath<T>)]) {
      size(name, type)
      for (field, key) in fields { offset(name, field, key) }
    }
    layout("GError", GError.self, [("domain", \.domain), ("code", \.code), ("message", \.message)])
    layout("GSList", GSList.self, [("data", \.data), ("next", \.next)])
    size("gboolean", gboolean.self)
    size("gsize", gsize.self)
    size("GQuark", GQuark.self)
    layout(
      "PangoRectangle", PangoRectangle.self,
      [("x", \.x), ("y", \.y), ("width", \.width), ("height", \.height)])
    layout(
      "PangoGlyphGeometry", PangoGlyphGeometry.self,
      [("width", \.width), ("x_offset", \.x_offset), ("y_offset", \.y_offset)])
    size("PangoGlyphVisAttr", PangoGlyphVisAttr.self)
    layout(
      "PangoGlyphInfo", PangoGlyphInfo.self,
      [("glyph", \.glyph), ("geometry", \.geometry), ("attr", \.attr)])
    layout(
      "PangoGlyphString", PangoGlyphString.self,
      [
        ("num_glyphs", \.num_glyphs), ("glyphs", \.glyphs), ("log_clusters", \.log_clusters),
        ("space", \.space),
      ])
    layout(
      "PangoAnalysis", PangoAnalysis.self,
      [
        ("shape_engine", \.shape_engine), ("lang_engine", \.lang_engine), ("font", \.font),
        ("level", \.level), ("gravity", \.gravity), ("flags", \.flags), ("script", \.script),
        ("language", \.language), ("extra_attrs", \.extra_attrs),
      ])
    layout(
      "PangoItem", PangoItem.self,
      [
        ("offset", \.offset), ("length", \.length), ("num_chars", \.num_chars),
        ("analysis", \.analysis),
      ])
    layout(
      "PangoGlyphItem", PangoGlyphItem.self,
      [
        ("item", \.item), ("glyphs", \.glyphs), ("y_offset", \.y_offset),
        ("start_x_offset", \.start_x_offset), ("end_x_offset", \.end_x_offset),
      ])
    layout(
      "PangoLayoutLine", PangoLayoutLine.self,
      [
        ("layout", \.layout), ("start_index", \.start_index), ("length", \.length),
        ("runs", \.runs),
      ])
    facts.append(("PANGO_SCALE", Int(PANGO_SCALE)))
    for (name, value) in [
      ("PANGO_ALIGN_LEFT", PANGO_ALIGN_LEFT), ("PANGO_ALIGN_CENTER", PANGO_ALIGN_CENTER),
      ("PANGO_ALIGN_RIGHT", PANGO_ALIGN_RIGHT),
    ] {
      facts.append((name, Int(value.rawValue)))
    }
    for (name, value) in [
      ("PANGO_WRAP_WORD", PANGO_WRAP_WORD), ("PANGO_WRAP_CHAR", PANGO_WRAP_CHAR),
      ("PANGO_WRAP_WORD_CHAR", PANGO_WRAP_WORD_CHAR),
    ] {
      facts.append((name, Int(value.rawValue)))
    }
    for (name, value) in [
      ("PANGO_ELLIPSIZE_NONE", PANGO_ELLIPSIZE_NONE),
      ("PANGO_ELLIPSIZE_START", PANGO_ELLIPSIZE_START),
      ("PANGO_ELLIPSIZE_MIDDLE", PANGO_ELLIPSIZE_MIDDLE),
      ("PANGO_ELLIPSIZE_END", PANGO_ELLIPSIZE_END),
    ] {
      facts.append((name, Int(value.rawValue)))
    }
    // Bit-fields have no offset: the bytes of a zeroed structure with one set say where it is.
    func bits<T>(_ name: String, _ field: String, _ value: Int, _ set: (inout T) -> Void) {
      let bytes = withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer -> Int in
        let raw = UnsafeMutableRawBufferPointer(buffer)
        raw.initializeMemory(as: UInt8.self, repeating: 0)
        set(&buffer[0])
        return packed(raw.map { $0 })
      }
      facts.append(("bits_\(name)_\(field)_\(value)", bytes))
    }
    bits("PangoGlyphVisAttr", "is_cluster_start", 1) { (a: inout PangoGlyphVisAttr) in
      a.is_cluster_start = 1
    }
    bits("PangoGlyphVisAttr", "is_color", 1) { (a: inout PangoGlyphVisAttr) in a.is_color = 1 }
    bits("PangoLayoutLine", "is_paragraph_start", 1) { (l: inout PangoLayoutLine) in
      l.is_paragraph_start = 1
    }
    bits("PangoLayoutLine", "resolved_dir", 5) { (l: inout PangoLayoutLine) in
      l.resolved_dir = 5
    }
    return facts
  }()

  /// A checksum of `bytes` that moves with every byte's place and value.
  static func packed(_ bytes: [UInt8]) -> Int {
    bytes.enumerated().reduce(0) { $0 + ($1.offset + 1) * 131 * Int($1.element) }
  }

  /// The C program: the real header, CPangoCairo.h after it, and one line per fact.
  static func program() -> String {
    var c = """
      #define STROBE_PANGO_ABI_CHECK
      #define STROBE_GLIB_ABI_CHECK
      #include <pango/pangocairo.h>
      #include "CPangoCairo.h"
      #include "CGLib.h"
      #include <stddef.h>
      #include <stdio.h>
      #include <string.h>

      static long packed(const unsigned char *bytes, size_t n) {
        long sum = 0;
        for (size_t i = 0; i < n; i++) sum += (long)(i + 1) * 131 * bytes[i];
        return sum;
      }
      #define BITS(type, field, value) do { \\
          type v; memset(&v, 0, sizeof v); v.field = value; \\
          printf("bits_" #type "_" #field "_" #value " %ld\\n", \\
                 packed((const unsigned char *)&v, sizeof v)); } while (0)

      int main(void) {

      """
    for fact in facts {
      if fact.c.hasPrefix("bits_") {
        let parts = fact.c.dropFirst(5).split(separator: "_", maxSplits: 1)
        let type = String(parts[0])
        let rest = String(parts[1])
        let value = String(rest[rest.index(after: rest.lastIndex(of: "_")!)...])
        let field = String(rest[..<rest.lastIndex(of: "_")!])
        c += "  BITS(\(type), \(field), \(value));\n"
      } else {
        c += "  printf(\"%s %ld\\n\", \"\(fact.c)\", (long)(\(fact.c)));\n"
      }
    }
    return c + "  return 0;\n}\n"
  }

  /// Compiles and runs the program against the CPangoCairo header in `headerFolder`; nil
  /// when it does not compile (with the compiler's message in `errors`).
  static func measure(headerFolder: URL, errors: inout String) throws -> [String: Int]? {
    guard let cc = ShellTool.find(["cc", "gcc", "clang"]) else {
      Issue.record("no C compiler (cc, gcc or clang) on PATH")
      return [:]
    }
    let flags = try ShellTool.run("/bin/sh", ["-c", "pkg-config --cflags pangocairo"])
    try #require(
      flags.status == 0,
      "pkg-config finds no pangocairo (install libpango1.0-dev): \(flags.stderr)")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-pango-abi-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("abi.c")
    let binary = folder.appendingPathComponent("abi")
    try Data(Self.program().utf8).write(to: source)
    let build = try ShellTool.run(
      "/bin/sh",
      [
        "-c", "\"$0\" -Wall $1 -I\"$2\" -I\"$3\" -I\"$4\" \"$5\" -o \"$6\"", cc,
        flags.stdout.trimmingCharacters(in: .whitespacesAndNewlines), headerFolder.path,
        root.appendingPathComponent("Sources/CGLib/include").path,
        root.appendingPathComponent("Sources/CLazyLibrary/include").path, source.path,
        binary.path,
      ])
    guard build.status == 0 else {
      errors = build.stderr
      return nil
    }
    let run = try ShellTool.run(binary.path, [])
    try #require(run.status == 0, "\(run.stderr)")
    var measured: [String: Int] = [:]
    for line in run.stdout.split(separator: "\n") {
      guard let space = line.lastIndex(of: " ") else { continue }
      measured[String(line[..<space])] = Int(line[line.index(after: space)...])
    }
    return measured
  }

  @Test func theDeclarationsMatchPangosHeader() throws {
    var errors = ""
    let header = Self.root.appendingPathComponent("Sources/CPangoCairo/include")
    let measured = try #require(
      try Self.measure(headerFolder: header, errors: &errors),
      "CPangoCairo.h disagrees with Pango's header: \(errors)")
    guard !measured.isEmpty else { return }
    #expect(measured.count == Self.facts.count)
    for fact in Self.facts {
      #expect(measured[fact.c] == fact.swift, "\(fact.c): Pango's header says otherwise")
    }
  }

  /// The compile step can fail: a copy of the header with one parameter's type changed does
  /// not compile after Pango's own.
  @Test func aPrototypeThatDiffersFromPangosDoesNotCompile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-pango-header-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/CPangoCairo/include/CPangoCairo.h"),
      encoding: .utf8)
    let original = "pango_layout_set_width(PangoLayout *layout, int width)"
    try #require(header.contains(original))
    let changed = header.replacingOccurrences(
      of: original, with: "pango_layout_set_width(PangoLayout *layout, double width)")
    try Data(changed.utf8).write(to: folder.appendingPathComponent("CPangoCairo.h"))
    var errors = ""
    let measured = try Self.measure(headerFolder: folder, errors: &errors)
    if measured?.isEmpty == true { return }
    #expect(measured == nil)
    #expect(errors.contains("pango_layout_set_width"), "\(errors)")
  }
}
