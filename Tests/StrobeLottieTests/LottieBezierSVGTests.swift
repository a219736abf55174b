import Foundation
import StrobeGeometry
import StrobeScene
import Testing

@testable import StrobeLottie

/// A contour's path, written as ``ScenePathText`` prints it in the scene, and read back.
@Suite struct LottieBezierSVGTests {
  /// The scene text of `contours`, with lines where asked.
  static func text(_ contours: [LottieBezier], straightLines: Bool = false) -> String {
    ScenePathText.text(contours.pathData(straightLines: straightLines))
  }

  @Test func integersNegativesAndNegativeZeroPrintWithoutFraction() {
    let contour = LottieBezier(
      closed: false, vertices: [CGPoint(x: -0.0, y: 120), CGPoint(x: -7, y: 100_000_000_000_000)],
      inTangents: [.zero, CGPoint(x: 0, y: 0)], outTangents: [CGPoint(x: 3, y: -120), .zero])
    // c1 = v0 + o0 = (3, 0); c2 = v1 + i1 = v1.
    #expect(Self.text([contour]) == "M0 120 C3 0 -7 100000000000000 -7 100000000000000")
    // −0 and +0 compare equal: the scene's elements must carry +0, as the text reads back.
    let first = ScenePathText.readBack([contour].pathData)?.elements.first
    guard case .move(let p)? = first else {
      Issue.record("expected a move first, got \(String(describing: first))")
      return
    }
    #expect(p.x.sign == .plus && p.x == 0)
    guard case .move(let raw)? = [contour].pathData.elements.first else {
      Issue.record("expected a move first")
      return
    }
    #expect(raw.x.sign == .minus)
  }

  @Test func fractionsUseShortestRoundTripAndLargeValuesKeepSwiftSpelling() {
    let contour = LottieBezier(
      closed: true, vertices: [CGPoint(x: 0.1, y: -2.5), CGPoint(x: 1e16, y: 1e-7)],
      inTangents: [.zero, .zero], outTangents: [.zero, .zero])
    #expect(
      Self.text([contour])
        == "M0.1 -2.5 C0.1 -2.5 1e+16 1e-07 1e+16 1e-07 C1e+16 1e-07 0.1 -2.5 0.1 -2.5 Z")
  }

  @Test func contourListSkipsEmptyContoursAndJoinsWithSpaces() {
    let empty = LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: [])
    let dot = LottieBezier(
      closed: false, vertices: [CGPoint(x: 1, y: 2)], inTangents: [.zero], outTangents: [.zero])
    #expect(Self.text([empty, dot, empty, dot]) == "M1 2 M1 2")
    #expect(Self.text([empty]) == "")
  }

  /// Numbers print as `SceneWriterJSON.format` prints them (shortest round trip, 17 digits
  /// where needed, exponents spelled as Swift does), with straight lines when asked.
  @Test func randomCoordinatesPrintAsTheSceneWriterFormatsThem() throws {
    var state: UInt64 = 0x1234_5678_9ABC_DEF1
    func next() -> Double {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      switch state % 5 {
      case 0: return Double(Int64(state >> 40)) - 8_000_000  // integers
      case 1: return Double(state >> 11) / 9_007_199_254_740_992 * 1_000 - 500  // 17 digits
      case 2: return Double(state >> 40) * 1e-12  // exponent form
      case 3: return Double(state >> 30) * 1e9  // large, exponent form
      default: return Double(bitPattern: state & 0x7FEF_FFFF_FFFF_FFFF)  // any finite
      }
    }
    for closed in [false, true] {
      var vertices: [CGPoint] = []
      var inTangents: [CGPoint] = []
      var outTangents: [CGPoint] = []
      for k in 0..<200 {
        vertices.append(CGPoint(x: next(), y: next()))
        // Every third vertex has zero tangents (a line when both ends are zero).
        let zero = k % 3 == 0
        inTangents.append(zero ? .zero : CGPoint(x: next(), y: next()))
        outTangents.append(zero ? .zero : CGPoint(x: next(), y: next()))
      }
      let contour = LottieBezier(
        closed: closed, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
      func f(_ p: CGPoint) -> String {
        SceneWriterJSON.format(p.x) + " " + SceneWriterJSON.format(p.y)
      }
      var cubics = "M" + f(vertices[0])
      var lines = cubics
      let n = vertices.count
      for k in 0..<(closed ? n : n - 1) {
        let next = (k + 1) % n
        let (a, b) = (vertices[k], vertices[next])
        let c1 = CGPoint(x: a.x + outTangents[k].x, y: a.y + outTangents[k].y)
        let c2 = CGPoint(x: b.x + inTangents[next].x, y: b.y + inTangents[next].y)
        let cubic = " C" + f(c1) + " " + f(c2) + " " + f(b)
        cubics += cubic
        lines += outTangents[k] == .zero && inTangents[next] == .zero ? " L" + f(b) : cubic
      }
      if closed {
        cubics += " Z"
        lines += " Z"
      }
      #expect(Self.text([contour]) == cubics)
      #expect(Self.text([contour], straightLines: true) == lines)
      #expect(Self.text([contour, contour], straightLines: true) == lines + " " + lines)
      // The elements are what parsing the text gives (−0 as +0: this generator makes none).
      let parsed = try PathData(svgPathData: cubics)
      #expect([contour].pathData == parsed)
      #expect(ScenePathText.readBack([contour].pathData) == parsed)
    }
  }
}
