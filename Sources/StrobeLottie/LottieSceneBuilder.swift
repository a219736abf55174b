import Foundation
import StrobeCore
import StrobeGeometry
import StrobeScene

/// Builds the Strobe scene (scene-format JSON) equivalent to a Lottie document.
///
/// Mapping (after lottie-ios's Core Animation engine):
/// - The composition is a `composition` layer with `timeOffset` = ip / fr, so that its
///   local time is frame / fr; document time t shows frame ip + t·fr.
/// - Each Lottie layer is a chain of plain layers (see `transformChain`) ending in a
///   content layer in the Lottie layer's own coordinates; its keyframes and in/out points
///   are composition frames (in/out points become a discrete `hidden` animation), and `st`
///   shifts only the content of a precomposition (docs/lottie.md, "Frames and time").
/// - Parenting nests the child inside copies of its ancestors' transforms, each around a
///   plain layer that carries the ancestor's anchor offset (so the child's own position
///   stays its own).
/// - Lottie's first layer is on top: sublayer order is reversed.
final class LottieSceneBuilder {
  let diagnostics: LottieDiagnostics
  let frameRate: Double
  let animator: KeyframeAnimationBuilder
  let baseURL: URL?
  var assets: [String: LottieValue] = [:]
  /// The top-level `fonts` object (text layers resolve font names through its `list`).
  var fonts: LottieValue?
  /// The limits the imported scene is held to; expansions are counted against them before
  /// they are made (``checkLimit(_:count:at:)``).
  var limits = SceneLimits.default
  /// The limits of the scene itself (repeater copies, which stay an `instanceCount`, are
  /// held to its `layers`).
  var sceneLimits = SceneLimits.default
  /// The dotLottie archive the file came from: image assets given as files are read from
  /// it (never from the file system).
  var archive: DotLottieArchive?
  /// The `data:` URIs of the archive's images read so far, by entry name.
  var archiveImages: [String: String] = [:]
  /// The bytes of the archive's images read so far (held to `contents-bytes` together).
  var archiveImageBytes = 0
  /// The root composition's width and height (a camera's centre and perspective origin).
  var rootSize: (width: Double, height: Double) = (0, 0)
  private var usedNames: Set<String> = []
  private var precompStack: [String] = []

  init(diagnostics: LottieDiagnostics, frameRate: Double, baseURL: URL?) {
    self.diagnostics = diagnostics
    self.frameRate = frameRate
    self.animator = KeyframeAnimationBuilder(frameRate: frameRate)
    self.baseURL = baseURL
  }

  /// A unique layer name derived from `base`.
  func uniqueName(_ base: String) -> String {
    var name = base
    var n = 2
    while usedNames.contains(name) {
      name = "\(base)#\(n)"
      n += 1
    }
    usedNames.insert(name)
    return name
  }

  /// Wraps `child` (living in `childSpace`) for a parent in `parentSpace`: sets its timing.
  func placed(_ child: SceneNode, space childSpace: TimeSpace, in parentSpace: TimeSpace)
    -> SceneNode
  {
    var node = child
    for (key, value) in childSpace.timingKeys(from: parentSpace) { node.set(key, .number(value)) }
    return node
  }

  /// The scene layers for a composition's `layers` (bottom first), all in `space`.
  ///
  /// - Parameters:
  ///   - range: The frames the composition shows (in its own frames); layers visible over
  ///     all of it get no visibility animation. Nil for precompositions.
  func composition(_ layersValue: LottieValue, space: TimeSpace, range: ClosedRange<Double>?)
    throws -> [SceneNode]
  {
    let layers = try layersValue.array()
    var byIndex: [Int: LottieValue] = [:]
    for layer in layers {
      if let ind = layer["ind"] { byIndex[Int(saturating: try ind.number())] = layer }
    }
    // Each ancestor wraps a child in at least one more layer: a parent chain deeper than the
    // depth limit is refused before any copy of a transform is made.
    let chain = parentChains(layers).max() ?? 0
    try checkLimit(.depth, count: Double(chain) + 2, at: layersValue)
    // Matte sources: `td` layers, and the layer a matted layer takes as its matte even when
    // that one lacks `td` (thorvg and rlottie use it as the matte and do not draw it).
    var matteSources: Set<Int> = []
    for (i, layer) in layers.enumerated() {
      guard let tt = layer["tt"], try tt.number() != 0 else { continue }
      if let tp = layer["tp"] {
        let ind = Int(saturating: try tp.number())
        if let j = layers.firstIndex(where: { (try? $0["ind"]?.number()) == Double(ind) }) {
          matteSources.insert(j)
        }
      } else if i > 0 {
        matteSources.insert(i - 1)
      }
    }
    // The root composition's camera sees its 3-D (`ddd`) layers (docs/lottie.md §Camera
    // layers); a camera in a precomposition is reported where it is built.
    let camera = try range.flatMap { try activeCamera(layers, byIndex: byIndex, range: $0) }
    var nodes: [SceneNode] = []
    var viewed: [Bool] = []
    var index = 0
    while index < layers.count {
      let layer = layers[index]
      index += 1
      // A matte source, used by the layer that names it (or the next one).
      if try layer.bool("td") || matteSources.contains(index - 1) { continue }
      if camera != nil, Int(saturating: try layer.required("ty").number()) == 13 { continue }
      let seen = try camera != nil && layer.number("ddd", default: 0) == 1
      guard
        var node = try self.layer(
          layer, byIndex: byIndex, space: space, range: range, viewed: seen)
      else {
        continue
      }
      if let tt = layer["tt"], try tt.number() != 0 {
        node = try matted(
          node, matteType: tt, layers: layers, at: index - 1, byIndex: byIndex,
          space: space, range: range)
      }
      try blendMode(layer, on: &node)
      if seen, layer["tt"].map({ (try? $0.number()) != 0 }) ?? false {
        try diagnostics.warn(
          try layer.required("tt").path,
          "a 3-D layer with a track matte is flattened before the camera; approximate")
      }
      nodes.append(node)
      viewed.append(seen)
    }
    guard let camera else { return nodes.reversed() }
    // Each run of consecutive 3-D layers gets a host seen through the camera, as lottie-web's
    // HTML renderer gives each run a container with the camera's transform.
    var grouped: [SceneNode] = []
    var run: [SceneNode] = []
    for (node, isViewed) in zip(nodes, viewed) {
      if isViewed {
        run.append(node)
        continue
      }
      if !run.isEmpty {
        grouped.append(try cameraHost(camera.camera, of: camera.layer, sublayers: run.reversed()))
        run = []
      }
      grouped.append(node)
    }
    if !run.isEmpty {
      grouped.append(try cameraHost(camera.camera, of: camera.layer, sublayers: run.reversed()))
    }
    return grouped.reversed()
  }

  /// `node` masked by its matte layer: `tt` 1 alpha (a Core Animation mask), 2 alpha
  /// inverted, 3 luma, 4 luma inverted (Strobe's `maskMode` extension).
  private func matted(
    _ node: SceneNode, matteType tt: LottieValue, layers: [LottieValue], at index: Int,
    byIndex: [Int: LottieValue], space: TimeSpace, range: ClosedRange<Double>?
  ) throws -> SceneNode {
    let kind = Int(saturating: try tt.number())
    let modes = [1: "alpha", 2: "alphaInverted", 3: "luminance", 4: "luminanceInverted"]
    guard let mode = modes[kind] else {
      try diagnostics.warn(
        tt.path, value: tt.summary,
        "unknown track matte type; the layer is drawn unmatted")
      return node
    }
    // The matte: the layer whose "ind" is "tp" (newer files), else the one just above.
    var source: LottieValue?
    if let tp = layers[index]["tp"] {
      source = byIndex[Int(saturating: try tp.number())]
    } else if index > 0 {
      source = layers[index - 1]
    }
    guard let source,
      let matte = try layer(source, byIndex: byIndex, space: space, range: range)
    else {
      try diagnostics.warn(
        tt.path, value: tt.summary, "the track matte layer is missing; drawn unmatted")
      return node
    }
    var host = SceneNode(name: nil)
    if mode != "alpha" { host.set("maskMode", .string(mode)) }
    host.masks = [matte]
    host.sublayers = [node]
    return host
  }

  /// The scene node of one Lottie layer (its parents' transforms included), or nil when it
  /// draws nothing.
  ///
  /// - Parameters:
  ///   - viewed: The layer is seen through the root composition's camera: its z is kept
  ///     through its whole chain (CATransformLayers) for the camera's perspective.
  func layer(
    _ layer: LottieValue, byIndex: [Int: LottieValue], space: TimeSpace,
    range: ClosedRange<Double>?, viewed: Bool = false
  ) throws -> SceneNode? {
    if try layer.bool("hd") { return nil }
    let ty = try layer.required("ty")
    let type = Int(saturating: try ty.number())
    // A layer's own keyframes, in and out points are composition frames: `st` shifts only
    // a precomposition's content (lottie-web, lottie-ios, rlottie and thorvg agree).
    let startTime = try layer.number("st", default: 0)
    var content = SceneNode(name: uniqueName(layerName(layer)))
    content.origin = LottieOrigin(layer)
    switch type {
    case 0: content.sublayers = try precomp(layer, space: space, startTime: startTime)
    case 1: content.sublayers = [try solid(layer)]
    case 2: content.sublayers = try image(layer)
    case 3: return nil  // null layers only carry transforms for their children
    case 4:
      if let shapes = layer["shapes"] {
        content.sublayers = try shapeItems(
          shapes, inheritedTrims: [], path: layer.path.appending(key: "shapes"))
      }
    case 5: content.sublayers = try text(layer)
    case 6: return nil  // audio
    case 13:
      // The root composition's camera is applied by `composition`; lottie-web's HTML
      // renderer applies a precomposition's camera to its own 3-D layers.
      try diagnostics.warn(
        ty.path, value: ty.summary,
        "a camera inside a precomposition is not supported; its 3-D layers are drawn without perspective"
      )
      return nil
    default:
      try diagnostics.warn(ty.path, value: ty.summary, "unsupported layer type; layer skipped")
      return nil
    }
    try reportUnsupportedLayerKeys(layer)
    if let masks = layer["masksProperties"] {
      // Each level after the first masks a host around the previous one (intersection).
      for (k, level) in try maskLevels(masks).enumerated() {
        if k > 0 {
          var host = SceneNode()
          host.sublayers = [content]
          content = host
        }
        content.masks = [level]
      }
    }
    content = try effects(layer, around: content)
    let ks = try layer.required("ks")
    try opacity(ks, on: &content)
    try visibility(layer, range: range, on: &content)
    // A layer turned in 3-D, or under an ancestor that is, keeps its z through the whole
    // parent chain (CATransformLayers): lottie-web multiplies the 3-D matrices of the chain
    // and drops z only at the end (docs/lottie.md §3-D layers).
    let chain = try ancestry(layer, byIndex: byIndex)
    let threeD = try viewed || chain.contains { try isThreeD($0) }
    var node = try transformChain(
      ks, content: content, autoOrient: try layer.bool("ao"), threeD: threeD)
    // Parents: each ancestor's transform wraps the child. The chain's content layer carries
    // the ancestor's anchor offset (`position` −a), so the child's chain is wrapped in a
    // plain layer first: its own (static or animated) position must not be replaced.
    for parent in chain.dropFirst() {
      let parentTransform = try parent.required("ks")
      let anchor = try parentTransform.numberTrack("a", diagnostics, default: [0, 0])
      if anchor.isAnimated || anchor.initial.contains(where: { $0 != 0 }) {
        var inner = SceneNode(type: threeD ? SceneLayerType.transform.rawValue : "layer")
        inner.sublayers = [node]
        node = inner
      }
      node = try transformChain(
        parentTransform, content: node, autoOrient: try parent.bool("ao"), threeD: threeD)
    }
    return node
  }

  /// The layer and its ancestors (nearest first) through `parent`.
  ///
  /// A `parent` naming no layer of the composition is reported and ends the chain (lottie-web
  /// and the reference players draw the layer unparented); a cycle is an error. Reports are
  /// made once however often a chain is walked.
  func ancestry(_ layer: LottieValue, byIndex: [Int: LottieValue]) throws -> [LottieValue] {
    var chain = [layer]
    var seen: Set<Int> = []
    var current = layer
    while let parentValue = current["parent"] {
      let index = Int(saturating: try parentValue.number())
      guard let parent = byIndex[index] else {
        try diagnostics.warn(
          parentValue.path, value: parentValue.summary,
          "no layer of this composition has this \"ind\"; the parent is ignored")
        break
      }
      guard !seen.contains(index) else {
        throw parentValue.invalid("the \"ind\" of another layer (no cycles)")
      }
      seen.insert(index)
      chain.append(parent)
      current = parent
    }
    return chain
  }

  private func layerName(_ layer: LottieValue) -> String {
    var name = "\(layer.path)"
    if let nm = try? layer.string("nm"), !nm.isEmpty { name += " " + nm }
    return name
  }

  /// Reports layer keys that change rendering but are not supported.
  private func reportUnsupportedLayerKeys(_ layer: LottieValue) throws {
    if let tm = layer["tm"], try layer.required("ty").number() != 0 {
      try diagnostics.warn(tm.path, "time remapping applies to precompositions only; ignored")
    }
  }

  /// Layer opacity (`ks.o`, percent) as the content layer's `opacity`.
  func opacity(_ transform: LottieValue, on node: inout SceneNode) throws {
    guard let o = transform["o"] else { return }
    let track = try o.numberTrack(diagnostics).map { ($0.first ?? 100) / 100 }
    if track.isAnimated {
      if let animation = animator.animation(
        keyPath: "opacity", frames: track.frames, values: track.keyframes.map { .number($0.value) },
        easings: track.easings)
      {
        node.animations.append(animation)
      }
    }
    if track.initial != 1 { node.set("opacity", .number(track.initial)) }
  }

  /// In and out points as a discrete `hidden` animation.
  ///
  /// Visible for `ip` ≤ frame < `op` (composition frames, not shifted by `st`). At the root,
  /// a layer whose range covers the composition's is never hidden, so the end time (frame
  /// op) shows the last state.
  private func visibility(
    _ layer: LottieValue, range: ClosedRange<Double>?, on node: inout SceneNode
  ) throws {
    var ip = try layer.number("ip", default: -Double.infinity)
    var op = try layer.number("op", default: Double.infinity)
    if let range {
      // At the root, a layer reaching the composition's ends stays visible beyond them (the
      // end time, frame op, shows the last state held).
      if ip <= range.lowerBound { ip = -Double.infinity }
      if op >= range.upperBound { op = Double.infinity }
      if !ip.isFinite && !op.isFinite { return }
    }
    if op <= ip {
      node.set("isHidden", .bool(true))
      return
    }
    let start = ip.isFinite ? ip : -1e6
    let end = op.isFinite ? op : 1e6
    var first = start - 1
    if first == 0 { first = start - 2 }
    let begin = first / frameRate
    let finish = (end + 1) / frameRate
    let times = [begin, start / frameRate, end / frameRate, finish].map {
      ($0 - begin) / (finish - begin)
    }
    node.animations.append(
      .object([
        ("type", .string("keyframe")), ("keyPath", .string("hidden")),
        ("values", .array([.bool(true), .bool(false), .bool(true)])),
        ("keyTimes", .numbers(times)), ("calculationMode", .string("discrete")),
        ("beginTime", .number(begin)), ("duration", .number(finish - begin)),
        ("fillMode", .string("both")), ("isRemovedOnCompletion", .bool(false)),
      ]))
    node.set("isHidden", .bool(true))
  }

  /// A solid layer: its colour over `[0, 0, sw, sh]`.
  private func solid(_ layer: LottieValue) throws -> SceneNode {
    let color = try layer.required("sc")
    var hex = try color.string()
    if !hex.hasPrefix("#") { hex = "#" + hex }
    guard [4, 7, 9].contains(hex.count),
      hex.dropFirst().allSatisfy({ $0.isHexDigit })
    else { throw color.invalid("a colour \"#rrggbb\"") }
    var node = SceneNode()
    node.set(
      "bounds",
      .numbers([0, 0, try layer.required("sw").number(), try layer.required("sh").number()]))
    node.set("anchorPoint", .point(0, 0))
    node.set("position", .point(0, 0))
    node.set("backgroundColor", .string(hex))
    return node
  }

  /// A precomposition: the referenced asset's layers, clipped to `w`×`h`, in a time space
  /// shifted by the layer's start time `st` (frames) and stretched by `sr`: the content
  /// shows its frame `(f − st) / sr` at composition frame `f`.
  private func precomp(_ layer: LottieValue, space: TimeSpace, startTime: Double) throws
    -> [SceneNode]
  {
    let ref = try layer.required("refId")
    let id = try ref.string()
    guard let asset = assets[id], let layers = asset["layers"] else {
      // The reference players draw nothing for it; the rest of the file still renders.
      try diagnostics.warn(
        ref.path, value: ref.summary,
        "no precomposition asset has this id; the layer is skipped")
      return []
    }
    guard !precompStack.contains(id) else {
      throw ref.invalid("a precomposition that does not contain itself")
    }
    precompStack.append(id)
    defer { precompStack.removeLast() }
    let stretch = try layer.number("sr", default: 1)
    guard stretch > 0 else { throw try layer.required("sr").invalid("a positive time stretch") }
    let innerSpace = space.offset(by: startTime / frameRate, stretch: stretch)
    var clip = SceneNode()
    let w = try layer["w"]?.number() ?? asset["w"]?.number() ?? 0
    let h = try layer["h"]?.number() ?? asset["h"]?.number() ?? 0
    if w > 0 && h > 0 {
      // Precompositions clip to their size (none given: no clipping).
      clip.set("bounds", .numbers([0, 0, w, h]))
      clip.set("anchorPoint", .point(0, 0))
      clip.set("position", .point(0, 0))
      clip.set("masksToBounds", .bool(true))
    }
    if let tm = layer["tm"] {
      // Time remapping: the content runs in the precomposition's own seconds, at the
      // curve's value (Strobe's timeRemap extension).
      clip.set("timeRemap", try timeRemap(tm, stretch: stretch, layer: layer))
      clip.sublayers = try composition(layers, space: .root, range: nil)
      return [clip]
    }
    clip.sublayers = try composition(layers, space: innerSpace, range: nil)
    return [placed(clip, space: innerSpace, in: space)]
  }

  /// An image layer: the asset's PNG, JPEG or SVG (embedded data URI, a file next to the
  /// Lottie file, or an entry of the dotLottie archive it came from) over `[0, 0, w, h]`.
  private func image(_ layer: LottieValue) throws -> [SceneNode] {
    let ref = try layer.required("refId")
    guard let asset = assets[try ref.string()] else {
      throw ref.invalid("the id of an image asset")
    }
    let p = try asset.required("p")
    let file = try p.string()
    let contents: String
    var contentsOrigin: LottieOrigin?
    if file.hasPrefix("data:") {
      guard Self.imageMediaTypes.contains(where: { file.hasPrefix("data:" + $0) }) else {
        try diagnostics.warn(
          p.path, value: "\"\(file.prefix(20))…\"",
          "only PNG, JPEG and SVG images are supported; layer skipped")
        return []
      }
      try checkEmbeddedBitmap(file, at: p)
      contents = file
    } else if let archive {
      guard let uri = try archiveImage(archive, folder: try asset.string("u") ?? "", at: p)
      else { return [] }
      contents = uri
    } else {
      let folder = try asset.string("u") ?? ""
      let relative = folder + file
      let lower = relative.lowercased()
      guard [".png", ".jpg", ".jpeg", ".svg"].contains(where: { lower.hasSuffix($0) }) else {
        try diagnostics.warn(
          p.path, value: p.summary,
          "only PNG, JPEG and SVG images are supported; layer skipped")
        return []
      }
      if let baseURL, !relative.hasPrefix("/") {
        contents = baseURL.deletingLastPathComponent().appendingPathComponent(relative).path
      } else {
        contents = relative
      }
      contentsOrigin = LottieOrigin(imageAt: p, contents: contents, written: relative)
    }
    var node = SceneNode()
    node.set(
      "bounds",
      .numbers([0, 0, try asset.required("w").number(), try asset.required("h").number()]))
    node.set("anchorPoint", .point(0, 0))
    node.set("position", .point(0, 0))
    node.set("contents", .string(contents))
    node.contentsOrigin = contentsOrigin
    return [node]
  }

  /// The media types of `data:` image assets drawn (`image/jpg` is a common misspelling).
  static let imageMediaTypes = ["image/png", "image/jpeg", "image/jpg", "image/svg+xml"]

  /// The `data:` URI of the archive entry an image asset names (`u` = `folder`, `p`).
  ///
  /// Nil (warned) when the entry is not a PNG, JPEG or SVG image; the format is recognised by
  /// the entry's content. Each entry is read once.
  ///
  /// - Throws: ``LottieError/image(file:path:position:reason:remedy:)`` at `p` when the path leaves
  ///   the archive or names no entry, the entry is unreadable, or the images read so far
  ///   inflate to more than `contents-bytes`; the ``ContentsImageCheck`` problems of the image.
  private func archiveImage(_ archive: DotLottieArchive, folder: String, at p: LottieValue)
    throws -> String?
  {
    let file = try p.string()
    func fail(_ reason: String, remedy: SceneErrorRemedy? = nil) -> LottieError {
      LottieError.image(
        file: p.file, path: p.path, position: p.position, reason: reason, remedy: remedy)
    }
    guard let candidates = archive.imageCandidates(folder: folder, file: file) else {
      throw fail(
        "the image \(JSONValue.quote(folder + file)) leaves the archive; images are read only "
          + "from inside \(archive.fileName)")
    }
    guard let name = candidates.first(where: { archive.entry(named: $0) != nil }),
      let entry = archive.entry(named: name)
    else {
      throw fail(
        "\(archive.fileName) has no image "
          + candidates.map(JSONValue.quote).joined(separator: " or "))
    }
    if let uri = archiveImages[name] { return uri }
    let budget = limits.contentsFileBytes - archiveImageBytes
    let bytes: Data
    do {
      bytes = try archive.read(entry, limit: .contentsBytes, maximum: max(budget, 0))
    } catch let error as LottieError {
      switch error {
      case .archiveEntryTooLarge(let archiveName, let entryName, let limit, _):
        throw fail(
          "the image \(archiveName)(\(entryName)) takes the images read from the archive "
            + "past \(limits.contentsFileBytes) bytes (limit \(limit.rawValue))",
          remedy: .raiseLimit(limit))
      default:
        throw fail("\(error)")
      }
    }
    archiveImageBytes += bytes.count
    guard let image = CGImage(data: bytes) else {
      try diagnostics.warn(
        p.path, value: p.summary,
        "\(name) is not a PNG, JPEG or SVG image (only those are supported); layer skipped")
      return nil
    }
    let mime: String
    switch image.format {
    case .png: mime = "image/png"
    case .jpeg: mime = "image/jpeg"
    case .svg: mime = "image/svg+xml"
    }
    try checkBitmap(image, named: "the image \(JSONValue.quote(name))", at: p)
    let uri = "data:\(mime);base64," + bytes.base64EncodedString()
    archiveImages[name] = uri
    return uri
  }

  /// Holds an embedded `data:image/png;base64,…` or `data:image/jpeg;base64,…` asset to the
  /// checks of a `contents` image (``ContentsImageCheck``) before the scene is built, so a
  /// bomb or a corrupt image is reported at the asset's `p` in the Lottie file instead of in
  /// the imported scene.
  private func checkEmbeddedBitmap(_ uri: String, at p: LottieValue) throws {
    guard !uri.hasPrefix("data:image/svg"), let comma = uri.firstIndex(of: ",") else { return }
    guard uri[..<comma].hasSuffix(";base64") else { return }
    let payload = uri[uri.index(after: comma)...]
    guard let bytes = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters),
      let image = CGImage(data: bytes), image.format != .svg
    else { return }  // the scene loader reports what is not a PNG or JPEG
    let kind = image.format == .jpeg ? "JPEG" : "PNG"
    try checkBitmap(image, named: "the embedded \(kind) image", at: p)
  }

  /// Throws the ``ContentsImageCheck`` problem of `image` (named `name`) at `p`.
  private func checkBitmap(_ image: CGImage, named name: String, at p: LottieValue) throws {
    guard let problem = ContentsImageCheck.problem(image, limits: limits) else { return }
    throw LottieError.image(
      file: p.file, path: p.path, position: p.position,
      reason: problem.message(naming: name, limits: limits), remedy: problem.remedy)
  }
}
