/// Which catalog language a translation file's language goes into.
///
/// Translation platforms spell languages their own way (`de-DE`, `es-ES`, `zh-CN`, `DE`,
/// `pt_BR`) where a catalog has `de`, `es`, `zh-Hans`, `pt-BR`. A file's language is taken, in this
/// order:
///
/// 1. as an explicit entry maps it (`languageMap` in the configuration, `--language-map` on the
///    command line, which wins);
/// 2. as the catalog spells the same tag (case and `_`/`-` aside: `DE`, `pt_BR`);
/// 3. as the catalog's language it means: a tag with the region its language means by default
///    (CLDR's likely subtags: `de-DE` is `de`, `pt-BR` is `pt`, but `pt-PT`, `de-AT` and `en-GB`
///    are languages of their own), Chinese by region (`zh-CN`, `zh-SG` → `zh-Hans`; `zh-TW`,
///    `zh-HK`, `zh-MO` → `zh-Hant`), and the old codes `iw`, `in`, `ji` and `no` (`he`, `id`,
///    `yi`, `nb`),
///
/// each only when the catalog has (or the project requires) the result and not the file's own tag.
public struct TranslationLanguageMap: Sendable {
    /// Explicit entries, file language to catalog language, later entries winning.
    public var entries: [(file: String, catalog: String)]

    /// Creates a map with explicit entries (configuration first, then the command line).
    public init(entries: [(file: String, catalog: String)] = []) {
        self.entries = entries
    }

    /// Where a file's language goes, and why.
    public enum Resolution: Hashable, Sendable {
        /// A language of the catalog (or one it may take), named as the file names it.
        case same(String)
        /// Another spelling of a language of the catalog: the catalog's, and why.
        case mapped(String, reason: String)
        /// No language of the catalog.
        case none
    }

    /// The catalog language `fileLanguage` stands for among `candidates` (the catalog's languages,
    /// those the project requires, and the one `--language` names).
    public func resolve(_ fileLanguage: String, candidates: [String]) -> Resolution {
        if let entry = entries.last(where: { LanguageTag.same($0.file, fileLanguage) }) {
            let target = LanguageTag.spelling(of: entry.catalog, in: candidates) ?? entry.catalog
            return target == fileLanguage ? .same(target) : .mapped(target, reason: "the language map says \(entry.file)=\(entry.catalog)")
        }
        if candidates.contains(fileLanguage) { return .same(fileLanguage) }
        if let spelled = LanguageTag.spelling(of: fileLanguage, in: candidates) {
            return .mapped(spelled, reason: "the catalog spells it \(spelled)")
        }
        for (meant, reason) in Self.meanings(of: fileLanguage) {
            if let spelled = LanguageTag.spelling(of: meant, in: candidates) {
                return .mapped(spelled, reason: reason)
            }
        }
        return .none
    }

    /// The catalog tags a file's tag means by default, most specific first, with the reason.
    static func meanings(of tag: String) -> [(tag: String, reason: String)] {
        let parts = LanguageTag.matchingKey(tag).split(separator: "-").map(String.init)
        guard let language = parts.first else { return [] }
        var result: [(String, String)] = []
        if let modern = legacyCodes[language] {
            let rest = parts.dropFirst()
            let renamed = ([modern] + rest).joined(separator: "-")
            result.append((renamed, "\(language) is the old code of \(modern)"))
            result += meanings(of: renamed).map { ($0.tag, "\(language) is the old code of \(modern), and \($0.reason)") }
            return result
        }
        if language == "zh", let region = parts.last, parts.count >= 2, let script = chineseScripts[region] {
            result.append(("zh-" + script, "Chinese as written in \(region.uppercased()) is zh-\(script)"))
        }
        // `de-DE` means `de`; `zh-Hans-CN` means `zh-Hans`.
        if parts.count >= 2, let region = parts.last, region.count == 2 || region.allSatisfy(\.isNumber) {
            let base = parts.dropLast().joined(separator: "-")
            if likelyRegions[base] == region {
                result.append((base, "\(base) means \(base)-\(region.uppercased()) (its likely region)"))
            }
        }
        return result
    }

    /// Old ISO 639 codes still written by some tools, to their current ones.
    static let legacyCodes = ["iw": "he", "in": "id", "ji": "yi", "no": "nb"]

    /// The script Chinese is written in, by region (lower case).
    static let chineseScripts = ["cn": "Hans", "sg": "Hans", "tw": "Hant", "hk": "Hant", "mo": "Hant"]

    /// The region a bare language tag means, after CLDR's likely subtags (`de` → `de-DE`),
    /// lower case, for the languages apps ship. A tag with another region is a language of its
    /// own and is never folded into the bare one by default.
    static let likelyRegions: [String: String] = [
        "af": "za", "am": "et", "ar": "eg", "az": "az", "be": "by", "bg": "bg", "bn": "bd", "bs": "ba", "ca": "es",
        "cs": "cz", "cy": "gb", "da": "dk", "de": "de", "el": "gr", "en": "us", "es": "es", "et": "ee", "eu": "es",
        "fa": "ir", "fi": "fi", "fil": "ph", "fr": "fr", "ga": "ie", "gl": "es", "gu": "in", "he": "il", "hi": "in",
        "hr": "hr", "hu": "hu", "hy": "am", "id": "id", "is": "is", "it": "it", "ja": "jp", "ka": "ge", "kk": "kz",
        "km": "kh", "kn": "in", "ko": "kr", "lo": "la", "lt": "lt", "lv": "lv", "mk": "mk", "ml": "in", "mn": "mn",
        "mr": "in", "ms": "my", "my": "mm", "nb": "no", "ne": "np", "nl": "nl", "nn": "no", "pa": "in", "pl": "pl",
        "pt": "br", "ro": "ro", "ru": "ru", "si": "lk", "sk": "sk", "sl": "si", "sq": "al", "sr": "rs", "sv": "se",
        "sw": "tz", "ta": "in", "te": "in", "th": "th", "tr": "tr", "uk": "ua", "ur": "pk", "uz": "uz", "vi": "vn",
        "zu": "za", "zh-hans": "cn", "zh-hant": "tw",
    ]
}
