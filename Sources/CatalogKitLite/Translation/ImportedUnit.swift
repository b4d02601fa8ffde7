/// One translated unit read from an XLIFF or CSV file, to be written back into a catalog.
public struct ImportedUnit: Hashable, Sendable {
    /// The catalog the unit belongs to, as the file names it (XLIFF `original`, CSV `catalog`).
    public var catalogPath: String
    /// The language the file translates into.
    public var language: String
    /// The key.
    public var key: String
    /// Where the unit sits inside the localization.
    public var path: VariationPath
    /// The source text the translator saw.
    public var source: String
    /// The translation; `nil` (or only white space) when the unit was left untranslated.
    public var target: String?
    /// The state the file gives the translation (see ``TranslationStateMap`` for what it means).
    public var state: TranslationFileState
    /// Where the unit stands in the file.
    public var position: SourcePosition

    /// Creates an imported unit.
    public init(
        catalogPath: String, language: String, key: String, path: VariationPath, source: String, target: String?,
        state: TranslationFileState, position: SourcePosition
    ) {
        self.catalogPath = catalogPath
        self.language = language
        self.key = key
        self.path = path
        self.source = source
        self.target = target
        self.state = state
        self.position = position
    }

    /// The unit's id, as an export names it.
    public var id: String { TranslationUnit.id(key: key, path: path) }
}

/// What a translation file holds: units, and the units it holds but cannot give (an inline tag
/// this tool does not write, a missing `<source>`), which are refused one by one.
public struct TranslationFileContents: Sendable {
    /// The units read.
    public var units: [ImportedUnit] = []
    /// Units that could not be read, with the reason, where they stand.
    public var problems: [TranslationFileError] = []

    /// Creates contents.
    public init(units: [ImportedUnit] = [], problems: [TranslationFileError] = []) {
        self.units = units
        self.problems = problems
    }
}

/// Reads a translation file written by `export` (and edited by a translation tool).
public enum TranslationFileReader {
    /// Reads XLIFF when `format` is `.xliff`, CSV when `.csv`.
    public static func read(_ bytes: [UInt8], file: String, format: TranslationFileFormat) throws(TranslationFileError) -> TranslationFileContents {
        switch format {
        case .xliff: try XLIFFReader.read(bytes, file: file)
        case .csv: try CSVReader.read(bytes, file: file)
        }
    }
}

/// The two formats of translation files.
public enum TranslationFileFormat: String, CaseIterable, Sendable {
    case xliff
    case csv

    /// The format a file's name implies: `.xliff` and `.xlf` are XLIFF, `.csv` is CSV.
    public init?(fileName: String) {
        let lowered = fileName.lowercased()
        if lowered.hasSuffix(".xliff") || lowered.hasSuffix(".xlf") {
            self = .xliff
        } else if lowered.hasSuffix(".csv") {
            self = .csv
        } else {
            return nil
        }
    }
}
