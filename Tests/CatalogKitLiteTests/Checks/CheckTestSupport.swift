import CatalogKitLite
import Testing

/// Helpers that run catalog checks on small catalogs written as JSON text.
enum CheckTest {
    /// Decodes a catalog; records an issue and returns an empty catalog if it does not decode cleanly.
    static func catalog(_ json: String, path: String = "Test.xcstrings", sourceLocation: SourceLocation = #_sourceLocation) -> Catalog {
        let result = CatalogReader.decode(Array(json.utf8), path: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
        guard let catalog = result.catalog else {
            Issue.record("the catalog does not decode", sourceLocation: sourceLocation)
            return Catalog(path: path, sourceLanguage: "en", version: "1.0", entries: [])
        }
        return catalog
    }

    /// Runs rules on the first entry of a catalog given as JSON text.
    static func run(
        _ rules: [CatalogRule], _ json: String, languages: [String] = ["en", "de"], role: AccessibilityRole? = nil,
        module: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Finding] {
        let catalog = catalog(json, sourceLocation: sourceLocation)
        guard let entry = catalog.entries.first else {
            Issue.record("the catalog has no entry", sourceLocation: sourceLocation)
            return []
        }
        let context = CatalogCheckContext(catalog: catalog, requiredLanguages: languages, module: module, role: role)
        return CatalogRule.run(entry, context: context, rules: rules)
    }

    /// Runs one rule on the first entry of a catalog given as JSON text.
    static func run(
        _ rule: CatalogRule, _ json: String, languages: [String] = ["en", "de"], role: AccessibilityRole? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Finding] {
        run([rule], json, languages: languages, role: role, sourceLocation: sourceLocation)
    }

    /// The 1-based line and column of the first occurrence of `needle` in `text`, counting columns in
    /// Unicode scalars as `SourcePosition` does.
    static func lineColumn(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
    }

    /// `line:column` of a finding.
    static func position(_ finding: Finding) -> String {
        "\(finding.location.position.line):\(finding.location.position.column)"
    }
}
