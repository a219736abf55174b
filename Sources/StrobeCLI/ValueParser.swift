import StrobeRender

/// Converts raw option strings into typed values, throwing ``CLIError/invalidValue(argument:value:expected:)``
/// that names the argument, the offending text and what is allowed.
enum ValueParser {
  /// The elements of a comma-separated list, each trimmed of spaces; an empty element (as in
  /// `1,,2` or a trailing comma) is invalid.
  static func commaList(_ raw: String, argument: ArgumentSpec, expected: String) throws
    -> [String]
  {
    let elements = raw.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    if elements.contains(where: \.isEmpty) {
      throw CLIError.invalidValue(
        argument: argument.unadornedSynopsis, value: raw, expected: expected)
    }
    return elements
  }

  /// `raw` as a decimal number, or nil.
  ///
  /// Decimal: an optional sign, digits with an optional point, an optional exponent (`12`,
  /// `-0.5`, `.25`, `1e-3`). Every numeric command-line value goes through it: `Double(_:)`
  /// alone would also take `0x10` (16), `inf`, `nan` and `infinity`.
  static func decimal<S: StringProtocol>(_ raw: S) -> Double? {
    var bytes = Substring(raw).utf8[...]
    if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    let whole = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(whole.count)
    var fraction = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fraction = bytes.prefix(while: isDigit).count
      bytes = bytes.dropFirst(fraction)
    }
    guard whole.count + fraction > 0 else { return nil }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      let digits = bytes.prefix(while: isDigit).count
      guard digits > 0 else { return nil }
      bytes = bytes.dropFirst(digits)
    }
    guard bytes.isEmpty else { return nil }
    return Double(String(raw))
  }

  /// A finite decimal number (``decimal(_:)``) satisfying `isAllowed`.
  static func number(
    _ raw: String, argument: ArgumentSpec, expected: String, where isAllowed: (Double) -> Bool
  ) throws -> Double {
    guard let value = decimal(raw), value.isFinite, isAllowed(value) else {
      throw CLIError.invalidValue(
        argument: argument.unadornedSynopsis, value: raw, expected: expected)
    }
    return value
  }

  /// A decimal integer within `range`.
  static func integer(
    _ raw: String, argument: ArgumentSpec, expected: String, in range: ClosedRange<Int>
  ) throws -> Int {
    guard raw.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(raw),
      range.contains(value)
    else {
      throw CLIError.invalidValue(
        argument: argument.unadornedSynopsis, value: raw, expected: expected)
    }
    return value
  }

  /// A non-empty path (files and folders; `-` is left to the caller).
  static func path(_ raw: String, argument: ArgumentSpec) throws -> String {
    guard !raw.isEmpty else {
      throw CLIError.invalidValue(
        argument: argument.unadornedSynopsis, value: raw, expected: "a non-empty path")
    }
    return raw
  }

  /// Every `--at` value (comma lists, repeatable) as time specs, in the order given.
  static func timeSpecs(_ raws: [String], argument: ArgumentSpec) throws -> [TimeSpec] {
    let expected = "a number of seconds at least 0, or 'keyframes'"
    return try raws.flatMap { raw in
      try commaList(raw, argument: argument, expected: expected).map { element -> TimeSpec in
        if element == "keyframes" { return .keyframes }
        return .seconds(try number(element, argument: argument, expected: expected) { $0 >= 0 })
      }
    }
  }

  /// Every `--format` value (comma lists, repeatable), without duplicates, in first-seen order.
  static func formats(_ raws: [String], argument: ArgumentSpec) throws -> [OutputFormat] {
    let expected = "one of 'svg', 'pdf' or 'png'"
    var formats: [OutputFormat] = []
    for raw in raws {
      for element in try commaList(raw, argument: argument, expected: expected) {
        guard let format = OutputFormat(rawValue: element) else {
          throw CLIError.invalidValue(
            argument: argument.unadornedSynopsis, value: element, expected: expected)
        }
        if !formats.contains(format) { formats.append(format) }
      }
    }
    return formats
  }

  /// Every `--scale` value (comma lists, repeatable), without duplicates, in first-seen order.
  static func scales(_ raws: [String], argument: ArgumentSpec) throws -> [Double] {
    let expected = "a finite number greater than 0"
    var scales: [Double] = []
    for raw in raws {
      for element in try commaList(raw, argument: argument, expected: expected) {
        let scale = try number(element, argument: argument, expected: expected) { $0 > 0 }
        if !scales.contains(scale) { scales.append(scale) }
      }
    }
    return scales
  }
}
