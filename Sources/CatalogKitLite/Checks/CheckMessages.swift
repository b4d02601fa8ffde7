// The words the catalog checks use in messages: language names, role nouns, keys and quoted text.

/// English names of languages for messages, by BCP 47 tag.
public enum LanguageName {
    /// Names of full tags, looked up first.
    static let regionalNames: [String: String] = [
        "en-GB": "British English", "en-AU": "Australian English", "en-US": "American English",
        "pt-BR": "Brazilian Portuguese", "pt-PT": "European Portuguese", "es-419": "Latin American Spanish",
        "zh-Hans": "Simplified Chinese", "zh-Hant": "Traditional Chinese", "zh-HK": "Chinese (Hong Kong)",
        "fr-CA": "Canadian French", "de-CH": "Swiss German", "gsw-CH": "Swiss German",
    ]

    /// Names of primary language subtags.
    static let primaryNames: [String: String] = [
        "en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "ja": "Japanese",
        "ko": "Korean", "zh": "Chinese", "pt": "Portuguese", "nl": "Dutch", "sv": "Swedish", "da": "Danish",
        "nb": "Norwegian", "no": "Norwegian", "fi": "Finnish", "pl": "Polish", "cs": "Czech", "sk": "Slovak",
        "ru": "Russian", "uk": "Ukrainian", "tr": "Turkish", "ar": "Arabic", "he": "Hebrew", "el": "Greek",
        "hu": "Hungarian", "ro": "Romanian", "vi": "Vietnamese", "th": "Thai", "id": "Indonesian", "ca": "Catalan",
        "hi": "Hindi", "bg": "Bulgarian", "hr": "Croatian", "sl": "Slovenian", "lt": "Lithuanian",
    ]

    /// The English name of a language tag: `de` → `German`, `pt-BR` → `Brazilian Portuguese`; a tag this
    /// table does not know is returned as it is.
    public static func of(_ tag: String) -> String {
        if let name = regionalNames[tag] { return name }
        if let name = primaryNames[tag] { return name }
        return tag
    }
}

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
        unicodeScalars.allSatisfy { $0.properties.isWhitespace }
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
