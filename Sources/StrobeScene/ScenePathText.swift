import Foundation
import StrobeGeometry

/// The compact SVG path data a scene written in code carries for a path given as elements
/// (``SceneWriterJSON/path(_:)``): `M80 60 C1 2 3 4 5 6 L0 0 Z`.
///
/// One command letter per element (`M`, `L`, `Q`, `C`, `Z`; absolute coordinates), elements
/// separated by one space, the letter followed directly by its points, each point `x y`, and
/// points separated by one space. Numbers print as ``SceneWriterJSON/format(_:)`` prints them
/// (−0 as `0`); a non-finite number prints as its description (`nan`, `inf`), which the path
/// parser rejects. Parsing the text (``PathData/init(svgPathData:)``) gives back exactly the
/// elements, −0 as +0, for finite coordinates (docs/scene-format.md §Values).
public enum ScenePathText {
  /// The path data of `path`.
  public static func text(_ path: PathData) -> String {
    var out = Bytes()
    out.bytes.reserveCapacity(path.elements.count * 40)
    for (index, element) in path.elements.enumerated() {
      if index > 0 { out.bytes.append(UInt8(ascii: " ")) }
      switch element {
      case .move(let p):
        out.bytes.append(UInt8(ascii: "M"))
        out.append(p)
      case .line(let p):
        out.bytes.append(UInt8(ascii: "L"))
        out.append(p)
      case .quadCurve(let p, let c):
        out.bytes.append(UInt8(ascii: "Q"))
        out.append(c)
        out.bytes.append(UInt8(ascii: " "))
        out.append(p)
      case .curve(let p, let c1, let c2):
        out.bytes.append(UInt8(ascii: "C"))
        out.append(c1)
        out.bytes.append(UInt8(ascii: " "))
        out.append(c2)
        out.bytes.append(UInt8(ascii: " "))
        out.append(p)
      case .closeSubpath:
        out.bytes.append(UInt8(ascii: "Z"))
      }
    }
    return out.string
  }

  /// Whether every coordinate of `path` is finite (then its text parses back to it).
  public static func isFinite(_ path: PathData) -> Bool {
    path.elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
  }

  /// `path` as its text parses back: every −0 coordinate made +0 (the text prints it as `0`).
  public static func canonical(_ path: PathData) -> PathData {
    func isNegativeZero(_ v: CGFloat) -> Bool { v == 0 && v.sign == .minus }
    let hasNegativeZero = path.elements.contains {
      $0.points.contains { isNegativeZero($0.x) || isNegativeZero($0.y) }
    }
    guard hasNegativeZero else { return path }
    return PathData(
      path.elements.map {
        $0.mapPoints { CGPoint(x: $0.x == 0 ? 0 : $0.x, y: $0.y == 0 ? 0 : $0.y) }
      })
  }

  /// Path data being written as UTF-8 bytes (all ASCII), made a `String` once at the end.
  ///
  /// Numbers are written as ``SceneWriterJSON/format(_:)`` prints them, without a `String` per
  /// number: finite non-integral values through `Double.write(to:)` (the digits of
  /// `description`), integers digit by digit.
  struct Bytes: TextOutputStream {
    /// The bytes so far.
    var bytes: [UInt8] = []

    /// The path data as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `x y`.
    mutating func append(_ p: CGPoint) {
      append(Double(p.x))
      bytes.append(UInt8(ascii: " "))
      append(Double(p.y))
    }

    /// Appends `d` exactly as ``SceneWriterJSON/format(_:)`` prints it (−0 as `0`).
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
}
