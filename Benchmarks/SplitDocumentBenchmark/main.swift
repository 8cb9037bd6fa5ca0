// Times the OpenAPI reader on descriptions split over many files: for each root document given
// (with the number of files its folder holds), the best of 3 reads, and the time per file, so
// that one run shows whether reading stays linear in the number of files. Built by
// scripts/bench-split-document (release).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = 3

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var firstPerFile: Double?
for argument in arguments {
    // Each argument is `FILES:PATH`.
    guard let colon = argument.firstIndex(of: ":"), let files = Int(argument[..<colon]) else {
        print("\(argument): expected FILES:PATH")
        continue
    }
    let path = String(argument[argument.index(after: colon)...])
    var best = Double.infinity
    var endpoints = 0, models = 0, diagnostics = 0
    for _ in 0..<runs {
        let collector = DiagnosticCollector()
        var spec: Spec?
        best = min(best, seconds { spec = OpenAPIReader.read(file: path, diagnostics: collector) })
        endpoints = spec?.endpoints.count ?? -1
        models = spec?.models.count ?? -1
        diagnostics = collector.diagnostics.count
    }
    let perFile = best / Double(files)
    let ratio = firstPerFile.map { perFile / $0 } ?? 1
    if firstPerFile == nil { firstPerFile = perFile }
    print(String(format: "%5d files, %5d operations, %5d models, %d diagnostics: read in %.3f s, %.3f ms per file (%.2f x the first)",
                 files, endpoints, models, diagnostics, best, perFile * 1000, ratio))
}
