import Testing

@Test func placeholder_GoldenTests() { #expect(Bool(true)) }
