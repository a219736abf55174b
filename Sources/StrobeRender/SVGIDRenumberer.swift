import Foundation

/// Makes Cairo's SVG output independent of earlier documents in the same process.
///
/// Cairo names `<g id="surfaceN">` and `<image id="imageN">` after a process-wide counter, so
/// the second identical document in a process gets different ids. This renumbers every
/// `surface`/`image` id, per prefix, 1, 2, 3… in order of first appearance. Only whole ids in
/// `id="…"`, `href="#…"` and `url(#…)` are rewritten, consistently, so references stay intact.
enum SVGIDRenumberer {
  /// The id prefixes taken from process-wide counters.
  static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]
  /// The contexts in which an id appears, each followed directly by the id.
  static let triggers: [[UInt8]] = [
    Array("id=\"".utf8), Array("href=\"#".utf8), Array("url(#".utf8),
  ]

  /// `data` with the counter ids renumbered.
  static func renumber(_ data: Data) -> Data {
    let input = [UInt8](data)
    // Every occurrence of a prefix (its first byte found with memchr, not byte by byte in
    // Swift), in input order.
    var hits: [(offset: Int, prefix: Int)] = []
    input.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      for (p, prefix) in prefixes.enumerated() {
        var from = 0
        while from < bytes.count,
          let found = memchr(base + from, Int32(prefix[0]), bytes.count - from)
        {
          let offset = UnsafeRawPointer(found) - base
          if offset + prefix.count <= bytes.count,
            memcmp(found, prefix, prefix.count) == 0
          {
            hits.append((offset, p))
          }
          from = offset + 1
        }
      }
    }
    hits.sort { $0.offset < $1.offset }
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var maps = [[Int: Int]](repeating: [:], count: prefixes.count)
    var copied = 0  // input[copied..<offset] is still to be copied to the output
    for (offset, p) in hits where offset >= copied {
      // Only an id right after a trigger…
      guard triggers.contains(where: { ends(input, at: offset, with: $0) }) else { continue }
      let digitsStart = offset + prefixes[p].count
      var j = digitsStart
      var number = 0
      while j < input.count, input[j] >= 0x30, input[j] <= 0x39, j - digitsStart < 18 {
        number = number * 10 + Int(input[j] - 0x30)
        j += 1
      }
      // …and only a whole id: digits, then the closing quote or parenthesis.
      guard j > digitsStart, j < input.count, input[j] == 0x22 || input[j] == 0x29 else {
        continue
      }
      let new: Int
      if let known = maps[p][number] {
        new = known
      } else {
        new = maps[p].count + 1
        maps[p][number] = new
      }
      output.append(contentsOf: input[copied..<digitsStart])
      output.append(contentsOf: String(new).utf8)
      copied = j
    }
    output.append(contentsOf: input[copied...])
    return Data(output)
  }

  /// Whether `bytes[..<offset]` ends with `pattern`.
  private static func ends(_ bytes: [UInt8], at offset: Int, with pattern: [UInt8]) -> Bool {
    guard offset >= pattern.count else { return false }
    return bytes[(offset - pattern.count)..<offset].elementsEqual(pattern)
  }

  /// `data` with `prefix` put before every id (`id="…"` after white space) and every
  /// reference to one (`href="#…"`, `url(#…)`); `data` itself when `prefix` is empty.
  static func prefix(_ data: Data, with prefix: String) -> Data {
    guard !prefix.isEmpty else { return data }
    let inserted = Array(prefix.utf8)
    let input = [UInt8](data)
    var output: [UInt8] = []
    output.reserveCapacity(input.count + input.count / 16)
    var index = 0
    while index < input.count {
      let byte = input[index]
      output.append(byte)
      index += 1
      let ended: Bool
      switch byte {
      case 0x22:  // `"`: after ` id="` or `href="#`… (the `#` comes next)
        ended =
          (ends(input, at: index, with: Array(" id=\"".utf8))
            || ends(input, at: index, with: Array("\nid=\"".utf8))
            || ends(input, at: index, with: Array("\tid=\"".utf8)))
      case 0x23:  // `#`: after `href="#` or `url(#`
        ended =
          ends(input, at: index, with: Array("href=\"#".utf8))
          || ends(input, at: index, with: Array("url(#".utf8))
      default: ended = false
      }
      if ended { output.append(contentsOf: inserted) }
    }
    return Data(output)
  }
}
