import Foundation

extension SceneCursor {
  /// A point `[x, y]`.
  public func point() throws -> CGPoint {
    let v = try numbers(count: 2, "a point [x, y]")
    return CGPoint(x: v[0], y: v[1])
  }

  /// A size `[width, height]` (negative values allowed, as in Core Graphics).
  public func size() throws -> CGSize {
    let v = try numbers(count: 2, "a size [width, height]")
    return CGSize(width: v[0], height: v[1])
  }

  /// A rectangle `[x, y, width, height]`, as written (negative sizes kept).
  public func rect() throws -> CGRect {
    let v = try numbers(count: 4, "a rect [x, y, width, height]")
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// A rectangle standardised as Core Animation does for `frame` and `bounds`.
  ///
  /// A negative width or height moves the origin so the size is positive:
  /// `[10, 10, -4, 6]` becomes `[6, 10, 4, 6]`.
  public func standardizedRect() throws -> CGRect {
    let r = try rect()
    var x = r.origin.x
    var y = r.origin.y
    var w = r.size.width
    var h = r.size.height
    if w < 0 {
      x += w
      w = -w
    }
    if h < 0 {
      y += h
      h = -h
    }
    return CGRect(x: x, y: y, width: w, height: h)
  }

  /// A colour, or nil for `null`.
  ///
  /// Accepts `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, `[r, g, b]`, `[r, g, b, a]` (0…1),
  /// a name from ``SceneColor/named``, or `null` (when `allowsNull`; otherwise an error).
  public func color(allowsNull: Bool = true) throws -> SceneColor? {
    // Built only for the message: a scene has a colour per shape.
    func expected() -> String {
      "a colour (\"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\", [r, g, b], [r, g, b, a] in 0…1, "
        + "or a colour name\(allowsNull ? ", or null" : ""))"
    }
    switch value.kind {
    case .null:
      if allowsNull { return nil }
      throw mismatch("a colour (null is not allowed here)")
    case .string(let s):
      if s.hasPrefix("#") {
        guard let c = SceneColor(hex: s) else {
          throw mismatch("a hex colour \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        return c
      }
      if let c = SceneColor.named[s] { return c }
      if let suggestion = EditDistance.suggestion(for: s, among: SceneColor.names) {
        throw error(
          "unknown colour name \(JSONValue.quote(s)); did you mean \(JSONValue.quote(suggestion))?")
      }
      throw error(
        "unknown colour name \(JSONValue.quote(s)) (names: "
          + SceneColor.names.joined(separator: ", ") + ")")
    case .array(let items):
      guard items.count == 3 || items.count == 4 else { throw mismatch(expected()) }
      // Numbers in 0…1 are read in place (no array for a colour: a scene has one per shape);
      // anything else goes through cursors, whose error names the first bad component.
      func plain(_ k: Int) -> Double? {
        guard case .number(let d) = items[k].kind, (0...1).contains(d) else { return nil }
        return d
      }
      if let red = plain(0), let green = plain(1), let blue = plain(2),
        let alpha = items.count == 4 ? plain(3) : 1
      {
        return SceneColor(red: red, green: green, blue: blue, alpha: alpha)
      }
      var components: [Double] = []
      for item in try array() {
        components.append(try item.number(in: 0...1, "a colour component in 0…1"))
      }
      return SceneColor(
        red: components[0], green: components[1], blue: components[2],
        alpha: components.count == 4 ? components[3] : 1)
    default:
      throw mismatch(expected())
    }
  }

  /// A non-null colour.
  public func requiredColor() throws -> SceneColor {
    try color(allowsNull: false)!
  }
}
