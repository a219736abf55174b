extension StrobeCommandLine {
  /// The words after the program name, read from the raw `argv`, or the usage message for the
  /// first one that is not valid UTF-8.
  ///
  /// Swift's `CommandLine.arguments` replaces invalid bytes with U+FFFD, so a folder named in
  /// Latin-1 would silently become another folder; Strobe refuses such a word instead
  /// (exit 64), showing its bytes with the invalid ones as `\xNN` (docs/limits.md, "Files on
  /// disk").
  public static func rawArguments(
    count: Int32, values: UnsafePointer<UnsafeMutablePointer<CChar>?>
  ) -> (arguments: [String], invalid: String?) {
    var words: [String] = []
    for index in 1..<Int(max(count, 1)) {
      guard let raw = values[index] else { continue }
      if let word = String(validatingCString: raw) {
        words.append(word)
        continue
      }
      var shown = ""
      var p = UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self)
      while p.pointee != 0 {
        let b = p.pointee
        shown += b >= 0x20 && b < 0x7f ? String(UnicodeScalar(b)) : "\\x" + hex(b)
        p += 1
      }
      return (
        words,
        "Error: argument \(index) ('\(shown)') is not valid UTF-8: Strobe takes file and folder "
          + "names as UTF-8 and will not guess another name; rename it or use a UTF-8 path"
      )
    }
    return (words, nil)
  }

  private static func hex(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
  }
}
