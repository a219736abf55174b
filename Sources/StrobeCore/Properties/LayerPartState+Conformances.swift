import Foundation

extension LayerState: LayerPartState {
  package static var layerClass: LayerClass { .layer }
  package static var absentReadsNull: Bool { false }
  package static func modify(_ layer: CALayer, _ body: (inout LayerState) -> Void) {
    body(&layer.modelState)
  }
  package static func value<V>(in values: AnimatedValues, _ keyPath: KeyPath<Self, V>) -> V? {
    values.layer[keyPath: keyPath]
  }
  package static func setValue<V>(
    in values: inout AnimatedValues, _ keyPath: WritableKeyPath<Self, V>, _ value: V
  ) {
    values.layer[keyPath: keyPath] = value
  }
  package static func value<V>(in layer: PresentationLayer, _ keyPath: KeyPath<Self, V>) -> V? {
    layer.state[keyPath: keyPath]
  }
}

extension ShapeState: LayerPartState {
  package static var layerClass: LayerClass { .shape }
  package static var absentReadsNull: Bool { false }
  package static func modify(_ layer: CAShapeLayer, _ body: (inout ShapeState) -> Void) {
    body(&layer.shapeModel)
  }
  package static func value<V>(in values: AnimatedValues, _ keyPath: KeyPath<Self, V>) -> V? {
    values.shape?[keyPath: keyPath]
  }
  package static func setValue<V>(
    in values: inout AnimatedValues, _ keyPath: WritableKeyPath<Self, V>, _ value: V
  ) {
    values.shape?[keyPath: keyPath] = value
  }
  package static func value<V>(in layer: PresentationLayer, _ keyPath: KeyPath<Self, V>) -> V? {
    guard case .shape(let shape) = layer.content else { return nil }
    return shape[keyPath: keyPath]
  }
}

extension GradientState: LayerPartState {
  package static var layerClass: LayerClass { .gradient }
  package static var absentReadsNull: Bool { false }
  package static func modify(_ layer: CAGradientLayer, _ body: (inout GradientState) -> Void) {
    body(&layer.gradientModel)
  }
  package static func value<V>(in values: AnimatedValues, _ keyPath: KeyPath<Self, V>) -> V? {
    values.gradient?[keyPath: keyPath]
  }
  package static func setValue<V>(
    in values: inout AnimatedValues, _ keyPath: WritableKeyPath<Self, V>, _ value: V
  ) {
    values.gradient?[keyPath: keyPath] = value
  }
  package static func value<V>(in layer: PresentationLayer, _ keyPath: KeyPath<Self, V>) -> V? {
    guard case .gradient(let gradient) = layer.content else { return nil }
    return gradient[keyPath: keyPath]
  }
}

extension TextState: LayerPartState {
  package static var layerClass: LayerClass { .text }
  package static var absentReadsNull: Bool { false }
  package static func modify(_ layer: CATextLayer, _ body: (inout TextState) -> Void) {
    body(&layer.textModel)
  }
  package static func value<V>(in values: AnimatedValues, _ keyPath: KeyPath<Self, V>) -> V? {
    values.text?[keyPath: keyPath]
  }
  package static func setValue<V>(
    in values: inout AnimatedValues, _ keyPath: WritableKeyPath<Self, V>, _ value: V
  ) {
    values.text?[keyPath: keyPath] = value
  }
  package static func value<V>(in layer: PresentationLayer, _ keyPath: KeyPath<Self, V>) -> V? {
    guard case .text(let text) = layer.content else { return nil }
    return text[keyPath: keyPath]
  }
}

extension ReplicatorState: LayerPartState {
  package static var layerClass: LayerClass { .replicator }
  package static var absentReadsNull: Bool { true }
  package static func modify(_ layer: CAReplicatorLayer, _ body: (inout ReplicatorState) -> Void) {
    body(&layer.replicatorModel)
  }
  package static func value<V>(in values: AnimatedValues, _ keyPath: KeyPath<Self, V>) -> V? {
    values.replicator?[keyPath: keyPath]
  }
  package static func setValue<V>(
    in values: inout AnimatedValues, _ keyPath: WritableKeyPath<Self, V>, _ value: V
  ) {
    values.replicator?[keyPath: keyPath] = value
  }
  package static func value<V>(in layer: PresentationLayer, _ keyPath: KeyPath<Self, V>) -> V? {
    guard case .replicator(let replicator) = layer.content else { return nil }
    return replicator.state[keyPath: keyPath]
  }
}
