import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// The elements transformed on every core at once (`DispatchQueue.concurrentPerform` over
    /// contiguous chunks), in the original order. The output is the same as `map`'s: only
    /// the time differs.
    /// - Throws: The error of the first element (in order) whose transform threw.
    func concurrentMap<Result: Sendable>(
        _ transform: @Sendable (Element) throws(DiagnosticError) -> Result
    ) throws(DiagnosticError) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard count > 16, cores > 1 else {
            var results: [Result] = []
            results.reserveCapacity(count)
            for element in self { results.append(try transform(element)) }
            return results
        }
        let chunkCount = Swift.min(count, cores * 4)
        let chunkSize = (count + chunkCount - 1) / chunkCount
        let collected = ChunkResults<Result>(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = chunk * chunkSize
            let end = Swift.min(start + chunkSize, count)
            guard start < end else {
                collected.store(.success([]), at: chunk)
                return
            }
            var part: [Result] = []
            part.reserveCapacity(end - start)
            do throws(DiagnosticError) {
                for index in start..<end { part.append(try transform(self[index])) }
                collected.store(.success(part), at: chunk)
            } catch {
                collected.store(.failure(error), at: chunk)
            }
        }
        var results: [Result] = []
        results.reserveCapacity(count)
        for chunk in collected.take() {
            switch chunk {
            case .success(let part): results += part
            case .failure(let error): throw error
            case nil: continue
            }
        }
        return results
    }
}

/// The per-chunk results of ``Swift/Array/concurrentMap(_:)``, written under a lock.
private final class ChunkResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [Swift.Result<[Value], DiagnosticError>?]

    init(count: Int) {
        chunks = Array(repeating: nil, count: count)
    }

    func store(_ result: Swift.Result<[Value], DiagnosticError>, at index: Int) {
        lock.lock()
        chunks[index] = result
        lock.unlock()
    }

    func take() -> [Swift.Result<[Value], DiagnosticError>?] {
        lock.lock()
        defer { lock.unlock() }
        return chunks
    }
}
