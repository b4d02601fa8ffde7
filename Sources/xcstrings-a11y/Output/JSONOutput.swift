import CatalogKitLite

/// A JSON document to write: objects keep the order their members were added in, so reports come
/// out with a stable, readable layout, the same bytes for the same input.
enum JSONOutput: Sendable, Equatable {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null
    /// An array whose elements are made one at a time as the document is written (the findings of
    /// a run), so that they never all exist as JSON values at once.
    case stream(JSONStream)
    /// An array whose elements are made and rendered a batch at a time, batches on several
    /// threads, and written in order (the findings of the `json` report).
    case batches(JSONBatches)
    /// An object with the members of `shape`, in its order, and these values: written as the
    /// `object` of the same members, with the text between the values made once for all such objects.
    case record(JSONRecordShape, [JSONOutput])

    static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// The document as text, pretty-printed with two spaces, or on one line.
    func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    /// Writes the document to `output`, pretty-printed with two spaces, or on one line.
    func write(to output: inout some ReportStream, pretty: Bool = true) {
        write(to: &output, indent: pretty ? 0 : nil)
    }

    private func write(to output: inout some ReportStream, indent: Int?) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output.write("{}"); return }
            output.write("{")
            for (index, (name, value)) in members.enumerated() {
                output.write(index == 0 ? "" : ",")
                Self.newline(&output, indent.map { $0 + 1 })
                Self.writeString(name, to: &output)
                output.write(indent == nil ? ":" : ": ")
                value.write(to: &output, indent: indent.map { $0 + 1 })
            }
            Self.newline(&output, indent)
            output.write("}")
        case .record(let shape, let values):
            guard !values.isEmpty else { output.write("{}"); return }
            output.write("{")
            let prefixes = shape.prefixes(indent: indent)
            for (prefix, value) in zip(prefixes, values) {
                output.write(prefix)
                value.write(to: &output, indent: indent.map { $0 + 1 })
            }
            Self.newline(&output, indent)
            output.write("}")
        case .array(let elements):
            Self.writeArray(isEmpty: elements.isEmpty, to: &output, indent: indent) { elements.forEach($0) }
        case .string(let text):
            Self.writeString(text, to: &output)
        case .integer(let number):
            output.write(String(number))
        case .number(let number):
            output.write(number.isFinite ? (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)) : "null")
        case .stream(let stream):
            Self.writeArray(isEmpty: stream.isEmpty, to: &output, indent: indent, stream.forEach)
        case .batches(let batches):
            guard !batches.isEmpty else { output.write("[]"); return }
            output.write("[")
            let inner = indent.map { $0 + 1 }
            // Each rendered batch starts with the comma before each of its elements; the very first
            // element of the array has none.
            var isFirst = true
            renderInOrder(Array(0..<batches.count), jobs: batches.jobs, { index in
                var text = RenderedText()
                for element in batches.batch(index) {
                    text.write(",")
                    Self.newline(&text, inner)
                    element.write(to: &text, indent: inner)
                }
                return text
            }, write: { text in
                guard !text.bytes.isEmpty else { return }
                text.bytes.withUnsafeBufferPointer { bytes in
                    output.write(utf8: UnsafeBufferPointer(rebasing: bytes[(isFirst ? 1 : 0)...]))
                }
                isFirst = false
            })
            Self.newline(&output, indent)
            output.write("]")
        case .bool(let flag):
            output.write(flag ? "true" : "false")
        case .null:
            output.write("null")
        }
    }

    /// Writes an array of the elements `forEach` gives, in order.
    private static func writeArray(
        isEmpty: Bool, to output: inout some ReportStream, indent: Int?, _ forEach: ((JSONOutput) -> Void) -> Void
    ) {
        guard !isEmpty else { output.write("[]"); return }
        output.write("[")
        var isFirst = true
        forEach { element in
            if !isFirst { output.write(",") }
            isFirst = false
            newline(&output, indent.map { $0 + 1 })
            element.write(to: &output, indent: indent.map { $0 + 1 })
        }
        newline(&output, indent)
        output.write("]")
    }

    /// A line feed and the indentation of each of the first levels, made once.
    private static let lineStarts = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

    private static func newline(_ output: inout some ReportStream, _ indent: Int?) {
        guard let indent else { return }
        if indent < Self.lineStarts.count {
            output.write(Self.lineStarts[indent])
        } else {
            output.write("\n" + String(repeating: "  ", count: indent))
        }
    }

    /// Writes a JSON string literal; every control character, the line and paragraph separators and
    /// the bidirectional controls are escaped, so no value from a catalog can break the document, a
    /// line-based reader of it, or the order in which a person sees its text.
    static func writeString(_ text: String, to output: inout some ReportStream) {
        output.write("\"")
        var text = text
        text.withUTF8 { bytes in
            JSONEscaping.report.forEachPiece(of: bytes, verbatim: { output.write(utf8: $0) }, escaped: { output.write($0) })
        }
        output.write("\"")
    }
}

/// The elements of a ``JSONOutput/stream(_:)`` array: `forEach` calls its argument with each
/// element in order, making it only then.
struct JSONStream: Sendable {
    /// Whether there are no elements (written as `[]`).
    var isEmpty: Bool
    /// Calls the body with each element, in order.
    var forEach: @Sendable ((JSONOutput) -> Void) -> Void
}

/// The elements of a ``JSONOutput/batches(_:)`` array: `batch(i)` makes the elements of batch `i`;
/// the batches are made and rendered `jobs` at a time and written in order.
struct JSONBatches: Sendable {
    /// Whether there are no elements at all (written as `[]`).
    var isEmpty: Bool
    /// The number of batches.
    var count: Int
    /// The threads that render batches.
    var jobs: Int
    /// The elements of one batch, in order.
    var batch: @Sendable (Int) -> [JSONOutput]
}

/// The member names of objects that all have the same members in the same order (a report's
/// findings), with the text before each value — comma, line break, indentation, quoted name — made
/// once per indentation instead of once per object.
final class JSONRecordShape: Sendable {
    /// The member names, in order.
    let names: [String]
    private let pretty: [[String]]
    private let compact: [String]

    /// Indentations made in advance; deeper ones are made when asked for.
    private static let preparedDepth = 8

    init(_ names: [String]) {
        self.names = names
        pretty = (0..<Self.preparedDepth).map { Self.makePrefixes(names, indent: $0) }
        compact = Self.makePrefixes(names, indent: nil)
    }

    /// The text before each value for an object at `indent` (`nil`: on one line).
    func prefixes(indent: Int?) -> [String] {
        guard let indent else { return compact }
        return indent < pretty.count ? pretty[indent] : Self.makePrefixes(names, indent: indent)
    }

    /// What the `object` case writes before each member's value.
    private static func makePrefixes(_ names: [String], indent: Int?) -> [String] {
        names.enumerated().map { index, name in
            var text = index == 0 ? "" : ","
            if let indent { text += "\n" + String(repeating: "  ", count: indent + 1) }
            JSONOutput.writeString(name, to: &text)
            text += indent == nil ? ":" : ": "
            return text
        }
    }
}
