import Testing

@Test func YAMLTestsPlaceholder() {}
