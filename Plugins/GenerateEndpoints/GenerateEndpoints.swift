import Foundation
import PackagePlugin

/// The `generate-endpoints` command: regenerates the Swift client of each chosen target from
/// the endpoint specs (or OpenAPI documents) in that target's folder, into `<target>/Generated/`.
///
/// Usage: `swift package --allow-writing-to-package-directory generate-endpoints [--target NAME]... [--overlay FILE]... [--check]`
/// Without `--target`, every Swift target whose folder holds a spec that the target excludes
/// (`exclude:` in Package.swift) is regenerated; specs a target does not exclude are left to
/// the build tool plugin, which reads them at build time. With `--target`, the named targets are
/// regenerated from all their specs. A target may hold `endpointgen.yaml` to choose specs and
/// options (see the EndpointGen documentation, "The config file"). `--overlay FILE` (repeatable,
/// relative to the package's folder) applies an OpenAPI Overlay to every chosen target's OpenAPI
/// documents, after the config file's `overlays:`. `--check` writes nothing and fails when the
/// committed code is out of date. `--lenient` and `--warnings-as-errors` are passed on to the tool.
@main
struct GenerateEndpoints: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        // Overlay documents for every chosen target, after those of its config file; relative
        // to the package's folder.
        let overlays = extractor.extractOption(named: "overlay").map { path in
            path.hasPrefix("/") ? path : context.package.directoryURL.appending(path: path).path
        }
        // Passed on to the tool (as the config file's `lenient` and `warningsAsErrors` are).
        let passedFlags = ["lenient", "warnings-as-errors"].filter { extractor.extractFlag(named: $0) > 0 }.map { "--" + $0 }
        let tool = try context.tool(named: "endpointgen")

        var targets: [any SourceModuleTarget] = []
        if names.isEmpty {
            targets = context.package.targets.compactMap { $0 as? any SourceModuleTarget }
        } else {
            for name in names {
                guard let target = context.package.targets.first(where: { $0.name == name }) as? any SourceModuleTarget else {
                    throw PluginFailure.failed("no Swift target named '\(name)' in package '\(context.package.displayName)'")
                }
                targets.append(target)
            }
        }

        var ranAny = false
        var failures: [String] = []
        var outOfDate = false
        for target in targets.sorted(by: { $0.name < $1.name }) {
            var inputs = SpecInputs(targetDirectory: target.directoryURL)
            guard !inputs.specs.isEmpty || inputs.config != nil else {
                if !names.isEmpty { Diagnostics.warning("target '\(target.name)' has no spec file") }
                continue
            }
            if names.isEmpty {
                // Specs the target does not exclude are the build tool plugin's inputs: leave
                // them to it, or both would declare the same types.
                let compiled = inputs.removeSpecs(in: target.sourceFiles.map(\.url))
                if inputs.specs.isEmpty && !compiled.isEmpty {
                    ToolRunner.say("EndpointGen: \(target.name) skipped: \(compiled.map(\.lastPathComponent).joined(separator: ", ")) "
                        + "not excluded from the target, so left to the build tool plugin (name the target with --target to generate it anyway)")
                    continue
                }
            }
            ranAny = true
            var arguments = ["generate"] + inputs.specs.map(\.path)
            arguments += ["--output", target.directoryURL.appending(path: "Generated").path]
            if let config = inputs.config { arguments += ["--config", config.path] }
            for overlay in overlays { arguments += ["--overlay", overlay] }
            if check { arguments.append("--check") }
            arguments += passedFlags
            ToolRunner.say("EndpointGen: \(target.name)")
            let (status, reportedErrors, closingLine) = try ToolRunner.run(tool.url, arguments: arguments)
            if status != 0 {
                if check && !reportedErrors { outOfDate = true } else {
                    failures.append("\(target.name): " + (closingLine.map { String($0.dropFirst("endpointgen: ".count)) } ?? "endpointgen failed"))
                }
            }
        }
        if !ranAny {
            Diagnostics.warning("no target holds an endpoint spec or OpenAPI document; nothing generated (a target without any Swift file is invisible to plugins: add one, for example an empty MyAPI.swift)")
        }
        if !failures.isEmpty { throw PluginFailure.failed(failures.joined(separator: "; ")) }
        if outOfDate { throw PluginFailure.outOfDate }
    }
}
