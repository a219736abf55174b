import Foundation
import StrobeCore
import StrobeGeometry

extension SceneWriter {
  /// One layer object of the document, with its sublayers (see ``SceneWriter`` for the keys
  /// and their order).
  ///
  /// The properties are the property tables' rows (docs/animation.md §Where a property
  /// lives): `CALayer`'s, then those of the layer's class, each written as its row says
  /// (docs/scene-format.md §`strobe eval` output).
  public func layerJSON(_ layer: PresentationLayer) -> SceneWriterJSON {
    var m: [(key: String, value: SceneWriterJSON)] = []
    let own: [LayerPropertyRow]
    switch layer.content {
    case .plain:
      m.append(("type", .string("layer")))
      own = []
    case .shape:
      m.append(("type", .string("shape")))
      own = LayerPropertyTables.shape
    case .replicator:
      m.append(("type", .string("replicator")))
      own = LayerPropertyTables.replicator
    case .transformLayer:
      m.append(("type", .string("transform")))
      own = []
    case .gradient:
      m.append(("type", .string("gradient")))
      own = LayerPropertyTables.gradient
    case .text:
      m.append(("type", .string("text")))
      own = LayerPropertyTables.text
    }
    if let name = layer.name { m.append(("name", .string(name))) }
    if !layer.transitions.isEmpty { m.append(("inTransition", .bool(true))) }
    for rows in [LayerPropertyTables.layer, own] {
      for row in rows {
        guard let key = row.scene?.key, let value = row.writtenValue(of: layer) else { continue }
        m.append((key, json(value)))
      }
    }
    if let mask = layer.mask { m.append(("mask", layerJSON(mask))) }
    m.append(("sublayers", .array(layer.sublayers.map(layerJSON))))
    return .object(m)
  }

  /// A property value as the scene format spells it (docs/scene-format.md §Values).
  func json(_ value: LayerPropertyValue) -> SceneWriterJSON {
    switch value {
    case .number(let d): return .number(d)
    case .float(let f): return .float(f)
    case .integer(let n): return .number(Double(n))
    case .bool(let b): return .bool(b)
    case .point(let p): return .numbers([Double(p.x), Double(p.y)])
    case .size(let s): return .numbers([Double(s.width), Double(s.height)])
    case .rect(let r): return rect(r)
    case .color(let c): return color(c)
    case .transform(let t): return transform(t)
    case .path(let p): return path(p)
    case .string(let s): return s.map { .string($0) } ?? .null
    case .numbers(let list): return list.map { .numbers($0) } ?? .null
    case .colors(let list): return list.map { .array($0.map { color($0) }) } ?? .null
    case .corners(let mask): return corners(mask)
    case .image(let image): return image.map(contents) ?? .null
    case .textAnimators(let list): return .textAnimators(list)
    case .timeRemap(let remap): return remap.map(timeRemap) ?? .null
    }
  }

  /// Contents as a data URI, so the document stands alone (docs/scene-format.md §Layers).
  func contents(_ image: CGImage) -> SceneWriterJSON {
    let mime: String
    switch image.format {
    case .png: mime = "image/png"
    case .jpeg: mime = "image/jpeg"
    case .svg: mime = "image/svg+xml"
    }
    return .string("data:\(mime);base64,\(image.data.base64EncodedString())")
  }

  /// A time-remapping curve object: `keyTimes`, `values` and one timing function per
  /// segment (`"linear"`, `"hold"` or four control points).
  func timeRemap(_ remap: TimeRemap) -> SceneWriterJSON {
    .object([
      ("keyTimes", .numbers(remap.keyTimes)), ("values", .numbers(remap.values)),
      (
        "timingFunctions",
        .array(
          remap.segments.map { segment in
            switch segment {
            case .linear: return .string("linear")
            case .hold: return .string("hold")
            case .bezier(let x1, let y1, let x2, let y2): return .numbers([x1, y1, x2, y2])
            }
          })
      ),
    ])
  }

  /// `[r, g, b, a]`, each clamped to 0…1 (NaN as 0), as the renderer reads colours; `null`
  /// for nil.
  public func color(_ color: CGColor?) -> SceneWriterJSON {
    guard let color else { return .null }
    let clamp = { (v: CGFloat) in Double(min(max(v.isNaN ? 0 : v, 0), 1)) }
    return .numbers([clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha)])
  }

  /// SVG path data with absolute commands, or `null`.
  func path(_ path: PathData?) -> SceneWriterJSON {
    path.map { .string($0.svgPathData) } ?? .null
  }

  /// `[x, y, w, h]`.
  func rect(_ r: CGRect) -> SceneWriterJSON {
    .numbers([r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) })
  }

  /// 16 numbers, row-major (m11, m12, …, m44).
  func transform(_ t: CATransform3D) -> SceneWriterJSON {
    .numbers(t.rowMajor.map { Double($0) })
  }

  /// The corner names of `mask`, in bit order (`minXMinY`, `maxXMinY`, `minXMaxY`,
  /// `maxXMaxY`).
  func corners(_ mask: CACornerMask) -> SceneWriterJSON {
    .array(
      SceneValueKind.cornerNames.enumerated()
        .filter { mask.contains(CACornerMask(rawValue: 1 << UInt($0.offset))) }
        .map { .string($0.element) })
  }
}
