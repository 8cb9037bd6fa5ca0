// Reads a generation manifest's JSON lines with Foundation's JSONSerialization, one call a line
// (as GenerationManifest reads the previous manifest) or all lines joined into one array in one
// call, or only splits them, so that callgrind's instruction counts of the three runs say what
// one call for the whole file would save. Built and run by scripts/bench-manifest-json.
// Usage: ManifestJSONBenchmark MANIFEST split|perline|joined
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let data = FileManager.default.contents(atPath: arguments[1]) else {
    print("usage: ManifestJSONBenchmark MANIFEST split|perline|joined")
    exit(2)
}
let bytes = [UInt8](data)
var lines: [ArraySlice<UInt8>] = []
var start = 0
for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
    // The header lines start with "//"; every other line is one JSON object.
    if start < index, bytes[start] != UInt8(ascii: "/") { lines.append(bytes[start..<index]) }
    start = index + 1
}
var members = 0
switch arguments[2] {
case "perline":
    for line in lines {
        if let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] { members += object.count }
    }
case "joined":
    var joined: [UInt8] = [UInt8(ascii: "[")]
    joined.reserveCapacity(bytes.count + lines.count + 2)
    for (number, line) in lines.enumerated() {
        if number > 0 { joined.append(UInt8(ascii: ",")) }
        joined += line
    }
    joined.append(UInt8(ascii: "]"))
    if let array = try? JSONSerialization.jsonObject(with: Data(joined)) as? [Any] {
        for case let object as [String: Any] in array { members += object.count }
    }
default:
    break
}
print("\(lines.count) lines, \(members) members")
