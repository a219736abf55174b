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
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var maps = [[Int: Int]](repeating: [:], count: prefixes.count)
    var i = 0
    var copied = 0  // input[copied..<i] is still to be copied to the output
    while i < input.count {
      // Every trigger starts with "i" (id=), "h" (href=) or "u" (url(): skip other bytes fast.
      let byte = input[i]
      guard byte == 0x69 || byte == 0x68 || byte == 0x75,
        let trigger = triggers.first(where: { matches(input, at: i, $0) })
      else {
        i += 1
        continue
      }
      i += trigger.count
      guard let (p, prefix) = prefixes.enumerated().first(where: { matches(input, at: i, $0.1) })
      else { continue }
      var j = i + prefix.count
      var number = 0
      var digits = 0
      while j < input.count, input[j] >= 0x30, input[j] <= 0x39, digits < 18 {
        number = number * 10 + Int(input[j] - 0x30)
        j += 1
        digits += 1
      }
      // Only a whole id: digits, then the closing quote or parenthesis.
      guard digits > 0, j < input.count, input[j] == 0x22 || input[j] == 0x29 else { continue }
      let new: Int
      if let known = maps[p][number] {
        new = known
      } else {
        new = maps[p].count + 1
        maps[p][number] = new
      }
      output.append(contentsOf: input[copied..<(i + prefix.count)])
      output.append(contentsOf: Array(String(new).utf8))
      i = j
      copied = j
    }
    output.append(contentsOf: input[copied..<input.count])
    return Data(output)
  }

  private static func matches(_ bytes: [UInt8], at offset: Int, _ pattern: [UInt8]) -> Bool {
    guard offset + pattern.count <= bytes.count else { return false }
    for k in 0..<pattern.count where bytes[offset + k] != pattern[k] { return false }
    return true
  }
}
