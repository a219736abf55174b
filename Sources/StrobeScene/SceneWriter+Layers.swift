import Foundation
import StrobeCore
import StrobeGeometry

extension SceneWriter {
  /// One layer object of the document, with its sublayers (see ``SceneWriter`` for the keys
  /// and their order).
  public func layerJSON(_ layer: PresentationLayer) -> SceneWriterJSON {
    let s = layer.state
    var m: [(key: String, value: SceneWriterJSON)] = []
    switch layer.content {
    case .plain: m.append(("type", .string("layer")))
    case .shape: m.append(("type", .string("shape")))
    case .replicator: m.append(("type", .string("replicator")))
    case .transformLayer: m.append(("type", .string("transform")))
    case .gradient: m.append(("type", .string("gradient")))
    case .text: m.append(("type", .string("text")))
    }
    if let name = layer.name { m.append(("name", .string(name))) }
    if !layer.transitions.isEmpty { m.append(("inTransition", .bool(true))) }
    m += [
      ("bounds", rect(s.bounds)),
      ("position", .numbers([Double(s.position.x), Double(s.position.y)])),
      ("anchorPoint", .numbers([Double(s.anchorPoint.x), Double(s.anchorPoint.y)])),
      ("anchorPointZ", .number(Double(s.anchorPointZ))),
      ("zPosition", .number(Double(s.zPosition))),
      ("transform", transform(s.transform)),
      ("sublayerTransform", transform(s.sublayerTransform)),
      ("isGeometryFlipped", .bool(s.isGeometryFlipped)),
      ("isDoubleSided", .bool(s.isDoubleSided)),
      ("opacity", .float(s.opacity)),
      ("isHidden", .bool(s.isHidden)),
      ("allowsGroupOpacity", .bool(s.allowsGroupOpacity)),
      ("backgroundColor", color(s.backgroundColor)),
      ("cornerRadius", .number(Double(s.cornerRadius))),
      ("maskedCorners", corners(s.maskedCorners)),
      ("cornerCurve", .string(s.cornerCurve.rawValue)),
      ("borderWidth", .number(Double(s.borderWidth))),
      ("borderColor", color(s.borderColor)),
      ("masksToBounds", .bool(s.masksToBounds)),
      ("shadowColor", color(s.shadowColor)),
      ("shadowOpacity", .float(s.shadowOpacity)),
      ("shadowOffset", .numbers([Double(s.shadowOffset.width), Double(s.shadowOffset.height)])),
      ("shadowRadius", .number(Double(s.shadowRadius))),
      ("shadowPath", path(s.shadowPath)),
      ("contentsScale", .number(Double(s.contentsScale))),
    ]
    if s.maskMode != .alpha { m.append(("maskMode", .string(s.maskMode.rawValue))) }
    if let filter = s.compositingFilter {
      m.append(("compositingFilter", .string(filter.rawValue)))
    }
    if s.blurRadius != 0 { m.append(("blurRadius", .number(Double(s.blurRadius)))) }
    if let image = s.contents {
      // Contents as a data URI, so the document stands alone (scene-format.md).
      let mime: String
      switch image.format {
      case .png: mime = "image/png"
      case .jpeg: mime = "image/jpeg"
      case .svg: mime = "image/svg+xml"
      }
      m += [
        ("contents", .string("data:\(mime);base64,\(image.data.base64EncodedString())")),
        ("contentsGravity", .string(s.contentsGravity.rawValue)),
        ("contentsRect", rect(s.contentsRect)),
        ("contentsCenter", rect(s.contentsCenter)),
      ]
    }
    if case .shape(let shape) = layer.content {
      m += [
        ("path", path(shape.path)),
        ("fillColor", color(shape.fillColor)),
        ("fillRule", .string(shape.fillRule == .evenOdd ? "evenOdd" : "nonZero")),
        ("strokeColor", color(shape.strokeColor)),
        ("lineWidth", .number(Double(shape.lineWidth))),
        ("lineCap", .string(shape.lineCap.rawValue)),
        ("lineJoin", .string(shape.lineJoin.rawValue)),
        ("miterLimit", .number(Double(shape.miterLimit))),
        ("strokeStart", .number(Double(shape.strokeStart))),
        ("strokeEnd", .number(Double(shape.strokeEnd))),
        ("lineDashPattern", shape.lineDashPattern.map { .numbers($0.map { Double($0) }) } ?? .null),
        ("lineDashPhase", .number(Double(shape.lineDashPhase))),
      ]
    }
    if case .gradient(let g) = layer.content {
      m += [
        ("colors", g.colors.map { .array($0.map { color($0) }) } ?? .null),
        ("locations", g.locations.map { .numbers($0.map { Double($0) }) } ?? .null),
        ("startPoint", .numbers([Double(g.startPoint.x), Double(g.startPoint.y)])),
        ("endPoint", .numbers([Double(g.endPoint.x), Double(g.endPoint.y)])),
        ("gradientType", .string(g.type.rawValue)),
      ]
    }
    if case .text(let t) = layer.content {
      m += [
        ("string", t.string.map { .string($0) } ?? .null),
        ("font", .string(t.fontFamily)),
        ("fontSize", .number(Double(t.fontSize))),
        ("foregroundColor", color(t.foregroundColor)),
        ("alignmentMode", .string(t.alignmentMode.rawValue)),
        ("isWrapped", .bool(t.isWrapped)),
        ("truncationMode", .string(t.truncationMode.rawValue)),
      ]
      // Strobe extensions, written only when set.
      if !t.fontStyle.isEmpty { m.append(("fontStyle", .string(t.fontStyle))) }
      if t.lineHeight != 0 { m.append(("lineHeight", .number(Double(t.lineHeight)))) }
      if t.letterSpacing != 0 { m.append(("letterSpacing", .number(Double(t.letterSpacing)))) }
      if t.textLayout != .box { m.append(("textLayout", .string(t.textLayout.rawValue))) }
      if t.textStrokeColor != nil { m.append(("textStrokeColor", color(t.textStrokeColor))) }
      if t.textStrokeWidth != 0 {
        m.append(("textStrokeWidth", .number(Double(t.textStrokeWidth))))
      }
      if t.textPaintOrder != .fillStroke {
        m.append(("textPaintOrder", .string(t.textPaintOrder.rawValue)))
      }
      if !t.textAnimators.isEmpty { m.append(("textAnimators", .textAnimators(t.textAnimators))) }
      if t.textAnimatorGrouping != .characters {
        m.append(("textAnimatorGrouping", .string(t.textAnimatorGrouping.rawValue)))
      }
      if t.textAnimatorGroupingAlignment != .zero {
        let a = t.textAnimatorGroupingAlignment
        m.append(("textAnimatorGroupingAlignment", .numbers([Double(a.x), Double(a.y)])))
      }
    }
    if case .replicator(let r) = layer.content {
      // Delayed copies (instanceDelay) show their sublayers at earlier times; a static
      // document holds one state, so the written delay is 0 and the copies share the
      // sublayers' state at the evaluated time (documented limitation of `strobe eval`).
      let st = r.state
      m += [
        ("instanceCount", .number(Double(st.instanceCount))),
        ("instanceTransform", transform(st.instanceTransform)),
        ("instanceDelay", .number(0)),
        ("instanceColor", color(st.instanceColor)),
        ("instanceRedOffset", .float(st.instanceRedOffset)),
        ("instanceGreenOffset", .float(st.instanceGreenOffset)),
        ("instanceBlueOffset", .float(st.instanceBlueOffset)),
        ("instanceAlphaOffset", .float(st.instanceAlphaOffset)),
      ]
    }
    if let mask = layer.mask { m.append(("mask", layerJSON(mask))) }
    m.append(("sublayers", .array(layer.sublayers.map(layerJSON))))
    return .object(m)
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
