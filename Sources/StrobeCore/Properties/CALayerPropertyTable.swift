import Foundation
import StrobeGeometry

/// The properties of every layer (`CALayer`, docs/core-animation-semantics.md §2.1), in
/// the scene format's order (docs/scene-format.md §Layers): one row each.
///
/// `frame`, the layer's timing and `timeRemap` are not in ``LayerState`` (rows without
/// storage); `sublayers` is a structural key with an action only.
package struct CALayerPropertyTable: LayerPropertyTable {
  /// A stored row of this table.
  package typealias Property<V: Sendable & Equatable> = LayerProperty<LayerState, V>

  package let frame = LayerPropertyRow.unstored(
    "frame", in: .layer, setter: \CALayer.frame, scene: .layerRect,
    sceneFields: CGRect.layerFields.map { ($0.suffix, $0.sceneKind) })
  package let bounds = Property.animatable(
    "bounds", \.bounds, fields: .animatable, action: .basic, inViewBlocks: true,
    applyThrough: \CALayer.bounds, scene: .layerRect, svg: .boundsRect)
  package let position = Property.animatable(
    "position", \.position, fields: .animatable, action: .basic, inViewBlocks: true,
    slot: .position, fieldSlots: ["x": .layerNumber(.positionX), "y": .layerNumber(.positionY)],
    scene: .point, svg: .positionTranslate)
  package let anchorPoint = Property.animatable(
    "anchorPoint", \.anchorPoint, fields: .animatable, action: .basic, inViewBlocks: true,
    slot: .anchorPoint, scene: .point, svg: .anchorOffset)
  package let anchorPointZ = Property.animatable(
    "anchorPointZ", \.anchorPointZ, action: .basic, inViewBlocks: true,
    slot: .layerNumber(.anchorPointZ), scene: .number)
  package let zPosition = Property.animatable(
    "zPosition", \.zPosition, action: .basic, inViewBlocks: true,
    slot: .layerNumber(.zPosition), scene: .number)
  package let transform = Property.animatable(
    "transform", \.transform, fields: .animatable, action: .basic, inViewBlocks: true,
    fieldSlots: FixedTrack.transformComponentSlots, fieldActions: ["scale": .basic],
    scene: .transform, svg: .transformMatrix)
  package let sublayerTransform = Property.animatable(
    "sublayerTransform", \.sublayerTransform, fields: .animatable, action: .basic,
    inViewBlocks: true, scene: .transform)
  package let isGeometryFlipped = Property.stored(
    "geometryFlipped", \.isGeometryFlipped, swiftName: "isGeometryFlipped", action: .fade,
    scene: .bool)
  package let isDoubleSided = Property.stored(
    "doubleSided", \.isDoubleSided, swiftName: "isDoubleSided", scene: .bool)
  package let opacity = Property.animatable(
    "opacity", \.opacity, action: .basic, inViewBlocks: true, slot: .opacity, scene: .number,
    svg: .groupOpacity)
  package let isHidden = Property.animatable(
    "hidden", \.isHidden, swiftName: "isHidden", action: .fade, scene: .bool)
  package let allowsGroupOpacity = Property.stored(
    "allowsGroupOpacity", \.allowsGroupOpacity, scene: .bool)
  package let backgroundColor = Property.animatable(
    "backgroundColor", \.backgroundColor, action: .basic, inViewBlocks: true, scene: .color,
    svg: .backgroundFill)
  package let cornerRadius = Property.animatable(
    "cornerRadius", \.cornerRadius, action: .basic, inViewBlocks: true,
    slot: .layerNumber(.cornerRadius), scene: .number, svg: .cornerRadius)
  package let maskedCorners = Property.stored(
    "maskedCorners", \.maskedCorners, action: .fade, scene: .cornerMask)
  package let cornerCurve = Property.choice(
    "cornerCurve", \.cornerCurve, names: ["circular", "continuous"], fallback: .circular)
  package let borderWidth = Property.animatable(
    "borderWidth", \.borderWidth, action: .basic, inViewBlocks: true,
    slot: .layerNumber(.borderWidth), scene: .number, svg: .borderRing)
  package let borderColor = Property.animatable(
    "borderColor", \.borderColor, action: .basic, inViewBlocks: true, scene: .color,
    svg: .borderFill)
  package let masksToBounds = Property.animatable(
    "masksToBounds", \.masksToBounds, action: .fade, scene: .bool)
  package let shadowColor = Property.animatable(
    "shadowColor", \.shadowColor, action: .basic, inViewBlocks: true, scene: .color)
  package let shadowOpacity = Property.animatable(
    "shadowOpacity", \.shadowOpacity, action: .basic, inViewBlocks: true, slot: .shadowOpacity,
    scene: .number)
  package let shadowOffset = Property.animatable(
    "shadowOffset", \.shadowOffset, fields: .animatable, action: .basic, inViewBlocks: true,
    scene: .size)
  package let shadowRadius = Property.animatable(
    "shadowRadius", \.shadowRadius, action: .basic, inViewBlocks: true,
    slot: .layerNumber(.shadowRadius), scene: .number)
  package let shadowPath = Property.animatable(
    "shadowPath", \.shadowPath, action: .none, setter: .direct, scene: .path)
  package let contents = Property.stored("contents", \.contents, scene: .contents)
  package let contentsGravity = Property.choice(
    "contentsGravity", \.contentsGravity,
    names: [
      "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
      "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
    ], fallback: .resize)
  package let contentsRect = Property.animatable(
    "contentsRect", \.contentsRect, fields: .sceneOnly, action: .none, scene: .rect)
  package let contentsCenter = Property.animatable(
    "contentsCenter", \.contentsCenter, fields: .sceneOnly, action: .basic, scene: .rect)
  package let contentsScale = Property.animatable(
    "contentsScale", \.contentsScale, action: .basic, scene: .positiveNumber)
  package let beginTime = LayerPropertyRow.unstored(
    "beginTime", in: .layer, setter: \CALayer.beginTime, scene: .number)
  package let speed = LayerPropertyRow.unstored(
    "speed", in: .layer, setter: \CALayer.speed, scene: .number)
  package let timeOffset = LayerPropertyRow.unstored(
    "timeOffset", in: .layer, setter: \CALayer.timeOffset, scene: .number)
  package let maskMode = Property.choice(
    "maskMode", \.maskMode, names: LayerMaskMode.allCases.map(\.rawValue), fallback: .alpha,
    written: .unlessDefault,
    schemaNote: "Strobe extension: how the mask layer masks (default alpha, Core Animation's).")
  package let timeRemap = LayerPropertyRow.unstored(
    "timeRemap", in: .layer, setter: \CALayer.timeRemap, scene: .timeRemap,
    schemaNote: "Strobe extension: the sublayers are presented at the curve's value (seconds) "
      + "at this layer's local time.")
  package let compositingFilter = Property.choice(
    "compositingFilter", \.compositingFilter, names: CompositingFilter.allCases.map(\.rawValue),
    value: { CompositingFilter(filter: $0) }, name: { $0?.rawValue }, written: .unlessDefault,
    schemaNote: "The Core Image compositing filter (name) the layer and its sublayers are "
      + "composited with onto what is beneath them (Core Animation's compositingFilter; "
      + "default none: source-over).")
  package let blurRadius = Property.animatable(
    "blurRadius", \.blurRadius, action: .basic, scene: .nonNegativeNumber,
    written: .unlessDefault,
    schemaNote: "Strobe extension: the standard deviation (points of the layer's space) of a "
      + "Gaussian blur of the layer and its sublayers; 0 for none.")
  package let sublayers = LayerPropertyRow.structural("sublayers", in: .layer, action: .fade)

  /// The rows in declaration order (LayerPropertyTableTests checks this list against the
  /// stored properties, by reflection, so a row cannot be left out).
  package var rows: [LayerPropertyRow] {
    [
      frame.row, bounds.row, position.row, anchorPoint.row, anchorPointZ.row, zPosition.row,
      transform.row, sublayerTransform.row, isGeometryFlipped.row, isDoubleSided.row, opacity.row,
      isHidden.row, allowsGroupOpacity.row, backgroundColor.row, cornerRadius.row,
      maskedCorners.row,
      cornerCurve.row, borderWidth.row, borderColor.row, masksToBounds.row, shadowColor.row,
      shadowOpacity.row, shadowOffset.row, shadowRadius.row, shadowPath.row, contents.row,
      contentsGravity.row, contentsRect.row, contentsCenter.row, contentsScale.row, beginTime.row,
      speed.row, timeOffset.row, maskMode.row, timeRemap.row, compositingFilter.row, blurRadius.row,
      sublayers.row,
    ]
  }
}

extension CALayer {
  /// The table of the properties every layer has.
  package static let layerProperties = CALayerPropertyTable()
}
