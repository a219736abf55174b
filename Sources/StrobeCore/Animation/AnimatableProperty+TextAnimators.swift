import Foundation
import StrobeGeometry

extension AnimatableProperty {
  /// The prefix of a text animator's key paths: `textAnimators.<name>.<key>`.
  public static let textAnimatorPrefix = "textAnimators."

  /// The name and key of a text animator key path (`textAnimators.<name>.<key>`), nil for
  /// another key path (a name may not be empty or hold a dot; the key must be one of
  /// ``TextAnimator/animatableKeys``).
  public static func textAnimatorKeyPath(_ keyPath: String) -> (name: String, key: String)? {
    guard keyPath.hasPrefix(textAnimatorPrefix) else { return nil }
    let rest = keyPath.dropFirst(textAnimatorPrefix.count)
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty,
      TextAnimator(name: "").value(forKey: String(parts[1])) != nil
    else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  /// The property of a text animator key path: it reads and writes the first animator of
  /// the text layer with that name (a layer without one reads the key's default and ignores
  /// writes, as Core Animation ignores a filter key path naming no filter).
  static func textAnimatorProperty(_ keyPath: String) -> AnimatableProperty? {
    guard let (name, key) = textAnimatorKeyPath(keyPath),
      let kind = TextAnimator.animatableKeys.first(where: { $0.key == key })?.kind
    else { return nil }
    return AnimatableProperty(
      keyPath: keyPath, kind: kind, isShapeProperty: false,
      get: { v in
        let animator = v.text?.textAnimators.first { $0.name == name } ?? TextAnimator(name: name)
        return animator.value(forKey: key) ?? .null
      },
      set: { v, value in
        guard let i = v.text?.textAnimators.firstIndex(where: { $0.name == name }) else { return }
        v.text!.textAnimators[i].setValue(value, forKey: key)
      })
  }
}
