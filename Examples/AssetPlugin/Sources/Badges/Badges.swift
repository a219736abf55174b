import Foundation

/// The badge images rendered from `badge.strobe.json` by the StrobeAssets plugin.
public enum Badges {
  /// The resource names the scene's export block produces: times 0 and 0.5 at @1x, @2x, @3x.
  public static let resourceNames = [
    "badge@0.000", "badge@0.000@2x", "badge@0.000@3x",
    "badge@0.500", "badge@0.500@2x", "badge@0.500@3x",
  ]

  /// The URL of a generated PNG in the target's resource bundle, or nil when it is missing.
  ///
  /// The plugin puts each scene's files in a folder named after the scene's stem.
  public static func pngURL(named name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "badge")
  }

  /// The lookup docs/build-integration.md shows, verbatim (the repository's DocsCodeBlockTests
  /// checks it is here; the fixture build compiles it).
  static func documentedLookup() -> URL? {
    let url = Bundle.module.url(
      forResource: "badge@0.500@2x", withExtension: "png", subdirectory: "badge")
    return url
  }

  /// The pixel size written in a PNG's IHDR chunk, or nil when `data` is not a PNG.
  public static func pixelSize(ofPNG data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      bytes[12...15].elementsEqual("IHDR".utf8)
    else { return nil }
    func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }
}
