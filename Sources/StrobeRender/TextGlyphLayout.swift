import CPangoCairo
import Foundation
import StrobeCore

/// The letters and glyph clusters of a laid-out `PangoLayout`, for drawing text letter by
/// letter (`CairoDrawer` with a stroke or text animators).
///
/// Letters are the string's grapheme clusters (up to a NUL, where Pango's text ends), each
/// with its kind (``TextRangeSelector/LetterKind``), line, advance and baseline; a line that
/// Pango wraps adds a line break, as lottie-web's box text inserts one: the space the line
/// breaks at becomes it, or, when a word is broken, a break letter is inserted before the
/// next line. Clusters are Pango's glyph clusters in visual order, each with the letter it
/// starts (a ligature or a conjunct drawn as one cluster takes the style of its first
/// letter; every letter it covers gets its extent).
struct TextGlyphLayout {
  /// One glyph cluster.
  struct Cluster {
    /// The index in ``letters`` of the first letter the cluster draws.
    var letter: Int
    /// The x of its first glyph's origin, layout units.
    var x: Double
    /// Its baseline, layout units.
    var baseline: Double
    /// Its glyphs, in visual order (with their advances and offsets).
    var glyphs: [PangoGlyphInfo]
    /// The font of its run (owned by the layout).
    var font: OpaquePointer
  }

  /// Every letter, in logical order.
  private(set) var letters: [TextLetterStyler.Letter] = []
  /// Every cluster, line by line in visual order.
  private(set) var clusters: [Cluster] = []

  /// The letters and clusters of `layout`, whose text is `string`.
  init(_ layout: OpaquePointer, string: String) {
    // Graphemes: UTF-8 start offsets and kinds, up to a NUL (Pango's text ends there).
    var offsets: [Int] = []
    var kinds: [TextRangeSelector.LetterKind] = []
    var byte = 0
    for character in string {
      if character == "\0" { break }
      offsets.append(byte)
      if character.isNewline {
        kinds.append(.lineBreak)
      } else if character.isWhitespace {
        kinds.append(.space)
      } else {
        kinds.append(.character)
      }
      byte += character.utf8.count
    }
    let scale = CairoDrawer.pangoScale
    // Lines: byte ranges and baselines; runs into clusters.
    var lineStarts: [Int] = []
    var baselines: [Double] = []
    var rawClusters: [(byte: Int, cluster: Cluster, width: Double)] = []
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
      lineStarts.append(Int(line.pointee.start_index))
      baselines.append(baseline)
      var x = Double(logical.x) / scale
      var node = line.pointee.runs
      while let n = node {
        if let data = n.pointee.data {
          let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
          let shift = Double(run.y_offset) / scale
          if let font = run.item.pointee.analysis.font, let glyphs = run.glyphs {
            let count = Int(glyphs.pointee.num_glyphs)
            let itemOffset = Int(run.item.pointee.offset)
            var k = 0
            while k < count {
              let cluster = glyphs.pointee.log_clusters[k]
              var width = 0.0
              var infos: [PangoGlyphInfo] = []
              while k < count, glyphs.pointee.log_clusters[k] == cluster {
                infos.append(glyphs.pointee.glyphs[k])
                width += Double(glyphs.pointee.glyphs[k].geometry.width) / scale
                k += 1
              }
              rawClusters.append(
                (
                  itemOffset + Int(cluster),
                  Cluster(
                    letter: 0, x: x, baseline: baseline - shift, glyphs: infos,
                    font: font), width
                ))
              x += width
            }
          }
        }
        node = n.pointee.next
      }
    } while pango_layout_iter_next_line(iter) != 0

    // The line of each grapheme: the last line starting at or before it.
    func line(ofByte b: Int) -> Int { Self.lastIndex(in: lineStarts, atOrBefore: b) }
    func grapheme(ofByte b: Int) -> Int { Self.lastIndex(in: offsets, atOrBefore: b) }
    guard !offsets.isEmpty, !baselines.isEmpty else { return }
    // Letters, with a break where a wrapped line starts.
    var letterOfGrapheme = Array(repeating: 0, count: offsets.count)
    var nextLine = 1
    for g in offsets.indices {
      let l = line(ofByte: offsets[g])
      while nextLine <= l, nextLine < lineStarts.count {
        // Line `nextLine` starts here; a wrap unless the letter before is a line break.
        if let last = letters.last, last.kind != .lineBreak {
          if last.kind == .space {
            letters[letters.count - 1].kind = .lineBreak
          } else {
            letters.append(
              TextLetterStyler.Letter(
                kind: .lineBreak, line: nextLine - 1, x: last.x + last.advance, advance: 0,
                baseline: last.baseline))
          }
        }
        nextLine += 1
      }
      letterOfGrapheme[g] = letters.count
      letters.append(
        TextLetterStyler.Letter(
          kind: kinds[g], line: l, x: 0, advance: 0, baseline: baselines[l]))
    }
    // Extents of the letters from the clusters that draw them: a cluster starting at byte b
    // draws the graphemes from b to the next cluster's start (line breaks excepted).
    let starts = Set(rawClusters.map(\.byte)).sorted()
    var placed = Array(repeating: false, count: letters.count)
    for raw in rawClusters {
      let g = grapheme(ofByte: raw.byte)
      var cluster = raw.cluster
      cluster.letter = letterOfGrapheme[g]
      // The first start after raw.byte (binary search: texts may be long).
      var lo = 0
      var hi = starts.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if starts[mid] <= raw.byte { lo = mid + 1 } else { hi = mid }
      }
      let next = lo < starts.count ? starts[lo] : Int.max
      var h = g
      while h < offsets.count, h == g || offsets[h] < next {
        let i = letterOfGrapheme[h]
        if kinds[h] != .lineBreak {
          if placed[i] {
            let start = min(letters[i].x, cluster.x)
            let end = max(letters[i].x + letters[i].advance, cluster.x + raw.width)
            letters[i].x = start
            letters[i].advance = end - start
          } else {
            letters[i].x = cluster.x
            letters[i].advance = raw.width
            placed[i] = true
          }
        }
        h += 1
      }
      clusters.append(cluster)
    }
  }

  /// The index of the last element of the ascending `sorted` that is at most `value`
  /// (binary search); 0 when there is none or `sorted` is empty.
  static func lastIndex(in sorted: [Int], atOrBefore value: Int) -> Int {
    var lo = 0
    var hi = sorted.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if sorted[mid] <= value { lo = mid } else { hi = mid - 1 }
    }
    return max(lo, 0)
  }
}
