import CatalogKitLite

/// What `catalogs` says about the Swift code: per module its Swift files and the accessibility call
/// sites in each, before the catalogs' listing (text), or as `swiftFiles` and per module
/// `swiftFiles`/`uses` counts (JSON).
enum SourceInventory {
    /// The text listing: a heading per module with its counts, a line per file with uses or call
    /// sites left out as code that does not ship (files without any are counted, not listed), and
    /// every file that could not be read.
    static func text(_ sources: [ScannedSource], style: TextStyle) -> String {
        guard !sources.isEmpty else { return "" }
        var lines: [String] = []
        var index = sources.startIndex
        while index < sources.endIndex {
            let module = sources[index].module
            let members = sources[index...].prefix { $0.module == module }
            let uses = members.reduce(0) { $0 + $1.scan.uses.count }
            let skipped = members.reduce(0) { $0 + $1.skipped.count }
            let notAudited = skipped > 0 ? ", \(skipped) not audited" : ""
            lines.append(style.bold(UntrustedText.logLine(module)) + style.dim(" (\(plural(members.count, "Swift file")), \(plural(uses, "accessibility call site"))\(notAudited))"))
            for source in members {
                if let problem = source.problem {
                    let line = diagnosticLine(
                        path: source.path, line: problem.position?.line, column: problem.position?.column,
                        severity: .error, message: problem.message, id: problem.id)
                    lines.append(style.red(line))
                } else if !source.scan.uses.isEmpty || !source.skipped.isEmpty {
                    let skippedText = source.skipped.isEmpty ? "" : "; \(source.skipped.count) not audited (code that does not ship)"
                    lines.append("  \(UntrustedText.logLine(source.path)): \(describe(source.scan.uses))\(skippedText)")
                }
            }
            index = members.endIndex
        }
        let uses = sources.reduce(0) { $0 + $1.scan.uses.count }
        lines.append("\(plural(sources.count, "Swift file")), \(plural(uses, "accessibility call site")) (\(describe(sources.flatMap(\.scan.uses))))")
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// "3 labels (1 implicit), 1 hint; 2 localized, 1 hard-coded, 1 dynamic (1 parameter or loop variable)".
    static func describe(_ uses: [AccessibilityUse]) -> String {
        guard !uses.isEmpty else { return "no accessibility call site" }
        var roles: [String] = []
        for role in AccessibilityRole.allCases {
            let ofRole = uses.filter { $0.role == role }
            guard !ofRole.isEmpty else { continue }
            let implicit = ofRole.filter(\.isImplicit).count
            roles.append(plural(ofRole.count, role.rawValue) + (implicit > 0 ? " (\(implicit) implicit)" : ""))
        }
        return roles.joined(separator: ", ") + "; " + UseCounts(uses).description
    }

    /// The inventory document with `swiftFiles`: per file its path, module, whether it was read,
    /// and its uses by role and by kind of argument.
    static func addingSources(_ sources: [ScannedSource], to document: JSONOutput) -> JSONOutput {
        guard !sources.isEmpty, case .object(var members) = document else { return document }
        let files: [JSONOutput] = sources.map { source in
            var fields: [(String, JSONOutput)] = [
                ("path", .string(source.path)),
                ("module", .string(source.module)),
                ("targets", .array(source.targets.map(JSONOutput.string))),
                ("read", .bool(source.problem == nil)),
                ("uses", .integer(source.scan.uses.count)),
                ("skipped", ProjectReport.skippedJSON(source.skipped)),
            ]
            fields.append(("roles", .object(AccessibilityRole.allCases.map { role in
                (role.rawValue, .integer(source.scan.uses.filter { $0.role == role }.count))
            })))
            fields.append(("implicitLabels", .integer(source.scan.uses.filter(\.isImplicit).count)))
            fields.append(("arguments", SourceUsesReport.json(UseCounts(source.scan.uses))))
            if let problem = source.problem { fields.append(("problem", .string(problem.description))) }
            return .object(fields)
        }
        let summaryIndex = members.firstIndex { $0.0 == "summary" } ?? members.endIndex
        members.insert(("swiftFiles", .array(files)), at: summaryIndex)
        return .object(members)
    }
}
