import Testing

@Test func MustacheTestsPlaceholder() {}
