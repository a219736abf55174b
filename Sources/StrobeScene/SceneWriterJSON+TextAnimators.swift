import Foundation
import StrobeCore
import StrobeGeometry

extension SceneWriterJSON {
  /// A `textAnimators` list (docs/scene-format.md §Text animators): each animator an object
  /// with its `name` and the keys whose values differ from an unchanged animator's, in
  /// ``SceneValueKind/textAnimatorKeys`` order.
  public static func textAnimators(_ animators: [TextAnimator]) -> SceneWriterJSON {
    .array(animators.map(textAnimator))
  }

  /// One text animator object (see ``textAnimators(_:)``).
  public static func textAnimator(_ animator: TextAnimator) -> SceneWriterJSON {
    let neutral = TextAnimator(name: animator.name)
    var m: [(key: String, value: SceneWriterJSON)] = [("name", .string(animator.name))]
    let selector = animator.selector
    if selector.units != neutral.selector.units {
      m.append(("units", .string(selector.units.rawValue)))
    }
    if selector.basedOn != neutral.selector.basedOn {
      m.append(("basedOn", .string(selector.basedOn.rawValue)))
    }
    if selector.shape != neutral.selector.shape {
      m.append(("shape", .string(selector.shape.rawValue)))
    }
    if selector.randomizesOrder { m.append(("randomizesOrder", .bool(true))) }
    for (key, _) in TextAnimator.animatableKeys {
      guard let value = animator.value(forKey: key), value != neutral.value(forKey: key) else {
        continue
      }
      m.append((key, json(value)))
    }
    return .object(m)
  }

  /// An animatable value as scene JSON (numbers, `[x, y]`, `[w, h]`, `[r, g, b, a]`).
  private static func json(_ value: AnimatableValue) -> SceneWriterJSON {
    switch value {
    case .number(let n): return .number(n)
    case .point(let p): return .numbers([Double(p.x), Double(p.y)])
    case .size(let s): return .numbers([Double(s.width), Double(s.height)])
    case .color(let c):
      let clamp = { (v: CGFloat) in Double(min(max(v.isNaN ? 0 : v, 0), 1)) }
      return .numbers([clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha)])
    default: return .null
    }
  }
}
