/// Languages named in themselves ("Deutsch", "Italiano", "日本語"), as language pickers list them so
/// that every reader finds their own: the same in every language, nothing to translate. "English" is
/// not among them: in an English interface it is as often the name a German one translates
/// ("Englisch"); nor are "Occitan" and "Malagasy", English names too. Any flag may stand before a
/// name ("🇺🇸 Deutsch" counts as "Deutsch").
public enum LanguageEndonyms {
    /// The names, as written.
    public static let names: Set<String> = [
        "Deutsch", "Français", "Español", "Italiano", "Português", "Nederlands", "Polski", "Русский", "Українська", "Čeština",
        "Slovenčina", "Magyar", "Română", "Български", "Hrvatski", "Srpski", "Српски", "Slovenščina", "Dansk", "Svenska", "Norsk",
        "Norsk bokmål", "Norsk nynorsk", "Suomi", "Íslenska", "Eesti", "Latviešu", "Lietuvių", "Ελληνικά", "Türkçe", "العربية",
        "עברית", "فارسی", "हिन्दी", "বাংলা", "ไทย", "Tiếng Việt", "Bahasa Indonesia", "Bahasa Melayu", "Filipino", "中文", "简体中文",
        "繁體中文", "繁体中文", "日本語", "한국어", "Català", "Euskara", "Galego", "Gaeilge", "Cymraeg", "Shqip", "Македонски", "Қазақ тілі",
        "Oʻzbekcha", "Azərbaycan", "ქართული", "Հայերեն", "Kiswahili", "Afrikaans", "Esperanto", "اردو", "தமிழ்", "తెలుగు", "मराठी",
        "ગુજરાતી", "ಕನ್ನಡ", "മലയാളം", "ਪੰਜਾਬੀ", "Беларуская", "Lëtzebuergesch", "Malti", "Bosanski", "Монгол", "ລາວ", "ខ្មែរ",
        "မြန်မာ", "Kurdî", "Rumantsch", "Føroyskt", "Kalaallisut", "ትግርኛ", "አማርኛ", "Soomaali", "Yorùbá", "Igbo", "Hausa", "isiZulu",
        "isiXhosa", "Kinyarwanda", "پښتو", "دری", "Тоҷикӣ", "Кыргызча", "Türkmençe", "नेपाली", "සිංහල", "ଓଡ଼ିଆ", "অসমীয়া",
        "Татарча", "Frysk", "Gàidhlig", "Brezhoneg", "Te reo Māori", "Gagana Samoa", "Lea faka-Tonga", "ʻŌlelo Hawaiʻi",
    ]

    /// Whether a text names a language in itself, perhaps with its variant after it in parentheses
    /// ("Español (México)", "Português (Brasil)", "中文（简体）") or its country's flag before it
    /// ("🇯🇵 日本語", Univert's picker, 62nd study).
    public static func isEndonym(_ text: String) -> Bool {
        var name = Substring(text).trimmingEdges(while: \.isWhitespace)
        while let first = name.first, first.unicodeScalars.allSatisfy(isFlagScalar) { name = name.dropFirst().trimmingEdges(while: \.isWhitespace) }
        for (open, close) in [("(", ")"), ("（", "）")] as [(Character, Character)] where name.last == close {
            if let start = name.lastIndex(of: open) { name = name[..<start].trimmingEdges(while: \.isWhitespace) }
        }
        return names.contains(String(name)) || lowercasedNames.contains(name.lowercased())
    }

    /// A scalar of a flag: a regional indicator ("🇯🇵" is two), or a subdivision flag's black flag,
    /// tag letters and cancel tag ("🏴󠁧󠁢󠁷󠁬󠁳󠁿").
    private static func isFlagScalar(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value) || scalar.value == 0x1F3F4 || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// The names in lower case: pickers capitalise them as they like ("Norsk Bokmål", Kiln's, the
    /// 40th study).
    private static let lowercasedNames = Set(names.map { $0.lowercased() })
}
