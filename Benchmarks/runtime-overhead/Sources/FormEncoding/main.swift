// The cost per member of writing a free-form form body (a dictionary appended as an exploded
// `form` object, through `ParameterValue(encoding:)` as the generated code writes a free-form
// or a `JSON` body, and through `ParameterValue(dictionary:)` as it writes a dictionary of
// scalars), from the value to the bytes sent, at 100 and at 10,000 members, in one run. Prints
// the time per member at each size and their ratio, large / small: near 1 while the work grows
// linearly, about 100 if it grows as n² (a key looked up in a list, as before trial7).
// Usage: FormEncoding [ROUNDS=5]
import EndpointRuntime
import Foundation

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A dictionary of `count` members, keys and values of the lengths real forms have.
func members(_ count: Int) -> [String: String] {
    Dictionary(uniqueKeysWithValues: (0..<count).map { ("field_\($0)", "value \($0) & more") })
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 5
let sizes = [100, 10_000]
let ways: [(name: String, write: ([String: String]) -> Int)] = [
    ("encoding", { dictionary in
        var items = QueryItems()
        items.append("", ParameterValue(encoding: dictionary), style: .form, explode: true)
        return items.percentEncodedString.utf8.count
    }),
    ("dictionary", { dictionary in
        var items = QueryItems()
        items.append("", ParameterValue(dictionary: dictionary), style: .form, explode: true)
        return items.percentEncodedString.utf8.count
    }),
]
for way in ways {
    var perMember: [Double] = []
    for size in sizes {
        let dictionary = members(size)
        // Small sizes are repeated so that each measurement writes as many members as the large one.
        let repeats = max(1, sizes.max()! / size)
        var best = Double.infinity
        var bytes = 0
        for _ in 0..<rounds {
            best = min(best, seconds { for _ in 0..<repeats { bytes = way.write(dictionary) } } / Double(repeats))
        }
        perMember.append(best / Double(size))
        print(String(format: "%@ %6d members: %8.3f ms per body, %6.2f µs per member, %d bytes (best of %d)",
                     way.name, size, best * 1e3, best / Double(size) * 1e6, bytes, rounds))
    }
    print(String(format: "%@: time per member at %d / at %d = %.2f (1 is linear; about %d would be quadratic)",
                 way.name, sizes[1], sizes[0], perMember[1] / perMember[0], sizes[1] / sizes[0]))
}
