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
]
