import CYAML

/// The owner of one libyaml parser and of the input bytes it reads: created with the bytes,
/// freed in `deinit`. Every libyaml call is checked.
final class LibYAMLParser {
    /// A parser error: libyaml's problem text and its 1-based mark.
    struct Failure: Error {
        var message: String
        var mark: YAMLMark
    }

    /// One event, converted out of libyaml's C structure.
    struct Event {
        enum Kind {
            case streamStart, streamEnd, documentStart, documentEnd
            case scalar(YAMLScalar, anchor: String?)
            case alias(String)
            case sequenceStart(tag: String?, anchor: String?)
            case sequenceEnd
            case mappingStart(tag: String?, anchor: String?)
            case mappingEnd
        }
        var kind: Kind
        var mark: YAMLMark
    }

    private var parser = yaml_parser_t()
    private let input: UnsafeMutableBufferPointer<UInt8>

    struct InitializationFailure: Error {}

    /// Creates a parser over a copy of `bytes`.
    /// - Throws: ``InitializationFailure`` when libyaml cannot allocate its parser.
    init(bytes: [UInt8]) throws {
        input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        guard yaml_parser_initialize(&parser) == 1 else {
            input.deallocate()
            throw InitializationFailure()
        }
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        input.deallocate()
    }

    /// The next event of the stream.
    /// - Throws: ``Failure`` with libyaml's problem and mark when the input is not valid YAML.
    func next() throws(Failure) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            throw failure()
        }
        defer { yaml_event_delete(&event) }
        let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        let kind: Event.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart
        case YAML_STREAM_END_EVENT: kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_ALIAS_EVENT:
            kind = .alias(Self.string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let value = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
            let style: YAMLScalar.Style
            switch s.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            // libyaml reports the non-specific tag `!` on a quoted scalar; that is not a type.
            var tag = Self.string(s.tag)
            if tag == "!" { tag = nil }
            kind = .scalar(YAMLScalar(value, style: style, tag: tag), anchor: Self.string(s.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let s = event.data.sequence_start
            kind = .sequenceStart(tag: Self.string(s.tag), anchor: Self.string(s.anchor))
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let m = event.data.mapping_start
            kind = .mappingStart(tag: Self.string(m.tag), anchor: Self.string(m.anchor))
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default:
            throw Failure(message: "unexpected YAML event", mark: mark)
        }
        return Event(kind: kind, mark: mark)
    }

    private func failure() -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) }
        let mark = parser.problem_mark
        let message = context.map { "\($0), \(problem)" } ?? problem
        return Failure(message: "YAML syntax error: \(message)", mark: YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
