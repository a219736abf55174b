import Foundation
import Testing

@testable import StrobeLottie

@Suite struct LottieBezierSVGTests {
  @Test func integersNegativesAndNegativeZeroPrintWithoutFraction() {
    let contour = LottieBezier(
      closed: false, vertices: [CGPoint(x: -0.0, y: 120), CGPoint(x: -7, y: 100_000_000_000_000)],
      inTangents: [.zero, CGPoint(x: 0, y: 0)], outTangents: [CGPoint(x: 3, y: -120), .zero])
    // c1 = v0 + o0 = (3, 0); c2 = v1 + i1 = v1.
    #expect(contour.svg == "M0 120 C3 0 -7 100000000000000 -7 100000000000000")
  }

  @Test func fractionsUseShortestRoundTripAndLargeValuesKeepSwiftSpelling() {
    let contour = LottieBezier(
      closed: true, vertices: [CGPoint(x: 0.1, y: -2.5), CGPoint(x: 1e16, y: 1e-7)],
      inTangents: [.zero, .zero], outTangents: [.zero, .zero])
    #expect(
      contour.svg
        == "M0.1 -2.5 C0.1 -2.5 1e+16 1e-07 1e+16 1e-07 C1e+16 1e-07 0.1 -2.5 0.1 -2.5 Z")
  }

  @Test func contourListSkipsEmptyContoursAndJoinsWithSpaces() {
    let empty = LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: [])
    let dot = LottieBezier(
      closed: false, vertices: [CGPoint(x: 1, y: 2)], inTangents: [.zero], outTangents: [.zero])
    #expect([empty, dot, empty, dot].svg == "M1 2 M1 2")
    #expect([empty].svg == "")
  }
}
