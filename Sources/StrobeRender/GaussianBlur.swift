import Foundation

/// A separable Gaussian blur of a single-channel image (Strobe's own; no library blur).
///
/// The kernel is the Gaussian sampled at whole-pixel offsets −r…r, r = ⌈3σ⌉, normalised to
/// sum 1; pixels outside the image count as 0. Horizontal pass, then vertical. σ ≤ 0 (or
/// below 0.01 px) leaves the image unchanged.
enum GaussianBlur {
  /// The normalised kernel for `sigma` pixels (one tap for σ < 0.01).
  static func kernel(sigma: Double) -> [Float] {
    guard sigma >= 0.01, sigma.isFinite else { return [1] }
    let r = Int((3 * sigma).rounded(.up))
    var k = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
    let sum = k.reduce(0, +)
    k = k.map { $0 / sum }
    return k.map(Float.init)
  }

  /// Blurs `values` (row-major, `width` × `height`) in place.
  static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
    let k = kernel(sigma: sigma)
    guard k.count > 1, width > 0, height > 0 else { return }
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
}
