import Foundation
import StrobeGeometry

/// A precompiled form of the commonest property track: a `CABasicAnimation` with both
/// `fromValue` and `toValue` set, neither additive nor cumulative, without a value function,
/// on a key path with a direct slot (opacity, position, a transform component…; the
/// property tables say which have one).
///
/// Its value depends only on the eased fraction, never on the model, so evaluating it needs
/// no model read, no value copy and no key-path lookup. The arithmetic is exactly that of
/// ``AnimatableValue/interpolated(to:fraction:)`` and the property's setter, so results are
/// the same as the general path's.
struct FixedTrack: Sendable {
  /// Where the value is written.
  enum Slot: Sendable {
    case opacity
    case shadowOpacity
    case position
    case anchorPoint
    case layerNumber(LayerNumber)
    case shapeNumber(ShapeNumber)
    case transformComponent(TransformComponent)
  }

  /// `CGFloat` properties of ``LayerState``.
  enum LayerNumber: Sendable {
    case zPosition, anchorPointZ, cornerRadius, borderWidth, shadowRadius, positionX, positionY
  }

  /// `CGFloat` properties of ``ShapeState``.
  enum ShapeNumber: Sendable {
    case strokeStart, strokeEnd, lineWidth
  }

  /// The slots of a transform's scalar components, by sub-key (`rotation.z`…): a row's
  /// `fieldSlots` for `transform`.
  static let transformComponentSlots: [String: Slot] = Dictionary(
    uniqueKeysWithValues: TransformComponent.allCases.filter(\.isScalar).map {
      ($0.rawValue, .transformComponent($0))
    })

  /// The endpoints, of the slot's kind.
  enum Ends: Sendable {
    case number(Double, Double)
    case point(CGPoint, CGPoint)
  }

  /// The slot written.
  let slot: Slot
  /// The from and to values.
  let ends: Ends

  /// The fixed form of `track`, or nil when it needs the general evaluator.
  init?(_ track: PropertyTrack) {
    guard !track.isAdditive, !track.isCumulative, track.valueFunction == nil,
      case .basic(let from?, let to?, _) = track.source
    else { return nil }
    // Which key paths have a slot is the property tables' (LayerPropertyTables.fixedSlots).
    guard let slot = LayerPropertyTables.fixedSlots[track.property.keyPath] else { return nil }
    switch (slot, from, to) {
    case (.position, .point(let a), .point(let b)), (.anchorPoint, .point(let a), .point(let b)):
      ends = .point(a, b)
    case (.position, _, _), (.anchorPoint, _, _): return nil
    case (_, .number(let a), .number(let b)): ends = .number(a, b)
    default: return nil
    }
    self.slot = slot
  }

  /// Writes the value at eased fraction `f` into `values`.
  func apply(fraction f: Double, to values: inout AnimatedValues) {
    switch ends {
    case .number(let a, let b):
      // As `AnimatableValue.interpolated`: a + (b − a)·f.
      let n = a + (b - a) * f
      switch slot {
      case .opacity: values.layer.opacity = Float(n)
      case .shadowOpacity: values.layer.shadowOpacity = Float(n)
      case .layerNumber(let p):
        switch p {
        case .zPosition: values.layer.zPosition = CGFloat(n)
        case .anchorPointZ: values.layer.anchorPointZ = CGFloat(n)
        case .cornerRadius: values.layer.cornerRadius = CGFloat(n)
        case .borderWidth: values.layer.borderWidth = CGFloat(n)
        case .shadowRadius: values.layer.shadowRadius = CGFloat(n)
        case .positionX: values.layer.position.x = CGFloat(n)
        case .positionY: values.layer.position.y = CGFloat(n)
        }
      case .shapeNumber(let p):
        switch p {
        case .strokeStart: values.shape?.strokeStart = CGFloat(n)
        case .strokeEnd: values.shape?.strokeEnd = CGFloat(n)
        case .lineWidth: values.shape?.lineWidth = CGFloat(n)
        }
      case .transformComponent(let c):
        if let t = values.layer.transform.replacing(c, with: .number(n)) {
          values.layer.transform = t
        }
      case .position, .anchorPoint: break
      }
    case .point(let a, let b):
      // As `AnimatableValue.linearCombination` with weights 1 − f and f.
      let w0 = 1 - f
      var x = 0.0
      var y = 0.0
      x += w0 * Double(a.x)
      y += w0 * Double(a.y)
      x += f * Double(b.x)
      y += f * Double(b.y)
      let p = CGPoint(x: x, y: y)
      switch slot {
      case .position: values.layer.position = p
      case .anchorPoint: values.layer.anchorPoint = p
      default: break
      }
    }
  }
}
