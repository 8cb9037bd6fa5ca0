import Foundation

/// `$ref` resolution (OpenAPI 3.x Reference Object; JSON Reference with a JSON Pointer,
/// RFC 6901): local `#/…` pointers, and relative file references `other.yaml#/…`, resolved
/// against the referring file's folder and read through the reader's file loader.
extension OpenAPIContext {
    /// The target of one `$ref` written at `site` (a mapping holding `$ref`), one hop only.
    /// Problems (remote URL, file outside the spec's folder, unreadable file, pointer to
    /// nothing) are reported at the `$ref` value; the result is then `nil`.
    ///
    /// A pointer `#/definitions/Name` (Swagger 2 style) that names nothing is read as
    /// `#/components/schemas/Name` when that exists, with a warning. A pointer to nothing is a
    /// fault of the document (``fault(_:at:lost:notes:)``), with the nearest name that exists;
    /// `lenient` says the reference is a schema's, typed `JSON` when the run is lenient.
    func target(of reference: String, at site: OpenAPINode, lenient: Bool = false) -> (key: OpenAPIRefKey, node: OpenAPINode)? {
        let cacheKey = ReferenceSite(file: ObjectIdentifier(site.file), reference: reference)
        if let known = resolvedReferences[cacheKey] { return known }
        let refNode = site["$ref"] ?? site
        let filePart: Substring
        let fragment: Substring
        if let hash = reference.firstIndex(of: "#") {
            filePart = reference[..<hash]
            fragment = reference[reference.index(after: hash)...]
        } else {
            filePart = Substring(reference)
            fragment = ""
        }
        let file: OpenAPIFile
        if filePart.isEmpty {
            file = site.file
        } else {
            if filePart.contains("://") || filePart.hasPrefix("//") {
                error("remote $ref '\(reference)' is not supported; download the file and refer to it by a relative path", at: refNode)
                return nil
            }
            let path = OpenAPIPaths.join(String(filePart).removingPercentEncodingOrSelf, relativeTo: site.file.key)
            guard let loaded = load(path, at: refNode, reference: reference, lost: lenient ? "typed JSON" : "what it refers to is left out") else { return nil }
            file = loaded
        }
        var pointer = String(fragment).removingPercentEncodingOrSelf
        var found = resolve(pointer: pointer, in: file)
        if found == nil, let through = resolveThroughMaps(pointer: pointer, in: file) {
            // `#/components/responses/Error` where `responses: {$ref: responses.yml}`.
            let result = (key: OpenAPIRefKey(file: file.key, pointer: pointer), node: through)
            resolvedReferences[cacheKey] = result
            return result
        }
        var rewritten = false
        if found == nil, pointer.hasPrefix("/definitions/") {
            let modern = "/components/schemas/" + pointer.dropFirst("/definitions/".count)
            if let node = resolve(pointer: modern, in: file) {
                warning("$ref '\(reference)' points to nothing; read as '#\(modern)' (Swagger 2 'definitions' are 'components/schemas' in OpenAPI 3)", at: refNode)
                pointer = modern
                found = node
                rewritten = true
            }
        }
        guard let node = found else {
            if !pointer.isEmpty, !pointer.hasPrefix("/") {
                // A plain-name fragment names a JSON Schema anchor (`$anchor`, 2020-12 §8.2.2),
                // valid in 3.1: EndpointGen's gap, not the document's fault.
                unsupported("$ref '\(reference)' names an anchor ('\(pointer)'), which EndpointGen does not resolve yet; typed JSON", at: refNode)
                return nil
            }
            let notes = nearestTarget(of: pointer, in: file).map { [Diagnostic.Note("did you mean '\(filePart)#\($0)'?")] } ?? []
            // The reference names its file as written; the file's path (absolute through the
            // plugins) would only repeat the diagnostic's own place.
            fault("the document's $ref '\(reference)' points to nothing", at: refNode,
                  lost: lenient ? "typed JSON" : "what it refers to is left out", notes: notes)
            return nil
        }
        let result = (key: OpenAPIRefKey(file: file.key, pointer: pointer), node: OpenAPINode(file: file, yaml: node))
        if !rewritten {
            // Resolved as written, with no warning: the same text resolves the same way again.
            resolvedReferences[cacheKey] = result
        }
        return result
    }

    /// A map a `$ref` stands for: `node` itself, unless its only key is `$ref` (Redocly's split
    /// descriptions write `properties: {$ref: 'attributes.yml#/balancer_properties'}`, and
    /// `responses: {$ref: responses.yml}`), which is then followed to its target. A target
    /// that is not a mapping is an error at the `$ref`, with a note at the target (in its
    /// file); a mapping whose only key `$ref` holds a mapping, not a reference, is kept as it
    /// is (a property or a field named `$ref`).
    func wholeMap(_ node: OpenAPINode, what: @autoclosure () -> String) -> OpenAPINode? {
        guard let reference = node.reference, node.pairs?.count == 1 else { return node }
        if let known = wholeMaps[node.key] { return known }
        let target = dereference(node)
        guard let target, target.isMapping || target.yaml.scalar?.isNull == true else {
            wholeMaps[node.key] = .some(nil)
            guard let target else { return nil }
            error("$ref '\(reference)' stands for \(what()), which is a mapping, but points to \(target.yaml.kindDescription)", at: node["$ref"] ?? node,
                  notes: [Diagnostic.Note("the target, in \(target.file.path)", at: target.location)])
            return nil
        }
        wholeMaps[node.key] = target
        return target
    }

    /// The `properties` of a schema, through a `$ref` that stands for the whole map.
    func propertiesMap(of schema: OpenAPINode) -> OpenAPINode? {
        schema["properties"].flatMap { wholeMap($0, what: "'properties'") }
    }

    /// The node `pointer` names in `file` when a mapping on its way is a `$ref` alone that
    /// stands for a whole map (``wholeMap(_:what:)``): each such map is followed to its target
    /// (at most 16 times), and the rest of the pointer read there; `nil` when it still names
    /// nothing, or names nothing through such a map.
    func resolveThroughMaps(pointer: String, in file: OpenAPIFile) -> OpenAPINode? {
        guard pointer.hasPrefix("/") else { return nil }
        var node = OpenAPINode(file: file, yaml: file.root)
        var hops = 0
        for raw in OpenAPIText.pointerTokens(pointer).dropFirst() {
            let token = OpenAPIText.unescapedPointerToken(raw)
            if let reference = node.reference, node.pairs?.count == 1, token != "$ref" {
                hops += 1
                guard hops <= 16, let next = target(of: reference, at: node)?.node else { return nil }
                node = next
            }
            if node.isMapping {
                guard let child = node[token] else { return nil }
                node = child
            } else if let items = node.items, let index = Int(token), items.indices.contains(index) {
                node = items[index]
            } else {
                return nil
            }
        }
        return hops > 0 ? node : nil
    }

    /// Follows `$ref` from `node` until a node without one (the node itself when it has
    /// none; `lenient` as for ``target(of:at:lenient:)``). A chain that comes back to a target it passed is reported as an error with a
    /// note per hop; the result is then `nil`.
    func dereference(_ node: OpenAPINode, lenient: Bool = false) -> OpenAPINode? {
        var current = node
        var seen: [OpenAPIRefKey] = []
        var sites: [OpenAPINode] = []
        while let reference = current.reference {
            guard let (key, next) = target(of: reference, at: current, lenient: lenient) else { return nil }
            if seen.contains(key) {
                let notes = sites.map { Diagnostic.Note("through $ref '\($0.reference ?? "")'", at: ($0["$ref"] ?? $0).location) }
                error("circular $ref: '\(reference)' leads back to itself", at: node["$ref"] ?? node, notes: notes)
                return nil
            }
            sites.append(current)
            seen.append(key)
            current = next
        }
        return current
    }

    /// The pointer nearest to `pointer` that names a node of `file`: its last token replaced
    /// by the nearest key of the mapping the rest names (``Suggestions``), so
    /// `/components/schemas/Todoo` suggests `/components/schemas/Todo`; `nil` when there is none.
    func nearestTarget(of pointer: String, in file: OpenAPIFile) -> String? {
        guard pointer.hasPrefix("/"), let slash = pointer.lastIndex(of: "/") else { return nil }
        let parent = String(pointer[..<slash])
        let last = OpenAPIText.unescapedPointerToken(Substring(pointer[pointer.index(after: slash)...]))
        guard let keys = resolve(pointer: parent, in: file)?.pairs.map({ pairs in pairs.indices.compactMap { pairs.keyText(at: $0) } }),
              let near = Suggestions.nearest(to: last, in: keys) else { return nil }
        return parent + "/" + near.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The node a JSON pointer names in a file (RFC 6901 §4: `~1` is `/`, `~0` is `~`); the
    /// empty pointer names the root.
    func resolve(pointer: String, in file: OpenAPIFile) -> YAMLNode? {
        if let cached = file.pointerCache[pointer] { return cached }
        var node: YAMLNode? = file.root
        if !pointer.isEmpty {
            let tokens = OpenAPIText.pointerTokens(pointer).dropFirst()
            for raw in tokens {
                let token = OpenAPIText.unescapedPointerToken(raw)
                guard let current = node else { break }
                switch current.shape {
                case .mapping: node = current[token]
                case .sequence(let items):
                    if let index = Int(token), items.indices.contains(index) { node = items[index] } else { node = nil }
                case .scalar: node = nil
                }
            }
            if !pointer.hasPrefix("/") { node = nil }
        }
        file.pointerCache[pointer] = node
        return node
    }

    /// Whether `path` is still inside `folder` once symbolic links on disk are resolved in both,
    /// so that a link inside the spec's folder cannot lead a `$ref` out of it. Paths that do not
    /// exist on disk (an in-memory file loader) are compared as they are.
    static func staysInsideOnDisk(_ path: String, folder: String) -> Bool {
        let resolvedFolder = URL(fileURLWithPath: folder.isEmpty ? "." : folder).resolvingSymlinksInPath().standardizedFileURL.path
        let resolvedFile = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        let prefix = resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/"
        return resolvedFile == resolvedFolder || resolvedFile.hasPrefix(prefix)
    }

    /// Reads a file named by a `$ref` (once; later calls reuse it). Refuses a file outside the
    /// root document's folder tree unless ``OpenAPIReader/Options/allowsFilesOutsideSpecFolder``.
    /// A file that cannot be read is a fault of the document (`lost`: what a lenient read does).
    private func load(_ path: String, at refNode: OpenAPINode, reference: String, lost: String) -> OpenAPIFile? {
        if let known = files[path] { return known }
        guard options.allowsFilesOutsideSpecFolder
                || (OpenAPIPaths.isInside(path, folder: rootFolder) && Self.staysInsideOnDisk(path, folder: rootFolder)) else {
            error("$ref to '\(path)' leaves the folder of the spec ('\(rootFolder.isEmpty ? "." : rootFolder)'); files outside it are refused unless allowed", at: refNode)
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try fileLoader(path)
        } catch {
            fault("the document's $ref '\(reference)' names the file '\(path)', which cannot be read: \(error)", at: refNode, lost: lost)
            files[path] = .some(nil)
            return nil
        }
        do {
            let document = try YAMLReader.read(bytes, file: path)
            let file = OpenAPIFile(path: path, key: path, root: document.root)
            files[path] = file
            reportDuplicateKeys(in: file)
            return file
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            self.error("cannot read '\(path)', referenced here", at: refNode)
            files[path] = .some(nil)
            return nil
        }
    }
}

extension String {
    /// The string with percent escapes decoded, or unchanged when it holds an invalid escape
    /// (a JSON pointer in a URI fragment is percent-encoded, RFC 6901 §6).
    var removingPercentEncodingOrSelf: String {
        // `%` is one byte that no other character's UTF-8 holds.
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return self }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
