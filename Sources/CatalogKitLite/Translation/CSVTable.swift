import Foundation

/// The columns of a translation CSV file, by name. Import finds the columns it needs by their
/// header, so a spreadsheet may reorder or add columns.
public enum CSVColumn: String, CaseIterable, Sendable {
    case module
    case catalog
    case key
    case variation
    case language
    case source
    case target
    case state
    case needs
    case role
    case placeholders
    case spoken
    case findings
    case comment

    /// The columns an import cannot do without.
    public static let required: [CSVColumn] = [.catalog, .key, .variation, .language, .source, .target]
}

/// Writes translation units as CSV: RFC 4180 (fields quoted where they need it, quotes doubled,
/// lines ending in CR LF), UTF-8, a header row, one row per unit. With `byteOrderMark`, the file
/// starts with U+FEFF, which spreadsheets (Excel) need to read it as UTF-8 rather than a legacy
/// encoding.
///
/// A cell a spreadsheet would evaluate as a formula (`=`, `+`, `-`, `@` first) starts with a `'`
/// (``CSVFormulaGuard``; import takes it off). A unit whose texts hold a control character
/// (``TranslationText/controlCharacter(in:)``) is left out and reported, as are all units of a
/// catalog whose path or module holds one: a spreadsheet cannot show them, and printed in a
/// terminal they would act on it.
public struct CSVWriter: Sendable {
    /// Whether the file starts with a byte order mark.
    public var byteOrderMark: Bool

    /// Creates a writer.
    public init(byteOrderMark: Bool = false) {
        self.byteOrderMark = byteOrderMark
    }

    /// The whole file, and the units it had to leave out.
    public func document(_ files: [TranslationExportFile]) -> (text: String, skipped: [SkippedUnit]) {
        var text = byteOrderMark ? "\u{FEFF}" : ""
        var skipped: [SkippedUnit] = []
        text += Self.row(CSVColumn.allCases.map(\.rawValue))
        for file in files {
            if let problem = Self.unwritable([("the catalog's path", file.catalogPath), ("the module's name", file.module)]) {
                skipped += file.units.map { SkippedUnit(catalogPath: file.catalogPath, id: $0.id, reason: problem) }
                continue
            }
            for unit in file.units {
                if let problem = Self.unwritable([("the key", unit.key), ("the source text", unit.source), ("the translation", unit.target ?? ""), ("the comment", unit.comment ?? "")]) {
                    skipped.append(SkippedUnit(catalogPath: file.catalogPath, id: unit.id, reason: problem))
                    continue
                }
                text += Self.row(CSVColumn.allCases.map { Self.value(of: $0, unit: unit, file: file) })
            }
        }
        return (text, skipped)
    }

    /// Why texts cannot be written into a CSV file, if one holds a control character.
    static func unwritable(_ texts: [(what: String, text: String)]) -> String? {
        for (what, text) in texts {
            if let scalar = TranslationText.controlCharacter(in: text) {
                return "\(what) contains \(TranslationText.describe(scalar)), a control character a spreadsheet cannot show"
            }
        }
        return nil
    }

    static func value(of column: CSVColumn, unit: TranslationUnit, file: TranslationExportFile) -> String {
        switch column {
        case .module: file.module
        case .catalog: file.catalogPath
        case .key: unit.key
        case .variation: unit.path.unitIDSpelling
        case .language: file.targetLanguage
        case .source: unit.source
        case .target: unit.target ?? ""
        case .state: TranslationStateMap.csv(unit.state)
        case .needs: unit.needs.map(\.rawValue).joined(separator: ", ")
        case .role: TranslationNotes.role(unit) ?? ""
        case .placeholders: TranslationNotes.placeholders(unit)
        case .spoken: unit.spokenPreview.flatMap { $0 == unit.source ? nil : $0 } ?? ""
        case .findings: unit.findings.joined(separator: "\n")
        case .comment: unit.comment ?? ""
        }
    }

    /// One record, fields quoted when they hold a comma, a quote, a line break or leading or
    /// trailing white space (which some spreadsheets trim).
    static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    static func field(_ text: String) -> String {
        let text = CSVFormulaGuard.guarded(text)
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            || text.first?.isWhitespace == true || text.last?.isWhitespace == true
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
