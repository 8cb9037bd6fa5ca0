/// The three kinds of YAML file EndpointGen reads, and every reading rule that differs
/// between them.
///
/// The readers share one toolkit (``DecodeContext`` for mappings, strings and Booleans,
/// ``ScalarText`` for numbers and literals, ``NameTemplate`` for `{name}` templates,
/// ``Suggestions`` for "did you mean"), and the checks of the shared ``Spec`` run after either
/// spec reader (``SpecValidator``). Where a format's own standard decides otherwise, the rule
/// asks the format; these are all the differences:
///
/// - **Booleans**, where the format or a declared type expects one: `true` and `false` in any
///   case. An OpenAPI document may also say `yes`, `no`, `on` and `off` (any case), as
///   documents written by YAML 1.1 tools do (yaml.org/type/bool.html). Where nothing says what
///   type a value has (a `JSON` default, a schema without `type`), YAML alone decides, by the
///   YAML 1.2 core schema (``YAMLScalar/coreValue``), in both spec formats.
/// - **Quoted numbers and Booleans**: an endpoint spec reads a scalar as the type it declares,
///   so `default: "3"` of an `Int` is 3. In an OpenAPI document a quoted scalar is a JSON
///   string (RFC 8259 §7), never a number or a Boolean.
/// - **Empty mappings**: an OpenAPI document may write a mapping-valued key with nothing
///   under it (`paths:`), meaning an empty mapping; the endpoint spec and the config file call
///   that a missing value.
/// - **Severities of the spec checks**: a mistake that an endpoint spec's author can fix is an
///   error; in an OpenAPI document, which its reader usually cannot change, an oddity that
///   still generates correct code is a warning (see ``SpecValidator``).
enum InputFormat: Sendable, Hashable {
    /// An EndpointGen endpoint spec (docs/spec-format.md).
    case endpointSpec
    /// An OpenAPI 3.0.x or 3.1.x document, or a file it references.
    case openAPI
    /// The config file, `endpointgen.yaml`.
    case configFile

    /// The Boolean a scalar's text stands for where this format expects a Boolean, or `nil`.
    ///
    /// `true` and `false` in any case; in OpenAPI documents also `yes`/`no`/`on`/`off` in any
    /// case (YAML 1.1).
    func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true": return true
        case "false": return false
        case "yes", "on": return self == .openAPI ? true : nil
        case "no", "off": return self == .openAPI ? false : nil
        default: return nil
        }
    }

    /// Whether a mapping written as nothing (a null scalar) is an empty mapping.
    var readsNullAsEmptyMapping: Bool { self == .openAPI }

    /// Whether a quoted (or tagged) scalar is text even where a number or Boolean is expected.
    var readsQuotedScalarsAsText: Bool { self == .openAPI }
}

/// Where reading and checking stages send what they find: a ``DiagnosticCollector``, or a
/// reader that passes each diagnostic on once (the OpenAPI reader, which can reach one node
/// along several paths).
protocol DiagnosticSink: AnyObject {
    /// Takes one diagnostic.
    func report(_ diagnostic: Diagnostic)
}

extension DiagnosticSink {
    /// Reports an error at a location.
    func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        report(.error(message, at: location, notes: notes))
    }

    /// Reports a warning at a location.
    func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        report(.warning(message, at: location, notes: notes))
    }

    /// Reports an error or a warning at a location.
    func report(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        report(Diagnostic(severity, message, at: location, notes: notes))
    }
}

extension DiagnosticCollector: DiagnosticSink {}
