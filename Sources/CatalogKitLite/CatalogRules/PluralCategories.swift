/// The plural categories a language needs for whole numbers, in practice.
///
/// From CLDR's plural rules, restricted to the categories whole numbers fall into (Apple chooses the
/// variant from an integer count in nearly every catalog) and to what Apple falls back on: `other` is
/// always required, because every lookup ends there. Deliberately not required:
/// - `many` for French, Spanish, Italian, Portuguese and Catalan (CLDR uses it for millions written
///   compactly, "1 million de…", not for counts of things on screen);
/// - `one` for Japanese, Chinese, Korean, Vietnamese, Thai, Indonesian, Malay: they have no plural;
/// - `many` for Czech and Slovak, and `many` for Lithuanian: fractions only;
/// - `zero` anywhere but Latvian and Arabic, where whole numbers do fall into it; elsewhere `zero` is an
///   optional extra Apple honours for 0.
/// Languages not in the table need `other` only.
public enum PluralCategories {
    private static let table: [String: [PluralCategory]] = {
        var table: [String: [PluralCategory]] = [:]
        let oneOther = ["en", "de", "nl", "sv", "da", "nb", "nn", "no", "fi", "et", "el", "hu", "tr", "bg",
                        "it", "es", "fr", "pt", "ca", "gl", "eu", "af", "hi", "bn", "sq", "ka", "hy"]
        for language in oneOther { table[language] = [.one, .other] }
        for language in ["ja", "zh", "ko", "vi", "th", "id", "ms", "lo", "km", "my"] { table[language] = [.other] }
        for language in ["ru", "uk", "be", "pl"] { table[language] = [.one, .few, .many, .other] }
        for language in ["cs", "sk", "hr", "sr", "bs", "lt", "ro"] { table[language] = [.one, .few, .other] }
        table["sl"] = [.one, .two, .few, .other]
        table["he"] = [.one, .two, .other]
        table["lv"] = [.zero, .one, .other]
        table["ar"] = [.zero, .one, .two, .few, .many, .other]
        table["ga"] = [.one, .two, .few, .many, .other]
        table["cy"] = [.zero, .one, .two, .few, .many, .other]
        return table
    }()

    /// Languages whose `one` category holds numbers other than 1 (21, 31, … in Russian), so that a
    /// `one` variant must show the number.
    private static let oneHoldsMoreThanOne: Set<String> = ["ru", "uk", "be", "hr", "sr", "bs", "lt", "lv"]

    /// The primary language subtag of a tag, lowercased: `pt-BR` → `pt`, `zh-Hans` → `zh`.
    static func primaryLanguage(_ tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(tag)).lowercased()
    }

    /// The categories a plural variation in `language` must have, in CLDR order.
    public static func required(for language: String) -> [PluralCategory] {
        table[primaryLanguage(language)] ?? [.other]
    }

    /// Languages that put a noun after a number in the singular ("1 eşleşme", "5 eşleşme"), so that
    /// `other` reads right for 1 although CLDR gives them `one`.
    private static let singularAfterNumbers: Set<String> = ["tr", "hu", "az", "ka", "hy", "kk", "uz", "ky", "tk"]

    /// Languages whose translators write the form for 5 and more into `other`, which is what Foundation
    /// falls back on, so a missing `many` goes unnoticed (13 of 15 in the third precision study).
    private static let manyWrittenIntoOther: Set<String> = ["ru", "uk", "be", "pl"]

    /// The categories whose absence a user of `language` is likely to notice, for `plural-incomplete`:
    /// ``required(for:)`` without the `many` of Russian, Ukrainian, Belarusian and Polish (translators write
    /// the form for 5 and more into `other`, which is what Foundation falls back on; Arabic, Irish and
    /// Welsh keep it) and, in languages that use the singular after numbers, without
    /// `one`. Xcode and the translation files still use ``required(for:)``.
    public static func neededForCounts(for language: String) -> [PluralCategory] {
        let primary = primaryLanguage(language)
        if singularAfterNumbers.contains(primary) { return [.other] }
        return required(for: language).filter { $0 != .many || !manyWrittenIntoOther.contains(primary) }
    }

    /// Whether a `one` variant in `language` may leave out the number: true where `one` means exactly 1.
    public static func oneMayOmitNumber(in language: String) -> Bool {
        !oneHoldsMoreThanOne.contains(primaryLanguage(language))
    }
}
