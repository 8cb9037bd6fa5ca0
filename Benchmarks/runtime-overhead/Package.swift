// swift-tools-version:6.0
// Benchmark: APIClient against bare URLSession on the same requests. Run ./run, not swift run.
import PackageDescription

let package = Package(
    name: "RuntimeOverhead",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "EndpointGen", path: "../..")],
    targets: [
        .executableTarget(
            name: "RuntimeOverhead",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointGen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
