import CYAML

/// The owner of one libyaml parser: created over the input bytes, freed in `deinit`. Every
/// libyaml call is checked.
///
/// libyaml pulls the input through a read handler in chunks of its own buffer size, so the
/// input is never copied as a whole (a large file costs its own size once, plus libyaml's
/// buffers).
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

    /// libyaml could not allocate its parser.
    struct InitializationFailure: Error {}

    /// The parser lives on the heap so that its address is stable for libyaml.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private var isInitialized = false
    /// The input; the read handler hands it to libyaml from `offset` on.
    private let input: [UInt8]
    private var offset = 0

    /// Creates a parser over `bytes`.
    /// - Throws: ``InitializationFailure`` when libyaml cannot allocate its parser.
    init(bytes: [UInt8]) throws(InitializationFailure) {
        input = bytes
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        guard yaml_parser_initialize(parser) == 1 else {
            throw InitializationFailure()
        }
        isInitialized = true
        yaml_parser_set_input(parser, { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            let owner = Unmanaged<LibYAMLParser>.fromOpaque(data).takeUnretainedValue()
            sizeRead.pointee = owner.copyInput(into: buffer, capacity: size)
            return 1
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deinitialize(count: 1)
        parser.deallocate()
    }

    /// Copies the next input bytes into libyaml's buffer; returns how many (0 at the end).
    private func copyInput(into buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        let count = min(capacity, input.count - offset)
        guard count > 0 else { return 0 }
        input.withUnsafeBufferPointer { source in
            if let base = source.baseAddress {
                buffer.update(from: base + offset, count: count)
            }
        }
        offset += count
        return count
    }

    /// The next event of the stream.
    /// - Throws: ``Failure`` with libyaml's problem and mark when the input is not valid YAML
    ///   (or not valid UTF-8 / UTF-16, or holds a control character such as NUL).
    func next() throws(Failure) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
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
            var tag = Self.string(s.tag)
            if tag == "!" {
                // The non-specific tag `!` (YAML 1.2 §6.9.1) makes a plain scalar a string and
                // means nothing on a quoted or block scalar, which is a string anyway.
                tag = style == .plain ? YAMLScalar.stringTag : nil
            }
            kind = .scalar(YAMLScalar(value, style: style, tag: tag), anchor: Self.string(s.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let s = event.data.sequence_start
            kind = .sequenceStart(tag: Self.collectionTag(s.tag), anchor: Self.string(s.anchor))
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let m = event.data.mapping_start
            kind = .mappingStart(tag: Self.collectionTag(m.tag), anchor: Self.string(m.anchor))
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default:
            throw Failure(message: "unexpected YAML event", mark: mark)
        }
        return Event(kind: kind, mark: mark)
    }

    /// libyaml's error as a ``Failure``. A reader error (bad encoding, a control character)
    /// carries a byte offset instead of a mark; it is turned into a line and column here.
    private func failure() -> Failure {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch p.error {
        case YAML_MEMORY_ERROR:
            return Failure(message: "YAML syntax error: out of memory", mark: YAMLMark(line: 1, column: 1))
        case YAML_READER_ERROR:
            let hex = String(p.problem_value, radix: 16, uppercase: true)
            let value = p.problem_value < 0 ? "" : " (byte or character 0x\(hex.count < 2 ? "0" + hex : hex))"
            let mark = InputPosition.mark(ofByteOffset: p.problem_offset, in: input)
            return Failure(message: "YAML encoding error: \(problem)\(value)", mark: mark)
        default:
            let context = p.context.map { String(cString: $0) }
            let message = context.map { "\($0), \(problem)" } ?? problem
            let mark = p.problem_mark
            return Failure(message: "YAML syntax error: \(message)", mark: YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// The tag of a collection; the non-specific `!` says nothing about a collection.
    private static func collectionTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        let tag = string(pointer)
        return tag == "!" ? nil : tag
    }
}
