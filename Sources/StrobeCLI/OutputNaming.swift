import StrobeRender

/// Pure helpers for output file names (docs/cli-conventions.md §Output names).
///
/// A per-frame file is `<stem>@<time>[@<scale>x].<ext>`: `ring@0.500.svg`,
/// `ring@0.500@2x.png`. A multipage PDF is `<stem>.pdf`.
public enum OutputNaming {
  /// Decimals used for times in names, unless two sampled times would print the same.
  public static let defaultTimeDecimals = 3
  /// Decimals used for every time of an export in which two times collide at 3 decimals.
  public static let collisionTimeDecimals = 6
  /// The stem used when the scene comes from standard input.
  public static let standardInputStem = "stdin"
  /// The stem used when a scene path leaves nothing after stripping, as `.json` does.
  public static let fallbackStem = "scene"

  /// The stem of a scene path: its last component without a `.json` suffix and then without
  /// a `.strobe` suffix.
  ///
  /// ```
  /// OutputNaming.stem(of: "dir/ring.json")         // "ring"
  /// OutputNaming.stem(of: "ring.strobe.json")      // "ring"
  /// OutputNaming.stem(of: "scenes/ring")           // "ring"
  /// OutputNaming.stem(of: "ring.v2.json")          // "ring.v2"
  /// OutputNaming.stem(of: "-")                     // "stdin"
  /// ```
  /// Only those two suffixes are removed, case-sensitively; other dots stay. A path that
  /// leaves nothing gives ``fallbackStem``.
  public static func stem(of path: String) -> String {
    if path == "-" { return standardInputStem }
    var name = Substring(path)
    while name.hasSuffix("/") { name = name.dropLast() }
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if name.hasSuffix(".json") { name = name.dropLast(5) }
    if name.hasSuffix(".strobe") { name = name.dropLast(7) }
    return name.isEmpty ? fallbackStem : String(name)
  }

  /// `value` printed with exactly `decimals` digits after the point, rounded half away from
  /// zero.
  ///
  /// Rounding works on the shortest decimal form that reads back as `value` (Swift's
  /// `description`), not on the binary fraction, so a time that prints as `0.0375` becomes
  /// `0.038` even though the nearest `Double` is slightly below 0.0375. A result that rounds
  /// to zero has no minus sign. Non-finite values print as Swift prints them (`inf`, `nan`).
  ///
  /// ```
  /// OutputNaming.formatTime(0.0125, decimals: 3)  // "0.013"
  /// OutputNaming.formatTime(0.0005, decimals: 3)  // "0.001"
  /// OutputNaming.formatTime(2, decimals: 3)       // "2.000"
  /// OutputNaming.formatTime(1.0 / 3, decimals: 6) // "0.333333"
  /// ```
  /// - Precondition: `decimals` ≥ 0.
  public static func formatTime(_ value: Double, decimals: Int) -> String {
    precondition(decimals >= 0, "decimals must be >= 0")
    guard value.isFinite else { return "\(value)" }
    let (digits, point) = decimalDigits(of: value.magnitude)
    var kept = Array(digits.prefix(Swift.max(point + decimals, 0)))
    kept += Array(repeating: 0, count: Swift.max(point + decimals - kept.count, 0))
    var integerCount = point
    let firstDropped = point + decimals < digits.count ? digits[Swift.max(point + decimals, 0)] : 0
    if point + decimals >= 0 && firstDropped >= 5 {
      var position = kept.count - 1
      while position >= 0 && kept[position] == 9 {
        kept[position] = 0
        position -= 1
      }
      if position >= 0 {
        kept[position] += 1
      } else {
        kept.insert(1, at: 0)
        integerCount += 1
      }
    }
    let integerDigits = kept.prefix(integerCount).drop { $0 == 0 }
    let integerText = integerDigits.isEmpty ? "0" : integerDigits.map(String.init).joined()
    let fractionText = kept.dropFirst(integerCount).map(String.init).joined()
    let isNegative = value < 0 && kept.contains { $0 != 0 }
    return (isNegative ? "-" : "") + integerText + (decimals > 0 ? "." + fractionText : "")
  }

  /// The decimal digits of a finite, non-negative `value` and the position of the decimal
  /// point among them, padded so that the point is within or at the end of the digits
  /// (`0.0125` → `[0, 0, 1, 2, 5]`, point 1).
  private static func decimalDigits(of value: Double) -> (digits: [Int], point: Int) {
    let text = "\(value)"
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integerPart = pieces[0]
    let fractionPart = pieces.count > 1 ? pieces[1] : ""
    var digits = (integerPart + fractionPart).compactMap { $0.wholeNumberValue }
    var point = integerPart.count + exponent
    if point < 0 {
      digits.insert(contentsOf: repeatElement(0, count: -point), at: 0)
      point = 0
    }
    if point > digits.count {
      digits += repeatElement(0, count: point - digits.count)
    }
    return (digits, point)
  }

  /// The decimals to print the times of one export with: 3, or 6 when two different times
  /// would print the same with 3.
  ///
  /// Equal times (a time asked twice) are not a collision. Compute this over every sampled
  /// time of the export, before sharding, so all shards name files alike.
  public static func timeDecimals(for times: [Double]) -> Int {
    let distinct = Set(times)
    let printed = Set(distinct.map { formatTime($0, decimals: defaultTimeDecimals) })
    return printed.count < distinct.count ? collisionTimeDecimals : defaultTimeDecimals
  }

  /// The iOS-style scale suffix: empty for scale 1, `@2x` for integer scales, `@1.5x` for
  /// others (shortest decimal form).
  ///
  /// - Precondition: `scale` is finite and > 0.
  public static func scaleSuffix(_ scale: Double) -> String {
    precondition(scale.isFinite && scale > 0, "scale must be finite and > 0")
    if scale == 1 { return "" }
    if scale == scale.rounded() && scale < 1e15 { return "@\(Int(scale))x" }
    return "@\(scale)x"
  }

  /// The name of one per-frame output: `<stem>@<time><scale suffix>.<ext>`.
  ///
  /// The scale suffix is added for PNG only (`--scale` does not apply to SVG and PDF).
  ///
  /// ```
  /// OutputNaming.fileName(stem: "ring", time: 0.5, decimals: 3, format: .png, scale: 2)
  /// // "ring@0.500@2x.png"
  /// ```
  public static func fileName(
    stem: String, time: Double, decimals: Int, format: OutputFormat, scale: Double = 1
  ) -> String {
    let suffix = format == .png ? scaleSuffix(scale) : ""
    return "\(stem)@\(formatTime(time, decimals: decimals))\(suffix).\(format.fileExtension)"
  }

  /// The name of a `--multipage` PDF: `<stem>.pdf`.
  public static func multipageFileName(stem: String) -> String {
    "\(stem).\(OutputFormat.pdf.fileExtension)"
  }

  /// Whether `name` is a file name ``fileName(stem:time:decimals:format:scale:)`` or
  /// ``multipageFileName(stem:)`` can give for `stem`: `<stem>.pdf`, or
  /// `<stem>@<time>.<svg|pdf|png>` and `<stem>@<time>@<scale>x.png`, where `<time>` is
  /// digits with an optional `-` and fraction and `<scale>` a positive decimal number.
  ///
  /// `--prune` removes only such files, so other files in the folder, and the outputs of
  /// scenes with other stems (`ring@big@0.000.png` is not one of `ring`'s), are kept.
  /// ```
  /// OutputNaming.isOutputName("ring@0.500@2x.png", stem: "ring")  // true
  /// OutputNaming.isOutputName("ring@0.500@2x.svg", stem: "ring")  // false: SVG has no scale
  /// OutputNaming.isOutputName("ring.pdf", stem: "ring")           // true
  /// OutputNaming.isOutputName("ring@notes.txt", stem: "ring")     // false
  /// ```
  public static func isOutputName(_ name: String, stem: String) -> Bool {
    if name == multipageFileName(stem: stem) { return true }
    let prefix = stem + "@"
    guard name.hasPrefix(prefix), let dot = name.lastIndex(of: ".") else { return false }
    let fileExtension = name[name.index(after: dot)...]
    guard let format = OutputFormat.allCases.first(where: { $0.fileExtension == fileExtension })
    else { return false }
    let middle = name[name.index(name.startIndex, offsetBy: prefix.count)..<dot]
    let parts = middle.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 1 || (parts.count == 2 && format == .png) else { return false }
    guard isTimeText(parts[0]) else { return false }
    if parts.count == 2 {
      let scale = parts[1]
      guard scale.hasSuffix("x"), let value = Double(scale.dropLast()), value.isFinite, value > 0,
        value != 1
      else { return false }
    }
    return true
  }

  /// Whether `text` is a time as ``formatTime(_:decimals:)`` prints it: an optional `-`,
  /// digits, and an optional `.` followed by digits.
  private static func isTimeText(_ text: Substring) -> Bool {
    var rest = text.hasPrefix("-") ? text.dropFirst() : text
    let whole = rest.prefix { $0.isASCII && $0.isNumber }
    guard !whole.isEmpty else { return false }
    rest = rest.dropFirst(whole.count)
    if rest.isEmpty { return true }
    guard rest.first == "." else { return false }
    let fraction = rest.dropFirst()
    return !fraction.isEmpty && fraction.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
