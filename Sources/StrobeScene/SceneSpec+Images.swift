import Foundation
import StrobeCore

extension SceneSpec {
  /// The image a scene's `contents` value names (scene-format.md): a `data:` URI —
  /// `data:image/png;base64,…`, `data:image/jpeg;base64,…`, `data:image/svg+xml;base64,…`,
  /// or `data:image/svg+xml,…` / `;utf8,…` with percent-encoded text — or a PNG, JPEG or SVG
  /// file path, absolute or relative to `folder` (the scene file's folder; the current
  /// directory when nil).
  ///
  /// Errors are ``SceneError/invalid(_:message:)`` at `location`: unreadable file, a file
  /// outside the scene's folder (after resolving `..` and symbolic links) unless
  /// `options.allowsContentsOutsideFolder`, a file that is not a regular file, bad base64, or
  /// bytes that are not a PNG, a JPEG or an SVG with a size (the file's format is recognised by
  /// content, not by its extension); a file larger than `options.limits.contentsFileBytes`
  /// is ``SceneError/limitExceeded(file:location:limit:value:maximum:)``. Messages show the
  /// path as the scene writes it.
  static func loadImage(
    _ value: String, folder: URL?, options: SceneLoadOptions = .default,
    at location: SceneLocation
  ) throws
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
      var image: CGImage?
      let kind: String
      if header.hasPrefix("image/png") {
        (image, kind) = (CGImage(pngData: bytes), "PNG")
      } else if header.hasPrefix("image/jpeg") || header.hasPrefix("image/jpg") {
        (image, kind) = (CGImage(jpegData: bytes), "JPEG")
      } else {
        (image, kind) = (CGImage(svgData: bytes), "SVG")
      }
      if image == nil, kind != "SVG", let other = CGImage(data: bytes), other.format != .svg {
        image = other  // a PNG labelled JPEG or the reverse: the bytes decide, as for files
      }
      guard let image else {
        throw SceneError.invalid(
          location,
          message: kind == "SVG"
            ? "the data: URI does not hold an SVG image with a width and height or viewBox"
            : "the data: URI does not hold a \(kind) image")
      }
      try checkBitmap(
        image, named: "the data: URI's \(kind) image", options: options, at: location)
      return image
    }
    let base = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let url =
      value.hasPrefix("/") ? URL(fileURLWithPath: value) : base.appendingPathComponent(value)
    let shown = JSONValue.quote(value)
    // The real location: `..` and every symbolic link resolved.
    guard let real = realPath(url.path) else {
      throw SceneError.invalid(
        location,
        message: "cannot read the contents image \(shown): \(String(cString: strerror(errno)))")
    }
    if !options.allowsContentsOutsideFolder {
      let root = realPath(base.path) ?? base.standardizedFileURL.path
      let inside = root == "/" ? real.hasPrefix("/") : real.hasPrefix(root + "/")
      if !inside {
        throw SceneError.contentsOutsideFolder(location, image: value, resolved: real)
      }
    }
    let bytes: Data
    do {
      bytes = try RegularFile.read(atPath: real, limit: options.limits.contentsFileBytes)
    } catch .tooLarge(let size, _) {
      throw SceneError.limitExceeded(
        file: location.file, location: location, limit: .contentsBytes, value: size,
        maximum: options.limits.contentsFileBytes)
    } catch .notRegular {
      throw SceneError.invalid(
        location, message: "cannot read the contents image \(shown): not a regular file")
    } catch .system(let message) {
      throw SceneError.invalid(
        location, message: "cannot read the contents image \(shown): \(message)")
    }
    guard let image = CGImage(data: bytes) else {
      throw SceneError.invalid(
        location,
        message: "the contents image \(shown) is not a PNG or JPEG image, nor an SVG image "
          + "with a width and height or viewBox")
    }
    try checkBitmap(image, named: "the contents image \(shown)", options: options, at: location)
    return image
  }

  /// Throws the ``ContentsImageCheck`` problem of a PNG or JPEG `image` (named `name` in
  /// messages) as a scene error at `location`:
  /// ``SceneError/limitExceeded(file:location:limit:value:maximum:)`` over `image-pixels`,
  /// ``SceneError/invalid(_:message:)`` otherwise.
  static func checkBitmap(
    _ image: CGImage, named name: String, options: SceneLoadOptions, at location: SceneLocation
  ) throws {
    guard let problem = ContentsImageCheck.problem(image, limits: options.limits) else { return }
    if case .tooManyPixels(let pixels) = problem {
      throw SceneError.limitExceeded(
        file: location.file, location: location, limit: .imagePixels, value: pixels,
        maximum: options.limits.imagePixels)
    }
    throw SceneError.invalid(
      location, message: problem.message(naming: name, limits: options.limits))
  }
}

/// `realpath(3)` of `path`, or nil (errno set) when a component is missing or unreadable.
private func realPath(_ path: String) -> String? {
  guard let resolved = realpath(path, nil) else { return nil }
  defer { free(resolved) }
  return String(cString: resolved)
}
