import Testing

@Test func EndpointRuntimeTestsPlaceholder() {}
