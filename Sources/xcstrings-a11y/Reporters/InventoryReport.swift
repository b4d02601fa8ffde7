import CatalogKitLite
import Foundation

/// The inventory of catalogs, as text and as JSON.
enum InventoryReport {
    static func text(_ loaded: LoadedCatalogs, style: TextStyle) -> String {
        var lines: [String] = []
        for problem in loaded.problems {
            lines.append(diagnosticLine(path: problem.path, line: nil, column: nil, severity: .error, message: problem.reason, id: "io-error"))
        }
        var currentModule: String?
        for entry in loaded.catalogs {
            if entry.module != currentModule {
                currentModule = entry.module
                let catalogs = loaded.catalogs.filter { $0.module == entry.module }
                let keys = catalogs.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) }
                lines.append(style.bold(UntrustedText.logLine(entry.module)) + style.dim(" (\(plural(catalogs.count, "catalog")), \(plural(keys, "key")))"))
            }
            if let catalog = entry.summary {
                lines.append("  \(UntrustedText.logLine(entry.path)): \(plural(catalog.keyCount, "key")); languages: \(catalog.languages.map(UntrustedText.logLine).joined(separator: ", "))")
            } else {
                lines.append("  \(UntrustedText.logLine(entry.path)): " + style.red("not read"))
            }
            for diagnostic in entry.result.diagnostics {
                let line = diagnosticLine(
                    path: entry.path, line: diagnostic.position?.line, column: diagnostic.position?.column,
                    severity: diagnostic.severity, message: diagnostic.message, id: diagnostic.kind.rawValue)
                lines.append(diagnostic.severity == .error ? style.red(line) : style.yellow(line))
            }
        }
        let projects = ProjectReport.text(loaded, style: style)
        if !projects.isEmpty { lines.append(String(projects.dropLast(2))) }
        let modules = Set(loaded.catalogs.map(\.module)).count
        let keys = loaded.catalogs.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) }
        let unreadable = loaded.catalogs.filter { !$0.isComplete }.count + loaded.problems.count + loaded.unreadableProjects.count
        var summary = "\(plural(loaded.catalogs.count, "catalog")) in \(plural(modules, "module")), \(plural(keys, "key"))"
        summary += unreadable == 0 ? "; all read." : "; " + style.red("\(unreadable) could not be read") + "."
        if loaded.catalogs.isEmpty, loaded.problems.isEmpty { summary = "No String Catalogs (*.xcstrings) found." }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ loaded: LoadedCatalogs) -> JSONOutput {
        let catalogs: [JSONOutput] = loaded.catalogs.map { entry in
            var members: [(String, JSONOutput)] = [
                ("path", .string(entry.path)),
                ("module", .string(entry.module)),
                ("read", .bool(entry.isComplete)),
            ]
            if let catalog = entry.summary {
                members += [
                    ("sourceLanguage", .string(catalog.sourceLanguage)),
                    ("version", catalog.version.map(JSONOutput.string) ?? .null),
                    ("keys", .integer(catalog.keyCount)),
                    ("languages", .array(catalog.languages.map(JSONOutput.string))),
                ]
            }
            members.append(("diagnostics", .array(entry.result.diagnostics.map(diagnosticJSON))))
            return .object(members)
        }
        let moduleNames = loaded.catalogs.map(\.module).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        let modules: [JSONOutput] = moduleNames.map { name in
            let members = loaded.catalogs.filter { $0.module == name }
            return .object([
                ("name", .string(name)),
                ("catalogs", .integer(members.count)),
                ("keys", .integer(members.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) })),
            ])
        }
        let problems: [JSONOutput] = loaded.problems.map {
            .object([("path", .string($0.path)), ("id", .string("io-error")), ("severity", .string("error")), ("message", .string($0.reason))])
        }
        let unreadable = loaded.catalogs.filter { !$0.isComplete }.count + loaded.problems.count + loaded.unreadableProjects.count
        return .object([
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("catalogs", .array(catalogs)),
            ("modules", .array(modules)),
            ("pathErrors", .array(problems)),
            ("projects", ProjectReport.json(loaded)),
            ("projectErrors", .array(loaded.unreadableProjects.map(ProjectReport.problemJSON))),
            ("summary", .object([
                ("catalogs", .integer(loaded.catalogs.count)),
                ("modules", .integer(moduleNames.count)),
                ("keys", .integer(loaded.catalogs.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) })),
                ("unreadable", .integer(unreadable)),
            ])),
        ])
    }

    static func diagnosticJSON(_ diagnostic: CatalogDiagnostic) -> JSONOutput {
        .object([
            ("id", .string(diagnostic.kind.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("line", diagnostic.position.map { .integer($0.line) } ?? .null),
            ("column", diagnostic.position.map { .integer($0.column) } ?? .null),
        ])
    }
}

/// "1 key", "3 keys".
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
