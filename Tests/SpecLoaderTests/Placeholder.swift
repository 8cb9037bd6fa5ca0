import Testing

@Test func SpecLoaderTestsPlaceholder() {}
