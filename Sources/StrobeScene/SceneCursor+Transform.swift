import Foundation
import StrobeGeometry

extension SceneCursor {
  /// The keys a transform step object may have.
  static let transformStepKeys = ["translate", "scale", "rotate", "axis", "perspective"]

  /// A `CATransform3D` in any of the scene format's forms.
  ///
  /// - 16 numbers, row-major (m11, m12, …, m44);
  /// - `{"affine": [a, b, c, d, tx, ty]}`;
  /// - a list of steps, each `{"translate": [x, y, z]}`, `{"scale": [x, y, z]}`,
  ///   `{"rotate": radians, "axis": [x, y, z]}` (axis default `[0, 0, 1]`) or
  ///   `{"perspective": eyeDistance}` (m34 = −1/eyeDistance, eyeDistance ≠ 0). Translate
  ///   and scale also take two numbers (z = 0, respectively 1). Steps are concatenated in
  ///   order, `M = CATransform3DConcat(M, step)`: a point is moved by the first step first.
  ///   An empty list is the identity.
  public func transform() throws -> CATransform3D {
    let expected =
      "a transform (16 numbers, {\"affine\": [a, b, c, d, tx, ty]}, or a list of "
      + "translate/scale/rotate/perspective steps)"
    switch value.kind {
    case .array(let items):
      if items.isEmpty { return .identity }
      if case .number = items[0].kind {
        guard items.count == 16 else { throw mismatch("16 numbers (a row-major CATransform3D)") }
        return CATransform3D(rowMajor: try numberList().map { CGFloat($0) })
      }
      var m = CATransform3D.identity
      for step in try array() {
        m = CATransform3DConcat(m, try step.transformStep())
      }
      return m
    case .object:
      let fields = try self.fields(allowed: ["affine"])
      let v = try fields.required("affine").numbers(count: 6, "[a, b, c, d, tx, ty]")
      var t = CATransform3D.identity
      t.m11 = v[0]
      t.m12 = v[1]
      t.m21 = v[2]
      t.m22 = v[3]
      t.m41 = v[4]
      t.m42 = v[5]
      return t
    default:
      throw mismatch(expected)
    }
  }

  /// One step of a transform list.
  func transformStep() throws -> CATransform3D {
    guard case .object = value.kind else {
      throw mismatch("a transform step object ({\"translate\": …}, {\"scale\": …}, …)")
    }
    let fields = try self.fields(allowed: Self.transformStepKeys)
    let kinds = fields.keys.filter { ["translate", "scale", "rotate", "perspective"].contains($0) }
    guard kinds.count == 1 else {
      if kinds.count > 1 {
        throw SceneError.conflictingKeys(
          fields.keyLocation(kinds[1])!, key: kinds[1], other: kinds[0])
      }
      throw error("a transform step needs one of translate, scale, rotate, perspective")
    }
    if kinds[0] != "rotate", fields.has("axis") {
      throw SceneError.invalid(
        fields.keyLocation("axis")!, message: "\"axis\" is only allowed with \"rotate\"")
    }
    switch kinds[0] {
    case "translate":
      let v = try fields["translate"]!.vector3(defaultZ: 0, "[x, y, z]")
      return CATransform3DMakeTranslation(v[0], v[1], v[2])
    case "scale":
      let v = try fields["scale"]!.vector3(defaultZ: 1, "[x, y, z]")
      return CATransform3DMakeScale(v[0], v[1], v[2])
    case "rotate":
      let angle = try fields["rotate"]!.number()
      var axis: [Double] = [0, 0, 1]
      if let a = fields["axis"] {
        axis = try a.numbers(count: 3, "an axis [x, y, z]")
      }
      return CATransform3DMakeRotation(angle, axis[0], axis[1], axis[2])
    default:
      let cursor = fields["perspective"]!
      let d = try cursor.number()
      guard d != 0 else { throw cursor.mismatch("a non-zero eye distance") }
      var t = CATransform3D.identity
      t.m34 = -1 / d
      return t
    }
  }

  /// Two or three numbers; a missing z is `defaultZ`.
  func vector3(defaultZ: Double, _ expected: String) throws -> [CGFloat] {
    guard case .array(let items) = value.kind, items.count == 2 || items.count == 3 else {
      throw mismatch(expected)
    }
    var v = try numberList().map { CGFloat($0) }
    if v.count == 2 { v.append(defaultZ) }
    return v
  }
}
