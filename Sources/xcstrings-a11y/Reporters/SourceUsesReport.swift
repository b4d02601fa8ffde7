import CatalogKitLite

/// The map of the code's accessibility strings, for `--format json`: per Swift file, every use the
/// audit recognised, with its role, key, table, catalog and place, so other tools can use the map.
enum SourceUsesReport {
    /// The `sources` member: one object per Swift file, in path order.
    static func json(_ sources: [AuditedSource]) -> JSONOutput {
        .array(sources.map { source in
            .object([
                ("path", .string(source.path)),
                ("module", .string(source.module)),
                ("targets", .array(source.source.targets.map(JSONOutput.string))),
                ("uses", .array(source.source.scan.uses.enumerated().map { index, use in useJSON(use, catalogs: source.catalogs(ofUse: index)) })),
                ("skipped", ProjectReport.skippedJSON(source.source.skipped)),
                ("findings", .integer(source.findings.count)),
                ("suppressed", .integer(source.suppressedCount)),
            ])
        })
    }

    private static func useJSON(_ use: AccessibilityUse, catalogs: [String]) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [
            ("line", .integer(use.argumentPosition.line)),
            ("column", .integer(use.argumentPosition.column)),
            ("form", .string(use.form)),
            ("role", .string(use.role.rawValue)),
            ("implicit", .bool(use.isImplicit)),
        ]
        switch use.argument {
        case .localized(let lookup):
            fields += [
                ("argument", .string("localized")),
                ("key", .string(lookup.key.writtenText)),
                ("table", .string(lookup.table ?? "Localizable")),
                ("bundle", .string(bundleName(lookup.bundle))),
                ("catalogs", .array(catalogs.map(JSONOutput.string))),
            ]
        case .hardCoded(let literal):
            fields += [("argument", .string("hard-coded")), ("text", .string(literal.writtenText))]
        case .untranslatable(let literal):
            fields += [("argument", .string("untranslatable")), ("text", .string(literal.writtenText))]
        case .dynamic(let expression):
            fields += [("argument", .string("dynamic")), ("expression", .string(expression))]
        }
        fields.append(("element", .integer(use.element)))
        return .object(fields)
    }

    private static func bundleName(_ bundle: LocalizedLookup.Bundle) -> String {
        switch bundle {
        case .main: "main"
        case .module: "module"
        case .other(let expression): expression
        }
    }
}
