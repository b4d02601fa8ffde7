/// What a catalog check needs besides the entry: the catalog it belongs to, the languages that must be
/// there, and what the command knows about the key (its module and accessibility role).
public struct CatalogCheckContext: Sendable {
    /// What stays the same for every entry of a catalog, in one box: a context is copied for each
    /// entry checked, and a copy of the fields themselves retained every string and array of the
    /// catalog's header once per entry.
    private final class Shared: Sendable {
        let catalog: Catalog
        let requiredLanguages: [String]
        let module: String?
        let xcodeExtractsKeys: Bool
        let reviewBacklogs: [String: ReviewBacklog]
        /// ``translationLanguages``, worked out once: every check of every entry asks.
        let translationLanguages: [String]
        /// The translation languages that are not a regional variant of the source language.
        let translationLanguagesOtherThanSource: [String]

        init(catalog: Catalog, requiredLanguages: [String], module: String?, xcodeExtractsKeys: Bool, reviewBacklogs: [String: ReviewBacklog]) {
            self.catalog = catalog
            self.requiredLanguages = requiredLanguages
            self.module = module
            self.xcodeExtractsKeys = xcodeExtractsKeys
            self.reviewBacklogs = reviewBacklogs
            translationLanguages = requiredLanguages.filter { $0 != catalog.sourceLanguage }
            translationLanguagesOtherThanSource = translationLanguages.filter { !LanguageTag.sameLanguageAndScript($0, catalog.sourceLanguage) }
        }

        /// A box like this one with some fields replaced.
        func with(
            catalog: Catalog? = nil, requiredLanguages: [String]? = nil, module: String?? = nil, xcodeExtractsKeys: Bool? = nil,
            reviewBacklogs: [String: ReviewBacklog]? = nil
        ) -> Shared {
            Shared(
                catalog: catalog ?? self.catalog, requiredLanguages: requiredLanguages ?? self.requiredLanguages, module: module ?? self.module,
                xcodeExtractsKeys: xcodeExtractsKeys ?? self.xcodeExtractsKeys, reviewBacklogs: reviewBacklogs ?? self.reviewBacklogs)
        }
    }

    private var shared: Shared

    /// The catalog the entry belongs to; checks use its path, source language and `location(of:…)`.
    public var catalog: Catalog {
        get { shared.catalog }
        set { shared = shared.with(catalog: newValue) }
    }
    /// The languages every key must have, the catalog's source language first, e.g. `["en", "de"]`.
    ///
    /// Checks look only at these languages: a catalog with thirty languages is checked for the ones the
    /// project asked for, not for all of them.
    public var requiredLanguages: [String] {
        get { shared.requiredLanguages }
        set { shared = shared.with(requiredLanguages: newValue) }
    }
    /// The module the catalog belongs to, copied into every finding.
    public var module: String? {
        get { shared.module }
        set { shared = shared.with(module: .some(newValue)) }
    }
    /// The accessibility role of the key being checked, copied into every finding and used in messages
    /// ("German hint for …"); `nil` for a string without a role.
    public var role: AccessibilityRole?
    /// What the checks of one entry share, when the context was made for one entry.
    var analysis: EntryAnalysis?
    /// Whether Xcode extracts this catalog's keys from the code, so that its stale marks say a key
    /// is unused: some key is extracted (no `extractionState`, or `extracted_with_value`), or none was
    /// added by hand. A catalog of only manual and stale keys is filled by hand for an app that looks
    /// its keys up where Xcode cannot see them (LiveContainer's `"lc.settings.autoEndPiP".loc`).
    public var xcodeExtractsKeys: Bool {
        get { shared.xcodeExtractsKeys }
        set { shared = shared.with(xcodeExtractsKeys: newValue) }
    }
    /// How much of each required language is marked `needs_review` among the strings checked.
    public var reviewBacklogs: [String: ReviewBacklog] {
        get { shared.reviewBacklogs }
        set { shared = shared.with(reviewBacklogs: newValue) }
    }

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - catalog: The catalog the entries belong to.
    ///   - requiredLanguages: The languages that must be present. The catalog's source language is put
    ///     first (added if absent); duplicates are dropped. `nil` means the source language and
    ///     ``LanguageTag/defaultTranslationLanguages``.
    ///   - module: The module of the catalog, if known.
    ///   - role: The role of the key, if it has one.
    ///   - xcodeExtractsKeys: Whether Xcode extracts the catalog's keys; `nil` works it out from the
    ///     catalog's entries (a pass over them: an audit works it out once and passes it).
    ///   - reviewBacklogs: The review backlog per language of the strings checked; `nil` works it out
    ///     over all the catalog's entries (an audit works it out once, over the strings it checks).
    public init(
        catalog: Catalog, requiredLanguages: [String]? = nil, module: String? = nil, role: AccessibilityRole? = nil,
        xcodeExtractsKeys: Bool? = nil, reviewBacklogs: [String: ReviewBacklog]? = nil
    ) {
        var languages = [catalog.sourceLanguage]
        for language in requiredLanguages ?? LanguageTag.defaultTranslationLanguages where !languages.contains(language) {
            languages.append(language)
        }
        shared = Shared(
            catalog: catalog, requiredLanguages: languages, module: module,
            xcodeExtractsKeys: xcodeExtractsKeys ?? Self.xcodeExtractsKeys(of: catalog),
            reviewBacklogs: reviewBacklogs ?? ReviewBacklog.of(catalog.entries, languages: languages))
        self.role = role
    }

    /// Whether some key of the catalog is extracted from code, or none was added by hand.
    public static func xcodeExtractsKeys(of catalog: Catalog) -> Bool {
        var hasManual = false
        for entry in catalog.entries {
            switch entry.extractionState {
            case nil, .extractedWithValue: return true
            case .manual: hasManual = true
            default: break
            }
        }
        return !hasManual
    }

    /// The catalog's source language.
    public var sourceLanguage: String { shared.catalog.sourceLanguage }

    /// The required languages other than the source language, in order.
    public var translationLanguages: [String] { shared.translationLanguages }

    /// The translation languages that are not a regional variant of the source language (en-GB
    /// beside en), in order.
    public var translationLanguagesOtherThanSource: [String] { shared.translationLanguagesOtherThanSource }
}

/// A catalog check: a value that describes itself and checks one entry.
///
/// Every check reports with the rule's default severity, or a lower one it gives a lesser case (a
/// configured severity replaces both), points
/// at the exact value it is about, and copies module and role from the context. Checks are independent
/// of each other but agree on who reports what, so that one defect gives one finding:
/// - a key marked `extractionState: stale` is reported once, by `stale-key`, and by no other check;
/// - a unit in state `new` in a translation is reported by `untranslated`, not as empty or as equal to
///   the source;
/// - an empty value is reported by `empty-translation`, not as missing placeholders or a missing number;
/// - an argument a translation drops is `placeholder-missing`, never also a gap of `invalid-specifier`;
/// - a plural form the source has and a translation lacks is `missing-translation`; `plural-incomplete`
///   reports only the forms a language needs beyond the source's.
public struct CatalogRule: Sendable {
    /// What the rule is: id, summary, rationale, default severity and examples.
    public var description: RuleDescription
    /// Checks one entry; returns the findings, in no particular order.
    public var check: @Sendable (CatalogEntry, CatalogCheckContext) -> [Finding]

    /// Creates a rule from its description and its check.
    public init(description: RuleDescription, check: @escaping @Sendable (CatalogEntry, CatalogCheckContext) -> [Finding]) {
        self.description = description
        self.check = check
    }

    /// The rule's stable id, e.g. `missing-translation`.
    public var id: String { description.id }
}

extension CatalogRule {
    /// Every catalog check, sorted by id.
    public static let all: [CatalogRule] = [
        EmptyTranslationRule.rule, InvalidSpecifierRule.rule, MissingTranslationRule.rule,
        NeedsReviewRule.rule, PlaceholderExtraRule.rule, PlaceholderMismatchRule.rule,
        PlaceholderMissingRule.rule, PluralIncompleteRule.rule, PluralWithoutNumberRule.rule,
        SameAsSourceRule.rule, StaleKeyRule.rule, UntranslatedRule.rule, VariationMismatchRule.rule,
    ].sorted { $0.id < $1.id }

    /// The check with this id, if there is one.
    public static func named(_ id: String) -> CatalogRule? {
        all.first { $0.id == id }
    }

    /// Runs several rules on one entry.
    ///
    /// - Parameters:
    ///   - entry: The entry to check.
    ///   - context: The catalog, required languages, module and role.
    ///   - rules: The rules to run; all of them by default.
    /// - Returns: The findings of all rules, in report order (file position, then rule id).
    public static func run(_ entry: CatalogEntry, context: CatalogCheckContext, rules: [CatalogRule] = all) -> [Finding] {
        rules.flatMap { $0.check(entry, context) }.sorted(by: Finding.reportOrder)
    }
}
