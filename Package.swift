// swift-tools-version:6.1
import PackageDescription

// The endpointgen the two plugins run: built from the endpointgen target below, or, when
// ENDPOINTGEN_PREBUILT_TOOL names an artifact bundle inside this package (an executable
// artifact called `endpointgen`), that one. scripts/test sets it, so a package that uses the
// plugins (the example) reuses the binary the test run already built instead of building the
// generator a second time. Users leave it unset.
let prebuiltTool = Context.environment["ENDPOINTGEN_PREBUILT_TOOL"]
let pluginTool: Target.Dependency = prebuiltTool == nil ? "endpointgen" : "PrebuiltEndpointGen"

let package = Package(
    name: "EndpointGen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    // EndpointGenCore and Mustache are not products: they are the generator's insides, which
    // change without notice. What is stable is the CLI, the config file, the template context
    // and the runtime (README, "What is stable").
    products: [
        .executable(name: "endpointgen", targets: ["endpointgen"]),
        .library(name: "EndpointRuntime", targets: ["EndpointRuntime"]),
        .library(name: "EndpointRuntimeTesting", targets: ["EndpointRuntimeTesting"]),
        .plugin(name: "GenerateEndpoints", targets: ["GenerateEndpoints"]),
        .plugin(name: "EndpointGenPlugin", targets: ["EndpointGenPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // A Mustache template engine (the Mustache specification's required modules), on its own.
        .target(name: "Mustache"),
        .target(name: "EndpointGenCore", dependencies: ["CYAML", "Mustache"]),
        .executableTarget(name: "endpointgen", dependencies: ["EndpointGenCore"]),
        .target(name: "EndpointRuntime"),
        // A transport for users' tests: answers from registered responses or the spec's
        // examples, records what was sent.
        .target(name: "EndpointRuntimeTesting", dependencies: ["EndpointRuntime"]),
        // scripts/check-examples: the Swift type of each schema of a document (not a product).
        .executableTarget(name: "schema-types", dependencies: ["EndpointGenCore"], path: "Tools/SchemaTypes"),
        .executableTarget(
            name: "YAMLBenchmark",
            dependencies: ["EndpointGenCore", "CYAML"],
            path: "Benchmarks/YAMLBenchmark"
        ),
        .plugin(
            name: "GenerateEndpoints",
            capability: .command(
                intent: .custom(verb: "generate-endpoints", description: "Regenerate a target's API client from its endpoint specs into <target>/Generated"),
                permissions: [.writeToPackageDirectory(reason: "EndpointGen writes the generated client into the Generated folder of each target")]
            ),
            dependencies: [pluginTool]
        ),
        .plugin(name: "EndpointGenPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        .testTarget(name: "YAMLTests", dependencies: ["EndpointGenCore"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "SpecLoaderTests", dependencies: ["EndpointGenCore"], exclude: ["Fixtures"]),
        .testTarget(name: "GeneratorTests", dependencies: ["EndpointGenCore"], exclude: ["Fixtures"]),
        .testTarget(name: "OpenAPITests", dependencies: ["EndpointGenCore"], exclude: ["Fixtures"]),
        .testTarget(name: "EndpointRuntimeTests", dependencies: ["EndpointRuntime"]),
        .testTarget(name: "EndpointRuntimeTestingTests", dependencies: ["EndpointRuntimeTesting", "EndpointRuntime"]),
        // The golden outputs of Tests/GeneratorTests/Fixtures (linked from Generated/), compiled
        // against the runtime in Swift 6 mode with any warning an error, and exercised.
        .testTarget(name: "CompiledGoldenTests", dependencies: ["EndpointRuntime", "EndpointRuntimeTesting"],
                    swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        // Every Swift sample of README.md and the DocC catalogs, compiled with swiftc.
        .testTarget(name: "DocumentationTests", dependencies: ["EndpointRuntime"]),
        .testTarget(name: "HardeningTests", dependencies: ["EndpointGenCore"], exclude: ["Fixtures", "Pending"]),
    ] + (prebuiltTool.map { [.binaryTarget(name: "PrebuiltEndpointGen", path: $0)] } ?? []),
    swiftLanguageModes: [.v6]
)
