// The words the catalog checks use in messages: role nouns, keys and quoted text.

/// The pieces messages of catalog checks are made of.
package enum CheckMessage {
    /// The subject of a message: `German hint for 'trailer.close.hint'`, with the variation path when
    /// the value is a variant: `German label for 'posts' [plural.one]`.
    static func subject(_ language: String, _ context: CatalogCheckContext, key: String, path: VariationPath = VariationPath()) -> String {
        var result = "\(LanguageName.of(language)) \(noun(context.role)) for \(quotedKey(key))"
        if !path.isEmpty { result += " [\(path)]" }
        return result
    }

    /// The role's noun, or `string` for a key without a role.
    static func noun(_ role: AccessibilityRole?) -> String {
        role?.rawValue ?? "string"
    }

    /// A key in single quotes, shortened and with control characters escaped.
    package static func quotedKey(_ key: String) -> String {
        "'\(quoted(key, limit: 80).dropFirst().dropLast())'"
    }

    /// ` (English: "Closes the trailer.")`: the text of a language in parentheses, with a leading space.
    static func aside(_ language: String, _ text: String) -> String {
        " (\(LanguageName.of(language)): \(quoted(text)))"
    }

    /// ` (English: "%@ of %@"; German: "%2$@ von %1$@")`: both texts, with a leading space.
    static func asides(_ sourceLanguage: String, _ sourceText: String, _ language: String, _ text: String) -> String {
        " (\(LanguageName.of(sourceLanguage)): \(quoted(sourceText)); \(LanguageName.of(language)): \(quoted(text)))"
    }
}

extension CatalogCheckContext {
    /// A finding of `rule` with the rule's default severity, the context's module and role, at `position`.
    func finding(
        _ rule: RuleDescription, _ message: String, at position: SourcePosition, key: String, language: String?,
        path: VariationPath = VariationPath(), suggestion: String? = nil, sourceText: String? = nil,
        text: String? = nil, severity: Severity? = nil
    ) -> Finding {
        Finding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message,
            location: catalog.location(of: position, key: key, language: language, variationPath: path),
            module: module, role: role, suggestion: suggestion, sourceText: sourceText, text: text)
    }
}

extension CatalogEntry {
    /// Whether Xcode marks the key as no longer used in code; only `stale-key` reports such a key.
    var isStale: Bool { extractionState == .stale }
}

extension String {
    /// Whether the text is empty or only white space (including line breaks and no-break spaces).
    var isBlank: Bool {
        // ASCII is told from its bytes: of it, only tab to carriage return and space are White_Space.
        for byte in utf8 {
            if byte >= 0x80 { return unicodeScalars.allSatisfy { $0.properties.isWhitespace } }
            if byte != 0x20 && byte &- 0x09 > 4 { return false }
        }
        return true
    }
}

/// Removes findings that say the same thing about the same place, keeping the first; checks that read
/// a substitution's branches from several texts use it so that each branch is reported once.
func uniqued(_ findings: [Finding]) -> [Finding] {
    var seen = Set<UniquedFinding>()
    return findings.filter { seen.insert(UniquedFinding(finding: $0)).inserted }
}

/// A finding in a set, hashed by what tells findings of one entry apart (rule, place, message) and
/// compared in full.
///
/// Hashing a whole finding hashes its texts and its key, which can be a megabyte long and are the
/// same for every finding about one value: a value with thousands of malformed specifiers then took
/// time quadratic in its length. Equal texts are the same storage, which `==` compares at once.
struct UniquedFinding: Hashable {
    let finding: Finding

    static func == (lhs: UniquedFinding, rhs: UniquedFinding) -> Bool {
        lhs.finding == rhs.finding
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(finding.ruleID)
        hasher.combine(finding.location.position)
        hasher.combine(finding.location.language)
        hasher.combine(finding.location.variationPath)
        hasher.combine(finding.message)
    }
}
