/// The catalogue of speech rules.
extension SpeechRule {
    /// Every speech rule, sorted by id, opt-in rules included.
    public static let all: [SpeechRule] = [
        BarePriceRule.rule, VersionWithoutKeywordRule.rule, HintOnlyEssentialRule.rule,
        LabelControlTypeRule.rule, LabelUninformativeRule.rule, LabelIdentifierLikeRule.rule,
        LabelTrailingPeriodRule.rule, LabelLowercaseStartRule.rule, LabelStateWordRule.rule, LabelTooLongRule.rule,
        HintGestureWordRule.rule, HintVerbFormRule.rule, HintStyleRule.rule,
        NumericDateTimeRule.rule, NumericShorthandRule.rule, SignedNumberHyphenRule.rule,
        AmbiguousAbbreviationRule.rule, AllCapsWordRule.rule, SymbolSeparatorRule.rule, BulletSeparatorRule.rule, EmojiRule.rule,
        ElectronicAndDigitStringsRule.rule, AddressConsistencyRule.rule, GenderSymbolRule.rule, LeakedSyntaxRule.rule,
        TransliteratedUmlautRule.rule, GermanCommandFormRule.rule,
    ].sorted { $0.id < $1.id }

    /// The rules that run unless configured otherwise.
    public static let enabledByDefault: [SpeechRule] = all.filter(\.description.isEnabledByDefault)

    /// The rules that also judge a catalog's strings together, each with its per-string half in ``all``.
    public static let catalogWide: [CatalogWideSpeechRule] = [AddressConsistencyRule.catalogWideRule, GermanCommandFormRule.catalogWideRule]

    /// The rule with an id, if there is one.
    public static func named(_ id: String) -> SpeechRule? { all.first { $0.id == id } }
}

extension SpeechEngine {
    /// Checks one string with the rules that are on by default (`de-gender-symbol` is opt-in).
    public static func check(_ string: SpokenString) -> [SpeechFinding] {
        check(string, rules: SpeechRule.enabledByDefault)
    }
}
