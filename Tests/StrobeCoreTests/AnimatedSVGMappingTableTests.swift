import Testing

@testable import StrobeCore

/// The property tables' `animatedSVG` column (docs/animation.md §Where a property lives,
/// docs/animated-output.md §Animated SVG): the pinned keys have it, each mapping is used by
/// exactly one animatable row, and the writer's view is derived from the rows.
@Suite struct AnimatedSVGMappingTableTests {
  /// The keys the animated SVG writer maps onto CSS, per class (adding one adds it here).
  static let mappedKeys: [LayerClass: Set<String>] = [
    .layer: [
      "bounds", "position", "anchorPoint", "transform", "opacity", "backgroundColor",
      "cornerRadius", "borderWidth", "borderColor",
    ],
    .shape: [
      "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase",
    ],
    .gradient: ["colors", "locations", "startPoint", "endPoint"],
  ]

  @Test(arguments: LayerClass.allCases) func theMappedKeysArePinned(_ c: LayerClass) {
    let mapped = LayerPropertyTables.rows(of: c).filter { $0.animatedSVG != nil }
    #expect(Set(mapped.map(\.key)) == Self.mappedKeys[c] ?? [])
    for row in mapped {
      #expect(row.animation != nil, "\(row.key) is mapped but does not animate")
      #expect(LayerPropertyTables.animatedSVGMappings[c]?[row.key] == row.animatedSVG)
    }
    #expect((LayerPropertyTables.animatedSVGMappings[c] ?? [:]).count == mapped.count)
  }

  @Test func everyMappingIsOneRowsAndDrivesCSSOrSMIL() {
    let used = LayerPropertyTables.all.compactMap(\.animatedSVG)
    #expect(used.count == AnimatedSVGMapping.allCases.count)
    #expect(Set(used) == Set(AnimatedSVGMapping.allCases))
    for m in AnimatedSVGMapping.allCases {
      // Exactly one of the two: a mapping drives CSS properties or SMIL attributes.
      #expect(m.cssProperties.isEmpty != m.smilAttributes.isEmpty, "\(m)")
      #expect(m.usesSMIL == !m.smilAttributes.isEmpty)
    }
  }
}
