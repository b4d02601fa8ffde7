import CatalogKitLite

/// The report of missing translations: per module and language, accessibility strings, translated,
/// missing, needing review, percentage, and the missing keys with their source text.
enum CoverageReporter {
    static func text(_ run: AuditRun, style: TextStyle) -> String {
        var lines: [String] = []
        let header = ["Module", "Language", "Strings", "Translated", "Missing", "Review", "Unfinished", "%"]
        var rows: [[String]] = []
        for (module, languages) in run.coverageByModule {
            for coverage in languages {
                rows.append([UntrustedText.logLine(module), UntrustedText.logLine(coverage.language), "\(coverage.total)", "\(coverage.translated)", "\(coverage.missing)",
                             "\(coverage.needsReview)", "\(coverage.unfinished)", percent(coverage)])
            }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index < 2 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                          : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        lines.append(style.bold(format(header)))
        lines += rows.map(format)
        let missing = run.coverageByModule.flatMap { module, languages in languages.flatMap { coverage in coverage.missingKeys.map { (module, coverage.language, $0) } } }
        if !missing.isEmpty {
            lines.append("")
            lines.append(style.bold("Missing:"))
            for (module, language, string) in missing {
                let role = string.role.map { " (\($0.rawValue))" } ?? ""
                lines.append("  \(UntrustedText.logLine(module)) [\(UntrustedText.logLine(language))] \(UntrustedText.logLine(string.key))\(role): \(UntrustedText.logLine(quoted(string.sourceText, limit: 120)))")
            }
        }
        if run.loaded.hasReadErrors {
            lines.append("")
            lines.append(style.red("Some catalogs could not be read; run 'xcstrings-a11y check' for details."))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func markdown(_ run: AuditRun) -> String {
        var text = "## Accessibility strings: translation coverage\n\n"
        text += "| Module | Language | Accessibility strings | Translated | Missing | Needs review | Unfinished | Coverage |\n"
        text += "|---|---|---:|---:|---:|---:|---:|---:|\n"
        for (module, languages) in run.coverageByModule {
            for coverage in languages {
                text += "| \(Markdown.cell(module)) | \(Markdown.cell(coverage.language)) | \(coverage.total) | \(coverage.translated) | \(coverage.missing) | \(coverage.needsReview) | \(coverage.unfinished) | \(percent(coverage)) |\n"
            }
        }
        let missing = run.coverageByModule.flatMap { module, languages in languages.flatMap { coverage in coverage.missingKeys.map { (module, coverage.language, $0) } } }
        if missing.isEmpty {
            text += "\nNo accessibility string is missing a translation.\n"
        } else {
            text += "\n### Missing translations\n\n| Module | Language | Key | Role | Source text |\n|---|---|---|---|---|\n"
            for (module, language, string) in missing {
                text += "| \(Markdown.cell(module)) | \(Markdown.cell(language)) | \(Markdown.code(string.key)) | \(string.role?.rawValue ?? "") | \(Markdown.cell(string.sourceText)) |\n"
            }
        }
        return text
    }

    static func json(_ run: AuditRun) -> JSONOutput {
        .object([
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("modules", .array(run.coverageByModule.map { module, languages in
                .object([("name", .string(module)), ("languages", .array(languages.map(JSONReporter.coverageJSON)))])
            })),
            ("unreadable", .integer(run.totals.unreadable)),
        ])
    }

    /// The share translated for a table: "—" when there is nothing to translate (0 of 0 is no
    /// evidence of anything, so it must not read as "100%").
    static func percent(_ coverage: LanguageCoverage) -> String {
        coverage.total == 0 ? "—" : percent(coverage.percentage)
    }

    /// The share translated in JSON, rounded to a tenth; `null` when there is nothing to translate.
    static func percentJSON(_ coverage: LanguageCoverage) -> JSONOutput {
        coverage.total == 0 ? .null : .number((coverage.percentage * 10).rounded() / 10)
    }

    static func percent(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
    }
}

/// Escaping for text from catalogs placed in Markdown: the Markdown family's rules for
/// ``UntrustedText``, so a key or value can never break a table, open a link, inject HTML or start a
/// code block, and never hides or reorders text with invisible controls.
///
/// It goes scalar by scalar, as Markdown parsers read: a `<` or `|` glued into a grapheme cluster
/// (after U+0600, before a combining mark) is escaped like any other.
enum Markdown {
    /// Text for a table cell: Markdown and HTML specials escaped, pipes neutralised, line breaks,
    /// controls and bidirectional controls as visible escapes (`\n`, `\u{202E}`).
    static func cell(_ text: String) -> String {
        UntrustedText.escaped(text, special: { scalar -> String? in
            switch scalar {
            case "|": "\\|"
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "\\", "`", "*", "_", "[", "]", "#", "~", "!": "\\" + String(scalar)
            default: nil
            }
        })
    }

    /// Text as inline code: escaped like a cell inside a `<code>` element, which, unlike backticks,
    /// no content can close early.
    static func code(_ text: String) -> String {
        "<code>" + cell(text) + "</code>"
    }
}
