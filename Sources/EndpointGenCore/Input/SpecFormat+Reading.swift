import Foundation

extension SpecFormat {
    /// Reads a spec file of either format: an endpoint spec through ``SpecLoader``, an OpenAPI
    /// 3.x document through ``OpenAPIReader``, told apart by ``detect(_:)``.
    ///
    /// A Swagger 2.0 document is one error at its `swagger` key. An unreadable file is one
    /// error without a location; a YAML syntax error is reported at its position.
    /// - Parameters:
    ///   - path: The file's path; diagnostics name it exactly as given, and OpenAPI `$ref`s
    ///     are relative to it.
    ///   - diagnostics: Receives every error and warning.
    ///   - openAPIOptions: Options for OpenAPI documents; the defaults unless given.
    ///   - overlays: Overlay documents applied, in order, to an OpenAPI document before it is
    ///     read (``Overlay``); none unless given. With an endpoint spec they are an error.
    /// - Returns: The spec, or `nil` when nothing usable could be read. As with
    ///   ``SpecLoader/load(_:diagnostics:)``, check `diagnostics.hasErrors` before using it.
    public static func readSpec(contentsOf path: String, diagnostics: DiagnosticCollector, openAPIOptions: OpenAPIReader.Options = OpenAPIReader.Options(), overlays: [String] = []) -> Spec? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.error("cannot read the spec file '\(path)'", at: nil)
            return nil
        }
        let bytes = [UInt8](data)
        var document: YAMLDocument
        do {
            document = try YAMLReader.read(bytes, file: path)
        } catch {
            // With the hints the endpoint spec loader gives, whichever format the file holds.
            YAMLHints.report(error, bytes: bytes, diagnostics: diagnostics)
            return nil
        }
        switch detect(document.root) {
        case .endpointSpec:
            if !overlays.isEmpty {
                diagnostics.error("Overlay documents apply to OpenAPI descriptions, and '\(path)' is an endpoint spec; edit it instead, or give its overlays only with OpenAPI documents", at: document.location(of: document.root))
                return nil
            }
            return SpecLoader.load(document, diagnostics: diagnostics)
        case .openAPI:
            guard let changed = Overlay.apply(overlays, to: document, diagnostics: diagnostics) else { return nil }
            document = changed
            return OpenAPIReader.read(document: document, diagnostics: diagnostics, options: openAPIOptions)
        case .swagger(let version):
            let key = document.root.mapping?.first { $0.key.scalar?.value == "swagger" }?.key
            let location = key.map { document.location(of: $0) } ?? document.location(of: document.root)
            diagnostics.error("Swagger \(version) documents are not supported; convert the document to OpenAPI 3 first", at: location)
            return nil
        }
    }
}
