import StrobeScene

/// Where in the Lottie file a layer of the imported scene comes from: the JSON path and the
/// source position of the Lottie layer or shape item it was built from.
///
/// An error the scene loader finds in the imported scene (a colour of 1e300, too many
/// layers) is reported at the nearest origin above the refused value, so it points into the
/// user's file, not into the scene Strobe built (docs/lottie.md, "Supported features").
///
/// An image layer's `contents` has its own origin, the asset's `p` (``imageFile``), so an
/// unreadable, corrupt or oversized image file is reported there, as an embedded one is.
struct LottieOrigin {
  var path: JSONPath
  var position: SourcePosition
  /// For the `contents` of an image layer given as a file: the path written into the
  /// imported scene and the path as the Lottie file spells it (`u` + `p`), which replaces
  /// it in messages.
  var imageFile: (contents: String, written: String)?

  init(_ value: LottieValue) {
    path = value.path
    position = value.position
  }

  /// The origin of an image file asset's `contents`: the asset's `p` value.
  init(imageAt p: LottieValue, contents: String, written: String) {
    self.init(p)
    imageFile = (contents, written)
  }

  /// The origins of `node` and everything below it, keyed by the node's JSON path in the
  /// imported scene (`layers[0].sublayers[2]`).
  static func table(_ node: SceneNode, at path: String) -> [String: LottieOrigin] {
    var out: [String: LottieOrigin] = [:]
    func walk(_ node: SceneNode, _ path: String) {
      if let origin = node.origin { out[path] = origin }
      if let origin = node.contentsOrigin { out[path + ".contents"] = origin }
      if let mask = node.masks.first { walk(mask, path + ".mask") }
      for (i, sublayer) in node.sublayers.enumerated() { walk(sublayer, path + ".sublayers[\(i)]") }
    }
    walk(node, path)
    return out
  }

  /// `error` located at the origin nearest above its path in `table`, or nil when it has no
  /// location or no origin covers it.
  static func locate(_ error: SceneError, file: String, in table: [String: LottieOrigin])
    -> LottieError?
  {
    guard let location = error.location else { return nil }
    let scenePath = location.path.description
    var best: (key: String, origin: LottieOrigin)?
    for (key, origin) in table where key.count > (best?.key.count ?? -1) {
      guard scenePath.hasPrefix(key) else { continue }
      let rest = scenePath.dropFirst(key.count)
      if rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") { best = (key, origin) }
    }
    guard let best else { return nil }
    // The loader's message without its location in the imported scene.
    let text = "\(error)"
    let message =
      text.range(of: location.description + ": ").map { String(text[$0.upperBound...]) } ?? text
    var below = String(scenePath.dropFirst(best.key.count))
    if below.hasPrefix(".") { below.removeFirst() }
    if let image = best.origin.imageFile, below.isEmpty {
      // The image file as the user wrote it, not the path the importer resolved.
      let reason = message.replacingOccurrences(
        of: JSONValue.quote(image.contents), with: JSONValue.quote(image.written))
      return .image(
        file: file, path: best.origin.path, position: best.origin.position, reason: reason,
        remedy: error.remedy)
    }
    return .importedValue(
      file: file, path: best.origin.path, position: best.origin.position,
      detail: below.isEmpty ? message : "\(below) in the imported scene: \(message)",
      remedy: error.remedy)
  }
}
