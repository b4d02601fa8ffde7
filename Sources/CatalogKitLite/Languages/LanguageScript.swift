/// How a language is written, as far as text copied from English tells: German (whose word lists
/// the tool keeps), another language in Latin letters, or a language in another script, where a
/// translator who keeps Latin text as it is keeps a name or a code.
enum LanguageScript: Equatable, Sendable {
    /// German.
    case german
    /// Another language written in Latin letters.
    case otherLatinLanguage
    /// A language written in another script.
    case otherScript

    /// How `language` (a tag) is written: its script subtag when it has one, else its language's usual script.
    static func of(_ language: String) -> LanguageScript {
        let parts = LanguageTag.matchingKey(language).split(separator: "-")
        if parts.count > 1, parts[1].count == 4 { return parts[1] == "latn" ? .otherLatinLanguage : .otherScript }
        guard let code = parts.first else { return .german }
        if code == "de" || code == "gsw" { return .german }
        return otherScriptLanguages.contains(String(code)) ? .otherScript : .otherLatinLanguage
    }

    /// Languages usually written in a script other than Latin.
    private static let otherScriptLanguages: Set<String> = [
        "ar", "fa", "ur", "ps", "he", "yi", "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg", "el", "hy", "ka",
        "hi", "mr", "ne", "bn", "gu", "pa", "ta", "te", "kn", "ml", "si", "th", "lo", "km", "my", "am", "zh", "ja", "ko", "bo",
    ]
}
