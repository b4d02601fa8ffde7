import CatalogKitLite

/// The English word lists. Extend a list here; no rule needs to change.
extension Lexicon {
    /// English.
    public static let english = Lexicon(Words(
        language: "en",
        languageName: "English",
        hasWords: true,
        controlTypeWords: [
            "button", "link", "checkbox", "check box", "toggle", "switch", "slider", "image", "icon", "picture",
            "photo", "graphic",
        ],
        controlTypeOfWords: ["of"],
        controlTypeAllowedPhrases: [
            "photo library", "link sharing", "profile picture", "profile photo", "cover photo", "new tab", "close tab",
            "open in new tab", "app icon", "menu bar icon", "dock icon", "tab bar", "share link", "copy link", "invite link",
        ],
        uninformativeLabels: [
            "button", "image", "icon", "picture", "photo", "graphic", "selected", "label", "text", "title", "untitled",
            "placeholder", "item", "here", "link", "click here", "tap here", "learn more", "a link", "click", "tap",
        ],
        weakLabels: ["more"],
        stateWords: [
            "selected", "unselected", "not selected", "checked", "unchecked", "on", "off", "enabled", "disabled",
            "expanded", "collapsed", "approved", "rejected",
        ],
        particleStateWords: ["on", "off"],
        particleVerbs: [
            "turn", "switch", "log", "sign", "put", "take", "try", "go", "come", "hold", "show", "shut", "back", "drop",
            "click", "tap", "cut", "set", "kick", "pay", "lay", "check", "opt", "move", "carry", "call", "log in", "based",
            "focus", "depends", "depend", "rely", "relies", "work", "works", "later", "right", "and", "or", "is", "are",
            "was", "were", "be", "been", "keep", "leave", "left", "allow", "power",
        ],
        labelLengthFactor: 1.0,
        gestureWords: [
            "double-tap", "double tap", "double-tapping", "double tapping", "triple-tap", "triple tap", "tap", "taps",
            "tapping", "swipe", "swipes", "swiping", "click", "clicks", "clicking", "long press", "long-press", "press",
            "drag", "drags", "dragging", "pinch", "pinches", "pinching", "to activate", "right click", "right-click",
            "double-click", "double click", "control-click", "secondary click", "press and hold", "touch and hold",
            "tap and hold",
        ],
        pointerWords: [
            "click", "clicks", "clicking", "right click", "right-click", "double-click", "double click", "control-click",
            "secondary click",
        ],
        secondaryActionWords: [
            "long press", "long-press", "press and hold", "touch and hold", "tap and hold", "right click", "right-click",
            "control-click", "secondary click", "drag", "drags", "dragging",
        ],
        gestureVerbCues: [
            "to", "you", "please", "just", "simply", "then", "first", "can", "may", "must", "should", "will", "or", "and",
            "also", "again", "never", "always", "don't", "by", "when", "while", "after", "before", "without", "user",
        ],
        gestureNounMarkers: [
            "a", "an", "the", "this", "that", "these", "those", "each", "every", "any", "your", "its", "my", "our", "their",
            "from", "in", "of", "per", "with", "into", "on", "new", "homebrew", "brew",
        ],
        imperativeVerbs: [
            "play", "pause", "stop", "open", "close", "delete", "remove", "add", "show", "hide", "edit", "save", "share",
            "send", "select", "deselect", "choose", "pick", "go", "navigate", "view", "toggle", "enable", "disable",
            "turn", "start", "begin", "end", "finish", "cancel", "dismiss", "create", "make", "copy", "paste", "cut",
            "move", "rename", "download", "upload", "search", "find", "filter", "sort", "refresh", "reload", "update",
            "change", "set", "reset", "clear", "mark", "unmark", "follow", "unfollow", "like", "unlike", "favorite",
            "bookmark", "reply", "post", "publish", "sign", "log", "subscribe", "unsubscribe", "buy", "purchase", "rent",
            "expand", "collapse", "scroll", "zoom", "rotate", "record", "skip", "repeat", "shuffle", "mute", "unmute",
            "call", "join", "leave", "invite", "block", "unblock", "report", "archive", "restore", "undo", "redo",
            "print", "export", "import", "install", "uninstall", "connect", "disconnect", "activate", "use", "display",
            "launch", "let", "allow", "read", "write", "listen", "watch", "browse", "check", "verify", "confirm",
            "accept", "decline", "reject", "approve", "try", "get", "enter", "type", "swipe", "tap", "click", "press",
            "hold", "drag", "double", "long", "complete", "fill", "provide", "specify",
        ],
        requirementPhrases: [
            "at least", "at most", "up to", "no more than", "between", "first", "before", "required", "must", "valid",
            "character", "characters", "letters", "digits", "to enable", "to continue", "to proceed", "in order to",
        ],
        hintTypeOpeners: ["button that", "button to", "slider that", "slider to", "switch that", "link that", "link to", "toggle that", "tab that"],
        riskPhrases: [
            "irreversible": ["cannot be undone", "can't be undone", "can not be undone", "permanently", "permanent",
                             "irreversibly", "irreversible", "forever"],
            "cost": ["charges", "charged", "charge", "fee", "fees", "costs", "paid"],
            "required": ["required"],
        ],
        deadlineWords: ["until", "before", "deadline", "expires", "expire", "due", "by"],
        currencies: [
            "$": CurrencyName("dollar", "dollars"), "US$": CurrencyName("dollar", "dollars"),
            "€": CurrencyName("euro", "euros"), "£": CurrencyName("pound", "pounds"), "¥": CurrencyName("yen", "yen"),
            "₹": CurrencyName("rupee", "rupees"), "₩": CurrencyName("won", "won"), "₽": CurrencyName("ruble", "rubles"),
            "USD": CurrencyName("US dollar", "US dollars"), "EUR": CurrencyName("euro", "euros"),
            "GBP": CurrencyName("pound", "pounds"), "CHF": CurrencyName("Swiss franc", "Swiss francs"),
            "JPY": CurrencyName("yen", "yen"), "CAD": CurrencyName("Canadian dollar", "Canadian dollars"),
            "AUD": CurrencyName("Australian dollar", "Australian dollars"),
        ],
        currencyWords: [
            "dollar": CurrencyName("dollar", "dollars"), "dollars": CurrencyName("dollar", "dollars"),
            "euro": CurrencyName("euro", "euros"), "euros": CurrencyName("euro", "euros"),
            "pound": CurrencyName("pound", "pounds"), "pounds": CurrencyName("pound", "pounds"),
            "cents": CurrencyName("cent", "cents"), "cent": CurrencyName("cent", "cents"),
        ],
        priceFillerWords: [
            "from", "only", "just", "each", "per", "a", "an", "month", "mo", "monthly", "year", "yr", "yearly", "annually",
            "annual", "week", "wk", "weekly", "day", "daily", "now", "then", "total", "price", "plus", "tax", "vat", "incl",
        ],
        versionKeywords: ["version", "versions", "ver"],
        buildKeywords: ["build", "builds"],
        abbreviations: [
            Abbreviation("St.", "Street or Saint", ambiguous: true),
            Abbreviation("Dr.", "Doctor or Drive", ambiguous: true),
            Abbreviation("No.", "Number", ambiguous: true, context: .beforeNumber),
            // Not listed: "min", "sec", "hr" (and plurals) after a number, which voices read as the units
            // ("5 min" is "five minutes"). A single letter is ambiguous: "1m ago" is read "one meter ago".
            Abbreviation("m", "minutes or metres", ambiguous: true, context: .afterNumber),
            Abbreviation("h", "hours", ambiguous: true, context: .afterNumber),
            Abbreviation("s", "seconds", ambiguous: true, context: .afterNumber),
            Abbreviation("d", "days", ambiguous: true, context: .afterNumber),
            Abbreviation("w", "weeks", ambiguous: true, context: .afterNumber),
            Abbreviation("y", "years", ambiguous: true, context: .afterNumber),
            Abbreviation("mo", "months", ambiguous: true, context: .afterNumber),
            Abbreviation("ft", "feet", ambiguous: true, context: .afterNumber),
            Abbreviation("approx.", "approximately", ambiguous: true),
            // "e.g.", "i.e.", "etc.", "Mr." and "Mrs." are left out: Apple's voices expand them the
            // same way every time ("for example").
            Abbreviation("vs.", "versus"), Abbreviation("incl.", "including"), Abbreviation("excl.", "excluding"),
            Abbreviation("Ave.", "Avenue"),
            Abbreviation("Nr.", "Number", context: .beforeNumber),
        ],
        transliteratedStems: [:],
        acronyms: CommonAcronyms.words,
        numberWords: NumberWords(
            grammar: .english,
            units: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"],
            tens: ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"],
            hundred: "hundred", thousand: "thousand", million: ("million", "million"), billion: ("billion", "billion"),
            decimalPoint: "point", versionDot: "point", percent: "percent", minus: "minus", oneBeforeNoun: "one"),
        exampleItem: "Rent"
    ))

}
