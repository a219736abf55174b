import Foundation
import StrobeCore
import Testing

@testable import StrobeRender

@Suite struct SVGIDRenumbererTests {
  @Test func renumbersCounterIdsInOrderOfFirstAppearance() {
    let input = """
      <g id="surface7"><use xlink:href="#surface12"/><image id="image40"/>\
      <use href="#image40"/><g id="surface12" mask="url(#surface7)"/>\
      <clipPath id="clip3"/><g id="surface123x"/><g id="mysurface5"/>
      """
    let expected = """
      <g id="surface1"><use xlink:href="#surface2"/><image id="image1"/>\
      <use href="#image1"/><g id="surface2" mask="url(#surface1)"/>\
      <clipPath id="clip3"/><g id="surface123x"/><g id="mysurface5"/>
      """
    let output = String(decoding: SVGIDRenumberer.renumber(Data(input.utf8)), as: UTF8.self)
    #expect(output == expected)
  }

  @Test func leavesIdsWithoutTriggerOrEndAloneAtTheEdges() {
    // A prefix at offset 0 (no room for a trigger), inside longer words, with no digits,
    // and cut off at the end of the input are all left as they are.
    let input = ##"surface1" id="surface4" surfaces id="image" url(#surface4) href="#surface9"##
    let expected = ##"surface1" id="surface1" surfaces id="image" url(#surface1) href="#surface9"##
    let output = String(decoding: SVGIDRenumberer.renumber(Data(input.utf8)), as: UTF8.self)
    #expect(output == expected)
    #expect(SVGIDRenumberer.renumber(Data()) == Data())
  }
}

/// ``Renderer/svgIDPrefix``: every id and every reference to one starts with the prefix.
@Suite struct SVGIDPrefixTests {
  @Test func prefixesIdsAndReferencesOnly() {
    let input = """
      <clipPath id="clip1"/><g id="surface1" clip-path="url(#clip1)">\
      <use xlink:href="#image2"/><use href="#glyph0-1"/><image id="image2"/>\
      <g data-id="x"/><text>id="no" url(#no</text></g>
      """
    let expected = """
      <clipPath id="p-clip1"/><g id="p-surface1" clip-path="url(#p-clip1)">\
      <use xlink:href="#p-image2"/><use href="#p-glyph0-1"/><image id="p-image2"/>\
      <g data-id="x"/><text>id="no" url(#p-no</text></g>
      """
    let output = String(
      decoding: SVGIDRenumberer.prefix(Data(input.utf8), with: "p-"), as: UTF8.self)
    #expect(output == expected)
    #expect(SVGIDRenumberer.prefix(Data(input.utf8), with: "") == Data(input.utf8))
  }

  /// A clipped layer's SVG: every id defined and every id referenced starts with the
  /// prefix, each reference names a defined id, and removing the prefix gives the bytes
  /// rendered without one.
  @Test func renderedDocumentsAreConsistent() throws {
    let clip = CALayer()
    clip.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    clip.cornerRadius = 10
    clip.masksToBounds = true
    let fill = CALayer()
    fill.frame = clip.bounds
    fill.backgroundColor = LayerRenderSupport.color(255, 0, 0)
    clip.addSublayer(fill)
    let list = LayerRenderSupport.list(20, 20, [clip])
    let plain = String(decoding: try Renderer().svgData(list), as: UTF8.self)
    var renderer = Renderer()
    renderer.svgIDPrefix = "doc-2."
    let prefixed = String(decoding: try renderer.svgData(list), as: UTF8.self)
    let defined = prefixed.matches(of: #/ id="([^"]*)"/#).map { String($0.1) }
    let used = prefixed.matches(of: #/(?:href="#|url\(#)([^")]*)/#).map { String($0.1) }
    #expect(!defined.isEmpty && !used.isEmpty)
    #expect(defined.allSatisfy { $0.hasPrefix("doc-2.") }, "\(defined)")
    #expect(used.allSatisfy { defined.contains($0) }, "\(used) not in \(defined)")
    #expect(prefixed.replacingOccurrences(of: "doc-2.", with: "") == plain)
    #expect(plain.contains("id=\"clip1\""))
  }

  @Test func invalidPrefixesThrow() {
    for prefix in ["1a", "-a", "a b", "a\"b", "é"] {
      var renderer = Renderer()
      renderer.svgIDPrefix = prefix
      #expect(throws: RenderError.invalidSVGIDPrefix(prefix: prefix)) {
        try renderer.svgData(LayerRenderSupport.list(4, 4, []))
      }
    }
    #expect(Renderer.isValidSVGIDPrefix(""))
    #expect(Renderer.isValidSVGIDPrefix("_a.b-9"))
  }
}
