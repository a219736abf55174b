import Foundation
import StrobeCore
import StrobeGeometry
import StrobeScene

/// A colour (UIKit's `UIColor`): sRGB components with straight alpha, backed by a `CGColor`.
///
/// Components are stored as given (extended range: values outside 0…1 are kept, as
/// `UIColor` does in extended sRGB; renderers clamp). The named colours and the iOS system
/// palette are the ones the scene format uses: ``UIColor/systemBlue`` is exactly the scene
/// colour `"systemBlue"` (the table lives in StrobeScene's `SceneColor.named`, which this
/// module reads rather than repeats). Dynamic (light/dark) colours resolve to their light
/// appearance.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
  /// The colour as a `CGColor` (what `CALayer.backgroundColor`, `CAShapeLayer.strokeColor`
  /// … take).
  public let cgColor: CGColor

  /// A colour from sRGB components (0…1; alpha 1 = opaque).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    cgColor = CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey: `white` in every colour component (0 black … 1 white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness (HSB/HSV, each 0…1; hue 0 and 1 are red).
  ///
  /// The standard HSV → RGB conversion: with h6 = 6·(hue mod 1), sector i = ⌊h6⌋, f = h6 − i,
  /// p = b(1 − s), q = b(1 − s·f), t = b(1 − s(1 − f)), (r, g, b) is (b, t, p), (q, b, p),
  /// (p, b, t), (p, q, b), (t, p, b), (b, p, q) for i = 0…5. Saturation and brightness are
  /// clamped to 0…1.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour with the components of `cgColor`.
  public init(cgColor: CGColor) { self.cgColor = cgColor }

  /// A scene-format colour (see StrobeScene's `SceneColor`).
  public convenience init(_ sceneColor: SceneColor) {
    self.init(
      red: sceneColor.red, green: sceneColor.green, blue: sceneColor.blue,
      alpha: sceneColor.alpha)
  }

  /// The same colour with alpha replaced by `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
  }

  /// Writes the sRGB components into the non-nil pointers (UIKit's `getRed(_:green:blue:alpha:)`).
  ///
  /// Always succeeds (every colour here is RGB) and returns true.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = cgColor.red
    green?.pointee = cgColor.green
    blue?.pointee = cgColor.blue
    alpha?.pointee = cgColor.alpha
    return true
  }

  /// Writes hue, saturation, brightness (each 0…1; hue 0 for greys) and alpha into the
  /// non-nil pointers; returns true.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (r, g, b) = (cgColor.red, cgColor.green, cgColor.blue)
    let maxC = max(r, g, b)
    let minC = min(r, g, b)
    let delta = maxC - minC
    var h: CGFloat = 0
    if delta > 0 {
      if maxC == r {
        h = (g - b) / delta
      } else if maxC == g {
        h = (b - r) / delta + 2
      } else {
        h = (r - g) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maxC > 0 ? delta / maxC : 0
    brightness?.pointee = maxC
    alpha?.pointee = cgColor.alpha
    return true
  }

  /// Writes the grey level (mean of r, g, b) and alpha into the non-nil pointers; returns
  /// true only when the colour is a grey (r = g = b), as UIKit succeeds only for grey colours.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (r, g, b) = (cgColor.red, cgColor.green, cgColor.blue)
    white?.pointee = (r + g + b) / 3
    alpha?.pointee = cgColor.alpha
    return r == g && g == b
  }

  /// `UIColor(r: …, g: …, b: …, a: …)`.
  public var description: String {
    "UIColor(r: \(cgColor.red), g: \(cgColor.green), b: \(cgColor.blue), a: \(cgColor.alpha))"
  }

  /// Equal when the components are equal.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

  /// HSV → RGB (see ``init(hue:saturation:brightness:alpha:)``).
  static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
    -> (CGFloat, CGFloat, CGFloat)
  {
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    var h = hue.truncatingRemainder(dividingBy: 1)
    if h < 0 { h += 1 }
    let h6 = h * 6
    let i = min(max(Int(saturating: h6.rounded(.down)), 0), 5)
    let f = h6 - CGFloat(i)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch i {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  /// The palette colour `name` from StrobeScene's table (a programming error if missing).
  static func palette(_ name: String) -> UIColor {
    guard let c = SceneColor.named[name] else {
      preconditionFailure("SceneColor.named has no colour \(name)")
    }
    return UIColor(c)
  }
}
