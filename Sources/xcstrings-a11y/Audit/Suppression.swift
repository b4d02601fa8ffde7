import CatalogKitLite

/// Per-key exceptions written in the key's catalog comment, where translators see them too.
///
/// Syntax, anywhere in the comment, case-insensitive:
///
///     xcstrings-a11y: ignore same-as-source
///     xcstrings-a11y: ignore same-as-source, label-control-type
///     xcstrings-a11y: ignore all
///
/// The rule list ends at the end of the line or at a character that cannot be part of a rule id
/// list (anything but letters, digits, `-`, `,` and spaces), so the directive can share a comment
/// with prose: `Brand name, same in every language. xcstrings-a11y: ignore same-as-source`.
struct Suppression: Hashable, Sendable {
    /// The rule ids the comment suppresses; empty with ``suppressesAll``.
    var ruleIDs: Set<String>
    /// Whether `ignore all` was written.
    var suppressesAll: Bool
    /// Rule ids written in the comment that no rule has, for a warning.
    var unknownRuleIDs: [String]

    static let marker = "xcstrings-a11y:"

    /// Reads the directives of a comment; `nil` when it has none.
    init?(comment: String, knownRuleIDs: Set<String>) {
        var ruleIDs = Set<String>()
        var all = false
        var unknown: [String] = []
        var found = false
        var rest = Substring(comment)
        while let range = rest.range(of: Self.marker, options: .caseInsensitive) {
            rest = rest[range.upperBound...]
            let afterMarker = rest.drop { $0 == " " || $0 == "\t" }
            guard afterMarker.lowercased().hasPrefix("ignore") else { continue }
            found = true
            let list = afterMarker.dropFirst("ignore".count).prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "," || $0 == " " || $0 == "\t" }
            let names = list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map { $0.lowercased() }
            if names.isEmpty || names.contains("all") {
                all = true
            }
            for name in names where name != "all" {
                if knownRuleIDs.contains(name) { ruleIDs.insert(name) } else { unknown.append(name) }
            }
        }
        guard found else { return nil }
        self.ruleIDs = ruleIDs
        self.suppressesAll = all
        self.unknownRuleIDs = unknown
    }

    /// Whether a finding of this rule is suppressed.
    func suppresses(_ ruleID: String) -> Bool {
        suppressesAll || ruleIDs.contains(ruleID)
    }
}
