import Foundation
import StrobeScene

/// A dotLottie (`.lottie`) archive: a zip file with a `manifest.json` and one or more Lottie
/// animations, with their images (docs/lottie.md, "dotLottie").
///
/// Two layouts exist: version 1 (`manifest.json` `version` "1…" or none) keeps animations in
/// `animations/<id>.json` and images in `images/`; version 2 (`version` "2") in `a/<id>.json`
/// and `i/`. The default animation is the manifest's `initial.animation` (version 2) or
/// `activeAnimationId` (version 1), else the first of `animations`.
///
/// The archive is read in memory through libzip and held to limits before anything is
/// inflated: at most ``maximumEntries`` entries; no entry named with an absolute path or a `..`
/// component, no two entries with one name (libzip's consistency check); the manifest and the animation each inflate to
/// at most `scene-bytes`, the images read for one import together to at most
/// `contents-bytes` (counted as they inflate, whatever the archive declares). Images are read
/// only from the archive, never from the file system.
///
/// ```swift
/// let archive = try DotLottieArchive(data: data, fileName: "anim.lottie")
/// print(archive.animationIDs, archive.defaultAnimationID)
/// let lottie = try LottieImporter.importScene(dotLottie: archive, animationID: "intro")
/// ```
public struct DotLottieArchive: Sendable {
  /// The most entries an archive may have.
  public static let maximumEntries = 10_000

  /// The archive's name in messages (`anim.lottie`).
  public let fileName: String
  /// The layout: 1 (`animations/`, `images/`) or 2 (`a/`, `i/`).
  public let version: Int
  /// The animations the manifest lists, in its order.
  public let animationIDs: [String]
  /// The animation read when none is chosen.
  public let defaultAnimationID: String

  let data: Data
  let entries: [String: ZipReader.Entry]
  let limits: SceneLimits

  /// Whether `data` starts like a zip archive: a local file header (`PK\u{3}\u{4}`), or the
  /// end of central directory of an empty archive (`PK\u{5}\u{6}`).
  public static func isArchive(_ data: Data) -> Bool {
    let head = [UInt8](data.prefix(4))
    return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
  }

  /// Opens a dotLottie archive and reads its manifest.
  ///
  /// - Parameters:
  ///   - data: The archive's bytes.
  ///   - fileName: The name used in messages.
  ///   - limits: `sceneFileBytes` bounds the inflated manifest and animations,
  ///     `contentsFileBytes` the images read from it.
  /// - Throws: ``LottieError/archive(file:entry:reason:)`` for an archive libzip cannot open
  ///   or one refused (see the type's notes), no `manifest.json`;
  ///   ``LottieError/archiveEntryTooLarge(file:entry:limit:maximum:)``; and, located in
  ///   `manifest.json`, ``LottieError/syntax(file:_:)``, ``LottieError/invalid(file:path:position:expected:got:)``
  ///   and ``LottieError/missingKey(file:path:position:key:)`` for a manifest without
  ///   `animations` ids, with a version other than 1 or 2, or a default id it does not list.
  public init(data: Data, fileName: String, limits: SceneLimits = .default) throws {
    let entries = try ZipReader.withArchive(data, file: fileName) { zip in
      let count = zip.entryCount
      guard count <= Self.maximumEntries else {
        throw LottieError.archive(
          file: fileName, entry: nil,
          reason: "the archive has \(count) entries; at most \(Self.maximumEntries) are read")
      }
      var entries: [String: ZipReader.Entry] = [:]
      for i in 0..<count {
        let entry = try zip.entry(at: i)
        let parts = entry.name.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        guard !entry.name.hasPrefix("/"), !entry.name.hasPrefix("\\"), !parts.contains("..")
        else {
          throw LottieError.archive(
            file: fileName, entry: nil,
            reason: "entry \(i) is named \(JSONValue.quote(entry.name)): an absolute path or "
              + "a '..' component, which would leave the archive")
        }
        entries[entry.name] = entry  // libzip's consistency check refuses duplicate names
      }
      return entries
    }
    self.fileName = fileName
    self.data = data
    self.entries = entries
    self.limits = limits
    let manifestName = "manifest.json"
    guard let manifestEntry = entries[manifestName] else {
      throw LottieError.archive(
        file: fileName, entry: nil,
        reason: "no manifest.json: not a dotLottie archive (a zip file with manifest.json "
          + "and animations/ or a/)")
    }
    let manifestFile = "\(fileName)(\(manifestName))"
    let manifestBytes = try Self.read(
      manifestEntry, in: data, file: fileName, limit: .sceneBytes,
      maximum: limits.sceneFileBytes)
    let json: JSONValue
    do {
      json = try JSONParser().parse(manifestBytes)
    } catch {
      throw LottieError.syntax(file: manifestFile, error)
    }
    guard case .object = json.kind else {
      throw LottieError.archive(
        file: fileName, entry: manifestName, reason: "the top level is not an object")
    }
    let manifest = LottieValue(json: json, path: .root, file: manifestFile)
    version = try Self.layoutVersion(manifest)
    let list = try manifest.required("animations")
    var ids: [String] = []
    for item in try list.array() {
      let idValue = try item.required("id")
      let id = try idValue.string()
      guard !id.isEmpty else { throw idValue.invalid("a non-empty animation id") }
      guard !ids.contains(id) else { throw idValue.invalid("an id no other animation has") }
      ids.append(id)
    }
    guard let first = ids.first else { throw list.invalid("a list of at least one animation") }
    animationIDs = ids
    let chosen = try manifest["initial"]?["animation"] ?? manifest["activeAnimationId"]
    if let chosen {
      let id = try chosen.string()
      guard ids.contains(id) else {
        throw chosen.invalid("the id of an animation in \"animations\"")
      }
      defaultAnimationID = id
    } else {
      defaultAnimationID = first
    }
  }

  /// The folder of the animations (`animations/` or `a/`).
  var animationFolder: String { version == 2 ? "a/" : "animations/" }
  /// The folder of the images (`images/` or `i/`).
  var imageFolder: String { version == 2 ? "i/" : "images/" }

  /// The JSON bytes of the animation `id` (nil: ``defaultAnimationID``) and the name of its
  /// entry in the archive.
  ///
  /// - Throws: ``LottieError/unknownAnimation(file:id:available:)`` for an id the manifest
  ///   does not list; ``LottieError/archive(file:entry:reason:)`` when its file is missing
  ///   or unreadable; ``LottieError/archiveEntryTooLarge(file:entry:limit:maximum:)`` over
  ///   `scene-bytes`.
  public func animation(id: String? = nil) throws -> (id: String, entry: String, data: Data) {
    let id = id ?? defaultAnimationID
    guard animationIDs.contains(id) else {
      throw LottieError.unknownAnimation(file: fileName, id: id, available: animationIDs)
    }
    let name = animationFolder + id + ".json"
    guard let entry = entries[name] else {
      throw LottieError.archive(
        file: fileName, entry: nil,
        reason: "the manifest lists the animation \(JSONValue.quote(id)), but the archive has "
          + "no \(name) (a version \(version) archive)")
    }
    let bytes = try Self.read(
      entry, in: data, file: fileName, limit: .sceneBytes, maximum: limits.sceneFileBytes)
    return (id, name, bytes)
  }

  /// The entry names an image asset can be at: `p` in the image folder (where dotLottie
  /// players look), then the asset's `u` + `p` from the archive's root (`/images/` and
  /// `images/` alike), `.` and `..` resolved; nil when either leaves the archive.
  func imageCandidates(folder u: String, file p: String) -> [String]? {
    var out: [String] = []
    for path in [imageFolder + p, u + p] {
      guard let name = Self.normalized(path) else { return nil }
      if !out.contains(name) { out.append(name) }
    }
    return out
  }

  /// The entry named `name`, if any.
  func entry(named name: String) -> ZipReader.Entry? { entries[name] }

  /// Reads `entry` inflated, at most `maximum` bytes.
  func read(_ entry: ZipReader.Entry, limit: SceneLimits.Limit, maximum: Int) throws -> Data {
    try Self.read(entry, in: data, file: fileName, limit: limit, maximum: maximum)
  }

  static func read(
    _ entry: ZipReader.Entry, in data: Data, file: String, limit: SceneLimits.Limit,
    maximum: Int
  ) throws -> Data {
    let tooLarge = LottieError.archiveEntryTooLarge(
      file: file, entry: entry.name, limit: limit, maximum: maximum)
    // The declared size refuses most bombs before anything is inflated; the read refuses
    // the rest as they inflate.
    guard entry.size <= UInt64(max(maximum, 0)) else { throw tooLarge }
    let bytes = try ZipReader.withArchive(data, file: file) { zip in
      try zip.read(entry, limit: maximum)
    }
    guard let bytes else { throw tooLarge }
    return bytes
  }

  /// `path` with `.` and empty components dropped and `..` applied, from the archive's root
  /// (a leading `/` is the root); nil when a `..` would climb above it.
  static func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }

  /// The layout version the manifest's `version` names: 2 for "2…" (or the number 2), 1 for
  /// "1…", 1, or no version.
  private static func layoutVersion(_ manifest: LottieValue) throws -> Int {
    guard let value = manifest["version"] else { return 1 }
    let major: Int?
    switch value.json.kind {
    case .string(let text):
      major = Int(text.prefix { $0.isASCII && $0.isNumber })
    case .number(let number):
      major = number.isFinite ? Int(number.rounded(.down)) : nil
    default:
      major = nil
    }
    guard let major, major == 1 || major == 2 else {
      throw value.invalid("a dotLottie version 1 or 2")
    }
    return major
  }
}
