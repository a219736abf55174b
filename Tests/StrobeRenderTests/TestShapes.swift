import Foundation
import StrobeGeometry
import StrobeRender

/// Small hand-built paths and colours shared by the tests.
enum TestShapes {
  static let red = RGBA(1, 0, 0, 1)
  static let blue = RGBA(0, 0, 1, 1)
  static let white = RGBA(1, 1, 1, 1)

  /// A closed clockwise (on a y-down screen) rectangle path.
  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PathData {
    PathData([
      .move(to: CGPoint(x: x, y: y)), .line(to: CGPoint(x: x + w, y: y)),
      .line(to: CGPoint(x: x + w, y: y + h)), .line(to: CGPoint(x: x, y: y + h)), .closeSubpath,
    ])
  }

  /// An open straight line.
  static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PathData {
    PathData([.move(to: CGPoint(x: x0, y: y0)), .line(to: CGPoint(x: x1, y: y1))])
  }

  /// A filled rectangle operation.
  static func fillRect(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: RGBA = red,
    transform: CGAffineTransform = .identity
  ) -> DrawList.Operation {
    .fill(rect(x, y, w, h), transform: transform, color: color, rule: .nonZero)
  }

  /// A list on a white (or given) background.
  static func list(
    _ width: Double, _ height: Double, background: RGBA? = white,
    _ operations: [DrawList.Operation]
  ) -> DrawList {
    DrawList(
      size: CGSize(width: width, height: height), background: background, operations: operations)
  }
}

/// Pixel tuple helpers.
typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

/// Whether two pixels are equal.
func same(_ p: Pixel, _ q: Pixel) -> Bool {
  p.r == q.r && p.g == q.g && p.b == q.b && p.a == q.a
}

let opaqueRed: Pixel = (255, 0, 0, 255)
let opaqueWhite: Pixel = (255, 255, 255, 255)
let opaqueBlue: Pixel = (0, 0, 255, 255)

/// A fresh empty folder under the system temporary folder.
func makeTemporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("strobe-render-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
