import CatalogKitLite

/// What makes two findings "the same problem" from one run to the next: the rule, the catalog's
/// path relative to the repository root, the key, the language and the variation path.
///
/// The line and column are left out on purpose: adding a key above a string moves it down the file
/// but does not change the problem. Baselines match on this identity, and SARIF and GitLab
/// fingerprints are hashes of it, so an alert survives an edit elsewhere in the catalog.
struct FindingIdentity: Hashable, Comparable, Sendable {
    /// The rule id.
    var rule: String
    /// The catalog's path, relative to the repository root.
    var file: String
    /// The catalog key.
    var key: String
    /// The language, empty for a finding about the key as a whole.
    var language: String
    /// The variation path, e.g. `plural.one`; empty for the localization's own unit.
    var variationPath: String

    /// The identity of a finding, its path made relative by `paths`.
    init(_ finding: Finding, paths: RepositoryPaths) {
        rule = finding.ruleID
        file = paths.relative(finding.location.file)
        key = finding.location.key
        language = finding.location.language ?? ""
        variationPath = finding.location.variationPath.description
    }

    /// An identity from its parts, as a baseline file spells them.
    init(rule: String, file: String, key: String, language: String, variationPath: String) {
        self.rule = rule
        self.file = file
        self.key = key
        self.language = language
        self.variationPath = variationPath
    }

    /// The identity as one string for hashing: the parts joined with a separator that cannot
    /// occur in them unescaped, so no two identities share a text.
    var canonicalText: String {
        [rule, file, key, language, variationPath]
            .map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\u{1F}", with: "\\u001F") }
            .joined(separator: "\u{1F}")
    }

    /// A stable hex fingerprint of the identity (SHA-256).
    var fingerprint: String { SHA256.hexDigest(of: Array(canonicalText.utf8)) }

    /// Sorted by file, key, language, variation path, then rule: the order of a baseline file.
    static func < (lhs: FindingIdentity, rhs: FindingIdentity) -> Bool {
        (lhs.file, lhs.key, lhs.language, lhs.variationPath, lhs.rule) < (rhs.file, rhs.key, rhs.language, rhs.variationPath, rhs.rule)
    }
}
