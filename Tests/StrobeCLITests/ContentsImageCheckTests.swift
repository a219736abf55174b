import Foundation
import StrobeRender
import Testing

/// PNG `contents` images are checked from their header and structure before any pixel is
/// decoded (docs/limits.md, `image-pixels`): a small file that declares a huge image is
/// refused at once, in little memory, and a corrupt, truncated or bad-CRC file is a located
/// error instead of a layer silently left out.
@Suite struct ContentsImageCheckTests {
  /// CRC-32 (ISO 3309, as PNG uses), bit by bit.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

  /// A chunk with its length and CRC.
  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return be32(body.count) + typed + be32(Int(crc32(typed)))
  }

  /// A valid 8×8 PNG (Strobe's own encoder).
  static func validPNG() throws -> [UInt8] {
    [UInt8](try RasterImage(width: 8, height: 8, filledWith: (255, 0, 0, 255)).pngData())
  }

  /// The chunks of `png` as (offset, type, length).
  static func chunks(_ png: [UInt8]) -> [(offset: Int, type: String, length: Int)] {
    var out: [(Int, String, Int)] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      out.append((offset, String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), length))
      offset += 12 + length
    }
    return out
  }

  /// A PNG whose header declares `width` × `height` (8-bit grey), with the IDAT and IEND of
  /// a small valid file: about 100 bytes that would decode to `width × height × 4` bytes.
  static func bomb(width: Int, height: Int) throws -> [UInt8] {
    let valid = try validPNG()
    let idat = chunks(valid).first { $0.type == "IDAT" }!
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be32(width) + be32(height) + [8, 0, 0, 0, 0])
      + Array(valid[idat.offset..<idat.offset + 12 + idat.length]) + chunk("IEND", [])
  }

  static func scene(contents: String) -> String {
    #"{"strobe": 1, "canvas": {"width": 4, "height": 4}, "layers": [{"bounds": [0, 0, 4, 4], "contents": "\#(contents)"}]}"#
  }

  static func lottie(asset: String) -> String {
    #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 4, "h": 4, "assets": [{"id": "i", "w": 4, "h": 4, "e": 1, "p": "\#(asset)"}], "layers": [{"ty": 2, "ind": 1, "refId": "i", "ip": 0, "op": 30, "st": 0, "ks": {}}]}"#
  }

  /// A Lottie file whose image asset is the file `img/<name>` next to it (`"u": "img/"`).
  static func lottie(file name: String) -> String {
    #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 4, "h": 4, "assets": [{"id": "i", "w": 4, "h": 4, "e": 0, "u": "img/", "p": "\#(name)"}], "layers": [{"ty": 2, "ind": 1, "refId": "i", "ip": 0, "op": 30, "st": 0, "ks": {}}]}"#
  }

  static let tooLarge =
    "contents image too large: 512000000 pixels (limit 100000000); raise it with "
    + "--limit image-pixels=<n>"

  @Test func bombsAreRefusedFromTheHeader() throws {
    let ws = try Workspace()
    let bomb = try Self.bomb(width: 32000, height: 16000)
    try ws.write(Data(bomb), to: "bomb.png")
    try ws.write(Data(Self.scene(contents: "bomb.png").utf8), to: "file.json")
    let uri = "data:image/png;base64," + Data(bomb).base64EncodedString()
    try ws.write(Data(Self.scene(contents: uri).utf8), to: "data.json")
    try ws.write(Data(Self.lottie(asset: uri).utf8), to: "anim.json")
    try ws.write(Data(bomb), to: "img/bomb.png")
    try ws.write(Data(Self.lottie(file: "bomb.png").utf8), to: "files.json")
    try ws.write(try Data(Self.validPNG()), to: "small.png")
    let cases: [(arguments: [String], message: String)] = [
      (["render", "file.json"], "Error: file.json:1:100: layers[0].contents: \(Self.tooLarge)\n"),
      (
        ["render", "data.json", "--format", "svg"],
        "Error: data.json:1:100: layers[0].contents: \(Self.tooLarge)\n"
      ),
      (["info", "data.json"], "Error: data.json:1:100: layers[0].contents: \(Self.tooLarge)\n"),
      (
        ["render", "anim.json", "--format", "pdf"],
        "Error: anim.json:1:113: assets[0].p: \(Self.tooLarge)\n"
      ),
      // An image asset given as a file is reported at its `p` too, not in the imported scene.
      (["info", "files.json"], "Error: files.json:1:126: assets[0].p: \(Self.tooLarge)\n"),
      (
        ["verify", "bomb.png", "--against", "small.png"],
        "Error: cannot read 'bomb.png': the PNG is 32000×16000 pixels, more than the "
          + "100000000 pixels one raster may have\n"
      ),
      (
        ["verify", "small.png", "--against", "bomb.png"],
        "Error: cannot read 'bomb.png': the PNG is 32000×16000 pixels, more than the "
          + "100000000 pixels one raster may have\n"
      ),
    ]
    for (arguments, message) in cases {
      let run = try BoundedRun.run(ws.binary, arguments, in: ws.folder)
      run.expectBounded(status: 1)
      #expect(run.stderr == message, "\(arguments)")
      // Nothing was decoded: far below the 2 GB a decode of this image takes.
      #expect(run.peakBytes < 256 << 20, "\(arguments): peak \(run.peakBytes)")
    }
    #expect(try ws.listing().filter { $0.hasSuffix(".png") } == ["bomb.png", "small.png"])
  }

  @Test func theLimitIsNamedAndCanBeRaised() throws {
    let ws = try Workspace()
    try ws.write(try Data(Self.validPNG()), to: "small.png")
    try ws.write(Data(Self.scene(contents: "small.png").utf8), to: "s.json")
    let refused = try BoundedRun.run(
      ws.binary, ["render", "s.json", "--limit", "image-pixels=63"], in: ws.folder)
    refused.expectBounded(status: 1)
    #expect(
      refused.stderr
        == "Error: s.json:1:100: layers[0].contents: contents image too large: 64 pixels (limit "
        + "63); raise it with --limit image-pixels=<n>\n")
    let allowed = try BoundedRun.run(
      ws.binary, ["render", "s.json", "--limit", "image-pixels=64"], in: ws.folder)
    allowed.expectBounded(status: 0)
  }

  /// Damaged copies of a valid PNG and the reason each is reported with.
  static func damaged() throws -> [(name: String, bytes: [UInt8], reason: String)] {
    let valid = try validPNG()
    let idat = chunks(valid).first { $0.type == "IDAT" }!
    let iend = chunks(valid).first { $0.type == "IEND" }!
    var badCRC = valid
    badCRC[idat.offset + 8 + idat.length / 2] ^= 0x01  // a data byte: the CRC no longer matches
    var badZlib = Array(valid[..<idat.offset])
    var body = Array(valid[idat.offset + 8..<idat.offset + 8 + idat.length])
    body[body.count - 1] ^= 0xFF  // the Adler-32 checksum at the end of the zlib stream
    badZlib += chunk("IDAT", body) + Array(valid[iend.offset...])
    let truncated = Array(valid[..<(idat.offset + 8 + idat.length / 2)])
    let noEnd = Array(valid[..<iend.offset])
    let wide = try bomb(width: 40000, height: 1)
    return [
      ("crc.png", badCRC, "is not a readable PNG: bad CRC in chunk IDAT at byte \(idat.offset)"),
      (
        "zlib.png", badZlib,
        "is not a readable PNG: the image data does not inflate (zlib: incorrect data check)"
      ),
      (
        "cut.png", truncated,
        "is not a readable PNG: the file is truncated at byte \(truncated.count) (in chunk IDAT at byte \(idat.offset))"
      ),
      (
        "noend.png", noEnd,
        "is not a readable PNG: the file is truncated at byte \(noEnd.count) (no IEND chunk)"
      ),
      ("wide.png", wide, "is 40000×1 pixels; at most 32767 pixels per side can be drawn"),
    ]
  }

  @Test func damagedImagesAreLocatedErrors() throws {
    let ws = try Workspace()
    for (name, bytes, reason) in try Self.damaged() {
      try ws.write(Data(bytes), to: name)
      try ws.write(Data(Self.scene(contents: name).utf8), to: "s.json")
      let run = try BoundedRun.run(ws.binary, ["render", "s.json"], in: ws.folder)
      run.expectBounded(status: 1)
      #expect(
        run.stderr
          == "Error: s.json:1:100: layers[0].contents: the contents image \"\(name)\" \(reason)\n")
      let uri = "data:image/png;base64," + Data(bytes).base64EncodedString()
      try ws.write(Data(Self.lottie(asset: uri).utf8), to: "anim.json")
      let lottie = try BoundedRun.run(ws.binary, ["render", "anim.json"], in: ws.folder)
      lottie.expectBounded(status: 1)
      #expect(
        lottie.stderr == "Error: anim.json:1:113: assets[0].p: the embedded PNG image \(reason)\n")
      // The same image as a file next to the Lottie file, named as the file spells it.
      try ws.write(Data(bytes), to: "img/" + name)
      try ws.write(Data(Self.lottie(file: name).utf8), to: "files.json")
      let files = try BoundedRun.run(ws.binary, ["render", "files.json"], in: ws.folder)
      files.expectBounded(status: 1)
      #expect(
        files.stderr
          == "Error: files.json:1:126: assets[0].p: the contents image \"img/\(name)\" \(reason)\n"
      )
      #expect(
        !ws.exists("s@0.000.png") && !ws.exists("anim@0.000.png")
          && !ws.exists("files@0.000.png"))
    }
    // The undamaged file renders.
    try ws.write(try Data(Self.validPNG()), to: "good.png")
    try ws.write(Data(Self.scene(contents: "good.png").utf8), to: "s.json")
    let run = try BoundedRun.run(ws.binary, ["render", "s.json"], in: ws.folder)
    run.expectBounded(status: 0)
  }
}

extension ContentsImageCheckTests {
  @Test func verifyDrawsALargeSVGOnceAtTheReferenceWidth() throws {
    // Drawn first at its intrinsic 30000×30000 pixels, this took 38 s and 3.5 GB.
    let ws = try Workspace()
    try ws.write(try Data(Self.validPNG()), to: "small.png")
    try ws.write(
      Data(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="30000" height="30000" fill="red"/></svg>"#
          .utf8), to: "big.svg")
    let run = try BoundedRun.run(
      ws.binary, ["verify", "big.svg", "--against", "small.png"], in: ws.folder)
    run.expectBounded(status: 0)
    #expect(run.stdout.hasSuffix("result: ok (tolerance 2)\n"), "\(run.stdout)")
    #expect(run.peakBytes < 256 << 20, "peak \(run.peakBytes)")
    try ws.write(
      Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="30000"/>"#.utf8),
      to: "tall.svg")
    let tall = try BoundedRun.run(
      ws.binary, ["verify", "tall.svg", "--against", "small.png"], in: ws.folder)
    tall.expectBounded(status: 1)
    #expect(
      tall.stderr
        == "Error: cannot read 'tall.svg': raster of 8×240000 pixels is too large: at most "
        + "32767 pixels per side\n")
  }
}

extension ContentsImageCheckTests {
  /// A Lottie image asset given as a file that cannot be used is reported at the asset's `p`
  /// in the Lottie file, naming the file as `u` + `p` spell it (it used to point into the
  /// imported scene: `layers[0]: sublayers[0].contents in the imported scene: …` with the
  /// resolved absolute path).
  @Test func unusableImageFileAssetsPointAtTheAssetsPath() throws {
    let ws = try Workspace()
    try ws.write(try Data(Self.validPNG()), to: "img/good.png")
    try ws.write(Data("not a PNG".utf8), to: "img/text.png")
    let cases: [(name: String, reason: String)] = [
      ("none.png", "cannot read the contents image \"img/none.png\": No such file or directory"),
      (
        "text.png",
        "the contents image \"img/text.png\" is not a PNG or JPEG image, nor an SVG image with "
          + "a width and height or viewBox"
      ),
    ]
    for (name, reason) in cases {
      try ws.write(Data(Self.lottie(file: name).utf8), to: "anim.json")
      let run = try BoundedRun.run(ws.binary, ["render", "anim.json"], in: ws.folder)
      run.expectBounded(status: 1)
      #expect(run.stderr == "Error: anim.json:1:126: assets[0].p: \(reason)\n")
      #expect(!ws.exists("anim@0.000.png"))
    }
    try ws.write(Data(Self.lottie(file: "good.png").utf8), to: "anim.json")
    let good = try BoundedRun.run(ws.binary, ["render", "anim.json"], in: ws.folder)
    good.expectBounded(status: 0)
    #expect(ws.exists("anim@0.000.png"))
    // The limit names still reach the user: over `image-pixels`, at the asset's `p`.
    let limited = try BoundedRun.run(
      ws.binary, ["render", "anim.json", "--limit", "image-pixels=63"], in: ws.folder)
    limited.expectBounded(status: 1)
    #expect(
      limited.stderr
        == "Error: anim.json:1:126: assets[0].p: contents image too large: 64 pixels (limit 63); "
        + "raise it with --limit image-pixels=<n>\n")
  }
}
