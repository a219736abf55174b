import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

@Test func scratch() throws {
  let rect = PathData([.move(to: CGPoint(x: 10, y: 5)), .line(to: CGPoint(x: 30, y: 5)), .line(to: CGPoint(x: 30, y: 15)), .line(to: CGPoint(x: 10, y: 15)), .closeSubpath])
  let list = DrawList(size: CGSize(width: 40, height: 30), background: RGBA(1,1,1,1), operations: [
    .beginGroup(opacity: 0.5),
    .pushClip(rect, transform: .identity, rule: .nonZero),
    .fill(rect, transform: CGAffineTransform(translationX: 3, y: 2), color: RGBA(1,0,0,1), rule: .nonZero),
    .popClip,
    .stroke(rect, transform: CGAffineTransform(scaleX: 1, y: 0.5), color: RGBA(0,0,1,1), style: StrokeStyle(lineWidth: 2, dashes: [2, 1])),
    .endGroup,
  ])
  let r = Renderer()
  try r.svgData(list).write(to: URL(fileURLWithPath: "/tmp/rtest/a.svg"))
  try r.svgData(list).write(to: URL(fileURLWithPath: "/tmp/rtest/b.svg"))
  try r.pdfData(pages: [list, list]).write(to: URL(fileURLWithPath: "/tmp/rtest/a.pdf"))
  try r.pdfData(pages: [list, list]).write(to: URL(fileURLWithPath: "/tmp/rtest/b.pdf"))
  try r.pngData(list, scale: 2).write(to: URL(fileURLWithPath: "/tmp/rtest/a.png"))
}
