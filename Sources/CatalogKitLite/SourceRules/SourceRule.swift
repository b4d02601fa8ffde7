/// A check of the Swift code: a value that describes itself and judges one accessibility use.
///
/// Source rules report at the Swift file, line and column of the argument. Their examples are Swift
/// code of a view in the package target `Feature` (`Sources/Feature/View.swift`), whose own catalog
/// holds ``exampleTargetKeys`` and whose app's main-bundle catalog holds ``exampleAppKeys``; the
/// example test builds that project and runs the whole audit on it.
public struct SourceRule: Sendable {
    /// What the rule is, in its own words.
    public var description: RuleDescription
    /// Judges one use; findings carry the rule's default severity (the audit applies the configured one).
    package var check: @Sendable (AccessibilityUse, SourceRuleContext) -> [Finding]

    /// The keys of the example target's own catalog (`Sources/Feature/Resources/Localizable.xcstrings`).
    public static let exampleTargetKeys = ["Close", "player.play.label", "player.play.hint", "Status", "%@ (%@)"]
    /// The keys of the example app's catalog (`App/Resources/Localizable.xcstrings`, the main bundle).
    public static let exampleAppKeys = ["Done", "%@ of %@"]

    /// Every source rule.
    public static let all: [SourceRule] = [
        HardcodedAccessibilityStringRule.rule, LiteralInInterpolationRule.rule, KeyNotInCatalogRule.rule, KeyInWrongBundleRule.rule,
    ]
}

/// What a source rule knows about a use besides the use: its file, module, and where its key was found.
package struct SourceRuleContext: Sendable {
    /// The Swift file's path as found.
    package var path: String
    /// The file's module.
    package var module: String
    /// Whether the file is in a Swift package target.
    package var isInPackageTarget: Bool
    /// For a localized use: what looking its key up gave.
    package var lookup: LookupOutcome?
    /// The texts the run's catalogs keep the same in every required language (see
    /// ``LocalizedTexts/textsAlikeInEveryLanguage(in:languages:)``), and the words their translators
    /// keep inside the texts they translate (``LocalizedTexts/wordsKeptInTranslations(in:languages:)``).
    package var textsAlikeInEveryLanguage: Set<String> = []
    /// Whether the use's text is "English" among names of languages in themselves, or a language's
    /// English name beside its own (see ``LanguageNameLists``).
    package var isAmongLanguageNames = false
    /// The names of the run's apps, lower case, one word each (``ProjectTargets/appNames(of:)``).
    package var appNames: Set<String> = []
    /// The paths of the run's catalogs whose every required language is their source language
    /// (CueFlow's German catalog, its project declaring `de` only): a key missing from one shows
    /// its own text, the right one, in each language required of it.
    package var catalogsInSourceLanguageOnly: Set<String> = []
    /// Whether the targets that build the file make products that localize nothing beside
    /// localized ones (``CatalogTables/localizeNothing(_:folder:)``): its literals were never meant to be
    /// translated, so none is reported hard-coded.
    package var localizesNothing = false

    /// A finding at a place of the file. `key` is the catalog key the use looks up, or empty.
    /// Whether a text is the module's name, written with spaces or in another case ("Claude Usage"
    /// for `ClaudeUsage`, "My Niro" for `MyNiroApp`), alone or with a product tier ("SOLEA PLUS",
    /// "Mammoth Pro"): a name, the same in every language.
    package func isModuleName(_ text: String) -> Bool {
        let letters = { (name: Substring) in String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let written = letters(Self.wordsBeforeTier(text).joined(separator: " ")[...])
        guard written.count >= 3 else { return false }
        var name = letters(module[...])
        if written == name { return true }
        for suffix in ["app", "ios", "macos"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            return written == name
        }
        // A platform's target of the app, the platform a word of its own: "flaccyMac", "NineWatch"
        // ("Stopwatch" is no "Stop" for a watch).
        for suffix in ["Mac", "Watch", "TV", "WatchOS", "TvOS", "VisionOS"] where module.hasSuffix(suffix) && module.count > suffix.count {
            let before = module.dropLast(suffix.count)
            guard before.last.map({ $0.isLowercase || $0.isNumber }) == true else { continue }
            return written == letters(before)
        }
        return false
    }

    /// Whether a text is the name of one of the run's apps, as their Xcode projects give them,
    /// alone, with a product tier, or with words German writes as English does after it: Plozz's
    /// logo, `.accessibilityLabel(Text(verbatim: "Plozz"))` in a package's view, and VMflow's
    /// default server, "VMflow Cloud" (46th study): a service named after the app.
    package func isAppName(_ text: String) -> Bool {
        guard !appNames.isEmpty else { return false }
        let words = Self.wordsBeforeTier(text)
        guard let first = words.first, appNames.contains(first.lowercased()) else { return false }
        return words.dropFirst().allSatisfy { appNames.contains($0.lowercased()) || WordsGermanShares.isWrittenAlike($0) }
    }

    /// Whether a German user hears a literal right as written, so that no catalog needs to translate
    /// it: the module's name (``isModuleName(_:)``) or the app's (``isAppName(_:)``), text a catalog of the run keeps alike in every
    /// required language ("Maximum"), text written alike in every language (a name, "OK", a file's
    /// name, an address), or a word German writes as English does ("Status", "Audio", "Codec":
    /// ``WordsGermanShares``, SubTrack's settings rows), and "English" in a list of languages named in
    /// themselves (``LanguageNameLists``). A literal with interpolations is when no
    /// text between them holds a word other than one the same in every language (GitOK's
    /// `"\(name) (\(email))"`, `"\(width) x \(height)"`, `"\(ml) ml · \(count)×"`) or a text a
    /// catalog keeps alike, with the punctuation around it (ScentBoxd's `"Sillage: \(sillage)"`
    /// beside its catalog's "Sillage", English "Sillage", 47th study).
    package func isHeardAlikeInGerman(_ literal: SwiftStringLiteral) -> Bool {
        guard let text = literal.plainText else {
            // Unit symbols between the values are no words either: blaseunddarm's watch
            // complication, `"\(entry.todayMl) ml · \(entry.todayCount)×"`.
            return !literal.segments.contains { segment in
                guard case .text(let text) = segment, ValueJudge.hasWord(text), !ValueJudge.isSameInEveryLanguage(text) else { return false }
                // `"Sillage: "`: the words without the spaces and punctuation around them.
                return !textsAlikeInEveryLanguage.contains(String(Substring(text).trimmingEdges { !$0.isLetter && !$0.isNumber }))
            }
        }
        // `?? "nil"`: the word for no value a developer writes is code, read alike everywhere (54th study).
        if Self.noValueWords.contains(text) { return true }
        return isModuleName(text) || isAppName(text) || textsAlikeInEveryLanguage.contains(text) || ValueJudge.isAddress(text, withDomains: false)
            || isAmongLanguageNames
            || ValueJudge.isSameInEveryLanguage(text) || WordsGermanShares.isWordWrittenAlike(text)
    }

    /// The words code writes for no value: never words of the app's language.
    private static let noValueWords: Set<String> = ["nil", "null", "NULL", "<nil>", "(null)", "undefined", "NaN"]

    /// The words that name a product's edition after its name.
    private static let productTiers: Set<String> = ["plus", "pro", "premium", "lite", "max", "ultra", "free", "unlimited"]

    /// A text's words without a product tier at its end ("Mammoth Pro"), when more than one.
    private static func wordsBeforeTier(_ text: String) -> ArraySlice<Substring> {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count > 1, let last = words.last, productTiers.contains(last.lowercased()) else { return words[...] }
        return words.dropLast()
    }

    package func finding(_ rule: RuleDescription, at position: SourcePosition, key: String, role: AccessibilityRole, message: String, suggestion: String? = nil, text: String? = nil) -> Finding {
        Finding(
            ruleID: rule.id, severity: rule.defaultSeverity, message: message,
            location: CatalogLocation(file: path, position: position, key: key, language: nil, variationPath: VariationPath()),
            module: module, role: role, suggestion: suggestion ?? rule.fix, text: text)
    }
}

/// Where a key the code looks up was found.
package enum LookupOutcome: Hashable, Sendable {
    /// In the catalogs the lookup reads that have it (their paths).
    case found(in: [String])
    /// Only in the package or framework target's own catalog, which a main-bundle lookup never
    /// reads; `owner` says which kind of target ("package target").
    case onlyInTargetCatalog(path: String, owner: String)
    /// In no catalog the lookup reads; `searched` names them (empty when there is none of that table).
    /// `uncopied` is a catalog of the table beside the code that has the key but that no target
    /// of the projects copies into a bundle (flaccy's watch catalog, left out of the watch target).
    /// `ownCatalog` is the package or framework target's own catalog of the table, which a
    /// main-bundle lookup never reads, with the kind of target (Quartz's `QuartzKit`, 48th study).
    case missing(table: String, searched: [String], uncopied: String? = nil, ownCatalog: TargetCatalog? = nil)
    /// A catalog it could be in could not be read: nothing can be said.
    case unknown

    /// A package or framework target's own catalog: its path, and the kind of target ("package target").
    package struct TargetCatalog: Hashable, Sendable {
        /// The catalog's path.
        package var path: String
        /// The kind of target that owns it.
        package var owner: String
    }
}

extension AccessibilityUse {
    /// The role in words for messages: "label", "implicit label (a control's title)".
    var roleInWords: String { isImplicit ? "label (the control's title)" : role.description }

    /// Where a finding about the use's key goes: the key's literal when the argument holds it, else
    /// the argument (a key followed into a declaration, perhaps in another file, is reported where
    /// it is used, and the message names the declaration).
    var keyPosition: SourcePosition {
        if origin == nil, case .localized(let lookup) = argument { return lookup.key.position }
        return argumentPosition
    }

    /// The form, and where it is written when the text comes from a caller: ".help(_:) at
    /// Views/Row.swift:95:15".
    var formInWords: String {
        formSite.map { "\(form) at \($0)" } ?? form
    }

    /// " (from `.focusOutLabel`, Strings.swift:12:16)" for a value followed into a declaration, else "".
    var originInWords: String {
        origin.map { " (from \($0))" } ?? ""
    }

    /// The catalog key a use looks up, as written (interpolations as `\(…)`); `nil` for text that
    /// is looked up nowhere. Findings about hard-coded text name no key.
    var catalogKey: String? {
        if case .localized(let lookup) = argument { return lookup.key.writtenText }
        return nil
    }
}
