import Testing

@Test func placeholder_StrobeSceneTests() { #expect(Bool(true)) }
