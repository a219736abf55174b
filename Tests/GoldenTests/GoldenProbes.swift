/// Hand-computed pixel probes for every golden fixture.
///
/// Each probe names a pixel (its centre is at x + 0.5, y + 0.5 in canvas points at scale 1)
/// and the colour expected there, worked out from the fixture's geometry by hand — not from a
/// render — so a wrong anchor point, transform, cap, join or order fails even when the golden
/// reference was recorded from wrong output. Probes sit at least one pixel away from every
/// edge so antialiasing cannot touch them.
struct Probe: Sendable, CustomStringConvertible {
  let x: Int
  let y: Int
  let rgba: (UInt8, UInt8, UInt8, UInt8)
  let why: String

  init(_ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8), _ why: String) {
    self.x = x
    self.y = y
    self.rgba = rgba
    self.why = why
  }

  var description: String { "(\(x), \(y)) \(why)" }
}

let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
let green: (UInt8, UInt8, UInt8, UInt8) = (0, 255, 0, 255)
let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
let yellow: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 0, 255)

/// Fixture name (file stem under Fixtures/golden) → probes.
let goldenProbes: [String: [Probe]] = [
  "gradient-axial": gradientAxialProbes,
  "gradient-locations": gradientLocationsProbes,
  "gradient-radial": gradientRadialProbes,
  "gradient-conic": gradientConicProbes,
  "gradient-corner-clip": gradientCornerClipProbes,
  "text-left": textLeftProbes,
  "text-center": textCenterProbes,
  "text-right": textRightProbes,
  "text-wrapped": textWrappedProbes,
  "text-truncated-end": textTruncatedEndProbes,
  "contents-center": contentsCenterProbes,
  "perspective-image": perspectiveImageProbes,
  "shadow-perspective": shadowPerspectiveProbes,
  "fill-rules": [
    Probe(50, 50, red, "non-zero: the inner square (same winding) is filled"),
    Probe(20, 50, red, "non-zero: the ring"),
    Probe(150, 50, white, "even-odd: the inner square is a hole"),
    Probe(120, 50, blue, "even-odd: the ring"),
    Probe(5, 5, white, "outside both"),
  ],
  "line-caps": [
    Probe(35, 30, white, "butt: nothing before the start point x = 40"),
    Probe(45, 30, black, "butt: the line itself"),
    Probe(33, 70, black, "round: 7 pt before the end lies in the radius-10 cap"),
    Probe(
      31, 61, white,
      "round: the pixel's nearest corner (32, 62) is 11.3 pt from (40, 70), outside the cap"),
    Probe(33, 102, black, "square: the cap covers x 30…40, y 100…120"),
    Probe(27, 110, white, "square: ends at x = 30"),
    Probe(165, 110, black, "square: past the far end x = 160 up to 170"),
    Probe(165, 30, white, "butt: nothing past the far end"),
  ],
  "line-joins": [
    Probe(88, 11, black, "miter: the square outer corner of the right-angle join"),
    Probe(208, 11, white, "round: (88.5, 11.5) is 12 pt from the corner (80, 20), outside"),
    Probe(203, 15, black, "round: 5.5 pt from the corner, inside"),
    Probe(328, 11, white, "bevel: beyond the bevel line from (80, 10) to (90, 20)"),
    Probe(323, 16, black, "bevel: inside the bevel"),
    Probe(50, 20, black, "miter panel: the horizontal arm"),
  ],
  "miter-limit": [
    Probe(59, 18, black, "limit 10 > 1/sin 15° = 3.86: the miter spike reaches y = 10.68"),
    Probe(179, 18, white, "limit 2 < 3.86: bevelled at y = 28.71, nothing above"),
    Probe(179, 32, black, "limit 2: the join body below the bevel"),
  ],
  "dashes": [
    Probe(20, 20, black, "dash on 10…30"),
    Probe(35, 20, white, "gap 30…40"),
    Probe(50, 20, black, "dash on 40…60"),
    Probe(64, 20, white, "gap 60…70"),
    Probe(30, 40, white, "phase 5: dash on 10…25, gap 25…35"),
    Probe(37, 40, black, "phase 5: dash on 35…55"),
  ],
  "nested-transforms": [
    Probe(
      95, 120, red,
      "child (10,0,20,10) in a parent rotated 90° about its (0,0) anchor at (100,100) lands on x 90…100, y 110…130"
    ),
    Probe(105, 120, white, "right of the rotated child"),
    Probe(95, 105, white, "above the rotated child"),
    Probe(
      50, 150, blue,
      "scaled ×2 about anchor (1,1) at (60,60): parent x,y 40…60 → canvas x 40…60, y 140…160"),
    Probe(35, 150, white, "left of the scaled child"),
    Probe(15, 120, white, "where the red child would be without the rotation"),
  ],
  "corner-radius-border": [
    Probe(
      22, 22, white,
      "outside the rounded corner: (22.5, 22.5) is 38.9 pt from the arc centre (50, 50)"),
    Probe(100, 24, blue, "top border, y 20…28"),
    Probe(24, 70, blue, "left border on the straight side"),
    Probe(32, 32, blue, "between the outer radius 30 and the inner radius 22 around (50, 50)"),
    Probe(100, 70, yellow, "background inside the border"),
    Probe(177, 117, white, "bottom-right corner cut"),
  ],
  "zposition-order": [
    Probe(70, 60, red, "A (zPosition 2) is drawn over B and C although added first"),
    Probe(100, 70, blue, "B and C tie at zPosition 0: C (later) over B"),
    Probe(60, 85, green, "B alone"),
    Probe(130, 95, blue, "C alone"),
    Probe(150, 10, white, "background"),
  ],
  "masks-and-opacity": [
    Probe(50, 50, green, "clipped child inside the clipper"),
    Probe(5, 5, white, "the child's part outside the clipper is clipped"),
    Probe(
      12, 12, white,
      "corner of the clipper cut by cornerRadius 20: (12.5,12.5) is 24.7 from (30,30)"),
    Probe(120, 50, (255, 128, 128, 255), "group opacity 0.5: red at half over white"),
    Probe(
      150, 50, (255, 128, 128, 255), "the overlap of the two children is not darker (group opacity)"
    ),
  ],
  "shape-transform-stroke": [
    Probe(60, 60, green, "ellipse fill, layer scaled ×2 about its centre (60, 60)"),
    Probe(60, 17, black, "stroke 4 × scale 2 = 8 pt wide around radius 40: 42.5 from the centre"),
    Probe(60, 14, white, "45.5 from the centre, outside the stroke"),
    Probe(150, 30, red, "trimmed rect: the top edge is within strokeEnd 0.5 (0…40 of 200)"),
    Probe(170, 60, red, "the right edge is within it (40…100)"),
    Probe(150, 90, white, "the bottom edge (100…140) is trimmed away"),
    Probe(130, 60, white, "the left edge (140…200) is trimmed away"),
    Probe(170, 91, white, "butt cap: the stroke ends at layer y = 70"),
  ],
  "trim-stroke-end-sweep": [
    Probe(49, 35, white, "strokeEnd 0: nothing, not even the round caps at the start (50, 35)"),
    Probe(
      29, 54, white,
      "strokeEnd 0: the bottom of the ring (radius 20 ± 4 about (30, 35)) is empty"),
    Probe(103, 48, black, "strokeEnd ¼ (90, 35): lower-right quarter, 19.1 from the centre"),
    Probe(87, 55, black, "strokeEnd ¼: the round cap past the end (90, 55) along −x, 2.6 from it"),
    Probe(84, 55, white, "strokeEnd ¼: 5.5 from the end point, beyond the radius-4 cap"),
    Probe(
      109, 32, black,
      "strokeEnd ¼: the start cap at (110, 35) reaches up 4 (pixel corners ≤ 3.2 away)"),
    Probe(109, 29, white, "strokeEnd ¼: 5.5 above the start, beyond the cap"),
    Probe(
      75, 48, white,
      "strokeEnd ¼: the lower-left quarter is not drawn (15.9 from the end cap)"),
    Probe(149, 54, black, "strokeEnd ½ (150, 35): the bottom of the ring is drawn"),
    Probe(149, 14, white, "strokeEnd ½: the top is not"),
    Probe(189, 34, black, "strokeEnd ¾ (210, 35): the left of the ring"),
    Probe(224, 20, white, "strokeEnd ¾: the upper-right quarter is the gap (15.5 from both caps)"),
    Probe(284, 20, black, "strokeEnd 1 (270, 35): the whole ring"),
    Probe(269, 34, white, "strokeEnd 1: the centre"),
  ],
  "trim-rounded-rect": [
    Probe(
      80, 17, white,
      "total 320 + 4·10π = 445.66; strokeStart 0.1 = 44.57 → the top edge from x 84.57 (outer half of the band)"
    ),
    Probe(90, 20, black, "the top edge after the start"),
    Probe(179, 60, black, "the right edge (x 175…185) lies inside 0.1…0.6"),
    Probe(
      120, 100, black,
      "strokeEnd 0.6 = 267.40 → the bottom edge ends at x 160 − 44.57 = 115.43"),
    Probe(110, 103, white, "butt cap: nothing left of x 115.43 on the bottom edge (outer half)"),
    Probe(17, 60, white, "the left edge is trimmed away (outer half of its band x 15…25)"),
    Probe(100, 60, blue, "the fill ignores strokeStart/strokeEnd"),
    Probe(40, 40, blue, "the fill covers the trimmed-away corner region too"),
  ],
  "trim-open-polyline": [
    Probe(77, 20, black, "length 240; start 0.25 = 60 → (80, 20); the square cap reaches x 75"),
    Probe(73, 20, white, "before the square cap"),
    Probe(119, 50, black, "the vertical leg (x 115…125)"),
    Probe(123, 16, black, "the miter corner at (120, 20) covers x ≤ 125, y ≥ 15"),
    Probe(96, 80, black, "end 0.75 = 180 → (100, 80); the square cap reaches x 95"),
    Probe(93, 80, white, "past the end cap"),
    Probe(60, 80, white, "the rest of the last leg is trimmed away"),
    Probe(30, 20, white, "the start of the first leg is trimmed away"),
  ],
  "trim-two-contours": [
    Probe(70, 30, black, "total 100 + 160 = 260; start 0.2 = 52 → (72, 30); round cap radius 4"),
    Probe(66, 30, white, "5.5 before the start point, beyond the cap"),
    Probe(110, 30, black, "the rest of the first contour"),
    Probe(170, 10, black, "the square's top edge (distances 100…140)"),
    Probe(190, 30, black, "its right edge (140…180)"),
    Probe(170, 50, black, "end 0.8 = 208 → the bottom edge ends at (162, 50)"),
    Probe(155, 50, white, "6.5 past that end, beyond the round cap"),
    Probe(150, 30, white, "the closing left side is trimmed away (the square is open)"),
    Probe(135, 30, white, "the gap between the contours is not joined"),
  ],
  "zero-length-subpaths": [
    Probe(40, 40, black, "M 40 40 Z with round caps: a dot of radius 10"),
    Probe(48, 48, white, "the pixel's nearest corner (48, 48) is 11.3 from (40, 40)"),
    Probe(108, 48, black, "square caps: an axis-aligned 20 × 20 square about (100, 40)"),
    Probe(100, 40, black, "square caps: its centre"),
    Probe(111, 40, white, "square caps: outside x 90…110"),
    Probe(160, 40, white, "butt caps: nothing"),
  ],
  // 3-D (issue 5). rotY(60°) then perspective d = 200 about the anchor (100, 100): a bounds
  // point (x, y) relative to the anchor lands on (100 + x·cos60°/w, 100 + y/w) with
  // w = 1 + x·sin60°/200. Corners: x = +50 → w = 1.21651, (120.55, 100 ± 41.10);
  // x = −50 → w = 0.78349, (68.09, 100 ± 63.82). Top edge at x = 100.5: y = 50.22.
  "perspective-rotation-y": perspectiveTrapezoid(red),
  "card-flip-sublayer-transform": perspectiveTrapezoid(blue),
  // Ring radius 30 about the anchor, width 10 (radii 25…35), same map, along y = 100:
  // right x' = 25 → 111.28, 35 → 115.20; left x' = −25 → 85.98, −35 → 79.37;
  // top x' = 0: y' = −35…−25 → 65…75 (w = 1). A stroke of unforeshortened width 10 about
  // 113.28 would cover 108.3…118.3.
  "perspective-stroke": [
    Probe(113, 100, black, "right side of the ring: x 111.28…115.20"),
    Probe(116, 100, white, "past the foreshortened right side (115.20)"),
    Probe(110, 100, white, "before the foreshortened right side (111.28)"),
    Probe(82, 100, black, "left side of the ring: x 79.37…85.98 (wider: nearer the eye)"),
    Probe(77, 100, white, "outside the left side (79.37)"),
    Probe(88, 100, white, "inside the hole, right of 85.98"),
    Probe(100, 69, black, "top of the ring: y 65…75"),
    Probe(100, 100, white, "the centre: no fill"),
  ],
  "double-sided": [
    Probe(50, 130, white, "rotated π about y with isDoubleSided false: its back faces us, hidden"),
    Probe(150, 130, blue, "rotated π about y, double-sided: its back shows"),
    Probe(100, 50, green, "isDoubleSided false but facing us: shown"),
  ],
  // "near" (array first, x,y 40…120) has z = +20 from its transform, "far" (80…160) z = 0:
  // the transform layer sorts by depth, so near draws last despite the array order.
  "transform-layer-depth": [
    Probe(100, 100, red, "the overlap 80…120: the nearer layer is on top"),
    Probe(60, 60, red, "near only"),
    Probe(140, 140, blue, "far only"),
    Probe(20, 20, white, "a transform layer draws no background"),
    Probe(5, 100, white, "a transform layer draws no border"),
  ],
  // Copy k is the square (10, 80, 40, 40) translated by 60·k.
  "replicator-translate": [
    Probe(30, 100, red, "copy 0: x 10…50"),
    Probe(90, 100, red, "copy 1: x 70…110"),
    Probe(150, 100, red, "copy 2: x 130…170"),
    Probe(60, 100, white, "gap 50…70"),
    Probe(120, 100, white, "gap 110…130"),
    Probe(190, 100, white, "no copy 3 (instanceCount 3)"),
    Probe(30, 60, white, "above the row"),
  ],
  // White squares × instance colour (0.5, 1, 1) + k·(0.25, −0.5, −0.5):
  // k = 0 (0.5, 1, 1), k = 1 (0.75, 0.5, 0.5), k = 2 (1, 0, 0) on black.
  "replicator-colors": [
    Probe(30, 100, (128, 255, 255, 255), "copy 0: (0.5, 1, 1) → (127.5, 255, 255)"),
    Probe(90, 100, (191, 128, 128, 255), "copy 1: (0.75, 0.5, 0.5) → (191.25, 127.5, 127.5)"),
    Probe(150, 100, red, "copy 2: (1, 0, 0)"),
    Probe(190, 100, black, "no copy 3"),
  ],
  // Flipped about y = 100: child (20, 20, 60, 40) → y 140…180; its grandchild at the child's
  // local (0, 0, 20, 10) → y 180 − (0…10) = 170…180, x 20…40.
  "geometry-flipped": [
    Probe(50, 160, red, "the child, mirrored to y 140…180"),
    Probe(50, 40, white, "where the child would be unflipped"),
    Probe(30, 175, blue, "the grandchild at the mirrored top of the child"),
    Probe(30, 145, red, "the child's mirrored bottom part"),
    Probe(30, 25, white, "where the grandchild would be unflipped"),
  ],
  // Masks, shadows, contents and continuous corners (issue 5, "look").
  "mask-circle": [
    Probe(90, 50, red, "inside the mask circle (centre (100, 50), r 40), host background"),
    Probe(110, 50, blue, "inside the circle, the sublayer (x ≥ 100) is masked with the host"),
    Probe(75, 25, red, "farthest pixel corner (75, 25) is 35.4 from the centre"),
    Probe(100, 5, white, "above the circle (44.5 from the centre)"),
    Probe(55, 50, white, "left of the circle (nearest pixel edge 44 away)"),
    Probe(143, 50, white, "right of the circle (43 away)"),
  ],
  "mask-reveal": [
    Probe(100, 60, white, "t = 0: the reveal mask is the zero-size ellipse at (100, 60)"),
    Probe(5, 5, white, "t = 0: nothing shows"),
  ],
  "shadow-offset-radius": [
    Probe(50, 50, blue, "the layer itself (20…80)"),
    Probe(
      130, 60, (127, 127, 127, 255),
      "shadow square (100…160, 30…90) ≥ 3σ = 12 inside: black at opacity 0.5 over white"),
    Probe(85, 60, white, "14.5 left of the shadow's edge x = 100: beyond 3σ"),
    Probe(130, 15, white, "14.5 above the shadow's top y = 30"),
    Probe(175, 60, white, "15.5 right of the shadow's edge x = 160"),
  ],
  "shadow-path": [
    Probe(70, 50, blue, "the layer is drawn above its shadow"),
    Probe(100, 50, green, "the shadow circle (centre (90, 50), r 30), right of the layer"),
    Probe(115, 50, green, "25.5 from the centre"),
    Probe(
      112, 25, white,
      "nearest pixel point (112, 26) is 32.6 from (90, 50): outside the circle, inside the layer-shaped square"
    ),
    Probe(50, 90, white, "below the layer and the circle"),
  ],
  "shadow-masks-to-bounds": [
    Probe(30, 30, blue, "the layer"),
    Probe(70, 70, red, "the sublayer inside the bounds"),
    Probe(90, 90, white, "the sublayer is clipped at the bounds (80)"),
    Probe(130, 60, white, "masksToBounds: no shadow where offset (80, 10) would put it"),
    Probe(85, 50, white, "nothing right of the layer"),
  ],
  "contents-png-gravity": [
    Probe(17, 27, red, "resize: 20 px → 50 pt, image pixel (5, 5)"),
    Probe(42, 27, green, "resize: image pixel (15, 5)"),
    Probe(17, 52, blue, "resize: image pixel (5, 15)"),
    Probe(42, 52, yellow, "resize: image pixel (15, 15)"),
    Probe(84, 34, red, "center: 20 × 20 pt at (80, 30)"),
    Probe(96, 34, green, "center: top-right quadrant"),
    Probe(84, 46, blue, "center: bottom-left quadrant"),
    Probe(96, 46, yellow, "center: bottom-right quadrant"),
    Probe(70, 20, white, "center: the layer around the image is empty"),
    Probe(105, 55, white, "center: below-right of the image"),
    Probe(127, 17, red, "topLeft, contentsScale 2: 10 × 10 pt at (125, 15)"),
    Probe(133, 23, yellow, "topLeft: image pixel (16, 16)"),
    Probe(140, 30, white, "topLeft: past the 10-pt image"),
    Probe(219, 49, red, "bottomRight: 20 × 20 pt at (215, 45), y-down bottom"),
    Probe(231, 61, yellow, "bottomRight: image pixel (16.5, 16.5)"),
    Probe(190, 20, white, "bottomRight: the top-left of the layer is empty"),
    Probe(260, 20, red, "resizeAspect: 50 × 30 → scale 1.5, 30 × 30 at (255, 15)"),
    Probe(280, 40, yellow, "resizeAspect: image pixel (17, 17)"),
    Probe(250, 30, white, "resizeAspect: left of the image"),
    Probe(290, 30, white, "resizeAspect: right of the image"),
  ],
  "contents-svg": [
    Probe(40, 40, red, "SVG file, resize to 80 × 80: top-left quadrant"),
    Probe(80, 40, green, "top-right quadrant"),
    Probe(40, 80, blue, "bottom-left quadrant"),
    Probe(80, 80, yellow, "bottom-right quadrant"),
    Probe(125, 25, red, "data URI, resizeAspectFill: 60 × 60 at (120, 20) overflows above y = 35"),
    Probe(165, 30, green, "aspect fill: top-right quadrant (150…180, 20…50)"),
    Probe(135, 60, blue, "aspect fill: bottom-left quadrant"),
    Probe(170, 75, yellow, "aspect fill: overflow below the layer (y > 65)"),
    Probe(110, 50, white, "between the layers"),
  ],
  "contents-rect": [
    Probe(25, 25, green, "contentsRect (0.5, 0, 0.5, 0.5): the green quadrant fills the layer"),
    Probe(60, 60, green, "the layer's centre"),
    Probe(95, 95, green, "the far corner"),
    Probe(157, 52, red, "left half, center: 10 × 20 pt at (155, 50), top red"),
    Probe(163, 68, blue, "left half: bottom blue"),
    Probe(168, 60, white, "the right half (green/yellow) is not shown"),
    Probe(150, 60, white, "left of the shown part"),
  ],
  "corners-continuous": [
    Probe(10, 10, blue, "maskedCorners [maxXMaxY]: the top-left corner stays sharp"),
    Probe(109, 10, blue, "the top-right corner stays sharp"),
    Probe(10, 109, blue, "the bottom-left corner stays sharp"),
    Probe(
      103, 103, white,
      "bottom-right continuous r 30: the curve crosses the diagonal 0.2915·30 = 8.75 from the corner"
    ),
    Probe(98, 98, blue, "11…12 from the corner on the diagonal: inside"),
    Probe(180, 12, red, "border 6 along the top edge"),
    Probe(132, 60, red, "border along the left edge"),
    Probe(180, 60, green, "the sublayer inside the clip"),
    Probe(130, 10, white, "the rounded corner clips the overflowing sublayer"),
    Probe(180, 5, white, "above the layer"),
  ],
]

/// Probes of the rotY(60°)·perspective(200) trapezoid of a 100 × 100 layer about (100, 100)
/// (corners (68.09, 36.18), (120.55, 58.90), (120.55, 141.10), (68.09, 163.82)); an affine
/// rendering (no perspective) would cover x 75…125, y 50…150 instead.
func perspectiveTrapezoid(_ fill: (UInt8, UInt8, UInt8, UInt8)) -> [Probe] {
  [
    Probe(70, 100, fill, "inside, right of the near edge x = 68.09"),
    Probe(66, 100, white, "left of the near edge"),
    Probe(118, 100, fill, "inside, left of the far edge x = 120.55"),
    Probe(122, 100, white, "right of the far edge (an affine map would reach 125)"),
    Probe(100, 53, fill, "below the top edge (y = 50.22 at x = 100.5)"),
    Probe(100, 47, white, "above the top edge"),
    Probe(100, 147, fill, "above the bottom edge (y = 149.78)"),
    Probe(100, 153, white, "below the bottom edge"),
    Probe(70, 40, fill, "near the tall near edge: y 36.18…163.82"),
  ]
}
