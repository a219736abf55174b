import Foundation

/// SVG path data being written as UTF-8 bytes (all ASCII), made a `String` once at the end:
/// the one writer behind ``PathData/svgPathData(compact:)``.
///
/// Numbers are in shortest round-trip form, without a `String` per number: `0` for ±0,
/// integral values below 10¹⁵ digit by digit without a fraction, other finite values as
/// `Double.write(to:)` writes them (the digits of `description`), non-finite ones as their
/// `description` (`nan`, `inf`, which the path parser rejects). This is the number form of
/// scene files (StrobeScene's `SceneWriterJSON.format`).
struct SVGPathWriter: TextOutputStream {
  /// The bytes so far.
  var bytes: [UInt8] = []

  /// The path data as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes `path`'s elements with absolute commands `M L Q C Z`, one space between elements
  /// and between numbers; with `compact`, a command letter is followed directly by its first
  /// number (`M80 60`), else by a space (`M 80 60`).
  mutating func write(_ path: PathData, compact: Bool) {
    bytes.reserveCapacity(bytes.count + path.elements.count * 40)
    for (index, element) in path.elements.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: " ")) }
      func command(_ letter: Unicode.Scalar, _ first: CGPoint) {
        bytes.append(UInt8(ascii: letter))
        if !compact { bytes.append(UInt8(ascii: " ")) }
        append(first)
      }
      func then(_ p: CGPoint) {
        bytes.append(UInt8(ascii: " "))
        append(p)
      }
      switch element {
      case .move(let p): command("M", p)
      case .line(let p): command("L", p)
      case .quadCurve(let p, let c):
        command("Q", c)
        then(p)
      case .curve(let p, let c1, let c2):
        command("C", c1)
        then(c2)
        then(p)
      case .closeSubpath: bytes.append(UInt8(ascii: "Z"))
      }
    }
  }

  /// Appends `x y`.
  mutating func append(_ p: CGPoint) {
    append(Double(p.x))
    bytes.append(UInt8(ascii: " "))
    append(Double(p.y))
  }

  /// Appends `d` in the number form above.
  mutating func append(_ d: Double) {
    if d == 0 {
      bytes.append(UInt8(ascii: "0"))
    } else if d.rounded() == d && abs(d) < 1e15 {
      var v = Int64(d)
      if v < 0 {
        bytes.append(UInt8(ascii: "-"))
        v = -v
      }
      // At most 15 digits: fill a fixed buffer from its end.
      var digits: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &digits) { buffer in
        var i = 16
        repeat {
          i -= 1
          buffer[i] = UInt8(truncatingIfNeeded: v % 10) &+ 48
          v /= 10
        } while v > 0
        bytes.append(contentsOf: buffer[i...])
      }
    } else if d.isFinite {
      d.write(to: &self)
    } else {
      write(d.description)
    }
  }

  /// Appends `string` (the `TextOutputStream` requirement).
  mutating func write(_ string: String) {
    bytes.append(contentsOf: string.utf8)
  }

  /// Appends ASCII bytes (what `Double.write(to:)` calls, avoiding a `String`).
  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }
}
