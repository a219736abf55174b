import Foundation
import StrobeCore
import StrobeGeometry

extension DrawListBuilder {
  /// Sublayers in drawing order: ascending `zPosition`, ties in array order.
  ///
  /// Layers already in that order (the common case: every `zPosition` 0) are returned as they
  /// are, without the sort's copies.
  static func zOrdered(_ layers: [PresentationLayer]) -> [PresentationLayer] {
    var ordered = true
    var index = 1
    while ordered && index < layers.count {
      ordered = layers[index - 1].state.zPosition <= layers[index].state.zPosition
      index += 1
    }
    if ordered { return layers }
    return zOrder(layers).map { layers[$0] }
  }

  /// The indices of `layers` in drawing order: ascending `zPosition`, ties in array order.
  static func zOrder(_ layers: [PresentationLayer]) -> [Int] {
    layers.indices.sorted {
      (layers[$0].state.zPosition, $0) < (layers[$1].state.zPosition, $1)
    }
  }

  /// Whether a layer's front faces the viewer.
  ///
  /// The projected winding of its bounds space
  /// under `toPlane` (its bounds space → the plane it is drawn into): the sign of the
  /// Jacobian determinant of the projected map at the bounds' centre. A centre on or behind
  /// the eye plane faces away.
  static func facesViewer(_ toPlane: CATransform3D, bounds: CGRect) -> Bool {
    let map = ProjectiveMap(toPlane)
    let c = CGPoint(x: bounds.midX, y: bounds.midY)
    guard map.homogeneous(c).w > ProjectiveMap.minimumW else { return false }
    return map.jacobianDeterminant(at: c) > 0
  }

  /// One layer drawn inside a transform layer's 3-D hierarchy: where it sits and its depth.
  struct DepthItem {
    var layer: PresentationLayer
    var parentToCanvas: CATransform3D
    var parentToPlane: CATransform3D
    var depth: Double
  }

  /// Draws a `CATransformLayer` (CATransformLayer.h).
  ///
  /// Nothing of its own is drawn; its sublayers, and
  /// those of nested transform layers, are placed with their full 3-D transforms in the
  /// plane of the nearest ordinary ancestor (no flattening at the transform layer) and drawn
  /// back to front by the z of their bounds' centre in that plane (after the ancestor's
  /// sublayerTransform, with the perspective divide), stable: equal depths keep the order of
  /// a depth-first walk with each layer's sublayers in zPosition order. The transform
  /// layer's opacity multiplies each sublayer's own opacity (no group of its own); hidden
  /// transform layers hide their subtree.
  func emitTransformLayer(
    _ layer: PresentationLayer, toCanvas: CATransform3D, toPlane: CATransform3D,
    alpha: Double, opacity: Double, tint: RGBA?, into ops: inout [DrawList.Operation]
  ) {
    var items: [DepthItem] = []
    Self.collectDepthItems(
      layer, toCanvas: toCanvas, toPlane: toPlane, opacity: opacity, into: &items)
    let sorted = items.enumerated().sorted {
      ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
    }
    for (_, item) in sorted {
      emit(
        item.layer, parentToCanvas: item.parentToCanvas, alpha: alpha,
        parentToPlane: item.parentToPlane, tint: tint, into: &ops)
    }
  }

  private static func collectDepthItems(
    _ layer: PresentationLayer, toCanvas: CATransform3D, toPlane: CATransform3D,
    opacity: Double, into items: inout [DepthItem]
  ) {
    let sub = layer.state.sublayerSpaceTransform
    let childToCanvas = sub.concatenating(toCanvas)
    let childToPlane = sub.concatenating(toPlane)
    for child in zOrdered(layer.sublayers) {
      var c = child
      let s = c.state
      guard !s.isHidden else { continue }
      if case .transformLayer = c.content, c.transitions.isEmpty {
        let o = Double(min(max(s.opacity.isNaN ? 1 : s.opacity, 0), 1)) * opacity
        guard o > 0 else { continue }
        let m = s.geometryTransform
        let plane = m.concatenating(childToPlane)
        guard s.isDoubleSided || facesViewer(plane, bounds: s.bounds) else { continue }
        collectDepthItems(
          c, toCanvas: m.concatenating(childToCanvas), toPlane: plane, opacity: o, into: &items)
        continue
      }
      if opacity < 1 { c.state.opacity = Float(Double(s.opacity) * opacity) }
      let centre = s.geometryTransform.concatenating(childToPlane)
        .apply(x: s.bounds.midX, y: s.bounds.midY, z: 0)
      items.append(
        DepthItem(
          layer: c, parentToCanvas: childToCanvas, parentToPlane: childToPlane,
          depth: centre.z.isNaN ? 0 : centre.z))
    }
  }

  /// Draws a replicator's copies (CAReplicatorLayer.h): copy k = 0 … instanceCount − 1 shows
  /// its sublayers (as evaluated at t − k·instanceDelay) in zPosition order, transformed by
  /// ``ReplicatorState/transform(ofInstance:bounds:)`` in the replicator's sublayer space
  /// (before flattening) and with every colour's red, green and blue multiplied by the
  /// copy's instance colour and its alpha by the colour's alpha (per colour, not as a group).
  func emitInstances(
    _ r: ReplicatorContent, of layer: PresentationLayer, childToCanvas: CATransform3D,
    childToPlane: CATransform3D, alpha: Double, tint: RGBA?, into ops: inout [DrawList.Operation]
  ) {
    for copy in ReplicatorInstances(r.state, bounds: layer.state.bounds) {
      let color = copy.color
      let a = alpha * color.a
      guard a > 0 else { continue }
      let t = tint ?? RGBA(1, 1, 1, 1)
      let copyTint = RGBA(color.r * t.r, color.g * t.g, color.b * t.b, 1)
      let m = copy.transform
      let toCanvas = m.concatenating(childToCanvas)
      let toPlane = m.concatenating(childToPlane)
      let subs = r.sublayers(ofInstance: copy.index, base: layer.sublayers)
      for child in Self.zOrdered(subs) {
        emit(
          child, parentToCanvas: toCanvas, alpha: a, parentToPlane: toPlane, tint: copyTint,
          into: &ops)
      }
    }
  }
}
