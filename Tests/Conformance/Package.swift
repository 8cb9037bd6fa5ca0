// swift-tools-version:6.1
import PackageDescription

// EndpointGen's conformance suite: clients generated from the OpenAPI documents that two real
// server frameworks write, called against those servers (see README.md).
//
// - FastAPIClient: generated from FastAPIServer's document (OpenAPI 3.1, FastAPI + Pydantic 2).
// - DjangoClient: generated from DjangoServer's document (OpenAPI 3.0.3, Django REST framework
//   + drf-spectacular).
// - FastAPITests, DjangoTests: start the server (scripts/test-server) and call every operation.
//
// The generated code and the test code compile in Swift 6 mode with any warning an error.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime: Target.Dependency = .product(name: "EndpointRuntime", package: "EndpointGen")

let package = Package(
    name: "Conformance",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(name: "EndpointGen", path: "../.."),
    ],
    targets: [
        .target(name: "FastAPIClient", dependencies: [runtime], path: "FastAPIClient",
                exclude: ["openapi.json"], swiftSettings: strict),
        .target(name: "DjangoClient", dependencies: [runtime], path: "DjangoClient",
                exclude: ["openapi.yaml"], swiftSettings: strict),
        .target(name: "ConformanceSupport", dependencies: [runtime], path: "Support", swiftSettings: strict),
        .testTarget(name: "FastAPITests", dependencies: ["FastAPIClient", "ConformanceSupport", runtime],
                    path: "FastAPITests", swiftSettings: strict),
        .testTarget(name: "DjangoTests", dependencies: ["DjangoClient", "ConformanceSupport", runtime],
                    path: "DjangoTests", swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
