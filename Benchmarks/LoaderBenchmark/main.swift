// Times the spec loader against the YAML reader it builds on, for each spec file given, and
// prints the figures and their ratio in one run. Built by scripts/bench-loader (release).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = 5

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("\(path): cannot read")
        continue
    }
    let bytes = [UInt8](data)
    var document: YAMLDocument?
    var read = Double.infinity, load = Double.infinity
    var endpoints = 0, diagnostics = 0
    var spec: Spec?
    for _ in 0..<runs {
        // The previous run's tree and spec are freed before the clock starts, not inside it.
        document = nil
        spec = nil
        read = min(read, seconds { document = try? YAMLReader.read(bytes, file: path) })
        guard let document else { break }
        let collector = DiagnosticCollector()
        load = min(load, seconds { spec = SpecLoader.load(document, diagnostics: collector) })
        endpoints = spec?.endpoints.count ?? 0
        diagnostics = collector.diagnostics.count
    }
    guard document != nil else {
        print("\(path): not YAML")
        continue
    }
    let name = (path as NSString).lastPathComponent
    print(String(format: "%@: %d KiB, %d endpoints, %d diagnostics; YAML read %.4f s, tree → Spec %.4f s, loader/read %.2f (best of %d)",
                 name, bytes.count / 1024, endpoints, diagnostics, read, load, load / read, runs))
}
