// swift-tools-version:6.0
// Benchmarks of EndpointRuntime: APIClient against bare URLSession on the same requests, one at a
// time (./run) and 64 at a time (./load); memory of large uploads and downloads (./transfer-memory);
// cancellations and timeouts during redirects (./stress-redirects); the cost of the exact-number
// check on large payloads (./number-check); the cost per member of a free-form form body at 100
// and 10,000 members (./form-encoding). Run the scripts, not swift run.
import PackageDescription

let package = Package(
    name: "RuntimeOverhead",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "EndpointGen", path: "../..")],
    targets: [
        .target(name: "EchoRequests", dependencies: [.product(name: "EndpointRuntime", package: "EndpointGen")]),
        .executableTarget(
            name: "RuntimeOverhead",
            dependencies: ["EchoRequests", .product(name: "EndpointRuntime", package: "EndpointGen")]
        ),
        .executableTarget(
            name: "RuntimeLoad",
            dependencies: ["EchoRequests", .product(name: "EndpointRuntime", package: "EndpointGen")]
        ),
        .executableTarget(
            name: "TransferMemory",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointGen")]
        ),
        .executableTarget(
            name: "NumberCheck",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointGen")]
        ),
        .executableTarget(
            name: "FormEncoding",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointGen")]
        ),
        .executableTarget(
            name: "RedirectStress",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointGen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
