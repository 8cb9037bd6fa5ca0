// Times YAMLReader.read against a bare libyaml event loop over the same bytes, to show what
// the tree builder costs on top of libyaml. Run with scripts/bench-yaml (a release build).
// Prints figures only; nothing here is asserted.
import CYAML
import EndpointGenCore
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    print("usage: YAMLBenchmark FILE.yaml [RUNS]")
    exit(2)
}
let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 7
guard let data = FileManager.default.contents(atPath: path) else {
    print("cannot read \(path)")
    exit(1)
}
let bytes = [UInt8](data)

/// Parses every event of `bytes` with libyaml and does nothing else; returns the event count.
func bareEventLoop(_ bytes: [UInt8]) -> Int {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else { return -1 }
    defer { yaml_parser_delete(parser) }
    return bytes.withUnsafeBufferPointer { buffer -> Int in
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
        var count = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                print("libyaml error:", parser.pointee.problem.map { String(cString: $0) } ?? "?")
                return -1
            }
            let type = event.type
            yaml_event_delete(&event)
            count += 1
            if type == YAML_STREAM_END_EVENT { return count }
        }
    }
}

/// Counts the nodes of a tree, so the read cannot be optimised away.
func nodeCount(_ node: YAMLNode) -> Int {
    switch node.content {
    case .scalar: 1
    case .sequence(let items): items.reduce(1) { $0 + nodeCount($1) }
    case .mapping(let pairs): pairs.reduce(1) { $0 + nodeCount($1.key) + nodeCount($1.value) }
    }
}

/// The fastest of `runs` timings of `body`, in milliseconds, and body's last result. What the
/// body returns is released after the clock stops.
func best<T>(_ body: () -> T) -> (ms: Double, result: T?) {
    var fastest = Double.infinity
    var result: T?
    for _ in 0..<runs {
        result = nil
        let start = ContinuousClock.now
        let value = body()
        let elapsed = ContinuousClock.now - start
        result = value
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        fastest = min(fastest, ms)
    }
    return (fastest, result)
}

let bare = best { bareEventLoop(bytes) }
let read = best { () -> YAMLDocument? in
    do {
        return try YAMLReader.read(bytes, file: path)
    } catch {
        print(error)
        return nil
    }
}
let events = bareEventLoop(bytes)
let nodes: Int = read.result.flatMap { $0.map { nodeCount($0.root) } } ?? -1
print("file: \(path) (\(bytes.count) bytes), best of \(runs) runs")
print(String(format: "bare libyaml event loop: %8.1f ms (%d events)", bare.ms, events))
print(String(format: "YAMLReader.read:         %8.1f ms (%d nodes; freeing the tree not timed)", read.ms, nodes))
print(String(format: "ratio read / bare:       %8.2f", read.ms / bare.ms))
