import Foundation
import Testing

@testable import StrobeGeometry

/// One parse case: input and hand-derived elements.
struct SVGCase: CustomTestStringConvertible, Sendable {
  let input: String
  let expected: [PathElement]
  var testDescription: String { input }
}

private let k = kappa

/// Every command letter, relative and absolute, implicit repeats and tricky numbers.
let svgCases: [SVGCase] = [
  SVGCase(input: "M10 20 L30 40", expected: [.move(to: pt(10, 20)), .line(to: pt(30, 40))]),
  SVGCase(input: "m10 20 l30 40", expected: [.move(to: pt(10, 20)), .line(to: pt(40, 60))]),
  SVGCase(
    input: "M10 20 30 40 50 60",
    expected: [.move(to: pt(10, 20)), .line(to: pt(30, 40)), .line(to: pt(50, 60))]),
  SVGCase(input: "m10 20 30 40", expected: [.move(to: pt(10, 20)), .line(to: pt(40, 60))]),
  SVGCase(
    input: "M0 0 L1 1 2 2",
    expected: [.move(to: pt(0, 0)), .line(to: pt(1, 1)), .line(to: pt(2, 2))]),
  SVGCase(
    input: "M0 0 H10 V20 h5 v-5 H1 2",
    expected: [
      .move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 20)), .line(to: pt(15, 20)),
      .line(to: pt(15, 15)), .line(to: pt(1, 15)), .line(to: pt(2, 15)),
    ]),
  SVGCase(
    input: "M0 0 C10 0 20 10 20 20 S30 40 40 40",
    expected: [
      .move(to: pt(0, 0)),
      .curve(to: pt(20, 20), control1: pt(10, 0), control2: pt(20, 10)),
      .curve(to: pt(40, 40), control1: pt(20, 30), control2: pt(30, 40)),
    ]),
  SVGCase(
    input: "M0 0c10 0 20 10 20 20s10 20 20 20",
    expected: [
      .move(to: pt(0, 0)),
      .curve(to: pt(20, 20), control1: pt(10, 0), control2: pt(20, 10)),
      .curve(to: pt(40, 40), control1: pt(20, 30), control2: pt(30, 40)),
    ]),
  SVGCase(
    input: "M0 0 L5 5 S10 10 20 0",
    expected: [
      .move(to: pt(0, 0)), .line(to: pt(5, 5)),
      .curve(to: pt(20, 0), control1: pt(5, 5), control2: pt(10, 10)),
    ]),
  SVGCase(
    input: "M0 0 Q10 20 20 0 T40 0",
    expected: [
      .move(to: pt(0, 0)), .quadCurve(to: pt(20, 0), control: pt(10, 20)),
      .quadCurve(to: pt(40, 0), control: pt(30, -20)),
    ]),
  SVGCase(
    input: "M0 0q10 20 20 0t20 0 20 0",
    expected: [
      .move(to: pt(0, 0)), .quadCurve(to: pt(20, 0), control: pt(10, 20)),
      .quadCurve(to: pt(40, 0), control: pt(30, -20)),
      .quadCurve(to: pt(60, 0), control: pt(50, 20)),
    ]),
  SVGCase(
    input: "M0 0 T10 10",
    expected: [.move(to: pt(0, 0)), .quadCurve(to: pt(10, 10), control: pt(0, 0))]),
  SVGCase(
    input: "M0 0 C1 1 2 2 3 3 T9 9",
    expected: [
      .move(to: pt(0, 0)), .curve(to: pt(3, 3), control1: pt(1, 1), control2: pt(2, 2)),
      .quadCurve(to: pt(9, 9), control: pt(3, 3)),
    ]),
  SVGCase(
    input: "M0 0 L10 0 z l5 5 Z",
    expected: [
      .move(to: pt(0, 0)), .line(to: pt(10, 0)), .closeSubpath, .move(to: pt(0, 0)),
      .line(to: pt(5, 5)), .closeSubpath,
    ]),
  SVGCase(
    input: "M1 1 L2 2 Z m3 3 l1 0",
    expected: [
      .move(to: pt(1, 1)), .line(to: pt(2, 2)), .closeSubpath, .move(to: pt(4, 4)),
      .line(to: pt(5, 4)),
    ]),
  SVGCase(input: "M0.5.5", expected: [.move(to: pt(0.5, 0.5))]),
  SVGCase(input: "M-1-2", expected: [.move(to: pt(-1, -2))]),
  SVGCase(input: "M-.5-.5", expected: [.move(to: pt(-0.5, -0.5))]),
  SVGCase(input: "M1e2 1E-2", expected: [.move(to: pt(100, 0.01))]),
  SVGCase(input: "M1e-2-3.5e+1", expected: [.move(to: pt(0.01, -35))]),
  SVGCase(input: "M+1+2", expected: [.move(to: pt(1, 2))]),
  SVGCase(input: "M 1. 2.", expected: [.move(to: pt(1, 2))]),
  SVGCase(
    input: " \t\nM 1,2 , 3,4\r\n", expected: [.move(to: pt(1, 2)), .line(to: pt(3, 4))]),
  // Arc, flags written together: r = 1 from (0,0) to (1,1), large 0, sweep 0 → centre (1,0),
  // angle π → π/2, one cubic with control offsets k.
  SVGCase(
    input: "M0 0 a1 1 0 00 1 1",
    expected: [
      .move(to: pt(0, 0)), .curve(to: pt(1, 1), control1: pt(0, k), control2: pt(1 - k, 1)),
    ]),
  SVGCase(
    input: "M0 0A1,1,0,0,0,1,1",
    expected: [
      .move(to: pt(0, 0)), .curve(to: pt(1, 1), control1: pt(0, k), control2: pt(1 - k, 1)),
    ]),
  // Radii too small (1 for a chord of 20) are scaled to 10: half circle about (10,0), sweep 1
  // (increasing angle) from angle π through 3π/2, i.e. over (10,−10).
  SVGCase(
    input: "M0 0 A1 1 0 0 1 20 0",
    expected: [
      .move(to: pt(0, 0)),
      .curve(to: pt(10, -10), control1: pt(0, -10 * k), control2: pt(10 - 10 * k, -10)),
      .curve(to: pt(20, 0), control1: pt(10 + 10 * k, -10), control2: pt(20, -10 * k)),
    ]),
  SVGCase(input: "M0 0 A0 5 0 0 1 10 10", expected: [.move(to: pt(0, 0)), .line(to: pt(10, 10))]),
  SVGCase(
    input: "M5 5 A10 10 0 0 1 5 5 L6 6", expected: [.move(to: pt(5, 5)), .line(to: pt(6, 6))]),
  SVGCase(input: "M 5 5", expected: [.move(to: pt(5, 5))]),
  SVGCase(input: "", expected: []),
  SVGCase(input: "   \n ", expected: []),
]

@Suite struct SVGPathDataTests {
  @Test(arguments: svgCases)
  func parsesToHandDerivedElements(_ c: SVGCase) throws {
    let p = try PathData(svgPathData: c.input)
    #expect(same(p.elements, c.expected, 1e-12), "\(p.elements)")
  }

  @Test(arguments: svgCases)
  func parsePrintParseRoundTrips(_ c: SVGCase) throws {
    let first = try PathData(svgPathData: c.input)
    let second = try PathData(svgPathData: first.svgPathData)
    #expect(second.elements == first.elements)
  }

  @Test func largeArcEndsExactlyAndStaysOnCircle() throws {
    // From (0,0) to (10,10), r = 10, large arc, sweep 0: centre (0,10), 270° decreasing from
    // −π/2, through (−10,10) and (0,20).
    let p = try PathData(svgPathData: "M0 0 A10 10 0 1 0 10 10")
    #expect(kinds(p) == "MCCC")
    #expect(p.elements[3].endPoint == pt(10, 10))
    #expect(close(p.elements[1].endPoint!, pt(-10, 10)))
    #expect(close(p.elements[2].endPoint!, pt(0, 20)))
    for (p0, c1, c2, p1) in cubics(p) {
      for t in stride(from: 0.0, through: 1.0, by: 0.1) {
        let q = bezier(p0, c1, c2, p1, t)
        #expect(abs(hypot(q.x, q.y - 10) - 10) <= 1e-3 * 10)
      }
    }
  }

  @Test func rotatedEllipticalArc() throws {
    // Ellipse rx = 20 (rotated 90°, so along y), ry = 10, centre (0,20): half of it from (0,0)
    // to (0,40), sweep 1 (clockwise on screen) via (10,20).
    let p = try PathData(svgPathData: "M0 0 A20 10 90 0 1 0 40")
    #expect(kinds(p) == "MCC")
    #expect(close(p.elements[1].endPoint!, pt(10, 20)))
    #expect(p.elements[2].endPoint == pt(0, 40))
    for (p0, c1, c2, p1) in cubics(p) {
      for t in stride(from: 0.0, through: 1.0, by: 0.1) {
        let q = bezier(p0, c1, c2, p1, t)
        let e = (q.x / 10) * (q.x / 10) + ((q.y - 20) / 20) * ((q.y - 20) / 20)
        #expect(abs(e.squareRoot() - 1) <= 1e-3)
      }
    }
  }

  @Test func printsAbsoluteCommandsWithShortestNumbers() throws {
    let p = PathData([
      .move(to: pt(10, -20)), .line(to: pt(0.1, 2.5)),
      .quadCurve(to: pt(3, 4), control: pt(1e-7, -0.0)),
      .curve(to: pt(1e16, 0.30000000000000004), control1: pt(1, 2), control2: pt(3, 4)),
      .closeSubpath,
    ])
    #expect(
      p.svgPathData
        == "M 10 -20 L 0.1 2.5 Q 1e-07 0 3 4 C 1 2 3 4 1e+16 0.30000000000000004 Z")
    #expect(try PathData(svgPathData: p.svgPathData).elements == p.elements)
  }

  /// The compact form differs only after the command letters, and reads back the same.
  @Test func compactFormPutsTheFirstNumberAgainstItsLetter() throws {
    let p = PathData([
      .move(to: pt(10, -20)), .line(to: pt(0.1, 2.5)),
      .quadCurve(to: pt(3, 4), control: pt(1e-7, -0.0)),
      .curve(to: pt(1e16, 0.30000000000000004), control1: pt(1, 2), control2: pt(3, 4)),
      .closeSubpath, .move(to: pt(.nan, .infinity)),
    ])
    #expect(
      p.svgPathData(compact: true)
        == "M10 -20 L0.1 2.5 Q1e-07 0 3 4 C1 2 3 4 1e+16 0.30000000000000004 Z Mnan inf")
    #expect(p.svgPathData(compact: false) == p.svgPathData)
    let finite = PathData(p.elements.dropLast())
    let readBack = try PathData(svgPathData: finite.svgPathData(compact: true))
    #expect(readBack.elements == finite.elements)
  }

  @Test func roundTripsConstructedShapes() throws {
    let shapes = [
      PathData.ellipse(in: CGRect(x: 0.3, y: 1, width: 33.3, height: 7)),
      PathData.roundedRect(CGRect(x: 0, y: 0, width: 90, height: 40), cornerRadius: 9.5),
      PathData.arc(center: pt(1, 2), radius: 3, startAngle: 0.1, endAngle: 4, clockwise: false),
    ]
    for s in shapes {
      #expect(try PathData(svgPathData: s.svgPathData) == s)
    }
  }

  @Test(
    arguments: [
      ("L 10 10", PathSyntaxError.expectedMoveTo(offset: 0, found: "L")),
      ("  x", .expectedMoveTo(offset: 2, found: "x")),
      ("M 10 x", .expectedNumber(offset: 5, found: "x")),
      ("M 10 10 L 5", .expectedNumber(offset: 11, found: nil)),
      ("M 0 0 A 1 1 0 2 0 1 1", .expectedFlag(offset: 14, found: "2")),
      ("M 0 0 X 1", .expectedCommand(offset: 6, found: "X")),
      ("M 1,2,", .expectedNumber(offset: 6, found: nil)),
      ("M 1,2, L 3 4", .expectedNumber(offset: 7, found: "L")),
      ("M,1 2", .expectedNumber(offset: 1, found: ",")),
      ("M 1e999 0", .nonFiniteNumber(offset: 2, text: "1e999")),
      ("M NaN 0", .expectedNumber(offset: 2, found: "N")),
      ("M inf 0", .expectedNumber(offset: 2, found: "i")),
      ("M0 0 Z 5", .expectedCommand(offset: 7, found: "5")),
      ("M 1 2 -", .expectedNumber(offset: 7, found: nil)),
      ("M 1 .", .expectedNumber(offset: 4, found: ".")),
      ("M 1 -.x", .expectedNumber(offset: 5, found: ".")),
      // Offsets count Unicode scalars; `found` is the whole scalar (é is 2 UTF-8 bytes, 😀 4).
      ("é", .expectedMoveTo(offset: 0, found: "é")),
      ("M 1 2 é 3", .expectedCommand(offset: 6, found: "é")),
      ("M 1 é", .expectedNumber(offset: 4, found: "é")),
      ("\u{00A0}M 1 2", .expectedMoveTo(offset: 0, found: "\u{00A0}")),
      ("M 0 0 L 1 2 😀", .expectedCommand(offset: 12, found: "😀")),
      ("M 0 0 A 1 1 0 é 0 1 1", .expectedFlag(offset: 14, found: "é")),
      ("M 1 2 Lé", .expectedNumber(offset: 7, found: "é")),
    ])
  func reportsErrorsWithOffsets(_ input: String, _ error: PathSyntaxError) {
    #expect(throws: error) { try PathData(svgPathData: input) }
  }

  @Test func errorMessagesNameOffsetAndFound() {
    #expect(
      PathSyntaxError.expectedNumber(offset: 7, found: "x").description
        == "offset 7: expected a number, found \"x\"")
    #expect(
      PathSyntaxError.expectedNumber(offset: 3, found: nil).description
        == "offset 3: expected a number, found end of input")
    #expect(PathSyntaxError.expectedFlag(offset: 9, found: "2").offset == 9)
  }
}
