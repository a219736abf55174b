import Foundation

// The file names `strobe render` gives a scene's outputs, computed from the scene's JSON
// alone (a plugin cannot import Strobe's modules, and a build command must declare its
// outputs before it runs). This file is the plugin's copy of the rules in
// Sources/StrobeCLI/OutputNaming.swift and OutputPlan.swift; it imports only Foundation
// so that Tests/StrobeLibraryTests compiles it too (through a symbolic link) and checks that
// both give the same names (AssetPlanAgreementTests).

/// Why a scene's outputs cannot be named before rendering.
enum AssetPlanError: Error, CustomStringConvertible, Equatable {
  /// The file is not a JSON object.
  case notAnObject(file: String)
  /// A field of the `export` block has a value the plugin cannot use.
  case badExportField(file: String, field: String, reason: String)
  /// `export.times` is `"keyframes"`: the times depend on evaluating the animations.
  case keyframeTimes(file: String)
  /// `export.fps` without a top-level `duration`: the last time depends on the animations.
  case fpsWithoutDuration(file: String)

  var description: String {
    switch self {
    case .notAnObject(let file):
      return "\(file): a scene file must hold one JSON object"
    case .badExportField(let file, let field, let reason):
      return "\(file): export.\(field): \(reason)"
    case .keyframeTimes(let file):
      return
        "\(file): export.times is \"keyframes\"; the StrobeAssets plugin must name its "
        + "outputs before rendering, so give the times as a list of seconds (see "
        + "'strobe info \(file)' for the keyframe times)"
    case .fpsWithoutDuration(let file):
      return
        "\(file): export.fps needs a top-level \"duration\" for the StrobeAssets plugin, "
        + "which must name its outputs before rendering"
    }
  }
}

/// The outputs of rendering one scene with its `export` block and no options.
struct AssetPlan: Equatable {
  /// Output file names, in `strobe render`'s order (time, then format, then scale).
  var fileNames: [String]
  /// Relative paths of the files the scene references (`contents` that are not `data:`
  /// URIs), resolved against the scene's folder by the caller.
  var referencedFiles: [String]

  /// Formats used when the export block names none (`RenderRequest.defaultFormats`).
  static let defaultFormats = ["png"]

  /// Plans the outputs of the scene `json` (the file's bytes), named `fileName` in errors
  /// and in the output stem.
  init(sceneJSON json: Data, fileName: String) throws {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
      throw AssetPlanError.notAnObject(file: fileName)
    }
    let export = object["export"] as? [String: Any] ?? [:]
    let times = try Self.times(export: export, scene: object, file: fileName)
    let formats = Self.distinct(
      try Self.strings(export["formats"], field: "formats", file: fileName)
        ?? Self.defaultFormats)
    for format in formats where !["svg", "pdf", "png"].contains(format) {
      throw AssetPlanError.badExportField(
        file: fileName, field: "formats", reason: "unknown format \"\(format)\"")
    }
    let scales = Self.distinct(
      try Self.numbers(export["scales"], field: "scales", file: fileName) ?? [1])
    for scale in scales where !(scale.isFinite && scale > 0) {
      throw AssetPlanError.badExportField(
        file: fileName, field: "scales", reason: "\(scale) is not > 0")
    }
    let stem = AssetNaming.stem(of: fileName)
    let sorted = Array(Set(times)).sorted()
    let decimals = AssetNaming.timeDecimals(for: sorted)
    var names: [String] = []
    for time in sorted {
      for format in formats {
        for scale in format == "png" ? scales : [1] {
          names.append(
            AssetNaming.fileName(
              stem: stem, time: time, decimals: decimals, fileExtension: format, scale: scale))
        }
      }
    }
    fileNames = names
    var references: [String] = []
    Self.collectContents(object["layers"], into: &references)
    referencedFiles = Self.distinct(references)
  }

  /// The times the export block asks for, as `strobe render` samples them without options.
  static func times(export: [String: Any], scene: [String: Any], file: String) throws -> [Double] {
    if let times = export["times"] {
      if let word = times as? String {
        if word == "keyframes" { throw AssetPlanError.keyframeTimes(file: file) }
        throw AssetPlanError.badExportField(
          file: file, field: "times", reason: "expected a list of seconds or \"keyframes\"")
      }
      guard let list = try numbers(times, field: "times", file: file), !list.isEmpty else {
        throw AssetPlanError.badExportField(
          file: file, field: "times", reason: "expected a non-empty list of seconds")
      }
      return list
    }
    if let fpsValue = export["fps"] {
      guard let fps = number(fpsValue), fps.isFinite, fps > 0 else {
        throw AssetPlanError.badExportField(
          file: file, field: "fps", reason: "expected a number > 0")
      }
      guard let duration = scene["duration"].flatMap(number), duration.isFinite else {
        throw AssetPlanError.fpsWithoutDuration(file: file)
      }
      return AssetNaming.frames(fps: fps, from: 0, to: duration)
    }
    return [0]
  }

  /// A JSON number as a Double.
  static func number(_ value: Any) -> Double? {
    if let n = value as? NSNumber { return n.doubleValue }
    if let d = value as? Double { return d }
    if let i = value as? Int { return Double(i) }
    return nil
  }

  /// A list of numbers, nil when absent.
  static func numbers(_ value: Any?, field: String, file: String) throws -> [Double]? {
    guard let value else { return nil }
    guard let list = value as? [Any] else {
      throw AssetPlanError.badExportField(file: file, field: field, reason: "expected a list")
    }
    return try list.map {
      guard let n = number($0) else {
        throw AssetPlanError.badExportField(
          file: file, field: field, reason: "expected numbers, found \($0)")
      }
      return n
    }
  }

  /// A list of strings, nil when absent.
  static func strings(_ value: Any?, field: String, file: String) throws -> [String]? {
    guard let value else { return nil }
    guard let list = value as? [String], !list.isEmpty else {
      throw AssetPlanError.badExportField(
        file: file, field: field, reason: "expected a non-empty list of names")
    }
    return list
  }

  /// `contents` strings of a layer list and its masks and sublayers, skipping `data:` URIs.
  static func collectContents(_ layers: Any?, into paths: inout [String]) {
    guard let layers = layers as? [Any] else { return }
    for case let layer as [String: Any] in layers {
      if let contents = layer["contents"] as? String, !contents.hasPrefix("data:") {
        paths.append(contents)
      }
      if let mask = layer["mask"] { collectContents([mask], into: &paths) }
      collectContents(layer["sublayers"], into: &paths)
    }
  }

  /// `values` without repeats, in first-mention order.
  static func distinct<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    return values.filter { seen.insert($0).inserted }
  }
}

/// The naming rules of cli-conventions.md "Output names", as in OutputNaming.swift.
enum AssetNaming {
  /// The stem of a scene path: its last component without `.json`, then without `.strobe`.
  static func stem(of path: String) -> String {
    if path == "-" { return "stdin" }
    var name = Substring(path)
    while name.hasSuffix("/") { name = name.dropLast() }
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if name.hasSuffix(".json") { name = name.dropLast(5) }
    if name.hasSuffix(".strobe") { name = name.dropLast(7) }
    return name.isEmpty ? "scene" : String(name)
  }

  /// `value` with exactly `decimals` digits after the point, rounded half away from zero on
  /// its shortest decimal form.
  static func formatTime(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    let (digits, point) = decimalDigits(of: value.magnitude)
    var kept = Array(digits.prefix(max(point + decimals, 0)))
    kept += Array(repeating: 0, count: max(point + decimals - kept.count, 0))
    var integerCount = point
    let firstDropped = point + decimals < digits.count ? digits[max(point + decimals, 0)] : 0
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

  /// The decimal digits of a finite, non-negative value and the position of its point.
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

  /// 3 decimals, or 6 when two different times print the same with 3.
  static func timeDecimals(for times: [Double]) -> Int {
    let distinct = Set(times)
    let printed = Set(distinct.map { formatTime($0, decimals: 3) })
    return printed.count < distinct.count ? 6 : 3
  }

  /// `""` for scale 1, `@2x` for integer scales, `@1.5x` for others.
  static func scaleSuffix(_ scale: Double) -> String {
    if scale == 1 { return "" }
    if scale == scale.rounded() && scale < 1e15 { return "@\(Int(scale))x" }
    return "@\(scale)x"
  }

  /// `<stem>@<time><scale suffix>.<ext>`; the scale suffix for PNG only.
  static func fileName(
    stem: String, time: Double, decimals: Int, fileExtension: String, scale: Double
  ) -> String {
    let suffix = fileExtension == "png" ? scaleSuffix(scale) : ""
    return "\(stem)@\(formatTime(time, decimals: decimals))\(suffix).\(fileExtension)"
  }

  /// `from + k / fps` for k = 0, 1, … while ≤ `to` + 1e-9 (TimeSampling.frames).
  static func frames(fps: Double, from: Double, to: Double) -> [Double] {
    var times: [Double] = []
    var k = 0
    while true {
      let time = from + Double(k) / fps
      guard time <= to + 1e-9 else { break }
      times.append(abs(time - to) <= 1e-9 ? to : time)
      k += 1
    }
    return times
  }
}
