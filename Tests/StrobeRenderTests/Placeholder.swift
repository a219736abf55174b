import Testing

@Test func placeholder_StrobeRenderTests() { #expect(Bool(true)) }
