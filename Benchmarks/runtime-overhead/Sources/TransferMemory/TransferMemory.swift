// Uploads a file of N megabytes (200 unless given) to the misbehaving test server's /upload, as a
// raw file body and as a multipart file part, and downloads as many bytes from /huge to a file;
// prints for each the growth of the process's peak resident memory (goal for uploads: at most
// 20 MB) and checks that the server received every byte. Linux only (/proc/self).
// Usage: TransferMemory BASE_URL [MEGABYTES]
import EndpointRuntime
import Foundation

/// `/upload`'s answer: the size and CRC-32 of the body it read.
struct Received: Decodable, Sendable, Equatable { var bytes: Int; var crc32: UInt32 }

struct Upload: APIRequest {
    typealias Response = Received
    var body: RequestBody?
    var method: HTTPMethod { .post }
    var path: String { "/upload" }
}

struct Download: APIRequest {
    typealias Response = Data
    var queryItems: QueryItems
    var method: HTTPMethod { .get }
    var path: String { "/huge" }
}

struct Failure: Error, CustomStringConvertible { var description: String }

/// A `kB` figure of /proc/self/status (`VmRSS`, `VmHWM`), or 0.
func status(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Runs `body` and returns how far it raised the peak resident memory above the resident memory
/// before it, in kilobytes. The peak is reset first (`echo 5 > /proc/self/clear_refs`).
@MainActor func peakGrowth(_ body: () async throws -> Void) async throws -> Int {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let before = status("VmRSS")
    try await body()
    return status("VmHWM") - before
}

/// The CRC-32 (as zlib computes it) of bytes, continued from `crc`.
func crc32(_ bytes: UnsafeRawBufferPointer, _ crc: UInt32, _ table: [UInt32]) -> UInt32 {
    ~bytes.reduce(~crc) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
}

@main
enum TransferMemory {
    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let base = URL(string: arguments[1]) else {
            throw Failure(description: "usage: TransferMemory BASE_URL [MEGABYTES]")
        }
        let megabytes = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
        let table = (0..<256).map { (byte: UInt32) in
            (0..<8).reduce(byte) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // The file, written a megabyte at a time.
        let file = directory.appendingPathComponent("upload.bin")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let output = try FileHandle(forWritingTo: file)
        var crc: UInt32 = 0
        for index in 0..<megabytes {
            let chunk = Data((0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) })
            crc = chunk.withUnsafeBytes { crc32($0, crc, table) }
            try output.write(contentsOf: chunk)
        }
        try output.close()
        let size = megabytes * 1_048_576

        let client = APIClient(baseURL: base, timeout: 120)
        let small = directory.appendingPathComponent("small.bin")
        try Data(count: 1_048_576).write(to: small)
        _ = try await client.send(Upload(body: .file(small, contentType: "application/octet-stream")))  // warm up

        print("\(megabytes) MB (\(size) bytes), resident memory at the start \(status("VmRSS")) KB")
        var received: Received?
        let raw = try await peakGrowth {
            received = try await client.send(Upload(body: .file(file, contentType: "application/octet-stream")))
        }
        guard received == Received(bytes: size, crc32: crc) else { throw Failure(description: "the server received \(String(describing: received))") }
        print(String(format: "upload of a file body:        peak resident memory +%6d KB (%.1f MB), every byte received", raw, Double(raw) / 1024))

        var form = MultipartFormData()
        form.append("file", fileURL: file)
        let multipart = try await peakGrowth {
            received = try await client.send(Upload(body: .multipart(form)))
        }
        guard let count = received?.bytes, count > size else { throw Failure(description: "the server received \(String(describing: received))") }
        print(String(format: "upload of a multipart file:   peak resident memory +%6d KB (%.1f MB), %d bytes received", multipart, Double(multipart) / 1024, count))

        var query = QueryItems()
        query.append("bytes", size)
        let destination = directory.appendingPathComponent("download.json")
        let download = try await peakGrowth {
            _ = try await client.download(Download(queryItems: query), to: destination)
        }
        let written = (try FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? NSNumber)?.intValue
        guard written == size else { throw Failure(description: "the download wrote \(String(describing: written)) bytes") }
        print(String(format: "download to a file:           peak resident memory +%6d KB (%.1f MB), every byte written", download, Double(download) / 1024))
    }
}
