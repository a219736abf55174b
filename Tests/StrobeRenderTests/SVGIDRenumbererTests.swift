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
