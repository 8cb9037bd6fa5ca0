// schema-types: prints the Swift type the generated client gives each schema of an OpenAPI
// document, for scripts/check-examples.
//
//   schema-types DOCUMENT POINTERS-FILE
//
// POINTERS-FILE holds one JSON pointer into DOCUMENT per line. The output is one JSON object:
// `namespace`, the API's Swift namespace, and `types`, pointer → Swift type (qualified with the
// namespace); pointers to schemas without a type of their own are left out. Exits 1, with the diagnostics on standard error, when the
// document does not read.
import EndpointGenCore
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let list = FileManager.default.contents(atPath: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: schema-types DOCUMENT POINTERS-FILE\n".utf8))
    exit(2)
}
let pointers = String(decoding: list, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
let (namespace, types, diagnostics) = SchemaTypeListing.swiftTypes(ofSchemasAt: pointers, inDocument: arguments[1])
let errors = diagnostics.filter { $0.severity == .error }
if !errors.isEmpty {
    FileHandle.standardError.write(Data(errors.map { "\($0)\n" }.joined().utf8))
    exit(1)
}
let output = try JSONSerialization.data(withJSONObject: ["namespace": namespace, "types": types] as [String: Any], options: [.sortedKeys])
FileHandle.standardOutput.write(output)
FileHandle.standardOutput.write(Data("\n".utf8))
