import Foundation
import Strobe
import Testing

/// Text too large for FreeType is drawn at the largest size it takes, leaving no trace.
///
/// Later text of the same family renders byte for byte as before, on this
/// thread and on others (docs/limits.md, "Numbers"). Before the bound, an em size of 65,536
/// failed with "error occurred in libfreetype" and that failure stayed in the process-wide
/// font face, so every later text of the family failed too.
@Suite struct FontSizeIsolationTests {
  /// One text run of `size` in DejaVu Sans under `transform`, on a 40×20 canvas.
  ///
  /// The frame is the canvas mapped back through `transform`'s x scale.
  static func list(size: Double, transform: CGAffineTransform = .identity) -> DrawList {
    let k = 1 / transform.a
    let run = TextRun(
      string: "Hi", fontFamily: "DejaVu Sans", fontSize: size, color: RGBA(0, 0, 0, 1),
      frame: CGRect(x: 0, y: 0, width: 40 * k, height: 20 * k), transform: transform)
    return DrawList(
      size: CGSize(width: 40, height: 20), background: RGBA(1, 1, 1, 1),
      operations: [.text(run)])
  }

  /// The hostile runs: em sizes past FreeType's, directly or through a transform, and an
  /// output scale that multiplies a size which alone would fit.
  static let hostile: [(DrawList, Double)] = [
    (list(size: 1e6), 1), (list(size: 65_536), 1), (list(size: 1e300), 1),
    (list(size: 100, transform: CGAffineTransform(scaleX: 1000, y: 1000)), 1),
    (list(size: 12, transform: CGAffineTransform(scaleX: 1e6, y: 2)), 1),
    (list(size: 30_000), 4),
  ]

  /// PNG, SVG and PDF bytes of the 12 pt run with `renderer`.
  static func small(_ renderer: Renderer) throws -> [Data] {
    let list = list(size: 12)
    return [
      try renderer.pngData(list, scale: 1), try renderer.pngData(list, scale: 2),
      try renderer.svgData(list), try renderer.pdfData(pages: [list]),
    ]
  }

  @Test(arguments: [true, false])
  func hugeTextRendersAndLeavesLaterTextUnchanged(outlines: Bool) throws {
    let renderer = Renderer(textAsOutlines: outlines)
    let before = try Self.small(renderer)
    for (list, scale) in Self.hostile {
      // Each renders (at the bounded size) instead of failing in FreeType.
      _ = try renderer.pngData(list, scale: scale)
      _ = try renderer.svgData(list)
      _ = try renderer.pdfData(pages: [list])
    }
    #expect(try Self.small(renderer) == before)
  }

  @Test func oversizedFontIsDrawnAtTheLargestSize() throws {
    // Defined meaning: a larger finite size draws exactly as TextRun.maximumFontSize does.
    // Scaled down so the glyphs show: 65,535 × 0.0002 ≈ 13 points.
    let renderer = Renderer()
    let small = CGAffineTransform(scaleX: 0.0002, y: 0.0002)
    let atMaximum = try renderer.svgData(Self.list(size: TextRun.maximumFontSize, transform: small))
    #expect(String(decoding: atMaximum, as: UTF8.self).contains("<path"))
    #expect(try renderer.svgData(Self.list(size: 1e6, transform: small)) == atMaximum)
    #expect(try renderer.svgData(Self.list(size: 1e300, transform: small)) == atMaximum)
    #expect(try renderer.svgData(Self.list(size: 30_000, transform: small)) != atMaximum)
  }

  @Test func threadsRenderingHugeTextDoNotChangeOthers() async throws {
    let renderer = Renderer(textAsOutlines: false)
    let before = try Self.small(renderer)
    let results = try await withThrowingTaskGroup(of: [Data]?.self) { group in
      for worker in 0..<6 {
        group.addTask {
          var last: [Data]?
          for round in 0..<4 {
            if worker % 2 == 0 {
              let (list, scale) = Self.hostile[(worker + round) % Self.hostile.count]
              _ = try renderer.pngData(list, scale: scale)
            } else {
              last = try Self.small(renderer)
            }
          }
          return last
        }
      }
      var all: [[Data]] = []
      for try await result in group { if let result { all.append(result) } }
      return all
    }
    #expect(results.count == 3)
    for result in results { #expect(result == before) }
  }
}

/// A long comma-separated `font` list reaches Pango as its first
/// ``TextRun/maximumFamilyNames`` names (docs/limits.md, "Numbers").
@Suite struct FontFamilyListTests {
  static func svg(family: String) throws -> Data {
    let run = TextRun(
      string: "Hi", fontFamily: family, fontSize: 12, color: RGBA(0, 0, 0, 1),
      frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    return try Renderer().svgData(
      DrawList(size: CGSize(width: 40, height: 20), background: nil, operations: [.text(run)]))
  }

  @Test func namesPastTheLimitAreIgnored() throws {
    // 200,000 names took minutes (Pango's fallback is quadratic in the list's length).
    let long = "DejaVu Sans" + String(repeating: ",NoSuchFamily", count: 200_000)
    #expect(try Self.svg(family: long) == Self.svg(family: "DejaVu Sans"))
    let names = (0..<100).map { "Family\($0)" }
    let run = TextRun(
      string: "", fontFamily: names.joined(separator: ","), fontSize: 1, color: RGBA(0, 0, 0, 1),
      frame: .zero)
    #expect(run.drawnFontFamily == names.prefix(TextRun.maximumFamilyNames).joined(separator: ","))
    #expect(TextRun.maximumFamilyNames == 64)
  }
}
