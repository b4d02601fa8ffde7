/// Decides whether a text that a translation copies letter for letter from the English source is
/// really untranslated English, or a text that stays the same in German: a name, a number, a
/// placeholder, or words both languages share ("Film", "Status", "Version 2").
///
/// The heuristic, tuned on the German strings of the real corpus, reads the words of the text as
/// Foundation renders it (`^[%lld podcast](inflect: true)` reads "%lld podcast") (chunks
/// between white space, with format specifiers and surrounding punctuation removed; a hyphenated compound
/// such as "look-ahead" or "Pop-ups" is one word)
/// and ignores:
/// - technical chunks: anything with a digit, `/`, `@`, `_`, `:` inside, or a `.` between letters
///   (`v2`, `1280px`, `boring.notch`, URLs, paths);
/// - names and acronyms: a word with a capital letter after its first letter (`iPhone`, `macOS`,
///   `GitHub`, `OK`, `DXVK`, `HUDs`), single letters, and a short list of Apple product words;
/// - unit symbols (``UnitSymbols``: `km`, `kbps`, `kWh`);
/// - words German shares with English (`Film`, `Trailer`, `Name`, `Status`, `Start`, `Details`,
///   `Filter`, `Version`, `Radio`, `Server`, `Login`, …).
///
/// What is left counts as English only when the text shows that it is English: it has an English
/// function word (`the`, `to`, `your`, `is`, … — none that German, French, Spanish or Italian also
/// use), or a common interface word German always translates (`Done`, `Cancel`, `Settings`, `Error`,
/// `Open`, …), or at least two remaining words of which one is written in lower case ("Progress bar
/// style"). So a single word is flagged only when it is such an interface word: other single words are
/// too often names ("Rectangle", "Sparkle", "Discord") or loanwords German uses ("Tweaks", "Frameworks"),
/// and a Title Case pair like "Boring Notch" is more often a name than a phrase.
///
/// The word lists are German's. In a language written in another script (Russian, Greek, Arabic,
/// Hebrew, Hindi, Thai, Chinese, Japanese, Korean, …) a phrase, or a text of only the lists' words
/// ("None"), is untranslated; a Title Case pair ("Cover Flow", "Buenos Aires") is a name there too, and
/// a listed word between names ("UDP over TCP") belongs to a name. In
/// another language written in Latin letters, single words coincide too often ("General" in
/// Spanish, "Options" and "Date" in French, "is" in Dutch): only a phrase counts, at least two
/// remaining words of which one is written in lower case.
enum SameAsSourceWords {
    /// Whether the text, the translation into `language`, has words that are English, by the rules
    /// above.
    static func looksUntranslated(_ text: String, in language: String = "de") -> Bool {
        let words = SpokenText.chunks(AttributedSpan.rendered(text)).flatMap(WordsGermanShares.words(in:))
        let remaining = words.filter { !WordsGermanShares.isWrittenAlike($0) }
        guard !remaining.isEmpty else { return false }
        let isPhrase = remaining.count >= 2 && remaining.contains { $0.first?.isLowercase == true }
        let hasListedWord = remaining.contains { functionWords.contains($0.lowercased()) || interfaceWords.contains($0.lowercased()) }
        switch LanguageScript.of(language) {
        case .otherScript:
            // A listed word among names ("UDP over TCP") is part of a name the language keeps.
            return isPhrase || (hasListedWord && remaining.count == words.count)
        case .otherLatinLanguage:
            return isPhrase
        case .german:
            return isPhrase || hasListedWord
        }
    }



    /// English function words that the common European target languages do not also use.
    private static let functionWords: Set<String> = [
        "the", "to", "of", "and", "for", "with", "your", "you", "is", "are", "not", "this", "that", "these",
        "those", "be", "or", "by", "from", "when", "at", "it", "its", "it's", "can", "has", "have", "were",
        "there", "here", "what", "which", "who", "how", "if", "then", "than", "into", "only", "please",
        "my", "our", "their", "should", "would", "could", "does", "been", "after", "before", "while",
        "about", "over", "up", "out", "off", "we", "they", "she", "us", "them", "each", "every", "any",
        "some", "just", "yet", "too", "very", "again", "already", "more", "cannot", "can't", "don't",
        "won't", "isn't", "doesn't", "you're", "we'll", "all", "new", "now", "without", "between",
    ]

    /// Common interface words that German always translates.
    private static let interfaceWords: Set<String> = [
        "done", "cancel", "save", "delete", "remove", "close", "open", "edit", "settings", "preferences",
        "back", "next", "previous", "continue", "add", "search", "share", "copy", "paste", "cut", "undo",
        "redo", "select", "show", "hide", "play", "error", "warning", "loading", "retry", "refresh", "reload",
        "install", "uninstall", "enable", "disable", "enabled", "disabled", "allow", "deny", "accept",
        "decline", "confirm", "submit", "send", "reply", "follow", "unfollow", "like", "mute", "unmute",
        "muted", "unmuted", "report", "sign", "profile", "notifications", "notification",
        "messages", "message", "general", "advanced", "appearance", "window", "title", "screen",
        "recording", "keyboard", "shortcut", "shortcuts", "mouse", "brightness", "volume", "battery", "file",
        "files", "folder", "folders", "recent", "today", "yesterday", "tomorrow", "never", "always",
        "default", "custom", "none", "other", "help", "quit", "minimize", "left", "right", "top",
        "bottom", "center", "small", "medium", "large", "size", "color", "colors", "theme", "light", "dark",
        "language", "time", "date", "day", "days", "hour", "hours", "minutes", "seconds", "week",
        "month", "year", "ago", "unknown", "untitled", "empty", "password", "username", "address", "phone",
        "home", "favorites", "favorite", "bookmarks", "history", "library", "post", "posts",
        "mentions", "followers", "following", "clear", "reset", "apply", "change", "choose", "rename",
        "move", "duplicate", "print", "find", "replace", "view", "preview", "description", "summary",
        "options", "tools", "sidebar", "toolbar", "menu", "item", "items", "list", "sort", "ascending",
        "descending", "paragraph", "services", "justify", "baseline", "vertical", "scroll", "swipe", "tap",
        "click", "press", "drag", "button", "buttons", "rating", "rent", "buy", "price", "watched",
        "unread", "read", "hint", "label", "value", "closed", "opened", "yes", "success",
        "failed", "completed", "pending", "waiting", "connected", "disconnected", "available", "unavailable",
        "selected", "spacing", "opacity", "quality", "threshold", "behavior", "background", "visibility",
    ]
}
