import StrobeCore
import StrobeGeometry

extension SceneValueKind {
  /// Keys of a `textAnimators` entry that are not animatable: the name and the selector's
  /// choices (a Strobe extension, docs/scene-format.md §Text animators).
  public static let textAnimatorChoiceKeys = [
    "name", "units", "basedOn", "shape", "randomizesOrder",
  ]

  /// Every key of a `textAnimators` entry: ``textAnimatorChoiceKeys``, then the animatable
  /// ``TextAnimator/animatableKeys``.
  public static let textAnimatorKeys =
    textAnimatorChoiceKeys + TextAnimator.animatableKeys.map(\.key)

  /// The scene kind of the values of an animatable text animator key.
  static func textAnimatorValueKind(_ key: String) -> SceneValueKind? {
    switch TextAnimator.animatableKeys.first(where: { $0.key == key })?.kind {
    case .number?: return .number
    case .point?: return .point
    case .size?: return .size
    case .color?: return .color
    default: return nil
    }
  }

  /// Decodes a `textAnimators` list: objects with a unique `name` (not empty, no dot), the
  /// selector's `units`, `basedOn`, `shape`, `randomizesOrder` and any animatable key
  /// (numbers, `position`/`anchorPoint` points, `scale` a size, colours).
  static func decodeTextAnimators(_ cursor: SceneCursor) throws -> SceneValue {
    var animators: [TextAnimator] = []
    var firstUse: [String: SceneLocation] = [:]
    for item in try cursor.array() {
      let fields = try item.fields(allowed: textAnimatorKeys)
      let nameCursor = try fields.required("name")
      let name = try nameCursor.string()
      guard !name.isEmpty, !name.contains(".") else {
        throw nameCursor.mismatch("a name that is not empty and has no \".\"")
      }
      if let first = firstUse[name] {
        throw SceneError.duplicateName(nameCursor.location, name: name, first: first)
      }
      firstUse[name] = nameCursor.location
      var animator = TextAnimator(name: name)
      for key in fields.keys where key != "name" {
        let c = fields[key]!
        switch key {
        case "units":
          let raw = try c.oneOf(TextRangeSelector.Units.allCases.map(\.rawValue))
          animator.selector.units = TextRangeSelector.Units(rawValue: raw)!
        case "basedOn":
          let raw = try c.oneOf(TextRangeSelector.Basis.allCases.map(\.rawValue))
          animator.selector.basedOn = TextRangeSelector.Basis(rawValue: raw)!
        case "shape":
          let raw = try c.oneOf(TextRangeSelector.Shape.allCases.map(\.rawValue))
          animator.selector.shape = TextRangeSelector.Shape(rawValue: raw)!
        case "randomizesOrder":
          animator.selector.randomizesOrder = try c.bool()
        default:
          let value = try textAnimatorValueKind(key)!.decode(c)
          animator.setValue(try SceneAnimationSpec.animatable(value, at: c.location), forKey: key)
        }
      }
      animators.append(animator)
    }
    return .textAnimators(animators)
  }
}
