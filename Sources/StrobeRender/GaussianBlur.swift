import Foundation

/// A separable Gaussian blur of a single-channel image (Strobe's own; no library blur) whose
/// cost per pixel does not grow with σ.
///
/// Two methods (``Method``), chosen by σ in pixels:
/// - σ ≤ ``directSigmaLimit``: the Gaussian sampled at whole-pixel offsets −r…r, r = ⌈3σ⌉,
///   normalised to sum 1 (at most 2·⌈3 × 16⌉ + 1 = 97 taps per pixel and axis);
/// - larger σ: ``boxCount`` successive box blurs per axis whose widths (odd, so each box is
///   centred) are chosen after Kovesi ("Fast almost-Gaussian filtering", 2010) so that their
///   summed variance Σ(wᵢ² − 1)/12 is the nearest to σ² that whole widths allow; by the
///   central limit theorem the repeated box converges on the Gaussian. Each box is a running
///   sum: two additions per pixel whatever its width.
///
/// Pixels outside the image count as 0. Horizontal pass, then vertical. σ ≤ 0 (or below
/// 0.01 px) leaves the image unchanged. docs/limits.md ("Shadows") states the measured
/// difference from the exact Gaussian.
enum GaussianBlur {
  /// How one axis is blurred.
  enum Method: Equatable {
    /// Nothing to do (σ below 0.01 px).
    case identity
    /// A direct convolution with this normalised kernel.
    case direct([Float])
    /// Successive centred box blurs of these odd widths.
    case boxes([Int])

    /// Additions and multiplications per pixel and axis: the kernel's taps, or two per box.
    var operationsPerPixel: Int {
      switch self {
      case .identity: return 0
      case .direct(let kernel): return kernel.count
      case .boxes(let widths): return 2 * widths.count
      }
    }
  }

  /// The largest σ in pixels blurred with the direct kernel (so existing small-radius shadows
  /// keep their exact values).
  static let directSigmaLimit = 16.0
  /// Box blurs per axis above ``directSigmaLimit``.
  static let boxCount = 5

  /// The method for `sigma` pixels.
  static func method(sigma: Double) -> Method {
    guard sigma >= 0.01, sigma.isFinite else { return .identity }
    if sigma <= directSigmaLimit { return .direct(kernel(sigma: sigma)) }
    return .boxes(boxWidths(sigma: sigma, count: boxCount))
  }

  /// The normalised kernel for `sigma` pixels (one tap for σ < 0.01).
  static func kernel(sigma: Double) -> [Float] {
    guard sigma >= 0.01, sigma.isFinite else { return [1] }
    let r = Int((3 * min(sigma, 1e6)).rounded(.up))
    var k = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
    let sum = k.reduce(0, +)
    k = k.map { $0 / sum }
    return k.map(Float.init)
  }

  /// `count` odd box widths whose summed variance is the nearest to `sigma`² (Kovesi): m boxes
  /// of width wl and the rest of width wl + 2, wl the largest odd width below the ideal
  /// √(12σ²/n + 1).
  static func boxWidths(sigma: Double, count n: Int) -> [Int] {
    let s2 = sigma * sigma
    let ideal = (12 * s2 / Double(n) + 1).squareRoot()
    var wl = Int(min(ideal, 1e9).rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    wl = max(wl, 1)
    let w = Double(wl)
    let m = ((12 * s2 - Double(n) * w * w - 4 * Double(n) * w - 3 * Double(n)) / (-4 * w - 4))
      .rounded()
    let small = min(max(Int(m), 0), n)
    return Array(repeating: wl, count: small) + Array(repeating: wl + 2, count: n - small)
  }

  /// Blurs `values` (row-major, `width` × `height`) in place.
  static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
    guard width > 0, height > 0, values.count >= width * height else { return }
    switch method(sigma: sigma) {
    case .identity:
      return
    case .direct(let k):
      direct(&values, width: width, height: height, kernel: k)
    case .boxes(let widths):
      boxes(&values, width: width, height: height, widths: widths)
    }
  }

  /// The direct separable convolution.
  private static func direct(_ values: inout [Float], width: Int, height: Int, kernel k: [Float]) {
    let r = k.count / 2
    var tmp = [Float](repeating: 0, count: values.count)
    k.withUnsafeBufferPointer { kb in
      values.withUnsafeMutableBufferPointer { v in
        tmp.withUnsafeMutableBufferPointer { t in
          // Horizontal: v → t.
          for y in 0..<height {
            let row = y * width
            for x in 0..<width {
              var acc: Float = 0
              let lo = max(-r, -x)
              let hi = min(r, width - 1 - x)
              var i = lo
              while i <= hi {
                acc += kb[i + r] * v[row + x + i]
                i += 1
              }
              t[row + x] = acc
            }
          }
          // Vertical: t → v.
          for y in 0..<height {
            let lo = max(-r, -y)
            let hi = min(r, height - 1 - y)
            for x in 0..<width {
              var acc: Float = 0
              var i = lo
              while i <= hi {
                acc += kb[i + r] * t[(y + i) * width + x]
                i += 1
              }
              v[y * width + x] = acc
            }
          }
        }
      }
    }
  }

  /// Successive box blurs along rows, then along columns.
  private static func boxes(_ values: inout [Float], width: Int, height: Int, widths: [Int]) {
    let longest = max(width, height)
    var line = [Double](repeating: 0, count: longest)
    var prefix = [Double](repeating: 0, count: longest + 1)
    values.withUnsafeMutableBufferPointer { v in
      line.withUnsafeMutableBufferPointer { l in
        prefix.withUnsafeMutableBufferPointer { p in
          for y in 0..<height {
            for x in 0..<width { l[x] = Double(v[y * width + x]) }
            for w in widths { box(l, count: width, width: w, prefix: p) }
            for x in 0..<width { v[y * width + x] = Float(l[x]) }
          }
          for x in 0..<width {
            for y in 0..<height { l[y] = Double(v[y * width + x]) }
            for w in widths { box(l, count: height, width: w, prefix: p) }
            for y in 0..<height { v[y * width + x] = Float(l[y]) }
          }
        }
      }
    }
  }

  /// One centred box of odd width `w` over the first `n` values of `l` (outside: 0), through
  /// a prefix sum: out[x] = (P[x + k + 1] − P[x − k]) / w, k = (w − 1) / 2.
  private static func box(
    _ l: UnsafeMutableBufferPointer<Double>, count n: Int, width w: Int,
    prefix p: UnsafeMutableBufferPointer<Double>
  ) {
    let k = w / 2
    p[0] = 0
    for i in 0..<n { p[i + 1] = p[i] + l[i] }
    let scale = 1 / Double(w)
    for x in 0..<n {
      let hi = x > n - 1 - k ? n : x + k + 1
      let lo = x < k ? 0 : x - k
      l[x] = (p[hi] - p[lo]) * scale
    }
  }
}
