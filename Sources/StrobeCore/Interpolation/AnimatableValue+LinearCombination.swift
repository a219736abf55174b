import Foundation
import StrobeGeometry

extension AnimatableValue {
  /// `Σ wᵢ·vᵢ` for values that live in a vector space, component by component; nil otherwise.
  ///
  /// Numbers, points, sizes, rects (origin.x, origin.y, width, height) and colours
  /// (non-premultiplied sRGB red, green, blue, alpha) combine component-wise. Paths combine
  /// point by point when every term has the same element kinds in the same order. Arrays
  /// combine element by element when every term has the same count. A colour combined with a
  /// nil colour (``null``) gives ``null`` (Core Animation shows no colour when an endpoint is
  /// nil). Bools, transforms and mismatched kinds or structures give nil. Term weights are not
  /// required to sum to 1.
  static func linearCombination(_ terms: [(weight: Double, value: AnimatableValue)])
    -> AnimatableValue?
  {
    guard let first = terms.first?.value else { return nil }
    switch first {
    case .number:
      var sum = 0.0
      for (w, v) in terms {
        guard case .number(let x) = v else { return nil }
        sum += w * x
      }
      return .number(sum)
    case .point:
      var x = 0.0
      var y = 0.0
      for (w, v) in terms {
        guard case .point(let p) = v else { return nil }
        x += w * Double(p.x)
        y += w * Double(p.y)
      }
      return .point(CGPoint(x: x, y: y))
    case .size:
      var width = 0.0
      var height = 0.0
      for (w, v) in terms {
        guard case .size(let s) = v else { return nil }
        width += w * Double(s.width)
        height += w * Double(s.height)
      }
      return .size(CGSize(width: width, height: height))
    case .rect:
      var c = [0.0, 0.0, 0.0, 0.0]
      for (w, v) in terms {
        guard case .rect(let r) = v else { return nil }
        c[0] += w * Double(r.origin.x)
        c[1] += w * Double(r.origin.y)
        c[2] += w * Double(r.size.width)
        c[3] += w * Double(r.size.height)
      }
      return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .color, .null:
      return combineColors(terms)
    case .path(let template):
      return combinePaths(template, terms)
    case .array(let firstElements):
      var arrays: [[AnimatableValue]] = []
      for (_, v) in terms {
        guard case .array(let e) = v, e.count == firstElements.count else { return nil }
        arrays.append(e)
      }
      var out: [AnimatableValue] = []
      out.reserveCapacity(firstElements.count)
      for i in firstElements.indices {
        let elementTerms = zip(terms, arrays).map { (weight: $0.0.weight, value: $0.1[i]) }
        guard let e = linearCombination(elementTerms) else { return nil }
        out.append(e)
      }
      return .array(out)
    case .bool, .transform:
      return nil
    }
  }

  /// Colours combined component-wise; any nil (``null``) term makes the result ``null``.
  private static func combineColors(_ terms: [(weight: Double, value: AnimatableValue)])
    -> AnimatableValue?
  {
    var sawNull = false
    var c = [0.0, 0.0, 0.0, 0.0]
    for (w, v) in terms {
      switch v {
      case .null: sawNull = true
      case .color(let color):
        c[0] += w * Double(color.red)
        c[1] += w * Double(color.green)
        c[2] += w * Double(color.blue)
        c[3] += w * Double(color.alpha)
      default: return nil
      }
    }
    if sawNull { return .null }
    return .color(CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: c[3]))
  }

  /// Paths combined point by point; nil unless every term has the template's element kinds.
  private static func combinePaths(
    _ template: PathData, _ terms: [(weight: Double, value: AnimatableValue)]
  ) -> AnimatableValue? {
    var paths: [PathData] = []
    for (_, v) in terms {
      guard case .path(let p) = v, PathData.haveSameStructure(p, template) else { return nil }
      paths.append(p)
    }
    var elements: [PathElement] = []
    elements.reserveCapacity(template.elements.count)
    for (index, element) in template.elements.enumerated() {
      var points = element.points.map { _ in (x: 0.0, y: 0.0) }
      for (term, path) in zip(terms, paths) {
        for (k, p) in path.elements[index].points.enumerated() {
          points[k].x += term.weight * Double(p.x)
          points[k].y += term.weight * Double(p.y)
        }
      }
      elements.append(element.replacingPoints(points.map { CGPoint(x: $0.x, y: $0.y) }))
    }
    return .path(PathData(elements))
  }
}

extension PathData {
  /// Whether two paths have the same number of elements with the same kinds in order
  /// (the condition for point-wise path interpolation).
  static func haveSameStructure(_ a: PathData, _ b: PathData) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    for (x, y) in zip(a.elements, b.elements) where !sameKind(x, y) { return false }
    return true
  }

  /// Whether two elements are of the same kind (move, line, quad, cubic, close).
  private static func sameKind(_ a: PathElement, _ b: PathElement) -> Bool {
    switch (a, b) {
    case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
      (.closeSubpath, .closeSubpath):
      return true
    default: return false
    }
  }
}

extension PathElement {
  /// The element with its points replaced, in ``points`` order (controls first, end last).
  func replacingPoints(_ p: [CGPoint]) -> PathElement {
    switch self {
    case .move: return .move(to: p[0])
    case .line: return .line(to: p[0])
    case .quadCurve: return .quadCurve(to: p[1], control: p[0])
    case .curve: return .curve(to: p[2], control1: p[0], control2: p[1])
    case .closeSubpath: return .closeSubpath
    }
  }
}
