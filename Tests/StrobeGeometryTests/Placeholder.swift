import Testing

@Test func placeholder_StrobeGeometryTests() { #expect(Bool(true)) }
