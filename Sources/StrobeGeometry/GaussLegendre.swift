import Foundation

/// Gauss–Legendre quadrature rules on [−1, 1], computed once to double precision.
///
/// Nodes are the roots of the Legendre polynomial Pₙ found by Newton's method from the
/// Chebyshev-like start `cos(π(i − ¼)/(n + ½))`, weights `2 / ((1 − x²) Pₙ′(x)²)`
/// (Golub–Welsch give the same values; this is the classic Numerical Recipes `gauleg`).
/// Only the non-negative half is stored: rules are symmetric.
struct GaussLegendre: Sendable {
  /// Non-negative nodes, largest first (for odd n the last is 0).
  let nodes: [Double]
  /// The weight of each node in ``nodes``.
  let weights: [Double]
  /// The number of points of the full rule.
  let order: Int

  /// The n-point rule.
  init(order n: Int) {
    var xs: [Double] = []
    var ws: [Double] = []
    let m = (n + 1) / 2
    for i in 1...m {
      var z = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
      var dp = 0.0
      for _ in 0..<100 {
        var p1 = 1.0
        var p2 = 0.0
        for j in 1...n {
          let p3 = p2
          p2 = p1
          p1 = ((2 * Double(j) - 1) * z * p2 - (Double(j) - 1) * p3) / Double(j)
        }
        dp = Double(n) * (z * p1 - p2) / (z * z - 1)
        let z1 = z
        z = z1 - p1 / dp
        if abs(z - z1) <= 1e-16 { break }
      }
      // One more evaluation at the converged node for the weight.
      var p1 = 1.0
      var p2 = 0.0
      for j in 1...n {
        let p3 = p2
        p2 = p1
        p1 = ((2 * Double(j) - 1) * z * p2 - (Double(j) - 1) * p3) / Double(j)
      }
      dp = Double(n) * (z * p1 - p2) / (z * z - 1)
      xs.append(z)
      ws.append(2 / ((1 - z * z) * dp * dp))
    }
    if n % 2 == 1 { xs[m - 1] = 0 }
    nodes = xs
    weights = ws
    order = n
  }

  /// The 16-point rule (exact for polynomials up to degree 31).
  static let g16 = GaussLegendre(order: 16)
  /// The 8-point rule (for loose tolerances).
  static let g8 = GaussLegendre(order: 8)
}
