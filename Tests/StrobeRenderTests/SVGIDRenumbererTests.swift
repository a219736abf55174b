import Foundation
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
}
