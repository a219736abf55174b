import Foundation
import StrobeScene

/// UIKit's fixed colours and iOS system palette.
///
/// Every value comes from StrobeScene's `SceneColor.named` (the table the scene format uses),
/// so `UIColor.systemBlue.cgColor` and the scene colour `"systemBlue"` are identical. System
/// colours are iOS 15–17's light-appearance sRGB values from Apple's Human Interface
/// Guidelines (a device resolves them in extended sRGB and can differ in the last bit).
extension UIColor {
  /// Black (white 0).
  public static let black = palette("black")
  /// Dark grey (white 1/3).
  public static let darkGray = palette("darkGray")
  /// Light grey (white 2/3).
  public static let lightGray = palette("lightGray")
  /// White (white 1).
  public static let white = palette("white")
  /// Grey (white 0.5).
  public static let gray = palette("gray")
  /// Red (1, 0, 0).
  public static let red = palette("red")
  /// Green (0, 1, 0).
  public static let green = palette("green")
  /// Blue (0, 0, 1).
  public static let blue = palette("blue")
  /// Cyan (0, 1, 1).
  public static let cyan = palette("cyan")
  /// Yellow (1, 1, 0).
  public static let yellow = palette("yellow")
  /// Magenta (1, 0, 1).
  public static let magenta = palette("magenta")
  /// Orange (1, 0.5, 0).
  public static let orange = palette("orange")
  /// Purple (0.5, 0, 0.5).
  public static let purple = palette("purple")
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = palette("brown")
  /// Transparent black (white 0, alpha 0).
  public static let clear = palette("clear")
  /// iOS system colour `systemRed` (light appearance; scene colour `"systemRed"`).
  public static let systemRed = palette("systemRed")
  /// iOS system colour `systemOrange` (light appearance; scene colour `"systemOrange"`).
  public static let systemOrange = palette("systemOrange")
  /// iOS system colour `systemYellow` (light appearance; scene colour `"systemYellow"`).
  public static let systemYellow = palette("systemYellow")
  /// iOS system colour `systemGreen` (light appearance; scene colour `"systemGreen"`).
  public static let systemGreen = palette("systemGreen")
  /// iOS system colour `systemMint` (light appearance; scene colour `"systemMint"`).
  public static let systemMint = palette("systemMint")
  /// iOS system colour `systemTeal` (light appearance; scene colour `"systemTeal"`).
  public static let systemTeal = palette("systemTeal")
  /// iOS system colour `systemCyan` (light appearance; scene colour `"systemCyan"`).
  public static let systemCyan = palette("systemCyan")
  /// iOS system colour `systemBlue` (light appearance; scene colour `"systemBlue"`).
  public static let systemBlue = palette("systemBlue")
  /// iOS system colour `systemIndigo` (light appearance; scene colour `"systemIndigo"`).
  public static let systemIndigo = palette("systemIndigo")
  /// iOS system colour `systemPurple` (light appearance; scene colour `"systemPurple"`).
  public static let systemPurple = palette("systemPurple")
  /// iOS system colour `systemPink` (light appearance; scene colour `"systemPink"`).
  public static let systemPink = palette("systemPink")
  /// iOS system colour `systemBrown` (light appearance; scene colour `"systemBrown"`).
  public static let systemBrown = palette("systemBrown")
  /// iOS system colour `systemGray` (light appearance; scene colour `"systemGray"`).
  public static let systemGray = palette("systemGray")
  /// iOS system colour `systemGray2` (light appearance; scene colour `"systemGray2"`).
  public static let systemGray2 = palette("systemGray2")
  /// iOS system colour `systemGray3` (light appearance; scene colour `"systemGray3"`).
  public static let systemGray3 = palette("systemGray3")
  /// iOS system colour `systemGray4` (light appearance; scene colour `"systemGray4"`).
  public static let systemGray4 = palette("systemGray4")
  /// iOS system colour `systemGray5` (light appearance; scene colour `"systemGray5"`).
  public static let systemGray5 = palette("systemGray5")
  /// iOS system colour `systemGray6` (light appearance; scene colour `"systemGray6"`).
  public static let systemGray6 = palette("systemGray6")
  /// The system background colour: white in the light appearance.
  public static let systemBackground = white
  /// The primary label colour: black in the light appearance.
  public static let label = black
}
