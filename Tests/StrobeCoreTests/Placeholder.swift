import Testing

@Test func placeholder_StrobeCoreTests() { #expect(Bool(true)) }
