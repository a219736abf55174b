import Foundation
import StrobeGeometry

extension SceneCursor {
  /// A path value, or nil for `null`.
  ///
  /// SVG path data is checked against the full SVG grammar (empty = an empty path). Constructors:
  /// `rect`, `ellipse`, `roundedRect` (with `cornerRadius`, or `cornerWidth` and
  /// `cornerHeight`; radii ≥ 0), `arc` (`center`, `radius` ≥ 0, `startAngle`, `endAngle`,
  /// optional `clockwise`, default true).
  public func path(allowsNull: Bool = true) throws -> ScenePath? {
    let expected = "a path (SVG path data or {\"rect\"|\"ellipse\"|\"roundedRect\"|\"arc\": …})"
    switch value.kind {
    case .null:
      if allowsNull { return nil }
      throw mismatch(expected)
    case .path(let data):
      return .data(data)
    case .string(let s):
      do {
        return .data(try PathData(svgPathData: s))
      } catch {
        throw SceneError.invalid(location, message: "invalid SVG path data: \(error)")
      }
    case .object(let object):
      let kinds = ["rect", "ellipse", "roundedRect", "arc"]
      let allowed = kinds + ["cornerRadius", "cornerWidth", "cornerHeight"]
      let fields = try self.fields(allowed: allowed)
      let present = fields.keys.filter(kinds.contains)
      guard present.count == 1 else {
        if present.count > 1 {
          throw SceneError.conflictingKeys(
            fields.keyLocation(present[1])!, key: present[1], other: present[0])
        }
        throw error("a path constructor needs one of rect, ellipse, roundedRect, arc")
      }
      let kind = present[0]
      // Corner keys belong to roundedRect only.
      if kind != "roundedRect" {
        for key in ["cornerRadius", "cornerWidth", "cornerHeight"] where fields.has(key) {
          throw SceneError.invalid(
            fields.keyLocation(key)!, message: "\"\(key)\" is only allowed with \"roundedRect\"")
        }
      }
      _ = object
      switch kind {
      case "rect":
        return .rect(try fields["rect"]!.rect())
      case "ellipse":
        return .ellipse(try fields["ellipse"]!.rect())
      case "roundedRect":
        let r = try fields["roundedRect"]!.rect()
        if let radius = fields["cornerRadius"] {
          try fields.forbid("cornerWidth", with: ["cornerRadius"])
          try fields.forbid("cornerHeight", with: ["cornerRadius"])
          return .roundedRect(r, cornerRadius: try radius.nonNegativeNumber())
        }
        if fields.has("cornerWidth") || fields.has("cornerHeight") {
          let w = try fields.required("cornerWidth").nonNegativeNumber()
          let h = try fields.required("cornerHeight").nonNegativeNumber()
          return .roundedRectCorners(r, cornerWidth: w, cornerHeight: h)
        }
        throw SceneError.missingKey(location, key: "cornerRadius")
      default:
        let arc = try fields["arc"]!.fields(
          allowed: ["center", "radius", "startAngle", "endAngle", "clockwise"])
        return .arc(
          center: try arc.required("center").point(),
          radius: try arc.required("radius").nonNegativeNumber(),
          startAngle: try arc.required("startAngle").number(),
          endAngle: try arc.required("endAngle").number(),
          clockwise: try arc["clockwise"]?.bool() ?? true)
      }
    default:
      throw mismatch(expected)
    }
  }
}
