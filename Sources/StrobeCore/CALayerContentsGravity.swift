import Foundation

/// How a layer places its ``CALayer/contents`` image in its bounds (Core Animation's
/// `CALayerContentsGravity`).
///
/// The image size used for placement is the shown part of the image (``CALayer/contentsRect``)
/// in points: pixels / ``CALayer/contentsScale``. `top`/`bottom` name the screen sides of
/// Strobe's y-down canvas: `top` aligns the image with the bounds' minY edge (Core
/// Animation on macOS, whose layers are y-up unless geometry-flipped, puts `top` at maxY; on
/// iOS, y-down like Strobe, `top` is minY). An unknown raw value places like ``center``, as
/// Core Animation reads invalid strings back as "center".
public struct CALayerContentsGravity: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A gravity from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Natural size, centred.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// Natural size, centred horizontally at the top (minY) edge.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// Natural size, centred horizontally at the bottom (maxY) edge.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// Natural size, centred vertically at the left (minX) edge.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// Natural size, centred vertically at the right (maxX) edge.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// Natural size in the top-left (minX, minY) corner.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// Natural size in the top-right (maxX, minY) corner.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// Natural size in the bottom-left (minX, maxY) corner.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// Natural size in the bottom-right (maxX, maxY) corner.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled uniformly to fit inside the bounds, centred.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled uniformly to cover the bounds, centred (may overflow the bounds).
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

  /// Every gravity Core Animation defines.
  public static let allValues: [CALayerContentsGravity] = [
    .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    .resize, .resizeAspect, .resizeAspectFill,
  ]

  /// The rectangle, in the bounds' space, that an image of `size` points occupies.
  ///
  /// `size` is the natural size (pixels / contentsScale of the shown part). Resizing
  /// gravities ignore it except for its aspect ratio; an empty `size` under an aspect gravity
  /// gives an empty rectangle at the bounds' centre.
  public func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
    let (w, h) = (size.width, size.height)
    let b = bounds
    switch self {
    case .resize: return b
    case .resizeAspect, .resizeAspectFill:
      guard w > 0, h > 0 else { return CGRect(x: b.midX, y: b.midY, width: 0, height: 0) }
      let sx = b.width / w
      let sy = b.height / h
      let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
      return CGRect(x: b.midX - w * s / 2, y: b.midY - h * s / 2, width: w * s, height: h * s)
    default:
      let x: CGFloat
      let y: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: x = b.minX
      case .right, .topRight, .bottomRight: x = b.maxX - w
      default: x = b.midX - w / 2
      }
      switch self {
      case .top, .topLeft, .topRight: y = b.minY
      case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
      default: y = b.midY - h / 2
      }
      return CGRect(x: x, y: y, width: w, height: h)
    }
  }
}
