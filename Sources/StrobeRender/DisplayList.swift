import Foundation
import StrobeCore
import StrobeGeometry

/// A ``DrawList`` checked once and turned into a tree: what the Cairo backend draws.
///
/// Building it walks the flat operations once. It checks their nesting and values (the
/// rules of ``init(_:)``) and pairs every bracket with its end, so each group, clip, mask,
/// shadow and blur holds its children (``DisplayNode``). Each group's extents
/// (``DisplayExtents``) and each shadow's and blur's content bounds are computed here, bottom
/// up, so drawing needs no scan ahead and no second check: the backend only draws.
///
/// A value and `Sendable`: one list can be drawn many times (every band of a banded PNG)
/// and on any thread.
struct DisplayList: Sendable {
  /// Canvas size in points.
  let size: CGSize
  /// Canvas background painted first, or `nil` for transparent.
  let background: RGBA?
  /// The draw list's operations (its storage, shared), which the nodes index.
  let operations: [DrawList.Operation]
  /// The top-level nodes in painting order.
  let nodes: [DisplayNode]

  /// Kinds of bracket a draw list opens.
  enum Bracket: String {
    case group, clip, maskedContent = "masked content", mask, shadow, blur
  }

  /// A bracket being read: its opening operation and the children read so far.
  private struct OpenBracket {
    let kind: Bracket
    let opening: DrawList.Operation
    let begin: Int
    var children: [DisplayNode] = []
    /// A group's extents so far.
    var extents = DisplayExtents.empty
    /// A mask's content (its children before `beginMask`) and where `beginMask` was.
    var maskContent: [DisplayNode] = []
    var maskBegin = 0
  }

  /// Checks `list` and builds its tree.
  ///
  /// Brackets must nest (`endGroup` or `endCompositedGroup` closes the innermost open
  /// `beginGroup`, `popClip` the innermost `pushClip`, `beginMask` an open
  /// `beginMaskedContent` and opens the mask, `endMask` or `endMaskWithMode` the innermost
  /// mask, `endShadow` the innermost shadow, `endBlur` the innermost blur; nothing left open).
  /// Colours, opacities, path points, stroke parameters, shadow colours, offsets and σ, blur
  /// σ, gradients and text runs must be finite (see DisplayList+Validation.swift), dashes and
  /// σ not negative. Transforms are not checked: a singular or non-finite transform draws
  /// nothing.
  ///
  /// - Throws: ``RenderError/invalidOperation(index:reason:)`` or
  ///   ``RenderError/unbalancedOperations(index:reason:)`` for the first operation (in list
  ///   order) that breaks a rule; the index is -1 for the background colour and the
  ///   operation count for brackets left open.
  ///   Also ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` when the
  ///   list draws text and Pango cannot be opened, or draws SVG contents and librsvg cannot
  ///   be opened (``LazyLibrary``): every path to Cairo builds a display list, so none draws
  ///   such operations as nothing.
  init(_ list: DrawList) throws {
    try LazyLibrary.requireLibraries(drawing: list)
    if let background = list.background {
      try Self.checkColor(background, index: -1)
    }
    var root: [DisplayNode] = []
    var open: [OpenBracket] = []

    /// Adds `node` (whose extents, were it in a group, are `extents`) to the innermost open
    /// bracket, or to the top level.
    func add(_ node: DisplayNode, extents: @autoclosure () -> DisplayExtents) {
      guard !open.isEmpty else {
        root.append(node)
        return
      }
      let last = open.count - 1
      if open[last].kind == .group, open[last].extents != .unbounded {
        open[last].extents = open[last].extents.union(extents())
      }
      open[last].children.append(node)
    }
    /// Adds the drawing operation at `index` to the run of drawing operations that ends just
    /// before it, or starts a run.
    func addDraw(_ index: Int, extents: @autoclosure () -> DisplayExtents) {
      func extend(_ nodes: inout [DisplayNode]) {
        if case .draws(let run) = nodes.last, run.upperBound == index {
          nodes[nodes.count - 1] = .draws(run.lowerBound..<(index + 1))
        } else {
          nodes.append(.draws(index..<(index + 1)))
        }
      }
      guard !open.isEmpty else { return extend(&root) }
      let last = open.count - 1
      if open[last].kind == .group, open[last].extents != .unbounded {
        open[last].extents = open[last].extents.union(extents())
      }
      extend(&open[last].children)
    }
    /// Removes the innermost open bracket, which must be a `kind`; `name` closes it.
    func close(_ kind: Bracket, _ name: String, at index: Int) throws -> OpenBracket {
      guard let last = open.last, last.kind == kind else {
        throw RenderError.unbalancedOperations(
          index: index,
          reason: open.last.map { "\(name) inside an open \($0.kind.rawValue)" }
            ?? "\(name) with no open \(kind.rawValue)")
      }
      open.removeLast()
      return last
    }

    let operations = list.operations
    for index in operations.indices {
      let operation = operations[index]
      try Self.check(operation, index: index)
      switch operation {
      case .fill(let path, let transform, _, _):
        addDraw(index, extents: .of(path, transform, reach: 0))
      case .stroke(let path, let transform, _, let style):
        addDraw(
          index,
          extents: style.lineWidth > 0
            ? .of(path, transform, reach: DisplayExtents.strokeReach(style)) : .empty)
      case .image, .gradient, .text, .imageMesh:
        addDraw(index, extents: .unbounded)
      case .beginGroup:
        open.append(OpenBracket(kind: .group, opening: operation, begin: index))
      case .pushClip:
        open.append(OpenBracket(kind: .clip, opening: operation, begin: index))
      case .beginMaskedContent:
        open.append(OpenBracket(kind: .maskedContent, opening: operation, begin: index))
      case .beginShadow:
        open.append(OpenBracket(kind: .shadow, opening: operation, begin: index))
      case .beginBlur:
        open.append(OpenBracket(kind: .blur, opening: operation, begin: index))
      case .beginMask:
        let content = try close(.maskedContent, "beginMask", at: index)
        var mask = OpenBracket(kind: .mask, opening: content.opening, begin: content.begin)
        mask.maskContent = content.children
        mask.maskBegin = index
        open.append(mask)
      case .endGroup, .endCompositedGroup:
        let group = try close(.group, CairoDrawer.name(of: operation), at: index)
        guard case .beginGroup(let opacity) = group.opening else { continue }
        var filter: CompositingFilter?
        if case .endCompositedGroup(let f) = operation { filter = f }
        add(
          .group(
            opacity: min(max(opacity, 0), 1), filter: filter, extents: group.extents,
            children: group.children, begin: group.begin, end: index),
          extents: group.extents)
      case .popClip:
        let clip = try close(.clip, "popClip", at: index)
        guard case .pushClip(let path, let transform, let rule) = clip.opening else { continue }
        add(
          .clip(
            path, transform: transform, rule: rule, children: clip.children, begin: clip.begin,
            end: index),
          extents: .unbounded)
      case .endMask, .endMaskWithMode:
        let mask = try close(.mask, CairoDrawer.name(of: operation), at: index)
        var mode: LayerMaskMode?
        if case .endMaskWithMode(let m) = operation { mode = m }
        add(
          .mask(
            content: mask.maskContent, mask: mask.children, mode: mode, begin: mask.begin,
            maskBegin: mask.maskBegin, end: index),
          extents: .unbounded)
      case .endShadow:
        let shadow = try close(.shadow, "endShadow", at: index)
        guard case .beginShadow(let style) = shadow.opening else { continue }
        add(
          .shadow(
            style, content: shadow.children,
            bounds: Self.contentBounds(shadow.children, operations, toCanvas: style.transform),
            begin: shadow.begin),
          extents: .unbounded)
      case .endBlur:
        let blur = try close(.blur, "endBlur", at: index)
        guard case .beginBlur(let style) = blur.opening else { continue }
        add(
          .blur(
            style, content: blur.children,
            bounds: Self.contentBounds(blur.children, operations, toCanvas: style.transform),
            begin: blur.begin),
          extents: .unbounded)
      }
    }
    if let last = open.last {
      throw RenderError.unbalancedOperations(
        index: list.operations.count,
        reason: "\(open.count) bracket(s) left open, innermost a \(last.kind.rawValue)")
    }
    size = list.size
    background = list.background
    self.operations = operations
    nodes = root
  }
}
