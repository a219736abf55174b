import CCairo
import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// A ``DisplayList`` is checked and turned into a tree once, when it is built: brackets hold
/// their children, groups their extents, shadows their content bounds.
@Suite struct DisplayListTests {
  /// A group node's extents and children, or nil for another node.
  static func group(_ node: DisplayNode?) -> (extents: DisplayExtents, children: [DisplayNode])? {
    guard case .group(_, _, let extents, let children, _, _) = node else { return nil }
    return (extents, children)
  }

  /// A run node's operation indices, or nil for another node.
  static func run(_ node: DisplayNode?) -> Range<Int>? {
    guard case .draws(let run) = node else { return nil }
    return run
  }

  static let margin = 1.0 / 256

  /// A fill and a group holding a round-capped stroke: the inner group's box is the stroke's
  /// reach around its path, the outer group's the union with the fill's box.
  @Test func groupExtentsAreTheUnionOfTheirChildren() throws {
    let list = TestShapes.list(
      100, 100,
      [
        .beginGroup(opacity: 0.5),
        TestShapes.fillRect(10, 20, 30, 5),
        .beginGroup(opacity: 0.5),
        .stroke(
          TestShapes.line(50, 60, 70, 60), transform: .identity, color: TestShapes.blue,
          style: StrokeStyle(lineWidth: 4, cap: .round, join: .round)),
        .endGroup,
        .endGroup,
      ])
    let display = try DisplayList(list)
    #expect(display.nodes.count == 1)
    let outer = try #require(Self.group(display.nodes.first))
    let m = Self.margin
    #expect(outer.extents == .box(x0: 10 - m, y0: 20 - m, x1: 72 + m, y1: 62 + m))
    #expect(outer.children.count == 2 && Self.run(outer.children.first) == 1..<2)
    let inner = try #require(Self.group(outer.children.last))
    #expect(inner.extents == .box(x0: 48 - m, y0: 58 - m, x1: 72 + m, y1: 62 + m))
  }

  /// Under a transform the box is the mapped path box; a miter join reaches miter-limit half
  /// widths, a square cap √2.
  @Test func strokeReachFollowsCapsAndJoins() throws {
    #expect(DisplayExtents.strokeReach(StrokeStyle(lineWidth: 2, join: .miter)) == 10)
    #expect(
      DisplayExtents.strokeReach(StrokeStyle(lineWidth: 2, cap: .square, join: .bevel))
        == 2.0.squareRoot())
    #expect(DisplayExtents.strokeReach(StrokeStyle(lineWidth: 2, cap: .round, join: .round)) == 1)
    let scaled = DisplayExtents.of(
      TestShapes.rect(1, 2, 3, 4), CGAffineTransform(scaleX: 2, y: 3), reach: 0)
    let m = Self.margin
    #expect(scaled == .box(x0: 2 - m, y0: 6 - m, x1: 8 + m, y1: 18 + m))
  }

  /// Anything but fills, strokes and groups of those leaves a group unbounded; a group whose
  /// operations cannot draw (zero line width, a non-finite transform) is empty.
  @Test func onlyFillsStrokesAndGroupsBoundAGroup() throws {
    let clip: [DrawList.Operation] = [
      .pushClip(TestShapes.rect(0, 0, 5, 5), transform: .identity, rule: .nonZero),
      TestShapes.fillRect(0, 0, 1, 1), .popClip,
    ]
    let unbounded = try DisplayList(
      TestShapes.list(10, 10, [.beginGroup(opacity: 0.5)] + clip + [.endGroup]))
    #expect(try #require(Self.group(unbounded.nodes.first)).extents == .unbounded)

    let nested = try DisplayList(
      TestShapes.list(
        10, 10,
        [.beginGroup(opacity: 0.5), .beginGroup(opacity: 0.5)] + clip + [
          .endGroup, TestShapes.fillRect(0, 0, 1, 1), .endGroup,
        ]))
    #expect(try #require(Self.group(nested.nodes.first)).extents == .unbounded)

    let nothing = try DisplayList(
      TestShapes.list(
        10, 10,
        [
          .beginGroup(opacity: 0.5),
          .stroke(
            TestShapes.line(0, 0, 5, 5), transform: .identity, color: TestShapes.red,
            style: StrokeStyle(lineWidth: 0)),
          TestShapes.fillRect(
            0, 0, 4, 4,
            transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
          .endGroup,
        ]))
    #expect(try #require(Self.group(nothing.nodes.first)).extents == .empty)
  }

  /// Consecutive drawing operations become one run; masks and shadows become nodes holding
  /// their parts, with the flat indices of their brackets; a shadow's content bounds are
  /// computed in its space when the list is built.
  @Test func bracketsBecomeNodesWithTheirIndices() throws {
    let style = ShadowStyle(
      transform: CGAffineTransform(scaleX: 2, y: 2), color: TestShapes.red,
      offset: CGSize(width: 2, height: 3), sigma: 1)
    let list = TestShapes.list(
      40, 40,
      [
        TestShapes.fillRect(0, 0, 1, 1),
        TestShapes.fillRect(1, 0, 1, 1),
        .beginMaskedContent,
        .beginShadow(style),
        TestShapes.fillRect(4, 6, 10, 8),
        .endShadow,
        .beginMask,
        TestShapes.fillRect(0, 0, 20, 20),
        TestShapes.fillRect(0, 0, 10, 20),
        .endMaskWithMode(.luminance),
        TestShapes.fillRect(2, 0, 1, 1),
      ])
    let display = try DisplayList(list)
    #expect(display.nodes.count == 3)
    #expect(Self.run(display.nodes.first) == 0..<2)
    #expect(Self.run(display.nodes.last) == 10..<11)
    guard
      case .mask(let content, let mask, let mode, let begin, let maskBegin, let end) =
        display.nodes[1]
    else {
      Issue.record("expected a mask: \(display.nodes)")
      return
    }
    #expect((begin, maskBegin, end) == (2, 6, 9))
    #expect(mode == .luminance)
    #expect(mask.count == 1 && Self.run(mask.first) == 7..<9)
    guard case .shadow(_, let shadowed, let bounds, let shadowBegin) = content.first else {
      Issue.record("expected a shadow in the masked content: \(content)")
      return
    }
    #expect(shadowed.count == 1 && Self.run(shadowed.first) == 4..<5 && shadowBegin == 3)
    // Canvas (4, 6)…(14, 14) in the shadow's space (canvas ÷ 2).
    #expect(bounds == CGRect(x: 2, y: 3, width: 5, height: 4))
  }

  /// Bad nesting and bad values are reported when the list is built, at the operation that
  /// breaks the rule, with the reasons rendering reports.
  @Test func errorsAreLocatedWhenBuilt() throws {
    let cases: [([DrawList.Operation], RenderError)] = [
      (
        [TestShapes.fillRect(0, 0, 1, 1), .popClip],
        .unbalancedOperations(index: 1, reason: "popClip with no open clip")
      ),
      (
        [.beginMaskedContent, .endMask],
        .unbalancedOperations(index: 1, reason: "endMask inside an open masked content")
      ),
      (
        [.beginMask],
        .unbalancedOperations(index: 0, reason: "beginMask with no open masked content")
      ),
      (
        [
          .beginGroup(opacity: 1),
          .beginShadow(
            ShadowStyle(transform: .identity, color: TestShapes.red, offset: .zero, sigma: 1)),
        ],
        .unbalancedOperations(index: 2, reason: "2 bracket(s) left open, innermost a shadow")
      ),
      (
        [.beginGroup(opacity: 1), .endCompositedGroup(.multiplyBlendMode), .endBlur],
        .unbalancedOperations(index: 2, reason: "endBlur with no open blur")
      ),
      ([.beginGroup(opacity: .infinity)], .invalidOperation(index: 0, reason: "group opacity inf")),
    ]
    for (operations, error) in cases {
      #expect(throws: error) { try DisplayList(TestShapes.list(10, 10, operations)) }
      #expect(throws: error) { try Renderer().rasterize(TestShapes.list(10, 10, operations)) }
    }
    #expect(
      throws: RenderError.invalidOperation(
        index: -1, reason: "background colour (nan, 0.0, 0.0, 1.0) is not finite")
    ) {
      try DisplayList(TestShapes.list(10, 10, background: RGBA(.nan, 0, 0, 1), []))
    }
  }

  /// A group drawn through its precomputed extents at a scale composites exactly as the same
  /// group without a clip.
  @Test(arguments: [1.0, 1.5])
  func precomputedExtentsClipNoPixel(scale: Double) throws {
    let ops = GroupExtentClipTests.content()
    let list = TestShapes.list(
      90, 80, background: nil, [.beginGroup(opacity: 0.5)] + ops + [.endGroup])
    let clipped = try Renderer().rasterize(list, scale: scale)
    // The same group made unbounded by an empty clip around nothing: never clipped.
    let unclipped = try Renderer().rasterize(
      TestShapes.list(
        90, 80, background: nil,
        [.beginGroup(opacity: 0.5)] + ops + [
          .pushClip(PathData(), transform: .identity, rule: .nonZero), .popClip, .endGroup,
        ]),
      scale: scale)
    #expect(clipped.pixels == unclipped.pixels)
  }

  /// The same on a caller's context whose matrix rotates, scales and moves the canvas (the
  /// drawer's `base`): the extents are mapped through it before clipping.
  @Test func precomputedExtentsFollowTheCallersMatrix() throws {
    let ops = GroupExtentClipTests.content()
    func render(_ operations: [DrawList.Operation]) throws -> [UInt8] {
      let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200))
      defer { cairo_surface_destroy(surface) }
      let cr = try #require(cairo_create(surface))
      defer { cairo_destroy(cr) }
      cairo_translate(cr, 120, 15)
      cairo_rotate(cr, 0.7)
      cairo_scale(cr, 1.3, 0.9)
      try Renderer().draw(
        TestShapes.list(90, 80, background: nil, operations), into: cr, clipToCanvas: false)
      cairo_surface_flush(surface)
      let data = try #require(cairo_image_surface_get_data(surface))
      let count = Int(cairo_image_surface_get_stride(surface)) * 200
      return Array(UnsafeBufferPointer(start: data, count: count))
    }
    let clipped = try render([.beginGroup(opacity: 0.5)] + ops + [.endGroup])
    let unclipped = try render(
      [.beginGroup(opacity: 0.5)] + ops + [
        .pushClip(PathData(), transform: .identity, rule: .nonZero), .popClip, .endGroup,
      ])
    #expect(clipped.contains { $0 != 0 })
    #expect(clipped == unclipped)
  }
}
