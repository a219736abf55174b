/// Chooses at most ``maximumColors`` colours for a set of opaque pixels, and maps each pixel
/// to one of them: Strobe's own median cut, used for GIF frames
/// (docs/animated-output.md §Raster animations).
///
/// When the pixels have no more distinct colours than allowed, the palette is exactly those
/// colours (sorted, so the result never depends on hashing) and every pixel maps to its own
/// colour. Otherwise colours are counted in a 32 × 32 × 32 histogram (5 bits a channel); the
/// box of bins holding the most pixels, among those wider than one bin, is split at the
/// median of its longest side until there are ``maximumColors`` boxes or none can be split;
/// each box's colour is the mean of its pixels, and each bin maps to the nearest palette
/// colour (squared RGB distance from the bin's mean, ties to the lower index). No dithering.
struct PaletteQuantizer {
  /// The most colours of a palette (GIF's 256 less the transparent index).
  static let maximumColors = 255

  /// The palette: RGB triples, at most ``maximumColors``.
  private(set) var palette: [UInt8] = []
  /// Exact colour → palette index, when the colours fit.
  private var exact: [UInt32: UInt8] = [:]
  /// Histogram bin → palette index, when they did not (nil: exact mapping); −1 for a bin
  /// the pixels had no colour in, until ``nearestIndex(of:)`` looks it up.
  private var binIndex: [Int16]? = nil

  /// The number of colours.
  var count: Int { palette.count / 3 }

  /// Whether the palette holds every colour of the pixels exactly (then nothing is gained
  /// by dithering).
  var isExact: Bool { binIndex == nil }

  /// The palette index of any opaque colour `r << 16 | g << 8 | b`: the colour's own index
  /// when exact; else its histogram bin's, where the pixels had that bin; else the palette
  /// colour nearest the bin's centre (squared RGB distance, ties to the lower index),
  /// looked up once per bin.
  mutating func nearestIndex(of color: UInt32) -> UInt8 {
    if binIndex == nil, let index = exact[color] { return index }
    let bin = Self.bin(color)
    if let known = binIndex?[bin], known >= 0 { return UInt8(known) }
    let centre = ((bin >> 10) * 8 + 4, ((bin >> 5) & 0x1F) * 8 + 4, (bin & 0x1F) * 8 + 4)
    let best = nearest(to: centre)
    binIndex?[bin] = Int16(best)
    return UInt8(best)
  }

  /// The palette index nearest `color` (squared RGB distance, ties to the lower index).
  private func nearest(to color: (Int, Int, Int)) -> Int {
    var best = 0
    var bestDistance = Int.max
    for i in 0..<count {
      let dr = Int(palette[i * 3]) - color.0
      let dg = Int(palette[i * 3 + 1]) - color.1
      let db = Int(palette[i * 3 + 2]) - color.2
      let distance = dr * dr + dg * dg + db * db
      if distance < bestDistance {
        bestDistance = distance
        best = i
      }
    }
    return best
  }

  /// A palette for `colors`, opaque colours packed as `r << 16 | g << 8 | b`.
  init(colors: [UInt32]) {
    var distinct = Set<UInt32>()
    for color in colors {
      distinct.insert(color)
      if distinct.count > Self.maximumColors { break }
    }
    if distinct.count <= Self.maximumColors {
      for (index, color) in distinct.sorted().enumerated() {
        exact[color] = UInt8(index)
        let r = UInt8(truncatingIfNeeded: color >> 16)
        let g = UInt8(truncatingIfNeeded: color >> 8)
        palette += [r, g, UInt8(truncatingIfNeeded: color)]
      }
      return
    }
    medianCut(colors)
  }

  /// The palette index of an opaque colour `r << 16 | g << 8 | b` of the pixels given.
  func index(of color: UInt32) -> UInt8 {
    if let binIndex { return UInt8(binIndex[Self.bin(color)]) }
    return exact[color] ?? 0
  }

  /// The 15-bit histogram bin of a colour.
  @inline(__always)
  static func bin(_ color: UInt32) -> Int {
    let r: UInt32 = (color >> 19) & 0x1F
    let g: UInt32 = (color >> 11) & 0x1F
    let b: UInt32 = (color >> 3) & 0x1F
    return Int(r << 10 | g << 5 | b)
  }

  /// A box of histogram bins: inclusive bounds per channel.
  private struct Box {
    var low: (Int, Int, Int)
    var high: (Int, Int, Int)
    var pixels: Int
  }

  private mutating func medianCut(_ colors: [UInt32]) {
    var counts = [Int](repeating: 0, count: 32768)
    var sums = [Int](repeating: 0, count: 32768 * 3)
    for color in colors {
      let b = Self.bin(color)
      counts[b] += 1
      sums[b * 3] += Int(UInt8(truncatingIfNeeded: color >> 16))
      sums[b * 3 + 1] += Int(UInt8(truncatingIfNeeded: color >> 8))
      sums[b * 3 + 2] += Int(UInt8(truncatingIfNeeded: color))
    }
    func key(_ r: Int, _ g: Int, _ b: Int) -> Int { r << 10 | g << 5 | b }
    func shrink(_ box: Box) -> Box {
      var low = (31, 31, 31)
      var high = (0, 0, 0)
      var pixels = 0
      for r in box.low.0...box.high.0 {
        for g in box.low.1...box.high.1 {
          for b in box.low.2...box.high.2 where counts[key(r, g, b)] > 0 {
            pixels += counts[key(r, g, b)]
            low = (min(low.0, r), min(low.1, g), min(low.2, b))
            high = (max(high.0, r), max(high.1, g), max(high.2, b))
          }
        }
      }
      return Box(low: low, high: high, pixels: pixels)
    }
    var boxes = [shrink(Box(low: (0, 0, 0), high: (31, 31, 31), pixels: 0))]
    while boxes.count < Self.maximumColors {
      // The most populous box that spans more than one bin.
      var chosen = -1
      for (i, box) in boxes.enumerated()
      where box.low != box.high && (chosen < 0 || box.pixels > boxes[chosen].pixels) {
        chosen = i
      }
      guard chosen >= 0 else { break }
      let box = boxes[chosen]
      let sides = [box.high.0 - box.low.0, box.high.1 - box.low.1, box.high.2 - box.low.2]
      let axis = sides[0] >= sides[1] && sides[0] >= sides[2] ? 0 : (sides[1] >= sides[2] ? 1 : 2)
      let lowBound = [box.low.0, box.low.1, box.low.2][axis]
      let highBound = [box.high.0, box.high.1, box.high.2][axis]
      // Pixels per slice along the axis, then the slice where half are reached.
      var slices = [Int](repeating: 0, count: 32)
      for r in box.low.0...box.high.0 {
        for g in box.low.1...box.high.1 {
          for b in box.low.2...box.high.2 {
            slices[axis == 0 ? r : (axis == 1 ? g : b)] += counts[key(r, g, b)]
          }
        }
      }
      var cut = lowBound
      var seen = slices[lowBound]
      while cut < highBound - 1 && seen * 2 < box.pixels {
        cut += 1
        seen += slices[cut]
      }
      var first = box
      var second = box
      switch axis {
      case 0:
        first.high.0 = cut
        second.low.0 = cut + 1
      case 1:
        first.high.1 = cut
        second.low.1 = cut + 1
      default:
        first.high.2 = cut
        second.low.2 = cut + 1
      }
      boxes[chosen] = shrink(first)
      boxes.append(shrink(second))
    }
    for box in boxes {
      var total = (0, 0, 0)
      for r in box.low.0...box.high.0 {
        for g in box.low.1...box.high.1 {
          for b in box.low.2...box.high.2 {
            let k = key(r, g, b)
            total = (total.0 + sums[k * 3], total.1 + sums[k * 3 + 1], total.2 + sums[k * 3 + 2])
          }
        }
      }
      let n = max(box.pixels, 1)
      palette += [
        UInt8((total.0 + n / 2) / n), UInt8((total.1 + n / 2) / n), UInt8((total.2 + n / 2) / n),
      ]
    }
    var map = [Int16](repeating: -1, count: 32768)
    for bin in 0..<32768 where counts[bin] > 0 {
      let n = counts[bin]
      map[bin] = Int16(
        nearest(to: (sums[bin * 3] / n, sums[bin * 3 + 1] / n, sums[bin * 3 + 2] / n)))
    }
    binIndex = map
  }
}
