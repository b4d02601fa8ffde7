/// The units of one catalog for one language, as an export file holds them: one `<file>` of an
/// XLIFF document, or the rows of one catalog in a CSV file.
public struct TranslationExportFile: Hashable, Sendable {
    /// The catalog's path, as the export names it (XLIFF `original`, CSV `catalog`).
    public var catalogPath: String
    /// The module of the catalog.
    public var module: String
    /// The catalog's source language.
    public var sourceLanguage: String
    /// The language being translated into.
    public var targetLanguage: String
    /// The units, in the catalog's order.
    public var units: [TranslationUnit]

    /// Creates the units of one catalog.
    public init(catalogPath: String, module: String, sourceLanguage: String, targetLanguage: String, units: [TranslationUnit]) {
        self.catalogPath = catalogPath
        self.module = module
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.units = units
    }
}

/// A unit an export file cannot hold, and why (XML 1.0 has no way to write most control characters).
public struct SkippedUnit: Hashable, Sendable, CustomStringConvertible {
    /// The catalog.
    public var catalogPath: String
    /// The unit's id.
    public var id: String
    /// Why it was left out.
    public var reason: String

    /// `path: unit 'id' left out: reason`.
    public var description: String { "\(catalogPath): unit \(quoted(id, limit: 200)) left out: \(reason)" }
}
