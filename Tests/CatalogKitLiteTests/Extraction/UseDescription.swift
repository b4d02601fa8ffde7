@testable import CatalogKitLite

extension AccessibilityUse {
    /// What the use's argument is, in a few words for a test's expectation: "key Score",
    /// "text Josh Adams", "untranslatable", "dynamic variable-not-resolved".
    var argumentInWords: String {
        switch argument {
        case .localized(let lookup): "key \(lookup.key.plainText ?? "")"
        case .hardCoded(let literal): "text \(literal.plainText ?? "")"
        case .untranslatable: "untranslatable"
        case .dynamic(_, let reason): "dynamic \(reason.rawValue)"
        }
    }
}

extension AccessibilityUse {
    /// The key a localized use looks up, `nil` for any other argument.
    var localizedKey: String? {
        if case .localized(let lookup) = argument { lookup.key.plainText } else { nil }
    }
}

/// The uses one Swift file hands VoiceOver, read as a module of its own.
func fileUses(_ source: String) throws -> [AccessibilityUse] {
    try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
}

/// The uses of each file of one module made of `sources`, in their order: what a file's code hands
/// VoiceOver when the other files' declarations are seen.
func moduleUses(_ sources: [String]) throws -> [[AccessibilityUse]] {
    try AccessibilityCallRecognizer().scan(module: sources.map { Array($0.utf8) }).map { try $0.get().uses }
}
