import Foundation
import StrobeCore

extension RGBA {
  /// The colour of a `CGColor`, each component clamped to 0…1 (NaN counts as 0).
  public init(_ color: CGColor) {
    let clamp = { (v: CGFloat) in Double(min(max(v.isNaN ? 0 : v, 0), 1)) }
    self.init(clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha))
  }
}
