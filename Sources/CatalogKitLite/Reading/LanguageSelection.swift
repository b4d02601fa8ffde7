/// Which localizations a read keeps: a tool that checks only some languages can leave the others
/// out of the model, which then takes a fraction of the memory.
///
/// Every localization is still decoded, so a file gives the same diagnostics with or without a
/// selection; only the kept ones go into the model, and ``Catalog/omittedLanguages`` names the
/// others so that ``Catalog/languages`` stays whole. The selection depends on the source language,
/// which Xcode writes before `strings`; when a file has it after `strings` (or not at all), every
/// localization is kept. A model read with a selection is a partial view of the file, not for
/// writing back.
public struct LanguageSelection: Sendable {
    /// The languages to keep, given the catalog's source language (which is always kept).
    public var languages: @Sendable (_ sourceLanguage: String) -> [String]

    /// A selection that keeps the languages `languages` names for a source language.
    public init(_ languages: @escaping @Sendable (_ sourceLanguage: String) -> [String]) {
        self.languages = languages
    }

    /// The languages to keep for a source language, the source language included, each as given
    /// and in ``LanguageTag/matchingKey(_:)`` form: a language is kept whatever its case (``keeps(_:in:)``).
    func kept(sourceLanguage: String) -> Set<String> {
        let given = languages(sourceLanguage) + [sourceLanguage]
        return Set(given).union(given.map(LanguageTag.matchingKey))
    }

    /// Whether a set made by ``kept(sourceLanguage:)`` keeps `language`: the exact spelling is
    /// looked up first, so the usual case costs no lowering.
    static func keeps(_ language: String, in kept: Set<String>) -> Bool {
        kept.contains(language) || kept.contains(LanguageTag.matchingKey(language))
    }
}
