import Foundation
import StrobeScene

extension LottieImporter {
  /// Imports one animation of a dotLottie archive (docs/lottie.md, "dotLottie").
  ///
  /// Image assets given as files are read from the archive (the image folder, then the
  /// asset's `u` + `p` from the archive's root) and become `data:` URIs of the imported
  /// scene, so `strobe import lottie` writes a scene that stands alone; an asset whose image
  /// is not in the archive is an error at its `p`. Messages name the animation's entry after
  /// the archive, as linkers name archive members: `anim.lottie(a/intro.json):3:7: …`.
  ///
  /// - Parameters:
  ///   - archive: The opened archive.
  ///   - animationID: The animation to import (nil: the manifest's default).
  ///   - strict: Throw on the first unsupported feature instead of collecting warnings.
  ///   - options: The imported scene's limits, as for
  ///     ``importScene(data:fileName:url:strict:options:expansionLimits:)``.
  ///   - expansionLimits: The limits for what the importer expands (nil: `options.limits`).
  /// - Throws: ``LottieError``: the archive's errors (``DotLottieArchive/animation(id:)``)
  ///   and the Lottie file's, located in the animation's entry.
  public static func importScene(
    dotLottie archive: DotLottieArchive, animationID: String? = nil, strict: Bool = false,
    options: SceneLoadOptions = .default, expansionLimits: SceneLimits? = nil
  ) throws -> LottieImport {
    let animation = try archive.animation(id: animationID)
    let file = "\(archive.fileName)(\(animation.entry))"
    let json: JSONValue
    do {
      json = try JSONParser().parse(animation.data)
    } catch {
      throw LottieError.syntax(file: file, error)
    }
    return try importScene(
      json: json, fileName: file, url: nil, strict: strict, options: options,
      expansionLimits: expansionLimits, archive: archive)
  }
}
