import Foundation

extension CGImage {
  /// The pixel size in a JPEG file's frame header, or nil when `data` is not a JPEG whose
  /// markers lead to one.
  ///
  /// The file must start with SOI (`FF D8`); then markers are walked (fill bytes `FF`
  /// skipped, standalone markers without a length stepped over) up to the first start-of-frame
  /// marker — SOF0…SOF15 but for DHT (`C4`), JPG (`C8`) and DAC (`CC`) — whose height and width
  /// are returned when both are positive. A scan (SOS) or end of image (EOI) before any frame
  /// header, a marker segment running past the data, or a zero size (a height given later by a
  /// DNL marker, which libjpeg does not support) gives nil.
  static func jpegFrameSize(_ data: Data) -> (width: Int, height: Int)? {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (width: Int, height: Int)? in
      let b = raw.bindMemory(to: UInt8.self)
      let n = b.count
      guard n >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
      func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
      var i = 2
      while i < n {
        guard b[i] == 0xFF else { return nil }
        while i < n && b[i] == 0xFF { i += 1 }
        guard i < n else { return nil }
        let marker = b[i]
        i += 1
        switch marker {
        case 0x01, 0xD0...0xD8:
          continue  // standalone: TEM, RSTn, a repeated SOI
        case 0xD9, 0xDA:
          return nil  // EOI or SOS before a frame header
        default:
          break
        }
        guard i + 2 <= n else { return nil }
        let length = be16(i)
        guard length >= 2, i + length <= n else { return nil }
        let isFrame =
          (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
        if isFrame {
          guard length >= 8 else { return nil }
          let height = be16(i + 3)
          let width = be16(i + 5)
          guard width > 0, height > 0 else { return nil }
          return (width, height)
        }
        i += length
      }
      return nil
    }
  }
}
