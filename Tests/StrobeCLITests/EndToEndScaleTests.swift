import CDeflate
import Foundation
import StrobeCLI
import StrobeRender
import Testing

/// Export at scale through the binary: the streamed multipage PDF, banded PNGs (asked for,
/// and automatic past Cairo's side limit), the contact sheet, and their option rules.
@Suite struct EndToEndScaleTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("animated.json")
    try workspace.copyFixture("probe.json")
  }

  /// The 13 frame times of `--fps 6 --to 2`, as named in files.
  static let frameNames = (0...12).map { String(format: "%.3f", Double($0) / 6) }

  @Test func multipagePDFIsStreamedWithItsManifestEntry() throws {
    let run = try workspace.run([
      "render", "animated.json", "--fps", "6", "--to", "2", "--multipage", "--out", "m",
      "--manifest", "m.json", "--verify", "--quiet",
    ])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let pdf = try workspace.data("m/animated.pdf")
    #expect(try Verifier().pdfPageSizes(pdf).count == 13)
    let manifest = String(decoding: try workspace.data("m.json"), as: UTF8.self)
    #expect(manifest.contains("\"bytes\": \(pdf.count)"))
    #expect(manifest.contains("\"sha256\": \"\(try SHA256.hexDigest(pdf))\""))
    #expect(try workspace.listing("m") == ["animated.pdf"])
    // The same file when sent to standard output.
    let stdout = try workspace.run([
      "render", "animated.json", "--fps", "6", "--to", "2", "--multipage", "-o", "-",
    ])
    #expect(stdout.status == 0)
    #expect(stdout.stdout == pdf)
  }

  @Test func unionOfShardsIsTheUnshardedRunByteForByte() throws {
    let common = [
      "render", "animated.json", "--fps", "6", "--to", "2", "--format", "png,pdf", "--quiet",
    ]
    #expect(try workspace.run(common + ["--out", "full", "--manifest", "full.json"]).status == 0)
    for k in 1...3 {
      #expect(try workspace.run(common + ["--out", "union", "--shard", "\(k)/3"]).status == 0)
    }
    let names = try workspace.listing("full")
    #expect(names.count == 26)
    #expect(try workspace.listing("union") == names)
    let manifest = String(decoding: try workspace.data("full.json"), as: UTF8.self)
    for name in names {
      let data = try workspace.data("union/" + name)
      #expect(data == (try workspace.data("full/" + name)), "\(name)")
      #expect(manifest.contains("\"path\": \"\(name)\""))
      #expect(manifest.contains("\"sha256\": \"\(try SHA256.hexDigest(data))\""))
    }
  }

  @Test func bandedPNGsDecodeToTheInMemoryPixels() throws {
    let common = ["render", "animated.json", "--fps", "6", "--to", "2", "--format", "png"]
    let whole = try workspace.run(common + ["--out", "whole", "--quiet"])
    let banded = try workspace.run(
      common + ["--out", "banded", "--band-rows", "7", "--manifest", "b.json"])
    #expect(whole.status == 0 && banded.status == 0)
    let names = Self.frameNames.map { "animated@\($0).png" }
    #expect(banded.stdoutLines == names.map { "banded/" + $0 })
    #expect(try workspace.listing("banded") == names)
    for name in names {
      let a = try RasterImage(contentsOf: workspace.url("whole/" + name))
      let b = try RasterImage(contentsOf: workspace.url("banded/" + name))
      #expect(a == b, "\(name)")
    }
    let manifest = String(decoding: try workspace.data("b.json"), as: UTF8.self)
    let last = try workspace.data("banded/" + names[12])
    #expect(manifest.contains("\"sha256\": \"\(try SHA256.hexDigest(last))\""))
    // Unchanged files are left alone on a second run.
    let again = try workspace.run(
      common + ["--out", "banded", "--band-rows", "7", "--skip-unchanged"])
    #expect(again.stdoutLines == names.map { "unchanged: banded/" + $0 })
  }

  @Test func pastCairosSideLimitPNGsAreBandedAutomatically() throws {
    // 3 × 40,000 points, white, a red layer at rows 35,000…35,009: one PNG past 32,767.
    let scene = """
      {"strobe": 1, "canvas": {"width": 3, "height": 40000, "background": "#FFFFFF"},
       "layers": [{"name": "red", "frame": [0, 35000, 3, 10], "backgroundColor": "#FF0000"}]}
      """
    try workspace.write(Data(scene.utf8), to: "tall.json")
    let run = try workspace.run([
      "render", "tall.json", "--png-compression", "fast", "-o", "tall.png",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try Self.inflateFastRGB(workspace.data("tall.png"), width: 3, height: 40000)
    #expect(rows[35000][1] == [255, 0, 0] && rows[35009][2] == [255, 0, 0])
    #expect(rows[34999][1] == [255, 255, 255] && rows[35010][0] == [255, 255, 255])
    #expect(rows[0][0] == [255, 255, 255] && rows[39999][2] == [255, 255, 255])
    // Its own limit: 120,000 pixels is more than --max-banded-pixels 100000.
    let limited = try workspace.run([
      "render", "tall.json", "-o", "no.png", "--max-banded-pixels", "100000",
    ])
    #expect(limited.status == 1)
    #expect(
      limited.stderr.hasPrefix(
        "Error: banded PNG of 3×40000 pixels is too large: at most 100000 pixels in all"))
    #expect(!workspace.exists("no.png"))
  }

  @Test func contactSheetIsAGridOfTheFrames() throws {
    let run = try workspace.run([
      "render", "probe.json", "--at", "0,0.5,1,1.5,2", "--format", "svg", "--out", "o",
      "--contact-sheet", "sheet.png", "--thumbnail-size", "20",
    ])
    #expect(run.status == 0)
    #expect(run.stdoutLines.last == "sheet.png")
    let image = try RasterImage(contentsOf: workspace.url("sheet.png"))
    // 5 frames → 3 columns, 2 rows of 20×15 thumbnails (scale 0.5 of 40×30), padding 8,
    // label strips 20: 8 + 3·28 = 92 wide, 8 + 2·(15 + 20 + 8) = 94 high.
    #expect(image.width == 92 && image.height == 94)
    // Cell 4 (column 1, row 1) at (36, 51): the red layer covers x 5…11, y 2.5…6.5 there.
    #expect(image.pixel(x: 36 + 7, y: 51 + 4) == (255, 0, 0, 255))
    #expect(image.pixel(x: 36 + 1, y: 51 + 1) == (255, 255, 255, 255))
    // Blue: x 12.5…17.5, y 8.5…11.5.
    #expect(image.pixel(x: 36 + 15, y: 51 + 10) == (0, 0, 255, 255))
    // The label strip under cell 0 holds dark text pixels.
    var dark = 0
    for y in (8 + 15)..<(8 + 35) {
      for x in 8..<28 where image.pixel(x: x, y: y).r < 160 { dark += 1 }
    }
    #expect(dark > 5)
  }

  @Test(arguments: [
    (["--contact-sheet", "s.png", "--shard", "1/2"], "--contact-sheet"),
    (["--thumbnail-size", "64"], "--thumbnail-size"),
    (["--band-rows", "0"], "--band-rows"),
    (["--max-banded-pixels", "-4"], "--max-banded-pixels"),
  ])
  func optionRulesAreUsageErrors(arguments: [String], mentioned: String) throws {
    let run = try workspace.run(["render", "probe.json"] + arguments)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.contains(mentioned))
  }

  /// The pixel rows of an RGB PNG written at `--png-compression fast` (filter 0 on every
  /// row), for images Cairo cannot decode.
  static func inflateFastRGB(_ data: Data, width: Int, height: Int) throws -> [[[UInt8]]] {
    let bytes = [UInt8](data)
    #expect(bytes[25] == 2)
    var idat = [UInt8]()
    var offset = 8
    while offset + 8 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
        idat += bytes[(offset + 8)..<(offset + 8 + length)]
      }
      offset += 12 + length
    }
    let rowBytes = 1 + width * 3
    var raw = [UInt8](repeating: 0, count: rowBytes * height)
    let decompressor = try #require(libdeflate_alloc_decompressor())
    defer { libdeflate_free_decompressor(decompressor) }
    var produced = 0
    let result = idat.withUnsafeBytes { input in
      raw.withUnsafeMutableBytes { output in
        libdeflate_zlib_decompress(
          decompressor, input.baseAddress, input.count, output.baseAddress, output.count,
          &produced)
      }
    }
    #expect(result == LIBDEFLATE_SUCCESS && produced == raw.count)
    return (0..<height).map { y in
      #expect(raw[y * rowBytes] == 0)
      return (0..<width).map { x in
        let o = y * rowBytes + 1 + x * 3
        return Array(raw[o..<(o + 3)])
      }
    }
  }
}
