/// An sRGB colour with straight (not premultiplied) alpha, components in 0…1.
///
/// The scene format's colour value before it becomes a `CGColor`.
public struct SceneColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha, 0…1 (1 = opaque).
  public var alpha: Double

  /// A colour from its components (0…1).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey with `white` in every colour component.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from 8-bit components (0…255).
  public init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha255 a: Int = 255) {
    self.init(
      red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil otherwise.
  ///
  /// A short-form digit `x` stands for `xx` (so `#F80` is `#FF8800`).
  public init?(hex: String) {
    // On the UTF-8 bytes: a colour per shape of a large scene, so no Character iteration.
    var v: [Int] = []
    v.reserveCapacity(8)
    var utf8 = hex.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "#") else { return nil }
    while let byte = utf8.next() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): v.append(Int(byte - UInt8(ascii: "0")))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): v.append(Int(byte - UInt8(ascii: "a")) + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): v.append(Int(byte - UInt8(ascii: "A")) + 10)
      default: return nil
      }
      if v.count > 8 { return nil }
    }
    switch v.count {
    case 3:
      self.init(red255: v[0] * 17, green255: v[1] * 17, blue255: v[2] * 17)
    case 6:
      self.init(red255: v[0] * 16 + v[1], green255: v[2] * 16 + v[3], blue255: v[4] * 16 + v[5])
    case 8:
      self.init(
        red255: v[0] * 16 + v[1], green255: v[2] * 16 + v[3], blue255: v[4] * 16 + v[5],
        alpha255: v[6] * 16 + v[7])
    default:
      return nil
    }
  }

  /// The components as `[r, g, b, a]`.
  public var components: [Double] { [red, green, blue, alpha] }

  /// `[r, g, b, a]`.
  public var description: String { "[\(red), \(green), \(blue), \(alpha)]" }

  /// The colour names the scene format accepts, in documentation order.
  public static let names: [String] = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
    "magenta", "orange", "purple", "brown", "clear",
    "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
    "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
  ]

  /// The named colours: UIKit's fixed colours and iOS 17's system colours (light).
  ///
  /// Fixed colours are UIKit's documented component values (`darkGray` is white 1/3,
  /// `lightGray` 2/3, `gray` 0.5, `orange` (1, 0.5, 0), `purple` (0.5, 0, 0.5), `brown`
  /// (0.6, 0.4, 0.2), `clear` transparent black).
  ///
  /// System colours are the light-appearance sRGB values of Apple's Human Interface
  /// Guidelines colour table for iOS 17. Uncertainty: these are the HIG's published 8-bit
  /// values; a device's `UIColor.systemX` resolves in extended sRGB and can differ from them
  /// in the last bit, and earlier iOS releases used other values for `systemTeal`
  /// (#5AC8FA before iOS 15) and `systemMint`, so these match iOS 15–17.
  public static let named: [String: SceneColor] = [
    "black": SceneColor(white: 0),
    "darkGray": SceneColor(white: 1.0 / 3.0),
    "lightGray": SceneColor(white: 2.0 / 3.0),
    "white": SceneColor(white: 1),
    "gray": SceneColor(white: 0.5),
    "red": SceneColor(red: 1, green: 0, blue: 0),
    "green": SceneColor(red: 0, green: 1, blue: 0),
    "blue": SceneColor(red: 0, green: 0, blue: 1),
    "cyan": SceneColor(red: 0, green: 1, blue: 1),
    "yellow": SceneColor(red: 1, green: 1, blue: 0),
    "magenta": SceneColor(red: 1, green: 0, blue: 1),
    "orange": SceneColor(red: 1, green: 0.5, blue: 0),
    "purple": SceneColor(red: 0.5, green: 0, blue: 0.5),
    "brown": SceneColor(red: 0.6, green: 0.4, blue: 0.2),
    "clear": SceneColor(white: 0, alpha: 0),
    "systemRed": SceneColor(red255: 0xFF, green255: 0x3B, blue255: 0x30),
    "systemOrange": SceneColor(red255: 0xFF, green255: 0x95, blue255: 0x00),
    "systemYellow": SceneColor(red255: 0xFF, green255: 0xCC, blue255: 0x00),
    "systemGreen": SceneColor(red255: 0x34, green255: 0xC7, blue255: 0x59),
    "systemMint": SceneColor(red255: 0x00, green255: 0xC7, blue255: 0xBE),
    "systemTeal": SceneColor(red255: 0x30, green255: 0xB0, blue255: 0xC7),
    "systemCyan": SceneColor(red255: 0x32, green255: 0xAD, blue255: 0xE6),
    "systemBlue": SceneColor(red255: 0x00, green255: 0x7A, blue255: 0xFF),
    "systemIndigo": SceneColor(red255: 0x58, green255: 0x56, blue255: 0xD6),
    "systemPurple": SceneColor(red255: 0xAF, green255: 0x52, blue255: 0xDE),
    "systemPink": SceneColor(red255: 0xFF, green255: 0x2D, blue255: 0x55),
    "systemBrown": SceneColor(red255: 0xA2, green255: 0x84, blue255: 0x5E),
    "systemGray": SceneColor(red255: 0x8E, green255: 0x8E, blue255: 0x93),
    "systemGray2": SceneColor(red255: 0xAE, green255: 0xAE, blue255: 0xB2),
    "systemGray3": SceneColor(red255: 0xC7, green255: 0xC7, blue255: 0xCC),
    "systemGray4": SceneColor(red255: 0xD1, green255: 0xD1, blue255: 0xD6),
    "systemGray5": SceneColor(red255: 0xE5, green255: 0xE5, blue255: 0xEA),
    "systemGray6": SceneColor(red255: 0xF2, green255: 0xF2, blue255: 0xF7),
  ]
}
