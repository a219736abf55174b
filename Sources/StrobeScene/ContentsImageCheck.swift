import Foundation
import StrobeCore

/// The checks a PNG or JPEG `contents` image passes before it is drawn.
///
/// From the header: at most ``SceneLimits/imagePixels`` pixels (`--limit image-pixels`) and
/// at most ``maximumSide`` pixels per side (Cairo's image limit; a larger image used to be
/// dropped silently at draw time); then the file's body: a PNG's structure (`PNGStructure`:
/// CRCs of the critical chunks, a complete zlib stream, IEND), a JPEG decoded once by
/// libjpeg-turbo and thrown away (`JPEGStructure`: truncated data, bad codes, too many
/// scans). SVG images pass: they are drawn as vectors. Used by the scene loader and by the Lottie importer for image assets, so both
/// report the image where the user wrote it (docs/limits.md).
public enum ContentsImageCheck {
  /// Cairo's largest image side in pixels.
  public static let maximumSide = 32_767

  /// What is wrong with an image.
  public enum Problem: Sendable, Hashable {
    /// width × height is over the `image-pixels` limit (`Int.max` when it overflows).
    case tooManyPixels(Int)
    /// A side is longer than ``ContentsImageCheck/maximumSide``.
    case sideTooLong(width: Int, height: Int)
    /// The file is corrupt, truncated or has a bad CRC; `reason` says where, `format` is the
    /// format its header announced.
    case unreadable(format: CGImage.Format, reason: String)

    /// What the caller can change to get past the problem (see ``SceneErrorRemedy``).
    public var remedy: SceneErrorRemedy? {
      if case .tooManyPixels = self { return .raiseLimit(.imagePixels) }
      return nil
    }

    /// The message for the image called `name` (`the contents image "a.png"`).
    public func message(naming name: String, limits: SceneLimits) -> String {
      switch self {
      case .tooManyPixels(let pixels):
        return SceneError.limitExceeded(
          file: "", location: nil, limit: .imagePixels, value: pixels,
          maximum: limits.imagePixels
        ).detail
      case .sideTooLong(let width, let height):
        return "\(name) is \(width)×\(height) pixels; at most "
          + "\(ContentsImageCheck.maximumSide) pixels per side can be drawn"
      case .unreadable(let format, let reason):
        return "\(name) is not a readable \(format == .jpeg ? "JPEG" : "PNG"): \(reason)"
      }
    }
  }

  /// The first problem of `image` under `limits`, or nil (always nil for SVG).
  public static func problem(_ image: CGImage, limits: SceneLimits) -> Problem? {
    guard image.format != .svg else { return nil }
    let pixels = image.width.multipliedReportingOverflow(by: image.height)
    if pixels.overflow || pixels.partialValue > limits.imagePixels {
      return .tooManyPixels(pixels.overflow ? .max : pixels.partialValue)
    }
    if image.width > maximumSide || image.height > maximumSide {
      return .sideTooLong(width: image.width, height: image.height)
    }
    let reason =
      image.format == .jpeg
      ? JPEGStructure(data: image.data).problem(maximumPixels: limits.imagePixels)
      : PNGStructure(data: image.data).problem()
    if let reason { return .unreadable(format: image.format, reason: reason) }
    return nil
  }
}
