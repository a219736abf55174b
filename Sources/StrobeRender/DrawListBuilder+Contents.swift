import Foundation
import StrobeCore
import StrobeGeometry

extension DrawListBuilder {
  /// How far, in canvas points, a piece of a split image reaches under later pieces.
  ///
  /// The pieces drawn after it lie to its right and below; 1 pt is a whole device pixel at
  /// scale ≥ 1, so the antialiased clip edge of the later piece is backed by image, not
  /// background (no seams). Pieces on the image's outer edge reach as far past it, and the
  /// mesh's outline clips the silhouette once (``ImageMesh/outline``). On raster output
  /// later cells replace earlier ones (``CairoDrawer/beginMeshGroup(outline:)``); in
  /// SVG/PDF, translucent image pixels along a seam are composited twice (slightly denser).
  static let imagePieceOverlap: CGFloat = 1

  /// The largest distance, in canvas points, between a mesh cell's affine placement and the
  /// exact projection of the image: 0.25 pt (0.5 device pixel at scale 2, 0.25 at scale 1).
  static let imageMeshTolerance: Double = 0.25

  /// How many times a mesh cell may be halved along each axis (at most 2⁶ × 2⁶ cells per
  /// piece); the tolerance is not guaranteed past that depth (extreme foreshortening).
  static let imageMeshMaxDepth = 6

  /// One piece of a nine-part image: a source rectangle in image pixels stretched onto a
  /// destination rectangle of the layer's bounds space.
  struct ImagePiece {
    /// The source rectangle, in the image's pixels.
    var source: CGRect
    /// The destination rectangle, in the layer's bounds space.
    var destination: CGRect
    /// The whole image's destination rectangle (bounds space), which every piece's cells
    /// are finally clipped to (``ImageMesh/outline``).
    var outer: CGRect
    /// Whether sampling is clamped to `source` (its edge pixels repeated outward).
    var clamps = true

    /// Image pixels → bounds space.
    var transform: CGAffineTransform {
      CGAffineTransform(translationX: -source.minX, y: -source.minY)
        .concatenating(
          CGAffineTransform(
            scaleX: destination.width / source.width, y: destination.height / source.height)
        )
        .concatenating(CGAffineTransform(translationX: destination.minX, y: destination.minY))
    }
  }

  /// Emits contents that need more than one plain image operation: nine-part stretching
  /// (`contentsCenter`, CALayer.h: interpreted in the unit space of the part `contentsRect`
  /// shows; a zero width or height means one source pixel centred there) and contents under
  /// a perspective transform.
  ///
  /// Nine-part: `contentsCenter` splits the shown part into 3 × 3 pieces; the corner
  /// columns and rows keep their natural size (pixels / `contentsScale`) and the middle ones
  /// take the rest of the gravity's destination rectangle. When the corners are larger than
  /// the destination they shrink in proportion (no middle). A centre outside the unit
  /// rectangle (undefined in Core Animation) is clamped to it.
  ///
  /// Perspective: each piece is subdivided (halving both axes) until, at a 5 × 5 grid of
  /// points of each cell, the affine map through three of its corners (top-left, top-right,
  /// bottom-left) is within ``imageMeshTolerance`` of the exact projection; each cell draws
  /// the image through that affine map, clipped to the exactly projected cell (a straight-
  /// edged quadrilateral). Geometry reaching the eye plane (w ≤ 0) drops the contents, as it
  /// drops paths (`ProjectiveMap`).
  func emitContentPieces(
    _ image: CGImage, state s: LayerState, place: Placement, alpha: Double,
    into ops: inout [DrawList.Operation]
  ) {
    let part = s.contentsRect.standardized
    guard part.width > 0, part.height > 0, part.width.isFinite, part.height.isFinite,
      part.minX.isFinite, part.minY.isFinite
    else { return }
    let w = CGFloat(image.width)
    let h = CGFloat(image.height)
    let k = s.contentsScale > 0 && s.contentsScale.isFinite ? s.contentsScale : 1
    let pw = part.width * w
    let ph = part.height * h
    let dest = s.contentsGravity.placement(of: CGSize(width: pw / k, height: ph / k), in: s.bounds)
    guard dest.width > 0, dest.height > 0, dest.width.isFinite, dest.height.isFinite else {
      return
    }
    let center = s.contentsCenter.standardized
    let columns = Self.ninePartSpans(
      start: center.minX, length: center.width, pixels: pw, scale: k, from: dest.minX,
      length: dest.width)
    let rows = Self.ninePartSpans(
      start: center.minY, length: center.height, pixels: ph, scale: k, from: dest.minY,
      length: dest.height)
    var pieces: [ImagePiece] = []
    for row in rows {
      for column in columns {
        pieces.append(
          ImagePiece(
            source: CGRect(
              x: part.minX * w + column.source.lowerBound, y: part.minY * h + row.source.lowerBound,
              width: column.source.upperBound - column.source.lowerBound,
              height: row.source.upperBound - row.source.lowerBound),
            destination: CGRect(
              x: column.destination.lowerBound, y: row.destination.lowerBound,
              width: column.destination.upperBound - column.destination.lowerBound,
              height: row.destination.upperBound - row.destination.lowerBound),
            outer: dest))
      }
    }
    // Clamp sampling to a piece only where the piece lies inside the image (outside it the
    // image is transparent, not its edge pixels repeated).
    let whole = CGRect(x: 0, y: 0, width: w, height: h)
    for i in pieces.indices where !whole.contains(pieces[i].source) {
      pieces[i].clamps = false
    }
    var cells: [ImageMesh.Cell] = []
    if let affine = place.affine {
      let sx = hypot(affine.a, affine.b)
      let sy = hypot(affine.c, affine.d)
      for piece in pieces {
        let clip = Self.overlapping(piece.destination, outer: dest, sx: sx, sy: sy)
        cells.append(
          ImageMesh.Cell(
            clip: LayerOutline.path(clip, radius: 0, corners: []), clipTransform: affine,
            transform: piece.transform.concatenating(affine),
            source: piece.clamps ? piece.source : nil))
      }
    } else {
      let map = ProjectiveMap(place.matrix)
      for piece in pieces {
        guard
          Self.meshCells(
            piece.destination, piece: piece, map: map, depth: 0, into: &cells)
        else { return }
      }
    }
    guard !cells.isEmpty else { return }
    var mesh = ImageMesh(image: image, cells: cells)
    if let affine = place.affine {
      mesh.outline = LayerOutline.path(dest, radius: 0, corners: [])
      mesh.outlineTransform = affine
    } else {
      guard let quad = Self.projectedQuad(dest, ProjectiveMap(place.matrix)) else { return }
      mesh.outline = quad
    }
    if alpha < 1 { ops.append(.beginGroup(opacity: alpha)) }
    ops.append(.imageMesh(mesh))
    if alpha < 1 { ops.append(.endGroup) }
  }

  /// The non-empty spans of one axis of a nine-part split: source pixel ranges (from the
  /// shown part's origin) and their destination ranges (bounds space).
  static func ninePartSpans(
    start: CGFloat, length: CGFloat, pixels p: CGFloat, scale k: CGFloat, from d0: CGFloat,
    length dl: CGFloat
  ) -> [(source: ClosedRange<CGFloat>, destination: ClosedRange<CGFloat>)] {
    var a: CGFloat = 0
    var b = p
    if start.isFinite && length.isFinite {
      if length > 0 {
        a = start * p
        b = (start + length) * p
      } else {
        a = start * p - 0.5
        b = start * p + 0.5
      }
      a = min(max(a, 0), p)
      b = min(max(b, a), p)
    }
    var first = a / k
    var last = (p - b) / k
    if first + last > dl {
      let f = dl / (first + last)
      first *= f
      last *= f
    }
    let src = [0, a, b, p]
    let dst = [d0, d0 + first, d0 + dl - last, d0 + dl]
    var spans: [(source: ClosedRange<CGFloat>, destination: ClosedRange<CGFloat>)] = []
    for i in 0..<3 where src[i + 1] > src[i] && dst[i + 1] > dst[i] {
      spans.append((src[i]...src[i + 1], dst[i]...dst[i + 1]))
    }
    return spans
  }

  /// Appends the mesh cells covering `rect` (part of `piece.destination`) in Z order (so a
  /// cell's right and lower neighbours come after it); false when a corner is behind the eye.
  static func meshCells(
    _ rect: CGRect, piece: ImagePiece, map: ProjectiveMap, depth: Int,
    into cells: inout [ImageMesh.Cell]
  ) -> Bool {
    guard let q00 = map.apply(CGPoint(x: rect.minX, y: rect.minY)),
      let q10 = map.apply(CGPoint(x: rect.maxX, y: rect.minY)),
      let q01 = map.apply(CGPoint(x: rect.minX, y: rect.maxY))
    else { return false }
    let a = (q10.x - q00.x) / rect.width
    let b = (q10.y - q00.y) / rect.width
    let c = (q01.x - q00.x) / rect.height
    let d = (q01.y - q00.y) / rect.height
    let fit = CGAffineTransform(
      a: a, b: b, c: c, d: d, tx: q00.x - a * rect.minX - c * rect.minY,
      ty: q00.y - b * rect.minX - d * rect.minY)
    var worst = 0.0
    for i in 0...4 {
      for j in 0...4 {
        let p = CGPoint(
          x: rect.minX + rect.width * CGFloat(i) / 4, y: rect.minY + rect.height * CGFloat(j) / 4)
        guard let exact = map.apply(p) else { return false }
        let approx = p.applying(fit)
        worst = max(worst, hypot(exact.x - approx.x, exact.y - approx.y))
      }
    }
    if worst > imageMeshTolerance && depth < imageMeshMaxDepth {
      let hw = rect.width / 2
      let hh = rect.height / 2
      for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] as [(CGFloat, CGFloat)] {
        let sub = CGRect(
          x: rect.minX + dx * hw, y: rect.minY + dy * hh, width: hw, height: hh)
        guard meshCells(sub, piece: piece, map: map, depth: depth + 1, into: &cells) else {
          return false
        }
      }
      return true
    }
    let wide = overlapping(rect, outer: piece.outer, sx: hypot(a, b), sy: hypot(c, d))
    guard let quad = projectedQuad(wide, map) ?? projectedQuad(rect, map) else { return false }
    cells.append(
      ImageMesh.Cell(
        clip: quad, clipTransform: .identity,
        transform: piece.transform.concatenating(fit), source: piece.clamps ? piece.source : nil))
    return true
  }

  /// A cell's clip rectangle: `rect` reaching ``imagePieceOverlap`` canvas points (at `sx`,
  /// `sy` canvas points per unit along x and y, at most the cell's own size) under the cells
  /// drawn after it (right, below) and past the outer rectangle's edges it lies on (the
  /// mesh's outline clips those back, so the silhouette is antialiased once).
  static func overlapping(_ rect: CGRect, outer: CGRect, sx: CGFloat, sy: CGFloat) -> CGRect {
    let ex = sx > 0 && sx.isFinite ? min(imagePieceOverlap / sx, rect.width) : 0
    let ey = sy > 0 && sy.isFinite ? min(imagePieceOverlap / sy, rect.height) : 0
    let eps = 1e-9 * max(outer.width, outer.height)
    let left = rect.minX <= outer.minX + eps ? ex : 0
    let top = rect.minY <= outer.minY + eps ? ey : 0
    return CGRect(
      x: rect.minX - left, y: rect.minY - top, width: rect.width + left + ex,
      height: rect.height + top + ey)
  }

  /// The exactly projected rectangle (a quadrilateral: straight lines stay straight), or
  /// nil when a corner is on or behind the eye plane.
  static func projectedQuad(_ rect: CGRect, _ map: ProjectiveMap) -> PathData? {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
    var quad: [PathElement] = []
    for (n, p) in corners.enumerated() {
      guard let q = map.apply(p) else { return nil }
      quad.append(n == 0 ? .move(to: q) : .line(to: q))
    }
    quad.append(.closeSubpath)
    return PathData(quad)
  }
}
