/// A problem with a catalog file itself, found while reading it: the file could not be read, is not
/// JSON, is JSON but not a catalog, or is a catalog with a doubtful part.
///
/// These are not findings about strings: they say the tool could not (fully) read what it was given.
public struct CatalogDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of diagnostic, with their stable ids.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The file could not be read (missing, a directory, no permission).
        case ioError = "io-error"
        /// The file is not valid JSON; nothing of it is used.
        case jsonSyntax = "json-syntax"
        /// The JSON does not have a catalog's shape at some place; the rest of the catalog is used.
        case catalogSchema = "catalog-schema"
        /// A member name occurs twice in one object; the later one is used.
        case duplicateKey = "duplicate-key"
        /// The catalog's format version is not one this tool knows.
        case unknownVersion = "unknown-version"
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// `error` when the catalog could not be read as a whole, `warning` when it was read with a doubt.
    public var severity: Severity
    /// What is wrong, and what was expected.
    public var message: String
    /// Where, when the problem has a place in the file.
    public var position: SourcePosition?

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ severity: Severity, _ message: String, at position: SourcePosition?) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.position = position
    }

    /// `line:column: severity: message [id]`.
    public var description: String {
        let place = position.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(kind.rawValue)]"
    }
}
