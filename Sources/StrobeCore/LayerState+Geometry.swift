import Foundation
import StrobeGeometry

extension LayerState {
  /// The anchor pivot in the layer's own bounds space:
  /// `(bounds.minX + anchorPoint.x·width, bounds.minY + anchorPoint.y·height, anchorPointZ)`.
  public var anchorPivot: (x: CGFloat, y: CGFloat, z: CGFloat) {
    (
      bounds.minX + anchorPoint.x * bounds.width,
      bounds.minY + anchorPoint.y * bounds.height,
      anchorPointZ
    )
  }

  /// The layer's own geometry: bounds space → superlayer bounds space, without the
  /// superlayer's sublayerTransform.
  ///
  /// `Tr(−P) · transform · Tr(position.x, position.y, zPosition)` in Core Animation's
  /// row-vector convention (docs/core-animation-semantics.md §1.3).
  public var geometryTransform: CATransform3D {
    let p = anchorPivot
    return CATransform3DMakeTranslation(-p.x, -p.y, -p.z)
      .concatenating(transform)
      .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
  }

  /// The transform this layer applies to its sublayers' coordinates, about its anchor pivot:
  /// `Tr(−P) · sublayerTransform · Tr(P)`, or the identity when sublayerTransform is identity.
  ///
  /// With `isGeometryFlipped`, the sublayers are additionally mirrored about the bounds'
  /// vertical centre (`y → minY + maxY − y`) before the sublayer transform.
  public var sublayerSpaceTransform: CATransform3D {
    var m = CATransform3D.identity
    if isGeometryFlipped {
      var flip = CATransform3DMakeScale(1, -1, 1)
      flip.m42 = bounds.minY + bounds.maxY
      m = flip
    }
    if !sublayerTransform.isIdentity {
      let p = anchorPivot
      m = m.concatenating(CATransform3DMakeTranslation(-p.x, -p.y, -p.z))
        .concatenating(sublayerTransform)
        .concatenating(CATransform3DMakeTranslation(p.x, p.y, p.z))
    }
    return m
  }

  /// The frame: the axis-aligned bounding box of the bounds' corners mapped by
  /// ``geometryTransform`` (with the perspective divide), as Core Animation's getter.
  public var frame: CGRect {
    let m = geometryTransform
    // The bounding box of the four projected corners (no arrays: the frame setter reads it).
    let a = Self.project(CGPoint(x: bounds.minX, y: bounds.minY), m)
    let b = Self.project(CGPoint(x: bounds.maxX, y: bounds.minY), m)
    let c = Self.project(CGPoint(x: bounds.minX, y: bounds.maxY), m)
    let d = Self.project(CGPoint(x: bounds.maxX, y: bounds.maxY), m)
    // The first value no later one beats, as `Sequence.min()` and `max()` pick (the first
    // of equal values, NaN as they treat it).
    func pick(
      _ v: (CGFloat, CGFloat, CGFloat, CGFloat), _ beats: (CGFloat, CGFloat) -> Bool
    ) -> CGFloat {
      var r = v.0
      if beats(v.1, r) { r = v.1 }
      if beats(v.2, r) { r = v.2 }
      if beats(v.3, r) { r = v.3 }
      return r
    }
    let xs = (a.x, b.x, c.x, d.x)
    let ys = (a.y, b.y, c.y, d.y)
    let minX = pick(xs, <)
    let minY = pick(ys, <)
    return CGRect(x: minX, y: minY, width: pick(xs, >) - minX, height: pick(ys, >) - minY)
  }

  /// Sets `position` and `bounds.size` so that ``frame`` equals `newFrame`, as Core
  /// Animation's frame setter does.
  ///
  /// The rectangle is standardised first (negative sizes flipped). With an identity
  /// transform: `position = origin + anchorPoint·size`, `bounds.size = size` (bounds.origin
  /// kept). Under an affine transform the bounds size is solved so that the transformed
  /// bounding box has the requested size (a scale by s gives bounds of size/s, as measured
  /// on Core Animation); when that system is singular or has a negative solution (e.g. a
  /// 45° rotation), `bounds.size = size` is used. Position is then chosen so the frame's
  /// origin lands on the request.
  public mutating func setFrame(_ newFrame: CGRect) {
    let f = newFrame.standardized
    let t = transform
    var size = f.size
    if !t.isIdentity {
      let a = abs(t.m11)
      let b = abs(t.m12)
      let c = abs(t.m21)
      let d = abs(t.m22)
      let det = a * d - b * c
      if det != 0 && det.isFinite {
        let w = (d * f.width - c * f.height) / det
        let h = (a * f.height - b * f.width) / det
        if w >= 0 && h >= 0 && w.isFinite && h.isFinite { size = CGSize(width: w, height: h) }
      }
    }
    bounds.size = size
    // Place the frame origin: with position = 0 the frame's origin would be `current`.
    position = .zero
    let current = frame.origin
    position = CGPoint(x: f.minX - current.x, y: f.minY - current.y)
  }

  /// Maps a 2-D point by a 3-D transform (z = 0 in, perspective divide, z dropped).
  static func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint {
    let x = p.x * m.m11 + p.y * m.m21 + m.m41
    let y = p.x * m.m12 + p.y * m.m22 + m.m42
    let w = p.x * m.m14 + p.y * m.m24 + m.m44
    if w != 0 && w != 1 { return CGPoint(x: x / w, y: y / w) }
    return CGPoint(x: x, y: y)
  }
}
