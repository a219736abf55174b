import StrobeScene

/// A layer of the Strobe scene being built, written out as scene-format JSON.
struct SceneNode {
  /// The scene layer type (`layer`, `shape`…).
  var type = "layer"
  /// The layer name (unique in the scene), if any.
  var name: String?
  /// Layer keys in the order set.
  var properties: [(key: String, value: SceneWriterJSON)] = []
  /// Animations, in order of addition.
  var animations: [SceneWriterJSON] = []
  /// The mask layer (zero or one).
  var masks: [SceneNode] = []
  /// Sublayers, bottom first.
  var sublayers: [SceneNode] = []
  /// The Lottie layer or shape item this layer was built from, for error messages.
  var origin: LottieOrigin?
  /// Where the `contents` value came from (an image file asset's `p`), for error messages.
  var contentsOrigin: LottieOrigin?

  init(type: String = "layer", name: String? = nil) {
    self.type = type
    self.name = name
  }

  /// Sets (or replaces) a key.
  mutating func set(_ key: String, _ value: SceneWriterJSON) {
    if let i = properties.firstIndex(where: { $0.key == key }) {
      properties[i].value = value
    } else {
      properties.append((key, value))
    }
  }

  /// Whether a key is set.
  func has(_ key: String) -> Bool { properties.contains { $0.key == key } }

  /// Whether the layer is a neutral wrapper.
  ///
  /// That is a plain layer with no name, key, animation or mask. It draws nothing, its
  /// geometry is the identity and its time and opacity are its parent's, so in a flat (2-D)
  /// parent its sublayers can take its place unchanged (docs/lottie.md §Neutral group layers).
  var isNeutralWrapper: Bool {
    type == "layer" && name == nil && properties.isEmpty && animations.isEmpty && masks.isEmpty
  }

  /// The layers that stand for this one among a flat parent's sublayers, bottom first: the
  /// stand-ins of its sublayers when it is a neutral wrapper, else the layer itself.
  var standIns: [SceneNode] { isNeutralWrapper ? sublayers.flatMap(\.standIns) : [self] }

  /// The layer as a scene-format object.
  var json: SceneWriterJSON {
    var members: [(key: String, value: SceneWriterJSON)] = [("type", .string(type))]
    if let name { members.append(("name", .string(name))) }
    members += properties
    if let mask = masks.first { members.append(("mask", mask.json)) }
    if !animations.isEmpty { members.append(("animations", .array(animations))) }
    if !sublayers.isEmpty { members.append(("sublayers", .array(sublayers.map(\.json)))) }
    return .object(members)
  }
}

extension SceneWriterJSON {
  /// A point `[x, y]`.
  static func point(_ x: Double, _ y: Double) -> SceneWriterJSON { .numbers([x, y]) }
}
