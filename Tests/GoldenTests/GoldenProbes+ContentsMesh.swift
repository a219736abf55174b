/// Probes of `contents-center`.
///
/// nine-part.png (24 × 24 px, 8 px corners: red, green, blue, yellow;
/// edges top cyan, bottom grey, left magenta, right dark green; black centre) with
/// contentsCenter (⅓, ⅓, ⅓, ⅓) and contentsScale 1 in the frame (20, 20, 160, 60).
/// Corners keep 8 × 8 pt: columns x 20…28 | 28…172 | 172…180, rows y 20…28 | 28…72 | 72…80.
/// Plain stretching (no nine-part) would put red at (31.5, 31.5): source
/// ((31.5 − 20)·24/160, (31.5 − 20)·24/60) = (1.7, 4.6) px.
let contentsCenterProbes: [Probe] = [
  Probe(24, 24, red, "top-left corner: x 20…28, y 20…28"),
  Probe(176, 24, green, "top-right corner: x 172…180"),
  Probe(24, 76, blue, "bottom-left corner: y 72…80"),
  Probe(176, 76, yellow, "bottom-right corner"),
  Probe(100, 24, (0, 255, 255, 255), "top edge, stretched 8 px → 144 pt"),
  Probe(40, 24, (0, 255, 255, 255), "top edge 12 pt from the corner: sampling clamped"),
  Probe(100, 76, (128, 128, 128, 255), "bottom edge"),
  Probe(24, 50, (255, 0, 255, 255), "left edge, stretched 8 px → 44 pt"),
  Probe(176, 50, (0, 128, 0, 255), "right edge"),
  Probe(100, 50, black, "centre, stretched both ways"),
  Probe(31, 31, black, "3.5 pt inside the centre piece: source (8.19, 8.64) px"),
  Probe(10, 10, white, "outside the layer"),
  Probe(185, 50, white, "right of the layer (x > 180)"),
]

/// Probes of `perspective-image`.
///
/// quadrants.png (red, green / blue, yellow; 50 pt quadrants) in bounds
/// (0, 0, 100, 100), anchor (0, ½) at (50, 100), transform rotY(60°)·perspective(200).
/// Relative to the anchor (x' = x, y' = y − 50) a bounds point maps, with s = sin 60° =
/// 0.866025, to w = 1 + x'·s/200, canvas (50 + x'·0.5/w, 100 + y'/w). Corners: (50, 50),
/// (84.89, 65.11), (84.89, 134.89), (50, 150). The quadrant line x' = 50 (w = 1.216506)
/// lands at x = 70.55 (an affine map would put it at 75, linear interpolation between the
/// projected edges at 67.45); y' = 0 stays at y = 100. Inverting x: x' = X/(0.5 − X·s/200)
/// with X = x − 50.
let perspectiveImageProbes: [Probe] = [
  Probe(52, 60, red, "X = 2.5 → x' = 5.1; top edge y = 51.08 there"),
  Probe(68, 80, red, "X = 18.5 → x' = 44.1 < 50 (top edge y = 58.01)"),
  Probe(73, 80, green, "X = 23.5 → x' = 59.0 > 50: green (an affine map gives x' = 47, red)"),
  Probe(68, 120, blue, "x' = 44.1, below y = 100"),
  Probe(73, 120, yellow, "x' = 59.0, bottom edge y = 139.82 there"),
  Probe(82, 90, green, "X = 32.5 → x' = 90.5, y from 64.07"),
  Probe(83, 68, green, "x' = 94.4, below the top edge (y = 64.51 at x = 83.5)"),
  Probe(87, 100, white, "right of the far edge x = 84.89 (an affine map reaches 100)"),
  Probe(48, 100, white, "left of the near edge x = 50"),
  Probe(80, 60, white, "above the top edge (y = 63.21 at x = 80.5)"),
  Probe(60, 153, white, "below the bottom edge (y ≤ 150)"),
]

/// Probes of `shadow-perspective`.
///
/// The `perspective-image` layer and map, filled blue, with a sharp black shadow (σ 0)
/// offset (0, 30) in bounds space: the shadow rectangle y 30…130 shows below the layer,
/// y' = 50…80, i.e. canvas y from 100 + 50/w to 100 + 80/w: at x = 50 (w = 1) 150…180, at
/// x = 84.89 (w = 1.43301) 134.89…155.83. Skipping the shadow (or not projecting it) would
/// leave (55, 165) white.
let shadowPerspectiveProbes: [Probe] = [
  Probe(55, 165, black, "x' = 11.55, w = 1.05001: shadow y 147.62…176.19"),
  Probe(70, 155, black, "x' = 49.85, w = 1.21586: shadow y 141.12…165.80"),
  Probe(82, 148, black, "x' = 90.46, w = 1.39170: shadow y 135.93…157.48"),
  Probe(55, 185, white, "below the shadow (176.19)"),
  Probe(82, 162, white, "below the shadow (157.48)"),
  Probe(48, 160, white, "left of the near edge x = 50"),
  Probe(60, 100, blue, "the layer itself"),
  Probe(70, 138, blue, "the layer over its shadow (layer bottom y = 141.12 there)"),
]
