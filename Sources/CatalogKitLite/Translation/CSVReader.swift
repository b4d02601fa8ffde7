import Foundation

/// Reads a translation CSV file: RFC 4180 records (quoted fields with doubled quotes, CR LF or LF
/// line ends, a byte order mark allowed), the first record the header. The columns are found by
/// their names (``CSVColumn``), so a spreadsheet may reorder them or add its own; `catalog`, `key`,
/// `variation`, `language`, `source` and `target` are required, `state` is read when present
/// (``TranslationStateMap`` says what it means). The `'` export puts before a cell a spreadsheet
/// would read as a formula is taken off (``CSVFormulaGuard``).
public enum CSVReader {
    /// The units of the file.
    ///
    /// - Throws: ``TranslationFileError`` with line and column for a file that is not UTF-8, a
    ///   quoted field that never ends (a truncated file), a stray quote, a missing column in the
    ///   header, or a record with another number of fields than the header.
    public static func read(_ bytes: [UInt8], file: String) throws(TranslationFileError) -> TranslationFileContents {
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            var scanner = XMLScanner(bytes: bytes, file: file)
            try scanner.checkUTF8Only()
            throw TranslationFileError(file: file, position: nil, message: "the file is not valid UTF-8")
        }
        let records = try CSVRecords.parse(text, file: file)
        guard let header = records.first else {
            throw TranslationFileError(file: file, position: SourcePosition(line: 1, column: 1, offset: 0), message: "the file is empty; it needs a header row")
        }
        var columns: [CSVColumn: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            if let column = CSVColumn(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()), columns[column] == nil {
                columns[column] = index
            }
        }
        let missing = CSVColumn.required.filter { columns[$0] == nil }
        guard missing.isEmpty else {
            throw TranslationFileError(
                file: file, position: header.position,
                message: "the header has no column \(missing.map { quoted($0.rawValue) }.joined(separator: ", ")); it needs \(CSVColumn.required.map(\.rawValue).joined(separator: ", "))")
        }
        var contents = TranslationFileContents()
        for record in records.dropFirst() {
            // A blank line (one empty field) is no record.
            if record.fields.count == 1, record.fields[0].isEmpty { continue }
            guard record.fields.count == header.fields.count else {
                throw TranslationFileError(
                    file: file, position: record.position,
                    message: "this row has \(record.fields.count) fields and the header \(header.fields.count); the file is truncated or a field lost its quotes")
            }
            func field(_ column: CSVColumn) -> String { columns[column].map { CSVFormulaGuard.unguarded(record.fields[$0]) } ?? "" }
            let state = TranslationFileState(format: .csv, spelling: field(.state).trimmingCharacters(in: .whitespaces))
            contents.units.append(ImportedUnit(
                catalogPath: field(.catalog), language: field(.language), key: field(.key),
                path: VariationPath(unitIDSpelling: field(.variation)), source: field(.source), target: field(.target),
                state: state, position: record.position))
        }
        return contents
    }
}

/// One record of a CSV file and where it starts.
struct CSVRecord {
    var fields: [String]
    var position: SourcePosition
}

/// Splits CSV text into records.
enum CSVRecords {
    static func parse(_ text: String, file: String) throws(TranslationFileError) -> [CSVRecord] {
        var scalars = Array(text.unicodeScalars)
        // The byte offset of the scalar at `index`, for positions.
        var offset = 0
        if scalars.first == "\u{FEFF}" {
            scalars.removeFirst()
            offset = 3
        }
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1, column = 1
        var recordStart = SourcePosition(line: 1, column: 1, offset: offset)
        var index = 0
        var fieldWasQuoted = false
        func step(_ count: Int) {
            for scalar in scalars[index..<min(scalars.count, index + count)] { offset += UTF8.width(scalar) }
            index += count
        }
        func position() -> SourcePosition { SourcePosition(line: line, column: column, offset: offset) }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" && field.isEmpty && !fieldWasQuoted {
                let opened = position()
                step(1)
                column += 1
                fieldWasQuoted = true
                var closed = false
                while index < scalars.count {
                    let inner = scalars[index]
                    if inner == "\"" {
                        if index + 1 < scalars.count, scalars[index + 1] == "\"" {
                            field.append("\"")
                            step(2)
                            column += 2
                            continue
                        }
                        step(1)
                        column += 1
                        closed = true
                        break
                    }
                    field.append(inner)
                    step(1)
                    if inner == "\n" || (inner == "\r" && (index >= scalars.count || scalars[index] != "\n")) {
                        line += 1
                        column = 1
                    } else if inner != "\r" {
                        column += 1
                    }
                }
                guard closed else {
                    throw TranslationFileError(file: file, position: opened, message: "the file ends inside the quoted field opened here; it is truncated")
                }
                if index < scalars.count, ![",", "\r", "\n"].contains(scalars[index]) {
                    throw TranslationFileError(file: file, position: position(), message: "text after the closing quote of a field; a quote inside a field is written twice (\"\")")
                }
                continue
            }
            switch scalar {
            case ",":
                fields.append(String(field))
                field = String.UnicodeScalarView()
                fieldWasQuoted = false
                step(1)
                column += 1
            case "\r", "\n":
                fields.append(String(field))
                records.append(CSVRecord(fields: fields, position: recordStart))
                fields = []
                field = String.UnicodeScalarView()
                fieldWasQuoted = false
                step((scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n") ? 2 : 1)
                line += 1
                column = 1
                recordStart = position()
            case "\"":
                throw TranslationFileError(file: file, position: position(), message: "a quote inside a field that does not start with one; quote the whole field and write the quote twice")
            default:
                field.append(scalar)
                step(1)
                column += 1
            }
        }
        if !fields.isEmpty || !field.isEmpty || fieldWasQuoted {
            fields.append(String(field))
            records.append(CSVRecord(fields: fields, position: recordStart))
        }
        return records
    }
}
