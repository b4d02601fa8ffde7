/// A String Catalog (`.xcstrings`) as read from a file: everything Xcode writes, in file order, with
/// the position of every value.
public struct Catalog: Hashable, Sendable {
    /// The path the catalog was read from, as given to the reader.
    public var path: String
    /// The language of the source text, e.g. `en`.
    public var sourceLanguage: String
    /// The format version, an opaque `major.minor` string such as `1.0` or `1.1`.
    public var version: String?
    /// The keys in file order. When a key occurs twice, the later definition replaces the earlier one
    /// in the earlier one's place (and a `duplicate-key` diagnostic says so).
    public var entries: [CatalogEntry]
    /// Top-level members this tool does not know, kept as they stand.
    public var unknownFields: [JSONMember]
    /// Languages the file has whose localizations a ``LanguageSelection`` left out of ``entries``,
    /// sorted; empty when the catalog was read whole.
    public var omittedLanguages: [String]
    /// The escape sequences of the strings that have any, by the byte offset of the string's
    /// opening quote (see ``escapes(ofStringAt:)``).
    public var escapedStrings: [Int: [StringEscape]] = [:]
    /// Whether the file ends with a line break after the closing brace. Xcode writes most catalogs
    /// without one and some with one (4 of the 104 real catalogs of the test corpus), so the writer
    /// needs to know which to give back the same bytes.
    public var endsWithNewline = false

    /// Creates a catalog.
    public init(
        path: String, sourceLanguage: String, version: String?, entries: [CatalogEntry], unknownFields: [JSONMember] = [],
        omittedLanguages: [String] = []
    ) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.unknownFields = unknownFields
        self.omittedLanguages = omittedLanguages
    }

    /// The escape sequences of the string whose opening quote is at `position` (a key's or a
    /// value's position); empty when it has none.
    public func escapes(ofStringAt position: SourcePosition) -> [StringEscape] {
        escapedStrings.isEmpty ? [] : escapedStrings[position.offset] ?? []
    }

    /// Every language that occurs in any entry (omitted ones included), sorted, the source language
    /// first.
    public var languages: [String] {
        var seen = Set(omittedLanguages)
        for entry in entries {
            for localization in entry.localizations { seen.insert(localization.language) }
        }
        seen.insert(sourceLanguage)
        return [sourceLanguage] + seen.subtracting([sourceLanguage]).sorted()
    }

    /// Where a value stands, in the file and inside the catalog.
    public func location(
        of position: SourcePosition, key: String, language: String? = nil, variationPath: VariationPath = VariationPath()
    ) -> CatalogLocation {
        CatalogLocation(file: path, position: position, key: key, language: language, variationPath: variationPath)
    }
}

/// Where a value of a catalog stands: the file, line and column, and its path inside the catalog.
public struct CatalogLocation: Hashable, Sendable, CustomStringConvertible {
    /// The catalog's path.
    public var file: String
    /// Line, column and byte offset in the file.
    public var position: SourcePosition
    /// The key of the entry.
    public var key: String
    /// The language of the localization, if the value belongs to one.
    public var language: String?
    /// The variation path inside the localization.
    public var variationPath: VariationPath

    /// Creates a location.
    public init(file: String, position: SourcePosition, key: String, language: String?, variationPath: VariationPath) {
        self.file = file
        self.position = position
        self.key = key
        self.language = language
        self.variationPath = variationPath
    }

    /// `file:line:column`, as compilers and editors print it.
    public var description: String { "\(file):\(position.line):\(position.column)" }

    /// The catalog path of the value, e.g. `strings["trailer.close.hint"].de.plural.one`.
    public var catalogPath: String {
        var result = "strings[\(quoted(key, limit: 200))]"
        if let language { result += "." + language }
        if !variationPath.isEmpty { result += "." + variationPath.description }
        return result
    }
}
