import Foundation
import StrobeCore

extension SceneSpec {
  /// The image a scene's `contents` value names (scene-format.md): a `data:` URI —
  /// `data:image/png;base64,…`, `data:image/svg+xml;base64,…`, or `data:image/svg+xml,…` /
  /// `;utf8,…` with percent-encoded text — or a PNG or SVG file path, absolute or relative
  /// to `folder` (the scene file's folder; the current directory when nil).
  ///
  /// Errors are ``SceneError/invalid(_:message:)`` at `location`: unreadable file, bad
  /// base64, or bytes that are not a PNG or an SVG with a size (the file's format is
  /// recognised by content, not by its extension).
  static func loadImage(_ value: String, folder: URL?, at location: SceneLocation) throws
    -> CGImage
  {
    if value.hasPrefix("data:") {
      guard let comma = value.firstIndex(of: ",") else {
        throw SceneError.invalid(location, message: "the data: URI has no comma")
      }
      let header = value[value.index(value.startIndex, offsetBy: 5)..<comma]
      let payload = String(value[value.index(after: comma)...])
      let isBase64 = header.hasSuffix(";base64")
      let bytes: Data?
      if isBase64 {
        bytes = Data(base64Encoded: payload, options: .ignoreUnknownCharacters)
      } else {
        bytes = payload.removingPercentEncoding.map { Data($0.utf8) }
      }
      guard let bytes else {
        throw SceneError.invalid(
          location,
          message: isBase64
            ? "the data: URI's base64 payload does not decode"
            : "the data: URI's text has invalid percent escapes")
      }
      let isPNG = header.hasPrefix("image/png")
      let image = isPNG ? CGImage(pngData: bytes) : CGImage(svgData: bytes)
      guard let image else {
        throw SceneError.invalid(
          location,
          message: isPNG
            ? "the data: URI does not hold a PNG image"
            : "the data: URI does not hold an SVG image with a width and height or viewBox")
      }
      return image
    }
    let url =
      value.hasPrefix("/")
      ? URL(fileURLWithPath: value)
      : (folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        .appendingPathComponent(value)
    let bytes: Data
    do {
      bytes = try Data(contentsOf: url)
    } catch {
      throw SceneError.invalid(
        location,
        message: "cannot read the contents image \(url.path): \(error.localizedDescription)")
    }
    guard let image = CGImage(data: bytes) else {
      throw SceneError.invalid(
        location,
        message: "\(url.path) is neither a PNG image nor an SVG image with a width and height "
          + "or viewBox")
    }
    return image
  }
}
