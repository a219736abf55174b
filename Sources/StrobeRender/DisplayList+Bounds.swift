import Foundation
import StrobeGeometry

extension DisplayList {
  /// The bounding box, in the space `toCanvas` maps to canvas points (a shadow's or blur's
  /// space), of everything `nodes` (indexing `operations`) may draw (conservative); nil when they draw nothing or
  /// `toCanvas` is singular or not finite (then the bracket draws nothing, see
  /// ``CairoDrawer/layerSpaceImage(_:_:bounds:toCanvas:sigma:offset:clipToVisible:what:)``).
  ///
  /// Path control points (a curve lies in their hull), strokes outset by half the width ×
  /// max(miter limit, 1.5), image rectangles, image-mesh cell clips and gradient paths; the
  /// nodes are visited in the flat list's order, nested brackets included.
  static func contentBounds(
    _ nodes: [DisplayNode], _ operations: [DrawList.Operation], toCanvas: CGAffineTransform
  ) -> CGRect? {
    let det = Double(toCanvas.a * toCanvas.d - toCanvas.b * toCanvas.c)
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    let fromCanvas = toCanvas.inverted()
    var box: CGRect?
    func add(_ rect: CGRect, _ t: CGAffineTransform) {
      guard !rect.isNull else { return }
      let m = t.concatenating(fromCanvas)
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(m) }
      for p in corners where p.x.isFinite && p.y.isFinite {
        let r = CGRect(x: p.x, y: p.y, width: 0, height: 0)
        box = box.map { $0.union(r) } ?? r
      }
    }
    func pointsBox(_ path: PathData) -> CGRect {
      var r = CGRect.null
      for e in path.elements {
        for p in e.points { r = r.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
      }
      return r
    }
    func visit(_ nodes: [DisplayNode]) {
      for node in nodes {
        switch node {
        case .draws(let run):
          for index in run { addOperation(operations[index]) }
        case .group(_, _, _, let children, _, _), .clip(_, _, _, let children, _, _):
          visit(children)
        case .mask(let content, let mask, _, _, _, _):
          visit(content)
          visit(mask)
        case .shadow(_, let content, _, _), .blur(_, let content, _, _):
          visit(content)
        }
      }
    }
    func addOperation(_ op: DrawList.Operation) {
      switch op {
      case .fill(let path, let t, _, _):
        add(pointsBox(path), t)
      case .stroke(let path, let t, _, let style):
        let o = CGFloat(style.lineWidth / 2 * max(style.miterLimit, 1.5))
        add(pointsBox(path).insetBy(dx: -o, dy: -o), t)
      case .image(let image, let t):
        add(CGRect(x: 0, y: 0, width: image.width, height: image.height), t)
      case .imageMesh(let mesh):
        for cell in mesh.cells { add(pointsBox(cell.clip), cell.clipTransform) }
      case .gradient(let gradient):
        add(pointsBox(gradient.path), gradient.transform)
      default: break
      }
    }
    visit(nodes)
    return box
  }
}
