/// The context lines an export adds to each unit for the translator: XLIFF notes, CSV columns.
enum TranslationNotes {
    /// The role and where it came from, e.g. `hint (from the key-name convention)`.
    static func role(_ unit: TranslationUnit) -> String? {
        guard let role = unit.role else { return nil }
        return role.rawValue + (unit.roleSource.map { " (from \(sourcePhrase($0)))" } ?? "")
    }

    /// Where a role came from, in a translator's words.
    static func sourcePhrase(_ source: RoleSource) -> String {
        switch source {
        case .configuration: "the project's configuration"
        case .code: "the Swift code"
        case .comment: "the key's comment"
        case .convention: "the key-name convention"
        }
    }

    /// The placeholders, `%lld = a number (argument 1); %@ = text (argument 2)`.
    static func placeholders(_ unit: TranslationUnit) -> String {
        unit.placeholders.map(\.description).joined(separator: "; ")
    }

    /// Every note line of a unit, in a fixed order.
    static func lines(for unit: TranslationUnit) -> [String] {
        var lines: [String] = []
        if let role = role(unit) { lines.append("Role: " + role) }
        if let usedAt = unit.usedAt { lines.append("Used at: " + usedAt.description) }
        if !unit.placeholders.isEmpty { lines.append("Placeholders: " + placeholders(unit)) }
        if let spoken = unit.spokenPreview, spoken != unit.source { lines.append("Spoken: " + spoken) }
        lines.append("Needs: " + unit.needs.map(\.rawValue).joined(separator: ", "))
        for finding in unit.findings { lines.append("Finding: " + finding) }
        return lines
    }
}
