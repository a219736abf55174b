import Foundation
import StrobeCore
import StrobeGeometry

extension SceneValue {
  /// This decoded value in the property tables' form, for a property whose scene kind is
  /// `kind` (nil when the value does not fit it).
  ///
  /// Colours become `CGColor`s, paths path data (throwing at `location` when the SVG text
  /// does not parse), corner names a mask, and `contents` the image it names, loaded
  /// relative to `folder` under `options` (docs/scene-format.md §Layers).
  func layerPropertyValue(
    _ kind: SceneValueKind, folder: URL?, options: SceneLoadOptions,
    at location: SceneLocation
  ) throws -> LayerPropertyValue? {
    switch (kind, self) {
    case (.contents, .string(let s)):
      return .image(try SceneSpec.loadImage(s, folder: folder, options: options, at: location))
    case (.contents, .null):
      return .image(nil)
    case (.optionalString, .null):
      return .string(nil)
    case (.timeRemap, _):
      return .timeRemap(SceneValueKind.timeRemap(from: self))
    case (.cornerMask, .strings(let names)):
      var mask = CACornerMask()
      for name in names {
        if let bit = SceneValueKind.cornerNames.firstIndex(of: name) {
          mask.insert(CACornerMask(rawValue: 1 << UInt(bit)))
        }
      }
      return .corners(mask)
    case (_, .number(let d)): return .number(d)
    case (_, .integer(let n)): return .integer(n)
    case (_, .bool(let b)): return .bool(b)
    case (_, .point(let p)): return .point(p)
    case (_, .size(let s)): return .size(s)
    case (_, .rect(let r)): return .rect(r)
    case (_, .color(let c)): return .color(c?.cgColor)
    case (_, .transform(let t)): return .transform(t)
    case (_, .path(let p)): return .path(try p.map { try $0.pathData(at: location) })
    case (_, .string(let s)): return .string(s)
    case (_, .numbers(let list)): return .numbers(list)
    case (_, .colors(let list)): return .colors(list?.map(\.cgColor))
    case (_, .textAnimators(let list)): return .textAnimators(list)
    case (_, .strings), (_, .list), (_, .null): return nil
    }
  }
}
