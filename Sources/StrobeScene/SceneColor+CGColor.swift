import Foundation
import StrobeCore

extension SceneColor {
  /// The colour as an sRGB `CGColor`.
  public var cgColor: CGColor {
    CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }
}
