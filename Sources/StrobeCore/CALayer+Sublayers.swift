import Foundation

extension CALayer {
  /// The sublayers in order, or nil when there are none (as Core Animation reports).
  ///
  /// Setting replaces them all: the old sublayers are detached, the new ones removed from
  /// their previous superlayers and attached here.
  public var sublayers: [CALayer]? {
    get { sublayerList.isEmpty ? nil : sublayerList }
    set {
      TransactionStack.current.recordPreChange(self)
      for layer in sublayerList { layer.detach() }
      sublayerList = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Appends `layer` to the sublayers (removing it from its previous superlayer first).
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: sublayerList.count))
  }

  /// Inserts `layer` at `index`; an index past the end appends (Core Animation's behaviour).
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    TransactionStack.current.recordPreChange(self)
    let i = min(Int(index), sublayerList.count)
    sublayerList.insert(layer, at: i)
    layer.attach(to: self)
  }

  /// Inserts `layer` just below `sibling`; nil or a non-sublayer sibling: see Core
  /// Animation's measured rules (nil → index 0, unknown sibling → appended).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling else { return insertSublayer(layer, at: 0) }
    layer.removeFromSuperlayer()
    if let i = sublayerList.firstIndex(where: { $0 === sibling }) {
      insertSublayer(layer, at: UInt32(i))
    } else {
      addSublayer(layer)
    }
  }

  /// Inserts `layer` just above `sibling`; nil or a non-sublayer sibling appends.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling else { return addSublayer(layer) }
    layer.removeFromSuperlayer()
    if let i = sublayerList.firstIndex(where: { $0 === sibling }) {
      insertSublayer(layer, at: UInt32(i + 1))
    } else {
      addSublayer(layer)
    }
  }

  /// Replaces the sublayer `old` with `new` (nothing happens when `old` is not a sublayer).
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let i = sublayerList.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(i))
  }

  /// Detaches the layer from its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    TransactionStack.current.recordPreChange(parent)
    if parent.maskLayer === self { parent.maskLayer = nil }
    parent.sublayerList.removeAll { $0 === self }
    detach()
  }
}
