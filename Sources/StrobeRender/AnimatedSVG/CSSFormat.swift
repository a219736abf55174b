import Foundation
import StrobeCore
import StrobeGeometry

/// Deterministic CSS spellings of numbers, colours, transforms and timing functions for
/// the animated SVG (docs/animated-output.md §Animated SVG).
enum CSSFormat {
  /// `v` with at most six decimals, trailing zeros dropped (`0.5`, `12`, `-0.25`).
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    var s = String(format: "%.6f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
  }

  /// A length in user units (`12px`).
  static func px(_ v: Double) -> String { number(v) + "px" }

  /// A percentage of a keyframe (`37.5%`).
  static func percent(_ fraction: Double) -> String {
    number(min(max(fraction, 0), 1) * 100) + "%"
  }

  /// A colour as `rgba(r, g, b, a)` with 0…255 channels (transparent black for nil).
  static func color(_ c: CGColor?) -> String {
    guard let c else { return "rgba(0,0,0,0)" }
    let rgba = RGBA(c)
    func channel(_ v: Double) -> String { number((v * 255 * 1000).rounded() / 1000) }
    return
      "rgba(\(channel(rgba.r)),\(channel(rgba.g)),\(channel(rgba.b)),\(number(rgba.a)))"
  }

  /// The 2-D affine part of `t` as `matrix(a,b,c,d,e,f)`.
  static func matrix(_ t: CATransform3D) -> String {
    let v = [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42].map { number(Double($0)) }
    return "matrix(" + v.joined(separator: ",") + ")"
  }

  /// A path as the value of the CSS `d` property.
  static func path(_ p: PathData?) -> String {
    "path(\"" + (p?.svgPathData ?? "") + "\")"
  }

  /// `id` as a CSS id selector (`.` escaped).
  static func selector(_ id: String) -> String {
    "#" + id.replacingOccurrences(of: ".", with: "\\.")
  }

  /// `s` with XML's five special characters escaped, for attribute values.
  static func xml(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(c)
      }
    }
    return out
  }
}
