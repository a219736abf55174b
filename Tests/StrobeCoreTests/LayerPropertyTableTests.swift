import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// The property tables are the one declaration of every layer property (docs/animation.md
/// §Where a property lives): each StrobeCore view derived from them — the animatable
/// registry, the implicit-action keys, `FixedTrack`'s slots, the Swift setters — holds
/// exactly the tables' keys, and those keys are the ones Strobe had before the tables
/// (the pinned sets below; adding a property adds its key here).
@Suite struct LayerPropertyTableTests {
  // MARK: Pinned key sets

  /// Transform components under a transform key.
  static func components(_ base: String) -> Set<String> {
    Set(TransformComponent.allCases.map { base + "." + $0.rawValue })
  }

  /// Every animatable key path.
  static let animatableKeyPaths: Set<String> = Set([
    "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
    "sublayerTransform", "hidden", "masksToBounds", "opacity", "backgroundColor",
    "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
    "shadowOffset", "shadowRadius", "shadowPath", "contentsScale", "contentsRect",
    "contentsCenter", "blurRadius", "position.x", "position.y", "anchorPoint.x",
    "anchorPoint.y", "bounds.origin", "bounds.size", "bounds.origin.x", "bounds.origin.y",
    "bounds.size.width", "bounds.size.height", "shadowOffset.width", "shadowOffset.height",
    "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
    "lineDashPhase", "lineDashPattern", "instanceCount", "instanceDelay", "instanceRedOffset",
    "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "instanceTransform",
    "instanceColor", "colors", "locations", "startPoint", "endPoint", "startPoint.x",
    "startPoint.y", "endPoint.x", "endPoint.y", "fontSize", "foregroundColor",
    "textStrokeColor", "textStrokeWidth",
  ])
  .union(components("transform")).union(components("sublayerTransform"))
  .union(components("instanceTransform"))

  /// Keys whose built-in action is a `CABasicAnimation`.
  static let basicKeys: Set<String> = [
    "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
    "sublayerTransform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
    "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
    "contentsScale", "transform.scale", "fillColor", "strokeColor", "strokeStart", "strokeEnd",
    "lineWidth", "miterLimit", "lineDashPhase", "colors", "locations", "startPoint", "endPoint",
    "fontSize", "foregroundColor", "textStrokeColor", "textStrokeWidth", "contentsCenter",
    "blurRadius",
  ]

  /// Keys whose built-in action is a fade `CATransition`.
  static let fadeKeys: Set<String> = [
    "hidden", "masksToBounds", "geometryFlipped", "maskedCorners", "sublayers",
  ]

  /// Keys a view animates in a UIKit animation block.
  static let viewBlockKeys: Set<String> = [
    "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
    "sublayerTransform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
    "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "fillColor",
    "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
    "colors", "locations", "startPoint", "endPoint",
  ]

  /// Key paths with a `FixedTrack` slot.
  static let slotKeyPaths: Set<String> = Set([
    "opacity", "shadowOpacity", "position", "anchorPoint", "zPosition", "anchorPointZ",
    "cornerRadius", "borderWidth", "shadowRadius", "position.x", "position.y", "strokeStart",
    "strokeEnd", "lineWidth",
  ]).union(
    TransformComponent.allCases.filter(\.isScalar).map { "transform." + $0.rawValue })

  /// Swift spellings that differ from the key-value names.
  static let swiftAliases = [
    "isHidden": "hidden", "isDoubleSided": "doubleSided", "isGeometryFlipped": "geometryFlipped",
    "isWrapped": "wrapped",
  ]

  // MARK: The tables

  static let tables: [(LayerClass, [LayerPropertyRow])] = LayerClass.allCases.map {
    ($0, LayerPropertyTables.rows(of: $0))
  }

  @Test func everyRowBelongsToItsTableOnceAndKeysAreUnique() {
    var keys: Set<String> = []
    for (layerClass, rows) in Self.tables {
      #expect(!rows.isEmpty)
      for row in rows {
        #expect(row.layerClass == layerClass, "\(row.key)")
        #expect(keys.insert(row.key).inserted, "\(row.key) is declared twice")
      }
    }
    #expect(LayerPropertyTables.all.count == keys.count)
    #expect(LayerPropertyTables.all.count == 80)
    #expect(LayerPropertyTables.swiftAliases == Self.swiftAliases)
  }

  /// Each table's written-out ``LayerPropertyTable/rows`` names every stored property of the
  /// table once, in declaration order (read here by reflection, which the tables avoid for
  /// speed): a row declared but left out of the list fails.
  @Test func eachTablesRowListIsItsStoredProperties() throws {
    let tables: [any LayerPropertyTable] = [
      CALayer.layerProperties, CAShapeLayer.shapeProperties, CAGradientLayer.gradientProperties,
      CATextLayer.textProperties, CAReplicatorLayer.replicatorProperties,
    ]
    for table in tables {
      var reflected: [String] = []
      for child in Mirror(reflecting: table).children {
        let declaration = try #require(
          child.value as? any LayerPropertyDeclaration,
          "\(type(of: table)).\(child.label ?? "?") is not a property row")
        reflected.append(declaration.row.key)
      }
      #expect(!reflected.isEmpty)
      #expect(table.rows.map(\.key) == reflected, "\(type(of: table))")
    }
  }

  // MARK: The animatable registry

  /// The registry's keys, derived from the rows here independently of the tables' own view.
  static var rowKeyPaths: Set<String> {
    var keys: Set<String> = []
    for row in LayerPropertyTables.all {
      if let p = row.animation { keys.insert(p.keyPath) }
      keys.formUnion(row.fieldAnimations.map(\.keyPath))
    }
    return keys
  }

  @Test func theRegistryHoldsExactlyTheTablesAnimatableKeys() throws {
    #expect(Set(AnimatableProperty.allKeyPaths) == Self.rowKeyPaths)
    #expect(Self.rowKeyPaths == Self.animatableKeyPaths)
    for row in LayerPropertyTables.all {
      let own = row.animation.map { [$0] } ?? []
      for p in own + row.fieldAnimations {
        let found = try #require(AnimatableProperty.named(p.keyPath), "\(p.keyPath)")
        #expect(found.kind == p.kind && found.isShapeProperty == (row.layerClass == .shape))
        #expect(p.keyPath == row.key || p.keyPath.hasPrefix(row.key + "."), "\(p.keyPath)")
      }
      // The Swift spelling resolves to the same property.
      if let p = row.animation {
        #expect(AnimatableProperty.named(row.swiftName)?.keyPath == p.keyPath)
      }
    }
  }

  // MARK: Implicit actions

  @Test func actionKeysAreTheTablesActions() {
    #expect(CALayer.basicActionKeys == Self.basicKeys)
    #expect(CALayer.transitionActionKeys == Self.fadeKeys)
    #expect(LayerPropertyTables.viewAnimatableKeys == Self.viewBlockKeys)
    var basic: Set<String> = []
    var fade: Set<String> = []
    for row in LayerPropertyTables.all {
      if row.implicitAction == .basic { basic.insert(row.key) }
      if row.implicitAction == .fade { fade.insert(row.key) }
      for (keyPath, action) in row.fieldActions where action == .basic { basic.insert(keyPath) }
      // Only an animatable key can have a basic action; view blocks animate basic keys.
      if row.implicitAction == .basic { #expect(row.animation != nil, "\(row.key)") }
      if row.animatesInViewBlocks { #expect(row.implicitAction == .basic, "\(row.key)") }
    }
    #expect(basic == CALayer.basicActionKeys && fade == CALayer.transitionActionKeys)
  }

  /// A committed layer of `layerClass`.
  static func committedLayer(_ layerClass: LayerClass) -> CALayer {
    let layer: CALayer
    switch layerClass {
    case .layer: layer = CALayer()
    case .shape: layer = CAShapeLayer()
    case .gradient: layer = CAGradientLayer()
    case .text: layer = CATextLayer()
    case .replicator: layer = CAReplicatorLayer()
    }
    CATransaction.flush()
    return layer
  }

  @Test func aCommittedLayerRunsEachRowsAction() {
    DocumentClock.withFreshContext {
      for (layerClass, rows) in Self.tables {
        let layer = Self.committedLayer(layerClass)
        for row in rows {
          let action = layer.action(forKey: row.key)
          switch row.implicitAction {
          case .basic: #expect(action is CABasicAnimation, "\(row.key)")
          case .fade: #expect(action is CATransition, "\(row.key)")
          case .none: #expect(action == nil, "\(row.key)")
          }
        }
      }
    }
  }

  // MARK: FixedTrack

  @Test func fixedSlotsAreTheTablesSlots() throws {
    #expect(Set(LayerPropertyTables.fixedSlots.keys) == Self.slotKeyPaths)
    var fromRows: Set<String> = []
    for row in LayerPropertyTables.all { fromRows.formUnion(row.fixedSlots.keys) }
    #expect(fromRows == Self.slotKeyPaths)
    // Every number or point key path freezes to a fixed track exactly when it has a slot.
    try DocumentClock.withFreshContext {
      for keyPath in AnimatableProperty.allKeyPaths {
        let kind = try #require(AnimatableProperty.named(keyPath)).kind
        guard kind == .number || kind == .point else { continue }
        let layer: CALayer =
          keyPath.hasPrefix("stroke") || keyPath == "lineWidth"
          ? CAShapeLayer() : CALayer()
        let anim = CABasicAnimation(keyPath: keyPath)
        anim.fromValue = kind == .number ? 0.0 : CGPoint(x: 0, y: 0)
        anim.toValue = kind == .number ? 1.0 : CGPoint(x: 1, y: 2)
        anim.duration = 1
        layer.add(anim, forKey: "a")
        let frozen = try #require(layer.frozenList.last, "\(keyPath)")
        #expect((frozen.fixed != nil) == Self.slotKeyPaths.contains(keyPath), "\(keyPath)")
      }
    }
  }

  // MARK: Setters

  /// Records the keys a layer asks its delegate about, and stops the lookup.
  final class KeyRecorder: CALayerDelegate {
    var keys: [String] = []
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
      keys.append(event)
      return NSNull()
    }
  }

  /// One change of each stored property through its Swift setter, by key: the setters of
  /// every row that stores its value.
  static let setterProbes: [String: @Sendable (CALayer) -> Void] = {
    let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    let path = PathData.rect(CGRect(x: 0, y: 0, width: 4, height: 4))
    let t = CATransform3DMakeScale(2, 2, 1)
    var probes: [String: @Sendable (CALayer) -> Void] = [
      "bounds": { $0.bounds = CGRect(x: 0, y: 0, width: 5, height: 5) },
      "position": { $0.position = CGPoint(x: 3, y: 4) },
      "anchorPoint": { $0.anchorPoint = CGPoint(x: 0, y: 0) },
      "anchorPointZ": { $0.anchorPointZ = 2 }, "zPosition": { $0.zPosition = 2 },
      "transform": { $0.transform = t }, "sublayerTransform": { $0.sublayerTransform = t },
      "geometryFlipped": { $0.isGeometryFlipped = true },
      "doubleSided": { $0.isDoubleSided = false }, "opacity": { $0.opacity = 0.5 },
      "hidden": { $0.isHidden = true }, "allowsGroupOpacity": { $0.allowsGroupOpacity = false },
      "backgroundColor": { $0.backgroundColor = red }, "cornerRadius": { $0.cornerRadius = 3 },
      "maskedCorners": { $0.maskedCorners = [.layerMinXMinYCorner] },
      "cornerCurve": { $0.cornerCurve = .continuous }, "borderWidth": { $0.borderWidth = 2 },
      "borderColor": { $0.borderColor = red }, "masksToBounds": { $0.masksToBounds = true },
      "shadowColor": { $0.shadowColor = red }, "shadowOpacity": { $0.shadowOpacity = 0.5 },
      "shadowOffset": { $0.shadowOffset = CGSize(width: 1, height: 1) },
      "shadowRadius": { $0.shadowRadius = 1 }, "shadowPath": { $0.shadowPath = CGPath(data: path) },
      "contents": {
        $0.contents = CGImage(
          svgData: Data("<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>".utf8))
      },
      "contentsGravity": { $0.contentsGravity = .center },
      "contentsRect": { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5) },
      "contentsCenter": { $0.contentsCenter = CGRect(x: 0, y: 0, width: 0.5, height: 0.5) },
      "contentsScale": { $0.contentsScale = 2 }, "maskMode": { $0.maskMode = .luminance },
      "compositingFilter": { $0.compositingFilter = "multiplyBlendMode" },
      "blurRadius": { $0.blurRadius = 2 },
    ]
    func shape(_ body: @escaping @Sendable (CAShapeLayer) -> Void) -> @Sendable (CALayer) -> Void {
      { body($0 as! CAShapeLayer) }
    }
    probes.merge([
      "path": shape { $0.path = CGPath(data: path) }, "fillColor": shape { $0.fillColor = red },
      "fillRule": shape { $0.fillRule = .evenOdd }, "strokeColor": shape { $0.strokeColor = red },
      "lineWidth": shape { $0.lineWidth = 3 }, "lineCap": shape { $0.lineCap = .round },
      "lineJoin": shape { $0.lineJoin = .bevel }, "miterLimit": shape { $0.miterLimit = 3 },
      "strokeStart": shape { $0.strokeStart = 0.2 }, "strokeEnd": shape { $0.strokeEnd = 0.5 },
      "lineDashPattern": shape { $0.lineDashPattern = [2, 1] },
      "lineDashPhase": shape { $0.lineDashPhase = 1 },
    ]) { a, _ in a }
    func gradient(_ body: @escaping @Sendable (CAGradientLayer) -> Void)
      -> @Sendable (CALayer) -> Void
    {
      { body($0 as! CAGradientLayer) }
    }
    probes.merge([
      "colors": gradient { $0.colors = [red, red] },
      "locations": gradient { $0.locations = [0, 1] },
      "startPoint": gradient { $0.startPoint = CGPoint(x: 0, y: 0) },
      "endPoint": gradient { $0.endPoint = CGPoint(x: 1, y: 1) },
      "type": gradient { $0.type = .radial },
    ]) { a, _ in a }
    func text(_ body: @escaping @Sendable (CATextLayer) -> Void) -> @Sendable (CALayer) -> Void {
      { body($0 as! CATextLayer) }
    }
    probes.merge([
      "string": text { $0.string = "A" }, "font": text { $0.font = "DejaVu Sans" },
      "fontSize": text { $0.fontSize = 12 }, "foregroundColor": text { $0.foregroundColor = red },
      "alignmentMode": text { $0.alignmentMode = .center },
      "wrapped": text { $0.isWrapped = true }, "truncationMode": text { $0.truncationMode = .end },
      "fontStyle": text { $0.fontStyle = "Bold" }, "lineHeight": text { $0.lineHeight = 20 },
      "letterSpacing": text { $0.letterSpacing = 1 }, "textLayout": text { $0.textLayout = .point },
      "textStrokeColor": text { $0.textStrokeColor = red },
      "textStrokeWidth": text { $0.textStrokeWidth = 1 },
      "textPaintOrder": text { $0.textPaintOrder = .strokeFill },
      "textAnimators": text { $0.textAnimators = [TextAnimator(name: "a")] },
      "textAnimatorGrouping": text { $0.textAnimatorGrouping = .words },
      "textAnimatorGroupingAlignment": text {
        $0.textAnimatorGroupingAlignment = CGPoint(x: 1, y: 0)
      },
    ]) { a, _ in a }
    func replicator(_ body: @escaping @Sendable (CAReplicatorLayer) -> Void)
      -> @Sendable (CALayer) -> Void
    {
      { body($0 as! CAReplicatorLayer) }
    }
    probes.merge([
      "instanceCount": replicator { $0.instanceCount = 3 },
      "instanceTransform": replicator { $0.instanceTransform = t },
      "instanceDelay": replicator { $0.instanceDelay = 1 },
      "instanceColor": replicator { $0.instanceColor = red },
      "instanceRedOffset": replicator { $0.instanceRedOffset = -0.1 },
      "instanceGreenOffset": replicator { $0.instanceGreenOffset = -0.1 },
      "instanceBlueOffset": replicator { $0.instanceBlueOffset = -0.1 },
      "instanceAlphaOffset": replicator { $0.instanceAlphaOffset = -0.1 },
    ]) { a, _ in a }
    return probes
  }()

  /// Stored rows whose setter runs no action lookup: the text layer's discrete properties
  /// and gradient `type` record the change only; the path setters only store.
  static let setterWithoutAction: Set<String> = [
    "string", "font", "alignmentMode", "wrapped", "truncationMode", "fontStyle", "lineHeight",
    "letterSpacing", "textLayout", "textPaintOrder", "textAnimators", "textAnimatorGrouping",
    "textAnimatorGroupingAlignment", "type", "path", "shadowPath",
  ]

  /// Rows the tables hold without a stored value (no setter probe).
  static let unstoredKeys: Set<String> = [
    "frame", "beginTime", "speed", "timeOffset", "timeRemap", "sublayers",
  ]

  @Test func eachSwiftSetterNamesItsRowsKeyAndWritesItsValue() throws {
    let stored = Set(LayerPropertyTables.all.map(\.key)).subtracting(Self.unstoredKeys)
    #expect(Set(Self.setterProbes.keys) == stored)
    try DocumentClock.withFreshContext {
      for (layerClass, rows) in Self.tables {
        for row in rows where !Self.unstoredKeys.contains(row.key) {
          let probe = try #require(Self.setterProbes[row.key], "no setter probe for \(row.key)")
          let layer = Self.committedLayer(layerClass)
          let recorder = KeyRecorder()
          layer.delegate = recorder
          #expect(row.read?(layer.presentation(at: 0)) != nil, "\(row.key) reads nothing")
          probe(layer)
          let expected = Self.setterWithoutAction.contains(row.key) ? [] : [row.key]
          #expect(recorder.keys == expected, "\(row.key)")
          // The setter wrote the row's storage: it no longer reads the class default.
          #expect(row.isDefault?(layer.presentation(at: 0)) == false, "\(row.key)")
        }
      }
    }
  }
}
