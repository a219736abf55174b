import Foundation

/// An 8-bit colour from 0…255 components rounded to nearest.
private func rgba8(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 255) -> (
  UInt8, UInt8, UInt8, UInt8
) {
  (UInt8(r.rounded()), UInt8(g.rounded()), UInt8(b.rounded()), UInt8(a.rounded()))
}

/// Red → blue at fraction t (non-premultiplied, opaque).
private func redBlue(_ t: Double) -> (UInt8, UInt8, UInt8, UInt8) {
  let c = min(max(t, 0), 1)
  return rgba8(255 * (1 - c), 0, 255 * c)
}

/// gradient-axial: red at y = 10 to blue at y = 110 (default start (0.5, 0), end (0.5, 1));
/// the pixel centre y + 0.5 has t = (y + 0.5 − 10)/100.
let gradientAxialProbes: [Probe] =
  [10, 35, 60, 85, 109].map { y in
    Probe(60, y, redBlue((Double(y) + 0.5 - 10) / 100), "t = (\(y) + 0.5 − 10)/100")
  } + [Probe(60, 5, white, "above the layer"), Probe(60, 114, white, "below the layer")]

/// gradient-locations: stops red 0, green 0.25, blue 1 from x = 10 to x = 410 (start (0,
/// 0.5), end (1, 0.5)); t = (x + 0.5 − 10)/400. (Wide, so a 2× probe pixel a quarter point
/// off the centre stays within one level.)
let gradientLocationsProbes: [Probe] = [10, 50, 108, 110, 200, 300, 409].map { x in
  let t = (Double(x) + 0.5 - 10) / 400
  let c: (UInt8, UInt8, UInt8, UInt8) =
    t < 0.25
    ? rgba8(255 * (1 - t / 0.25), 255 * t / 0.25, 0)
    : rgba8(0, 255 * (1 - (t - 0.25) / 0.75), 255 * (t - 0.25) / 0.75)
  return Probe(x, 30, c, "t = \(t) on the piecewise ramp")
}

/// gradient-radial: centre (210, 110), semi-axes 200 × 100 (end − start = (0.5, 0.5) of a
/// 400 × 200 bounds); t = elliptical radius, blue beyond the ellipse.
let gradientRadialProbes: [Probe] = [(210, 110), (300, 110), (210, 160), (120, 60), (12, 12)].map {
  let (x, y) = $0
  let t = hypot((Double(x) + 0.5 - 210) / 200, (Double(y) + 0.5 - 110) / 100)
  return Probe(x, y, redBlue(t), "elliptical radius \(t)")
}

/// gradient-conic: flat red and blue sectors placed by the angle convention.
///
/// Centre (60, 60), angle 0 toward +x growing toward +y (clockwise on screen); red on turns 0…0.25 (the lower-right quadrant), blue on 0.5…0.75 (the upper-left
/// quadrant). Probes sit in those flat sectors, 30+ points from the centre.
let gradientConicProbes: [Probe] = [
  Probe(85, 85, red, "45°: turn 0.125, flat red"),
  Probe(90, 70, red, "about 18°: flat red"),
  Probe(25, 35, blue, "about 215°: turn 0.6, flat blue"),
  Probe(35, 25, blue, "about 235°: turn 0.65, flat blue"),
  Probe(5, 60, white, "outside the layer"),
]

/// gradient-corner-clip: red → blue at alpha 128/255 over the yellow background, both inside
/// the 30-point rounded outline; the bounds' corners stay white.
let gradientCornerClipProbes: [Probe] = {
  let a = 128.0 / 255
  func over(_ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let t = (Double(y) + 0.5 - 10) / 100
    return rgba8(255 * (1 - t) * a + 255 * (1 - a), 255 * (1 - a), 255 * t * a)
  }
  return [
    Probe(60, 12, over(12), "near the top: mostly red over yellow"),
    Probe(60, 60, over(60), "middle"),
    Probe(60, 107, over(107), "near the bottom: mostly blue over yellow"),
    Probe(12, 12, white, "corner: 39.6 points from the circle centre (40, 40), outside"),
    Probe(107, 107, white, "corner: outside the rounded outline"),
  ]
}()

// Text fixtures use DejaVu Sans (unitsPerEm 2048, ascender 1901, descender 483) and U+2588
// FULL BLOCK (advance 1575 units; outline x −20…1595, y −503…1921 units). At 20 points a
// block is 15.38 points wide, the line 23.28 high, the block's ink covering the whole line
// box from its top (overshooting by 0.2): the first line's box is the frame's top 23.28
// points. Two blocks are 30.76 points wide.

/// text-left: two blocks from x = 10 in a 180-wide frame at y = 10.
let textLeftProbes: [Probe] = [
  Probe(25, 21, black, "inside the first two blocks (x 9.8…40.96)"),
  Probe(38, 30, black, "inside the second block"),
  Probe(60, 21, white, "right of the ink"),
  Probe(100, 38, white, "below the frame"),
]

/// text-center: the blocks shifted by (180 − 30.76)/2 = 74.62: x 84.4…115.6.
let textCenterProbes: [Probe] = [
  Probe(100, 21, black, "centre of the blocks"),
  Probe(75, 21, white, "left of the ink"),
  Probe(125, 21, white, "right of the ink"),
  Probe(20, 21, white, "frame's left part"),
]

/// text-right: shifted by 180 − 30.76 = 149.24: x 159.0…190 (clipped at the frame edge).
let textRightProbes: [Probe] = [
  Probe(175, 21, black, "inside the blocks"),
  Probe(150, 21, white, "left of the ink"),
  Probe(20, 21, white, "frame's left part"),
  Probe(194, 21, white, "right of the frame"),
]

/// text-wrapped: "█ █" in a 20-wide frame wraps after the space: second block on line 2
/// (y 33.28…56.56).
let textWrappedProbes: [Probe] = [
  Probe(17, 21, black, "first line's block (x 9.8…25.6)"),
  Probe(17, 45, black, "second line's block"),
  Probe(28, 21, white, "after the first block, before the frame edge"),
  Probe(17, 64, white, "below the frame"),
]

/// text-truncated-end: eight blocks (123 points) in a 100-wide frame: five blocks (to x
/// 86.9) and the ellipsis, whose dots sit on the baseline (y 28.6); without truncation the
/// sixth block would cover (97, 12).
let textTruncatedEndProbes: [Probe] = [
  Probe(40, 21, black, "second block"),
  Probe(80, 21, black, "fifth block (x 71.5…86.9)"),
  Probe(97, 12, white, "above the ellipsis where a sixth block would be"),
  Probe(114, 21, white, "right of the frame"),
]

/// Fixtures whose SVG holds a fallback image, with their larger SVG read-back bound.
///
/// gradient-conic: Cairo's SVG has no mesh pattern, so the conic gradient is a 288-dpi image
/// (4 pixels per point); the direct raster's mesh rasteriser and the image's differ by up
/// to half a pixel in where colours land, which matters only in the blend sectors near the
/// centre (see GradientRenderingTests for the radius-dependent bound).
let goldenSVGRoundTripTolerance: [String: Int] = ["gradient-conic": 100]
