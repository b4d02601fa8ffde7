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
        case .dynamic(let expression, let reason):
            fields += [("argument", .string("dynamic")), ("expression", .string(expression)), ("reason", .string(reason.rawValue))]
        }
        if let origin = use.origin { fields.append(("declaredAt", .string(origin.description))) }
        // Text the callers give is listed where they write it; the form that speaks it is elsewhere.
        if let site = use.formSite { fields.append(("spokenAt", .string(site))) }
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

    /// The counts of the uses by kind of argument, and of the dynamic ones by reason.
    static func json(_ counts: UseCounts) -> JSONOutput {
        .object([
            ("total", .integer(counts.total)),
            ("localized", .integer(counts.localized)),
            ("hardCoded", .integer(counts.hardCoded)),
            ("untranslatable", .integer(counts.untranslatable)),
            ("dynamic", .integer(counts.dynamic)),
            ("dynamicReasons", .object(DynamicReason.allCases.compactMap { reason in
                counts.dynamicByReason[reason].map { (reason.rawValue, .integer($0)) }
            })),
        ])
    }

    /// The lookup helpers found: name, place, key, lookup, table and bundle.
    static func json(_ helpers: [LookupHelper]) -> JSONOutput {
        .array(helpers.map { helper in
            .object([
                ("name", .string(helper.name)),
                ("file", .string(helper.path)),
                ("line", .integer(helper.position.line)),
                ("column", .integer(helper.position.column)),
                ("key", .string(helper.key)),
                ("lookup", .string(helper.lookup)),
                ("table", .string(helper.table)),
                ("bundle", .string(helper.bundle)),
            ])
        })
    }
}
