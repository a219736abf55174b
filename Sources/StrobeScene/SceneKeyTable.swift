import StrobeCore

/// The keys the scene loader accepts in each kind of JSON object, read-only.
///
/// For tools that check scene files outside the loader: the JSON Schema
/// (`docs/strobe-scene.schema.json`) is tested against these tables so the two cannot drift
/// apart. Object kinds are named like the schema's `$defs` (`layer-shape`,
/// `animation-basic`, `transactionChange`…; `document` is the top level).
public enum SceneKeyTable {
  /// Top-level keys of a scene document (`$schema` included; it is ignored).
  public static var document: [String] { SceneSpec.documentKeys }
  /// Keys of the `canvas` object.
  public static let canvas = ["width", "height", "background"]
  /// Keys of a transaction.
  public static let transaction = [
    "at", "duration", "timingFunction", "disableActions", "changes", "transitions",
  ]
  /// Keys of one change of a transaction.
  public static let transactionChange = ["layer", "keyPath", "value"]
  /// Keys of one transition of a transaction.
  public static var transactionTransition: [String] {
    ["layer"] + SceneAnimationSpec.transitionKeys + SceneAnimationSpec.timingKeys
      + ["timingFunction"]
  }
  /// Keys of the `export` object.
  public static let export = ["times", "fps", "formats", "scales"]
  /// Keys of a path constructor object (`{"rect": …}`, `{"roundedRect": …, "cornerRadius": …}`…).
  public static let pathConstructor = [
    "rect", "ellipse", "roundedRect", "arc", "cornerRadius", "cornerWidth", "cornerHeight",
  ]
  /// Keys of the `arc` path constructor's object.
  public static let arc = ["center", "radius", "startAngle", "endAngle", "clockwise"]
  /// Keys of one step of a transform list.
  public static var transformStep: [String] { SceneCursor.transformStepKeys }
  /// Keys of the affine transform object.
  public static let affineTransform = ["affine"]
  /// Keys of one entry of a text layer's `textAnimators` (a Strobe extension).
  public static var textAnimator: [String] { SceneValueKind.textAnimatorKeys }

  /// Keys of a layer object of `type`.
  public static func layer(_ type: SceneLayerType) -> [String] { type.allowedKeys }

  /// Keys of an animation object of `kind`.
  public static func animation(_ kind: SceneAnimationSpec.Kind) -> [String] {
    SceneAnimationSpec.allowedKeys(kind)
  }

  /// Every object kind with its keys, in a fixed order: `document`, `canvas`,
  /// `layer-<type>` for each layer type, `animation-<kind>` for each animation kind, then
  /// `transaction`, `transactionChange`, `transactionTransition`, `export`,
  /// `pathConstructor`, `arc`, `transformStep`, `affineTransform`, `textAnimator`.
  public static var all: [(kind: String, keys: [String])] {
    var out: [(kind: String, keys: [String])] = [("document", document), ("canvas", canvas)]
    out += SceneLayerType.allCases.map { ("layer-" + $0.rawValue, layer($0)) }
    out += SceneAnimationSpec.Kind.allCases.map { ("animation-" + $0.rawValue, animation($0)) }
    out += [
      ("transaction", transaction), ("transactionChange", transactionChange),
      ("transactionTransition", transactionTransition), ("export", export),
      ("pathConstructor", pathConstructor), ("arc", arc), ("transformStep", transformStep),
      ("affineTransform", affineTransform), ("textAnimator", textAnimator),
    ]
    return out
  }
}
