import Testing

@Test func placeholder_StrobeCLITests() { #expect(Bool(true)) }
