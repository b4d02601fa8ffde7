/// English names of languages for messages, by BCP 47 tag.
public enum LanguageName {
    /// Names of full tags, looked up first.
    static let regionalNames: [String: String] = [
        "en-GB": "British English", "en-AU": "Australian English", "en-US": "American English",
        "pt-BR": "Brazilian Portuguese", "pt-PT": "European Portuguese", "es-419": "Latin American Spanish",
        "zh-Hans": "Simplified Chinese", "zh-Hant": "Traditional Chinese", "zh-HK": "Chinese (Hong Kong)",
        "fr-CA": "Canadian French", "de-CH": "Swiss German", "gsw-CH": "Swiss German",
    ]

    /// Names of primary language subtags.
    static let primaryNames: [String: String] = [
        "en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "ja": "Japanese",
        "ko": "Korean", "zh": "Chinese", "pt": "Portuguese", "nl": "Dutch", "sv": "Swedish", "da": "Danish",
        "nb": "Norwegian", "no": "Norwegian", "fi": "Finnish", "pl": "Polish", "cs": "Czech", "sk": "Slovak",
        "ru": "Russian", "uk": "Ukrainian", "tr": "Turkish", "ar": "Arabic", "he": "Hebrew", "el": "Greek",
        "hu": "Hungarian", "ro": "Romanian", "vi": "Vietnamese", "th": "Thai", "id": "Indonesian", "ca": "Catalan",
        "hi": "Hindi", "bg": "Bulgarian", "hr": "Croatian", "sl": "Slovenian", "lt": "Lithuanian",
    ]

    /// The English name of a language tag: `de` → `German`, `pt-BR` → `Brazilian Portuguese`; a tag this
    /// table does not know is returned as it is.
    public static func of(_ tag: String) -> String {
        if let name = regionalNames[tag] { return name }
        if let name = primaryNames[tag] { return name }
        return tag
    }
}
