/// What German writes as English does: names and acronyms ("iPhone", "OK"), unit symbols, and
/// words the two languages share ("Film", "Status", "Audio", "Codec"). A German text may copy these
/// from the English letter for letter (`same-as-source`), and a text made only of them is heard
/// alike by a German user whether or not a catalog translates it (the source rules).
enum WordsGermanShares {
    /// Whether German writes a word (of ``words(in:)``) as English does: a name, a unit symbol, or a
    /// shared word.
    static func isWrittenAlike(_ word: Substring) -> Bool {
        isName(word) || UnitSymbols.isSymbol(word) || shared.contains(word.lowercased())
    }

    /// Whether German, with no translation of an English text, reads the very word it would write:
    /// one word that is a language German names alike ("Hindi"), a noun it uses as is ("OK",
    /// "Status", "Audio"), an Apple product, a unit symbol, or an acronym of up to three capitals
    /// ("PDF"). Narrower than ``isWordWrittenAlike(_:)``: a command German translates ("Export" is
    /// "Exportieren", "Login" "Anmelden") and a word in capitals ("DELETE") or a key's spelling
    /// ("onboardingTitle") still need German.
    static func isReadAlikeUntranslated(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace).flatMap(words(in:))
        guard words.count == 1, let word = words.first else { return false }
        let lowered = word.lowercased()
        if languageNames.contains(lowered) || untranslatedNouns.contains(lowered) || productWords.contains(lowered) || UnitSymbols.isSymbol(word)
            || protocolAndFormatNames.contains(lowered) {
            return true
        }
        return (2...3).contains(word.count) && word.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    /// Names of protocols and file formats, written alike in every language in any case: a
    /// segment "http" beside "https" (navidromeclient's server form, 59th study), "pdf", "json".
    private static let protocolAndFormatNames: Set<String> = [
        "http", "https", "ftp", "ftps", "sftp", "ssh", "smb", "afp", "nfs", "webdav", "ws", "wss", "tcp", "udp", "dns", "vpn",
        "html", "json", "xml", "csv", "pdf", "yaml", "markdown", "rss", "atom", "opml", "m3u",
    ]

    /// Nouns a German interface leaves as English writes them, whether or not a catalog translates
    /// them (of ``shared``, without its commands and verbs; "Pause" and "Start" are German nouns
    /// that German buttons use as English ones do).
    private static let untranslatedNouns: Set<String> = [
        "ok", "okay", "status", "audio", "video", "info", "name", "film", "films", "trailer", "codec", "codecs", "hotel", "taxi", "radio",
        "internet", "computer", "podcast", "podcasts", "app", "apps", "emoji", "chat", "blog", "album", "genre", "thriller", "drama",
        "musical", "western", "bluetooth", "wi-fi", "wlan", "widget", "widgets", "smartphone", "tablet", "display", "pixel", "pixels",
        "playlist", "playlists", "newsletter", "hotspot", "router", "server", "proxy", "token", "terminal", "font", "hashtag", "hashtags",
        "kelvin", "watt", "volt", "hertz", "joule", "ampere", "ohm", "lux", "byte", "bytes",
        "system", "tab", "tabs", "details", "normal", "standard", "optional", "email", "e-mail", "filter", "service", "support",
        "team", "design", "layout", "format", "version", "code", "media", "feed", "feeds", "cloud", "backup", "cache", "cookie",
        "cookies", "browser", "editor", "manager", "plugin", "plugins", "monitor", "symbol", "beta", "syntax", "live", "stream",
        "streams", "streaming", "player", "online", "offline", "chatbot", "smartwatch", "slideshow", "bitrate", "notch", "horizontal",
        "minimal", "maximal", "installation", "interpreter", "feedback", "pause", "start",
    ]

    /// Whether a text is one word German writes as English does: "Status", "Audio", "Codec". Not
    /// "Last checked", and no phrase: German joins and hyphenates words English keeps apart
    /// ("PIN code" is "PIN-Code").
    static func isWordWrittenAlike(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace).flatMap(words(in:))
        return words.count == 1 && isWrittenAlike(words[0])
    }

    /// The words of one chunk: nothing for a technical chunk, else the chunk (split at `+` and `&`)
    /// without surrounding punctuation.
    static func words(in chunk: Substring) -> [Substring] {
        if chunk.contains(where: { $0.isNumber || "/@_\\".contains($0) }) { return [] }
        let trimmed = chunk.trimmingEdges { !$0.isLetter }
        if trimmed.contains(where: { $0 == "." || $0 == ":" }) { return [] }
        return trimmed.split { $0 == "+" || $0 == "&" }
            .map { $0.trimmingEdges { !$0.isLetter && $0 != "'" && $0 != "’" } }
            .filter { $0.contains(where: \.isLetter) }
    }

    /// A name or acronym: a single letter, a capital after the first letter, or an Apple product word.
    static func isName(_ word: Substring) -> Bool {
        if word.count == 1 { return true }
        if word.dropFirst().contains(where: \.isUppercase) { return true }
        return productWords.contains(word.lowercased())
    }

    private static let productWords: Set<String> = [
        "apple", "mac", "macbook", "imac", "iphone", "ipad", "watch", "siri", "safari", "finder", "dock",
        "spotlight", "xcode", "rosetta", "silicon", "icloud", "airdrop", "airplay", "facetime", "mastodon",
    ]

    /// The languages (of ISO 639-1) German names as English does, from the CLDR's names in both:
    /// "Hindi", "Esperanto", "Gujarati" (a language picker's entries; 56th and 58th studies), not
    /// "Englisch", "Bengalisch" or "Suaheli".
    private static let languageNames: Set<String> = [
        "afar", "afrikaans", "akan", "aymara", "bambara", "bislama", "chamorro", "cree", "dhivehi", "dzongkha", "esperanto",
        "ewe", "ganda", "gujarati", "herero", "hindi", "ido", "igbo", "interlingua", "interlingue", "inuktitut", "kannada",
        "kanuri", "khmer", "kikuyu", "kinyarwanda", "komi", "lingala", "luba-katanga", "malagasy", "malayalam", "manx",
        "marathi", "māori", "navajo", "ndonga", "nyanja", "ojibwa", "oromo", "pali", "punjabi", "quechua", "rundi", "sango",
        "sanskrit", "shona", "sindhi", "somali", "tamil", "telugu", "tigrinya", "tsonga", "tswana", "twi", "urdu", "venda",
        "volapük", "wolof", "xhosa", "yoruba", "zhuang", "zulu",
    ]

    /// Words German (and usually other European languages) shares with English.
    private static let shared: Set<String> = [
        "codec", "codecs",
        "film", "films", "trailer", "name", "status", "start", "details", "filter", "version", "ok", "okay",
        "radio", "hotel", "taxi", "team", "design", "code", "link", "links", "album", "computer", "internet",
        "app", "apps", "server", "chat", "blog", "podcast", "podcasts", "video", "audio", "info", "test",
        "service", "support", "feedback", "backup", "browser", "cache", "cookie", "cookies", "emoji", "text",
        "format", "editor", "manager", "plugin", "plugins", "terminal", "monitor", "system", "layout",
        "font", "normal", "standard", "optional", "proxy", "port", "host", "token", "widget", "widgets",
        "symbol", "tag", "tags", "hashtag", "hashtags", "login", "logout", "beta", "release", "interpreter",
        "installation", "management", "horizontal", "minimal", "maximal", "auto", "syntax", "diff", "string",
        "download", "downloads", "upload", "update", "updates", "export", "import", "stop", "pause", "zoom",
        "tab", "tabs", "modus", "genre", "thriller", "drama", "action", "science", "fiction", "western",
        "musical", "comedy", "online", "offline", "account", "accounts", "e-mail", "email", "feed", "feeds",
        "repository", "tweaks", "frameworks", "dylibs", "entitlements", "build", "debug", "sparkle", "lottie",
        "notch", "bluetooth", "wi-fi", "wlan", "cloud", "smartphone", "tablet", "display", "pixel", "pixels",
        "px", "pt", "kb", "mb", "gb", "tb", "min", "max", "ms", "fps", "hd", "live", "stream", "streams",
        // Loanwords German and its neighbours use for media and networks.
        "bitrate", "playlist", "playlists", "player", "streaming", "social", "media", "chatbot", "smartwatch",
        "slideshow", "podcaster", "newsletter", "hotspot", "router", "firewall", "tracking",
        // Key caps German keyboards print as English ones do (termio's accessory bar: "esc", "alt",
        // 57th study); "ctrl" is "Strg" there, "del" "Entf".
        "esc", "alt", "fn", "cmd",
        // Units named after people, the computer's, and the one time unit German spells alike
        // ("6500 Kelvin", Dimmerly; "Minute", Pearcleaner's cache timeout picker; not "Minutes").
        "kelvin", "watt", "volt", "hertz", "joule", "ampere", "ohm", "lux", "byte", "bytes", "minute",
    ]
}
