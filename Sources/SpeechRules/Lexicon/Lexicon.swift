/// The words a language's rules and spoken preview need, as data.
///
/// One file per language fills it in (`EnglishLexicon.swift`, `GermanLexicon.swift`); a translator
/// extends a list there without touching a rule. Lists of words are lower-cased unless they say
/// otherwise; phrases match whole words, case-insensitively.
@dynamicMemberLookup
public struct Lexicon: Sendable {
    /// The lexicon's lists and settings, each declared once here. A lexicon reads and changes
    /// each of them as its own member (`lexicon.stateWords`), through ``subscript(dynamicMember:)``.
    public struct Words: Sendable {
        /// The language tag the lexicon is for: `en`, `de`, or the tag of a language without a lexicon.
        public var language: String
        /// The language's English name, as messages say it: "English", "German".
        public var languageName: String
        /// Whether this is a real lexicon; `false` for the empty fallback of other languages.
        public var hasWords: Bool

        // MARK: - Labels

        /// Words naming a control or view type ("button", "Schaltfläche"): VoiceOver says the type itself.
        public var controlTypeWords: Set<String>
        /// Words that make a type word open an "X of …" label ("of", "von").
        public var controlTypeOfWords: Set<String>
        /// Phrases where a type word is a domain noun, not a type ("photo library", "Fotomediathek").
        public var controlTypeAllowedPhrases: [String]
        /// Labels that say nothing on their own, matched exactly after normalisation.
        public var uninformativeLabels: Set<String>
        /// Labels that say little but are legitimate in some places ("More" as a menu): info only.
        public var weakLabels: Set<String>
        /// State words that belong in the value or a trait, not in the label.
        public var stateWords: [String]
        /// Short state words that are also verb particles ("on", "aus"): they count only in short labels
        /// and never after a verb ("Turn on").
        public var particleStateWords: Set<String>
        /// Verbs that take a particle ("turn on", "log off"): a state particle after them is no state.
        public var particleVerbs: Set<String>
        /// How much longer labels may be than English ones, for `label-too-long` (German runs longer).
        public var labelLengthFactor: Double

        // MARK: - Hints

        /// Gesture words and phrases a hint must not name ("double tap", "doppeltippen").
        public var gestureWords: [String]
        /// The gesture words that name a pointer's action ("click", "klicken"): how a Mac user, with
        /// VoiceOver or not, is told to act.
        public var pointerWords: Set<String>
        /// The gesture words that name a secondary action ("long press", "right click", "drag",
        /// "gedrückt halten"), which VoiceOver users reach otherwise (the Actions rotor, VO-Shift-M):
        /// an instruction to keep, beside an accessibility action.
        public var secondaryActionWords: Set<String>
        /// Words after which a gesture word is an instruction ("to tap", "you can swipe").
        public var gestureVerbCues: Set<String>
        /// Words after which a gesture word is a noun ("this tap", "from tap", "das Tippen").
        public var gestureNounMarkers: Set<String>
        /// Bare verbs a hint must not start with (English imperatives; German du-imperatives).
        public var imperativeVerbs: Set<String>
        /// Phrases that make an imperative hint a requirement, which says what the user must do or
        /// enter first, often why a control is disabled ("at least", "characters", "first",
        /// "mindestens", "Zeichen").
        public var requirementPhrases: [String]
        /// Openers that state the element's type in a hint ("button that", "schaltfläche, die").
        public var hintTypeOpeners: [String]
        /// Phrases that make a hint essential: irreversible, costly or required actions, by group. A
        /// label or value that carries any phrase of the same group carries the information.
        public var riskPhrases: [String: [String]]
        /// Words that announce a deadline ("until", "expires", "bis").
        public var deadlineWords: Set<String>

        // MARK: - Numbers and money

        /// Currency symbols and codes as written (`$`, `€`, `EUR`) and how to speak them.
        public var currencies: [String: CurrencyName]
        /// Currency names written out ("dollars", "euro"), lower-cased, with how to speak them.
        public var currencyWords: [String: CurrencyName]
        /// Words that may stand around a price without naming what costs that ("from", "per", "month").
        public var priceFillerWords: Set<String>
        /// Words that introduce a version number ("version").
        public var versionKeywords: Set<String>
        /// Words that introduce a build number ("build").
        public var buildKeywords: Set<String>
        /// Abbreviations a voice may expand wrongly or not at all.
        public var abbreviations: [Abbreviation]
        /// Stems of common words written without umlauts, lower-cased, with their spelling ("schluessel":
        /// "schlüssel", "gruess": "grüß"), for `de-transliterated-umlaut`. Each must not occur inside
        /// a word that is right as written.
        public var transliteratedStems: [String: String]
        /// Upper-case words that are read well as letters or are known words (PDF, USB, NASA).
        public var acronyms: Set<String>
        /// Number words for the spoken preview; `nil` keeps digits.
        public var numberWords: NumberWords?

        // MARK: - Messages

        /// An item name for suggestions that name what a price is for ("Rent", "Leihen").
        public var exampleItem: String
    }

    /// The words, in one object that every copy shares until one is changed. A lexicon is copied
    /// into every string the rules check; copying two dozen lists retained each of them, and with
    /// every thread retaining the same lists, the contended reference counts cost a second thread
    /// more than the rules did. A copy now retains one object.
    private var storage: Storage

    /// Creates a lexicon of words.
    init(_ words: Words) {
        storage = Storage(words)
    }

    /// One of the words, as `lexicon.stateWords`; a change copies the words first if another
    /// lexicon shares them.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Words, Value>) -> Value {
        get { storage.words[keyPath: keyPath] }
        set { uniqueStorage().words[keyPath: keyPath] = newValue }
    }

    /// The storage, copied first if another lexicon shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.words) }
        return storage
    }

    /// The box of the words.
    private final class Storage: @unchecked Sendable {
        // @unchecked: `words` is changed only through `uniqueStorage()`, when no other lexicon
        // (so no other thread) refers to this box.
        var words: Words

        init(_ words: Words) {
            self.words = words
        }
    }
}

/// How to speak a currency: "one dollar", "fourteen dollars".
public struct CurrencyName: Sendable, Hashable {
    /// The name after one: "dollar", "Euro".
    public var singular: String
    /// The name after other amounts: "dollars", "Euro".
    public var plural: String

    /// Creates a currency name.
    public init(_ singular: String, _ plural: String) {
        self.singular = singular
        self.plural = plural
    }
}

/// An abbreviation and where it counts.
public struct Abbreviation: Sendable, Hashable {
    /// Where the abbreviation must stand to count.
    public enum Context: Sendable, Hashable {
        /// Anywhere as a whole word.
        case anywhere
        /// Right after a number ("5 min", "1m ago").
        case afterNumber
        /// Glued to a number, with no space ("in 12h", "%lldT"): German voices read "12 h" as hours
        /// but "12h" as a letter.
        case gluedToNumber

        /// Whether the abbreviation counts only after a number (glued or not).
        public var isUnit: Bool { self == .afterNumber || self == .gluedToNumber }
        /// Right before a number ("No. 4").
        case beforeNumber
    }

    /// The form as written, with its spaces and periods: "z. B.", "St.", "min".
    public var form: String
    /// What to write instead: "zum Beispiel".
    public var expansion: String
    /// Whether voices expand it wrongly (warning) rather than merely unreliably (info).
    public var isAmbiguous: Bool
    /// Where it must stand.
    public var context: Context

    /// Creates an abbreviation.
    public init(_ form: String, _ expansion: String, ambiguous: Bool = false, context: Context = .anywhere) {
        self.form = form
        self.expansion = expansion
        self.isAmbiguous = ambiguous
        self.context = context
    }
}

/// The words a number speller needs, and which grammar it follows.
public struct NumberWords: Sendable {
    /// How the language builds number words.
    public enum Grammar: Sendable {
        /// "twenty-one", "one hundred twenty-three".
        case english
        /// "einundzwanzig", "einhundertdreiundzwanzig", "eine Million".
        case german
    }

    /// The grammar.
    public var grammar: Grammar
    /// Zero to nineteen.
    public var units: [String]
    /// Twenty to ninety at indexes 2 to 9.
    public var tens: [String]
    /// "hundred".
    public var hundred: String
    /// "thousand".
    public var thousand: String
    /// "million" and its plural.
    public var million: (String, String)
    /// "billion" and its plural.
    public var billion: (String, String)
    /// The word for a decimal separator: "point", "Komma".
    public var decimalPoint: String
    /// The word for a dot in a version: "point", "Punkt".
    public var versionDot: String
    /// "percent", "Prozent".
    public var percent: String
    /// "minus".
    public var minus: String
    /// The form of one before a noun: "one", "ein".
    public var oneBeforeNoun: String
}

extension Lexicon {
    /// The lexicon for a language tag: `en*` gets English, `de*` German, anything else an empty one.
    public static func forLanguage(_ tag: String) -> Lexicon {
        forLanguage(tag, base: baseLanguage(tag))
    }

    /// ``forLanguage(_:)`` for a tag whose base language is already known.
    static func forLanguage(_ tag: String, base: String) -> Lexicon {
        switch base {
        case "en": .english
        case "de": .german
        default: .empty(tag)
        }
    }

    /// The base language of a tag: `de-CH` and `de_AT` give `de`.
    public static func baseLanguage(_ tag: String) -> String {
        // Tags are ASCII: then the bytes before the first "-" or "_", lower-cased, are the answer,
        // and a tag of lower-case letters alone ("en", "de") is its own base.
        if tag.utf8.allSatisfy({ $0 &- 0x61 < 26 }) { return tag }
        if tag.utf8.allSatisfy({ $0 < 0x80 }) {
            let base = tag.utf8.prefix { $0 != 0x2D && $0 != 0x5F }
            return String(decoding: base.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        return String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// A lexicon without words, for languages the rules know nothing about. Language-independent
    /// rules (emoji, symbols, identifiers, leaked syntax) still run.
    public static func empty(_ tag: String) -> Lexicon {
        Lexicon(Words(
            language: tag, languageName: tag, hasWords: false, controlTypeWords: [], controlTypeOfWords: [],
            controlTypeAllowedPhrases: [], uninformativeLabels: [], weakLabels: [], stateWords: [], particleStateWords: [],
            particleVerbs: [], labelLengthFactor: 1.2, gestureWords: [], pointerWords: [], secondaryActionWords: [], gestureVerbCues: [],
            gestureNounMarkers: [], imperativeVerbs: [], requirementPhrases: [], hintTypeOpeners: [], riskPhrases: [:],
            deadlineWords: [], currencies: [:], currencyWords: [:], priceFillerWords: [], versionKeywords: ["version"],
            buildKeywords: ["build"], abbreviations: [], transliteratedStems: [:], acronyms: Lexicon.english.acronyms, numberWords: nil, exampleItem: "…"))
    }
}
