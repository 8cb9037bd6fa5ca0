import Testing

@Test func GeneratorTestsPlaceholder() {}
