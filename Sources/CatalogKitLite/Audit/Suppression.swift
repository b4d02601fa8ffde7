

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
package struct Suppression: Hashable, Sendable {
    /// The rule ids the comment suppresses; empty with ``suppressesAll``.
    package var ruleIDs: Set<String>
    /// Whether `ignore all` was written.
    package var suppressesAll: Bool
    /// Rule ids written in the comment that no rule has, for a warning.
    package var unknownRuleIDs: [String]

    package static let marker = "xcstrings-a11y:"

    /// Reads the directives of a comment; `nil` when it has none.
    package init?(comment: String, knownRuleIDs: Set<String>) {
        guard Self.mayHoldMarker(comment) else { return nil }
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

    /// Whether a comment's bytes hold `11y:` or `11Y:`, the end of the marker. No other character
    /// folds to a digit, to "y" or to ":", or is canonically equal to them followed by ":", so a
    /// comment without these bytes has no marker, and Foundation's case-insensitive search (about
    /// 10,000 instructions a comment) is spared for nearly every comment.
    package static func mayHoldMarker(_ comment: String) -> Bool {
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= 4 else { return false }
            for index in 0...(bytes.count - 4) where bytes[index] == UInt8(ascii: "1") && bytes[index + 1] == UInt8(ascii: "1")
                && bytes[index + 2] | 0x20 == UInt8(ascii: "y") && bytes[index + 3] == UInt8(ascii: ":") {
                return true
            }
            return false
        }
        return comment.utf8.withContiguousStorageIfAvailable(search) ?? Array(comment.utf8).withUnsafeBufferPointer(search)
    }

    /// Whether a finding of this rule is suppressed.
    package func suppresses(_ ruleID: String) -> Bool {
        suppressesAll || ruleIDs.contains(ruleID)
    }
}
