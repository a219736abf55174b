import Foundation
import StrobeGeometry

/// UIKit's string forms of geometry values (`NSCoder.string(for:)`, `NSCoder.cgPoint(for:)`
/// and siblings, the Swift names of `NSStringFromCGPoint`/`CGPointFromString`…): `{x, y}`,
/// `{{x, y}, {w, h}}`, `{a, b, c, d, tx, ty}`, `{top, left, bottom, right}`.
///
/// Parsing reads the numbers in order and ignores everything else, as UIKit does; missing
/// numbers are 0 (a malformed string gives zeros, never an error).
extension NSCoder {
  /// The point of a `{x, y}` string.
  public static func cgPoint(for string: String) -> CGPoint {
    let n = numbers(in: string, count: 2)
    return CGPoint(x: n[0], y: n[1])
  }
  /// The size of a `{w, h}` string.
  public static func cgSize(for string: String) -> CGSize {
    let n = numbers(in: string, count: 2)
    return CGSize(width: n[0], height: n[1])
  }
  /// The rectangle of a `{{x, y}, {w, h}}` string.
  public static func cgRect(for string: String) -> CGRect {
    let n = numbers(in: string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
  /// The vector of a `{dx, dy}` string.
  public static func cgVector(for string: String) -> CGVector {
    let n = numbers(in: string, count: 2)
    return CGVector(dx: n[0], dy: n[1])
  }
  /// The affine transform of a `{a, b, c, d, tx, ty}` string.
  public static func cgAffineTransform(for string: String) -> CGAffineTransform {
    let n = numbers(in: string, count: 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }
  /// The insets of a `{top, left, bottom, right}` string.
  public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
    let n = numbers(in: string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  /// `{x, y}`.
  public static func string(for point: CGPoint) -> String { "{\(g(point.x)), \(g(point.y))}" }
  /// `{w, h}`.
  public static func string(for size: CGSize) -> String {
    "{\(g(size.width)), \(g(size.height))}"
  }
  /// `{{x, y}, {w, h}}`.
  public static func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }
  /// `{dx, dy}`.
  public static func string(for vector: CGVector) -> String { "{\(g(vector.dx)), \(g(vector.dy))}" }
  /// `{a, b, c, d, tx, ty}`.
  public static func string(for t: CGAffineTransform) -> String {
    "{" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(g).joined(separator: ", ") + "}"
  }
  /// `{top, left, bottom, right}`.
  public static func string(for insets: UIEdgeInsets) -> String {
    "{" + [insets.top, insets.left, insets.bottom, insets.right].map(g).joined(separator: ", ")
      + "}"
  }

  /// A number as `%g` writes it (UIKit's format: `10`, `2.5`).
  private static func g(_ v: CGFloat) -> String {
    let d = Double(v)
    return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
  }

  /// The first `count` numbers of `string` (0 for missing ones).
  private static func numbers(in string: String, count: Int) -> [CGFloat] {
    var out: [CGFloat] = []
    var token = ""
    func flush() {
      if let d = Double(token) { out.append(CGFloat(d)) }
      token = ""
    }
    for ch in string {
      if ch.isNumber || ch == "." || ch == "-" || ch == "+" || ch == "e" || ch == "E" {
        token.append(ch)
      } else {
        flush()
      }
    }
    flush()
    while out.count < count { out.append(0) }
    return Array(out.prefix(count))
  }
}
