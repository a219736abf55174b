import Foundation
import StrobeGeometry
import Testing

@testable import StrobeScene

@Suite struct SceneValueTests {
  typealias S = SceneTestSupport

  func color(_ json: String) throws -> SceneColor? {
    try S.cursor(json).color()
  }

  @Test func hexColours() throws {
    #expect(try color(##""#FF8000""##) == SceneColor(red: 1, green: 128.0 / 255, blue: 0))
    #expect(try color(##""#f80""##) == SceneColor(red: 1, green: 136.0 / 255, blue: 0))
    #expect(
      try color(##""#00000080""##) == SceneColor(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(SceneColor(hex: "#aBcDeF") == SceneColor(red255: 0xAB, green255: 0xCD, blue255: 0xEF))
    // Only ASCII hex digits, as in CSS: no fullwidth forms, no sign, no space, no 0x.
    for refused in ["#ＦＦ0000", "#+FF000", "# FF000", "#0xFFFF", "#FFFFFFFFF", "#", "FF8000", ""] {
      #expect(SceneColor(hex: refused) == nil, "\(refused)")
    }
  }

  @Test func arrayColoursAndNull() throws {
    #expect(
      try color("[0.25, 0.5, 0.75]") == SceneColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
    #expect(
      try color("[0.25, 0.5, 0.75, 0.1]")
        == SceneColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.1))
    #expect(try color("null") == nil)
  }

  @Test func namedColours() throws {
    #expect(try color(#""darkGray""#) == SceneColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
    #expect(try color(#""orange""#) == SceneColor(red: 1, green: 0.5, blue: 0))
    #expect(try color(#""brown""#) == SceneColor(red: 0.6, green: 0.4, blue: 0.2))
    #expect(try color(#""clear""#) == SceneColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(try color(#""systemBlue""#) == SceneColor(red: 0, green: 122.0 / 255, blue: 1))
    #expect(
      try color(#""systemRed""#) == SceneColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    #expect(
      try color(#""systemGray6""#)
        == SceneColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255))
    #expect(SceneColor.names.count == 33)
    #expect(Set(SceneColor.names) == Set(SceneColor.named.keys))
  }

  @Test func badColours() throws {
    let e1 = S.sceneError { try color(##""#12345""##) }
    #expect(
      e1?.description
        == ##"t.json:1:1: expected a hex colour "#RGB", "#RRGGBB" or "#RRGGBBAA"; got "#12345""##)
    let e2 = S.sceneError { try color("[1, 0.5, 2]") }
    #expect(e2?.description == "t.json:1:10: [2]: expected a colour component in 0…1; got 2")
    let e3 = S.sceneError { try color(#""sytemBlue""#) }
    #expect(
      e3?.description == #"t.json:1:1: unknown colour name "sytemBlue"; did you mean "systemBlue"?"#
    )
    let e4 = S.sceneError { try S.cursor("null").requiredColor() }
    #expect(e4?.description == "t.json:1:1: expected a colour (null is not allowed here); got null")
  }

  @Test func geometryValues() throws {
    #expect(try S.cursor("[1, 2]").point() == CGPoint(x: 1, y: 2))
    #expect(try S.cursor("[3, 4]").size() == CGSize(width: 3, height: 4))
    #expect(
      try S.cursor("[10, 10, -4, 6]").standardizedRect() == CGRect(x: 6, y: 10, width: 4, height: 6)
    )
    let e = S.sceneError { try S.cursor("[1, 2, 3]").point() }
    #expect(e?.description == "t.json:1:1: expected a point [x, y]; got an array")
  }

  @Test func transformStepsApplyInOrder() throws {
    // Translate by 10 then scale by 2: (1, 0) → (11, 0) → (22, 0).
    let m = try S.cursor(#"[{"translate": [10, 0, 0]}, {"scale": [2, 2, 1]}]"#).transform()
    let p = S.apply(m, 1, 0)
    #expect(abs(p.0 - 22) < 1e-12 && abs(p.1) < 1e-12)
    // The other order: (1, 0) → (2, 0) → (12, 0).
    let n = try S.cursor(#"[{"scale": [2, 2]}, {"translate": [10, 0]}]"#).transform()
    let q = S.apply(n, 1, 0)
    #expect(abs(q.0 - 12) < 1e-12 && abs(q.1) < 1e-12)
  }

  @Test func rotateStepTurnsXTowardY() throws {
    // Rotate π/2 about z (default axis) then translate by 5: (1, 0) → (0, 1) → (5, 1).
    let m = try S.cursor(#"[{"rotate": 1.5707963267948966}, {"translate": [5, 0, 0]}]"#).transform()
    let p = S.apply(m, 1, 0)
    #expect(abs(p.0 - 5) < 1e-12 && abs(p.1 - 1) < 1e-12)
    // About the y axis: +z goes to +x under row form (m31 = sin).
    let y = try S.cursor(#"[{"rotate": 1.5707963267948966, "axis": [0, 1, 0]}]"#).transform()
    let r = S.apply(y, 0, 0, 1)
    #expect(abs(r.0 - 1) < 1e-12 && abs(r.2) < 1e-12)
  }

  @Test func perspectiveAndMatrixForms() throws {
    let p = try S.cursor(#"[{"perspective": 500}]"#).transform()
    #expect(p.m34 == -1.0 / 500)
    #expect(p.m11 == 1 && p.m44 == 1)
    let rows = (1...16).map { String($0) }.joined(separator: ",")
    let m = try S.cursor("[\(rows)]").transform()
    #expect(m.m12 == 2 && m.m21 == 5 && m.m44 == 16)
    let a = try S.cursor(#"{"affine": [1, 2, 3, 4, 5, 6]}"#).transform()
    #expect(a.m11 == 1 && a.m12 == 2 && a.m21 == 3 && a.m22 == 4 && a.m41 == 5 && a.m42 == 6)
    #expect(a.m33 == 1 && a.m34 == 0)
    #expect(try S.cursor("[]").transform() == .identity)
  }

  @Test func badTransforms() {
    let e1 = S.sceneError { try S.cursor("[1, 2, 3]").transform() }
    #expect(
      e1?.description == "t.json:1:1: expected 16 numbers (a row-major CATransform3D); got an array"
    )
    let e2 = S.sceneError { try S.cursor(#"[{"rotat": 1}]"#).transform() }
    #expect(e2?.description == #"t.json:1:3: [0].rotat: unknown key; did you mean "rotate"?"#)
    let e3 = S.sceneError { try S.cursor(#"[{"perspective": 0}]"#).transform() }
    #expect(
      e3?.description == "t.json:1:18: [0].perspective: expected a non-zero eye distance; got 0")
    let e4 = S.sceneError { try S.cursor(#"[{"scale": [1, 1], "translate": [1, 1]}]"#).transform() }
    #expect(
      e4?.description == #"t.json:1:20: [0].translate: cannot be given together with "scale""#)
  }

  @Test func pathForms() throws {
    #expect(
      try S.cursor(#""M0 0 L10 0 Z""#).path() == .data(try PathData(svgPathData: "M0 0 L10 0 Z")))
    #expect(
      try S.cursor(#"{"rect": [1, 2, 3, 4]}"#).path()
        == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(
      try S.cursor(#"{"roundedRect": [0, 0, 10, 10], "cornerRadius": 2}"#).path()
        == .roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2))
    #expect(
      try S.cursor(#"{"roundedRect": [0, 0, 10, 10], "cornerWidth": 2, "cornerHeight": 3}"#).path()
        == .roundedRectCorners(
          CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 3))
    let arc =
      #"{"arc": {"center": [5, 5], "radius": 4, "startAngle": 0, "endAngle": 3, "clockwise": false}}"#
    #expect(
      try S.cursor(arc).path()
        == .arc(
          center: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0, endAngle: 3, clockwise: false))
    #expect(try S.cursor("null").path() == nil)
  }

  @Test func badPaths() throws {
    let e1 = S.sceneError { try S.cursor(#"{"roundedRect": [0, 0, 1, 1]}"#).path() }
    #expect(e1?.description == #"t.json:1:1: missing required key "cornerRadius""#)
    let e2 = S.sceneError { try S.cursor(#"{"ellipse": [0, 0, 1, 1], "cornerRadius": 1}"#).path() }
    #expect(
      e2?.description
        == #"t.json:1:27: cornerRadius: "cornerRadius" is only allowed with "roundedRect""#)
    let e3 = S.sceneError { try S.cursor(#""L 1 1""#).path() }
    #expect(
      e3?.description
        == #"t.json:1:1: invalid SVG path data: offset 0: expected "M" or "m" to start the path, found "L""#
    )
    let e5 = S.sceneError {
      try S.cursor(#"{"p": "M0 0 L10 x"}"#).fields(allowed: ["p"])["p"]!.path()
    }
    #expect(
      e5?.description
        == #"t.json:1:7: p: invalid SVG path data: offset 9: expected a number, found "x""#)
    #expect(try S.cursor(#"" ""#).path() == .data(PathData()))
    let e4 = S.sceneError {
      try S.cursor(#"{"arc": {"center": [0, 0], "radius": 1, "startAngle": 0}}"#).path()
    }
    #expect(e4?.description == #"t.json:1:9: arc: missing required key "endAngle""#)
  }
}
