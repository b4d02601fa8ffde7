import CatalogKitLite

/// `hint-only-essential`: a hint that carries what the user must know (a price, a date or deadline,
/// a count, an irreversible or costly consequence) while its paired label and value do not.
/// Hints can be switched off, so that information must not live only there.
enum HintOnlyEssentialRule {
    static let description = RuleDescription(
        id: "hint-only-essential",
        summary: "Essential information (price, date, count, irreversible consequence) only in the hint.",
        rationale: """
            Users can switch hints off (VoiceOver › Verbosity › Speak Hints), and Apple's guide treats hints as \
            supplementary: "any very critical information should be already presented" in the label or value. \
            A price, a deadline, a count or a warning that an action cannot be undone must reach every listener. \
            Not such a count: the limits of what the user must enter ("Enter a name of 1 to 20 characters."), the \
            step an adjustment moves by ("seek by 15 seconds"), the limits of a range ("between 30% and 50%"), a bound of scope ("within 25 km", "up to 5"), what a thing is made of ("a quiz with 30 questions"), how often a setting acts ("every 5 minutes"), and a value the same screen also shows (the code \
            interpolates it into other text of the file). A hint with no label or value paired is not judged: its \
            label is then given at run time, or is a control's own value, and may well say it.
            """,
        fix: "Move the information into the label or value (\"Delete all 12 files permanently\"), keep the hint for the result.",
        defaultSeverity: .warning,
        roles: [.hint],
        examples: [
            RuleExample("Use Unicode TR#29 to specify word boundaries.", role: .hint, companions: [.label: "Unicode word boundaries"], triggers: false,
                        note: "TR#29 names a Unicode report, it counts nothing (CotEditor)"),
            RuleExample("Permanently deletes all 12 files.", role: .hint, companions: [.label: "Delete"], triggers: true),
            RuleExample("Deletes the files.", role: .hint, companions: [.label: "Delete all 12 files permanently"],
                        triggers: false),
            RuleExample("Permanently deletes all 12 files.", role: .hint,
                        companions: [.label: "Delete all 12 files permanently"], triggers: false,
                        note: "the label carries the count and the consequence"),
            RuleExample("Charges $4.99 to your account.", role: .hint, companions: [.label: "Rent"], triggers: true),
            RuleExample("Calculate the SHA-256 checksum for this ISO file", role: .hint, companions: [.label: "Calculate Checksum"], triggers: false,
                        note: "a number a hyphen joins to a word is part of a name, not a count"),
            RuleExample("Plays the trailer.", role: .hint, companions: [.label: "Trailer"], triggers: false),
            RuleExample("Press Space and choose from the list. Shortcuts are Command 1 through Command 3.", role: .hint,
                        companions: [.label: "Recording mode"], triggers: false, note: "keys of keyboard shortcuts, no count (FrameMate)"),
            RuleExample("Shift 3 tasks to tomorrow.", role: .hint, companions: [.label: "Reschedule"], triggers: true,
                        note: "\"Shift\" is a verb here: a count"),
            RuleExample("Enter a name of 1 to 20 characters.", role: .hint, companions: [.label: "Save"], triggers: false,
                        note: "a requirement that says why the control is disabled: the input's limits"),
            RuleExample("A whole number from -100 through 100.", role: .hint, companions: [.label: "Priority"], triggers: false,
                        note: "the values a field takes: what a hint is for (Hermex)"),
            RuleExample("Eine ganze Zahl von -100 bis 100.", language: "de", role: .hint, companions: [.label: "Priorität"], triggers: false,
                        note: "the same, in German"),
            RuleExample("Gib einen Namen mit 1 bis 20 Zeichen ein.", language: "de", role: .hint, companions: [.label: "Sichern"],
                        triggers: false, note: "a requirement"),
            RuleExample("Complete required fields to save", role: .hint, companions: [.label: "Save medication"], triggers: false,
                        note: "what to do first, the hint of a disabled Save button (AsNeeded)"),
            RuleExample("Fülle alle Felder aus, die erforderlich sind.", language: "de", role: .hint, companions: [.label: "Sichern"],
                        triggers: false, note: "what to do first, in German"),
            RuleExample("Löscht alle 12 Dateien endgültig.", language: "de", role: .hint, companions: [.label: "Löschen"],
                        triggers: true),
            RuleExample("Required", role: .hint, companions: [.label: "Name"], triggers: true, note: "the field itself must be filled"),
            RuleExample("Password required", role: .hint, companions: [.label: "Password"], triggers: true,
                        note: "what is required is the element the label names"),
            RuleExample("Anmeldung erforderlich", language: "de", role: .hint, companions: [.label: "Bewertung bearbeiten"], triggers: false,
                        note: "a condition the control states when it is used, a login alert (ScentBoxd's review button)"),
            RuleExample("Login Required", role: .hint, companions: [.label: "Edit Review"], triggers: false, note: "the same, in English"),
            RuleExample("A Final transcript is required", role: .hint, companions: [.label: "Generate Brief"], triggers: false,
                        note: "what is required is something else, named before \"is\": why the button is disabled (meetingraft)"),
            RuleExample("A regeneration is active; confirmation will be required.", role: .hint, companions: [.label: "Disconnect"], triggers: false,
                        note: "the confirmation that follows the action, not the element (AlfaDPF)"),
            RuleExample("This field is required", role: .hint, companions: [.label: "Email"], triggers: true, note: "the element itself"),
            RuleExample("Löscht die Dateien.", language: "de", role: .hint,
                        companions: [.label: "Alle 12 Dateien endgültig löschen"], triggers: false),
            RuleExample("Die Ausleihe ist kostenpflichtig.", language: "de", role: .hint, companions: [.label: "Leihen"],
                        triggers: true),
            RuleExample("Öffnet die Einstellungen.", language: "de", role: .hint, companions: [.label: "Einstellungen"],
                        triggers: false),
            RuleExample("Downloading: %d%% complete", role: .hint, triggers: false,
                        note: "a live value with nothing paired: a progress indicator reports it as its own value (XcodesApp)"),
            RuleExample("%lld dictations", role: .hint, triggers: false,
                        note: "nothing paired: the element's label is given at run time and may say it (a heat map's cell, TypeWhisper)"),
            RuleExample("Press and hold for 1.2 seconds", role: .hint, companions: [.label: "Commit"], triggers: false,
                        note: "how long to hold: the gesture's own measure, no count the label hides (Habitto's commit button)"),
            RuleExample("Halte 2 Sekunden gedrückt, um aufzunehmen.", language: "de", role: .hint, companions: [.label: "Aufnehmen"],
                        triggers: false, note: "the same, in German"),
            RuleExample("Swipe up or down to seek by 15 seconds.", role: .hint, companions: [.label: "Playback Position"], triggers: false,
                        note: "the step an adjustment moves by: the value says where it lands (Twinskaraoke)"),
            RuleExample("Wische nach oben oder unten, um 15 Sekunden zu springen.", language: "de", role: .hint,
                        companions: [.label: "Wiedergabeposition"], triggers: false, note: "the step, in German"),
            RuleExample("Adjusts the width of the left column between 30% and 50%", role: .hint,
                        companions: [.label: "Column resize handle", .value: "%d percent"], triggers: false,
                        note: "the limits of an adjustment, which its value says (Meeshy)"),
            RuleExample("Passt die Breite der linken Spalte zwischen 30 % und 50 % an", language: "de", role: .hint,
                        companions: [.label: "Spaltengrößen-Griff", .value: "%d Prozent"], triggers: false, note: "the limits, in German"),
            RuleExample("Shows the stations within 25 km of your location.", role: .hint, companions: [.label: "Nearby stations"],
                        triggers: false, note: "a bound of scope, how far the search reaches, not a count (FuelNow)"),
            RuleExample("Zeigt Tankstellen im Umkreis von 25 km.", language: "de", role: .hint, companions: [.label: "Tankstellen in der Nähe"],
                        triggers: false, note: "a bound of scope, in German"),
            RuleExample("Starts a timed quiz with 30 questions", role: .hint, companions: [.label: "Start"], triggers: false,
                        note: "what the quiz is made of, the same every time, not a count of what the action affects (Konjugieren)"),
            RuleExample("Startet ein Quiz mit 30 Fragen auf Zeit", language: "de", role: .hint, companions: [.label: "Start"],
                        triggers: false, note: "what it is made of, in German"),
            RuleExample("Deletes the folder with %lld files", role: .hint, companions: [.label: "Delete"], triggers: true,
                        note: "a count given at run time, of what the action affects"),
            RuleExample("Imports up to 50 photos.", role: .hint, companions: [.label: "Import"], triggers: false,
                        note: "at most, a limit of what it does, not a count the user must hear"),
            RuleExample("Permanently deletes the checked stories", role: .hint, companions: [.label: "Delete (%lld)"],
                        presentation: TextPresentation(asksToConfirm: true), triggers: false,
                        note: "the button asks first: its alert says the deletion is final (Meeshy)"),
            RuleExample("Shows alert when wind exceeds 25 kilometers per hour", role: .hint, companions: [.label: "Wind alerts"], triggers: false,
                        note: "the threshold at which a setting acts (FastWeather)"),
            RuleExample("Zeigt eine Warnung an, wenn die Niederschlagswahrscheinlichkeit 20 Prozent überschreitet", language: "de", role: .hint,
                        companions: [.label: "Warnungen zur Niederschlagswahrscheinlichkeit"], triggers: false, note: "a threshold, in German"),
            RuleExample("Display compass bearing for each city (e.g., '145 degrees')", role: .hint, companions: [.label: "Show bearing"],
                        triggers: false, note: "an example of what the setting shows"),
            RuleExample("±25 miles from center line", role: .hint, companions: [.label: "Corridor width, %lld miles"], triggers: false,
                        note: "a tolerance around the width the label gives"),
            RuleExample("Sync every 5 minutes, only changed content", role: .hint, companions: [.label: "Smart Auto Sync"], triggers: false,
                        note: "how often a setting acts, a detail of it, not a count (SyncNos)"),
            RuleExample("Synchronisiert alle 5 Minuten.", language: "de", role: .hint, companions: [.label: "Automatisch synchronisieren"],
                        triggers: false, note: "an interval, in German"),
            RuleExample("%lld%% complete", role: .hint, companions: [.label: "Download"], triggers: true,
                        note: "the paired label does not say it"),
            RuleExample("Keeps a balanced selection of about %lld photos", role: .hint, companions: [.label: "Create a balanced selection"],
                        presentation: TextPresentation(showsValuesElsewhere: true), triggers: false,
                        note: "the same file shows the count it interpolates (`Text(\"About \\(count) photos\")`): it is on screen (PhotoBooks)"),
            RuleExample("Zeigt die Fahrten der letzten 30 Tagen oder aller Zeit.", language: "de", role: .hint,
                        companions: [.label: "%1$lld Fahrten, %2$@"], triggers: false,
                        note: "the label's text put in at run time may say it (Driveline's scope, \"letzte 30 Tage\")"),
            RuleExample("Permanently deletes all %lld files", role: .hint, companions: [.label: "Delete"],
                        presentation: TextPresentation(showsValuesElsewhere: true), triggers: true,
                        note: "the count is on screen, the consequence only in the hint"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// One piece of essential information in a hint.
    struct Essential {
        var what: String
        var range: Range<String.Index>
        var numericKeys: Set<String>
        var riskGroup: String?
    }

    /// Words before a number that make it the step of an adjustment ("by 15 seconds", "um 10 Sekunden").
    private static let stepWords: Set<String> = ["by", "um"]

    /// Words before a number that make it a bound of scope, how far or how much at most ("within
    /// 25 km", "innerhalb von 10 Minuten", "up to 5 items", "bis zu 3 Geräte"): a setting's or a
    /// search's extent, which the hint explains, not a count or cost the label hides (FuelNow's
    /// "Shows stations within 25 km").
    /// A threshold at which a setting acts is such a bound too ("exceeds 25 km/h", "above 30 °C":
    /// FastWeather's alerts).
    private static let boundWords: Set<String> = [
        "within", "innerhalb", "höchstens", "maximal", "max", "umkreis", "exceeds", "exceed", "above", "below", "oberhalb", "unterhalb",
    ]

    /// Two-word bounds, as the pair of words before the number.
    private static let boundPairs: Set<[String]> = [["up", "to"], ["bis", "zu"], ["at", "most"], ["innerhalb", "von"], ["umkreis", "von"]]

    /// Words before a number that make it what a thing is made of ("a quiz with 30 questions", "ein
    /// Quiz mit 30 Fragen"): a description of what the action starts or makes, the same each time,
    /// not a count of what it affects that the label hides (Konjugieren's quiz button).
    private static let compositionWords: Set<String> = ["with", "mit"]

    /// Whether the number at `index` follows a bound of scope ("within 25 km", "bis zu 3") or, as
    /// a number written in the text, says what a thing is made of ("with 30 questions"); a count
    /// given at run time ("the folder with %lld files") or a percentage ("with 30% off") stays.
    static func followsBound(_ tokens: [SpeechToken], at index: Int) -> Bool {
        guard index > 1, tokens[index - 1].kind == .space, tokens[index - 2].kind == .word else { return false }
        let word = tokens[index - 2].text.lowercased()
        if boundWords.contains(word) || tokens[index].kind == .number && compositionWords.contains(word) { return true }
        guard index > 3, tokens[index - 3].kind == .space, tokens[index - 4].kind == .word else { return false }
        return boundPairs.contains([tokens[index - 4].text.lowercased(), word])
    }

    /// German verbs after a number and its unit that make it a threshold ("20 Prozent überschreitet").
    private static let thresholdWordsAfter: Set<String> = ["überschreitet", "überschreiten", "übersteigt", "übersteigen", "unterschreitet", "unterschreiten"]

    /// Whether the number at `index` is a threshold a German verb after it names, within a few
    /// words ("wenn … 20 Prozent überschreitet"); English names it before (``followsBound(_:at:)``).
    static func isThreshold(_ tokens: [SpeechToken], at index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count, next - index <= 10 {
            if tokens[next].kind == .word, thresholdWordsAfter.contains(tokens[next].text.lowercased()) { return true }
            if tokens[next].kind == .punctuation { return false }
            next += 1
        }
        return false
    }

    /// What introduces an example, in the text before a number ("e.g.", "z. B.", "for example").
    private static let exampleMarkers = ["e.g.", "e. g.", "z. b.", "z.b.", "for example", "for instance", "zum beispiel", "beispielsweise", "such as"]

    /// Whether an example marker stands within the 40 characters before `position`: the number is
    /// an example of what the setting shows, not a count the label hides.
    static func isInExample(_ text: String, before position: String.Index) -> Bool {
        let before = text[..<position].suffix(40).lowercased()
        return exampleMarkers.contains { before.contains($0) }
    }

    /// Whether the hint asks to hold ("Press and hold", "long press", "gedrückt halten", "halte"):
    /// a number of time units there is how long.
    private static func namesHolding(_ tokens: [SpeechToken]) -> Bool {
        tokens.contains { token in
            guard token.kind == .word else { return false }
            let word = token.text.lowercased()
            return word == "hold" || word == "halten" || word == "halte" || word == "haltet" || word == "gedrückt"
        }
    }

    /// Words before a number of time units that make it an interval ("every 5 minutes", "alle 5 Minuten").
    private static let intervalWords: Set<String> = ["every", "each", "alle", "jede", "jeden", "jedes"]

    /// The units of an interval, singular and plural, English and German.
    private static let timeUnits: Set<String> = [
        "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "day", "days", "week", "weeks", "month",
        "months", "year", "years", "sekunde", "sekunden", "minute", "minuten", "stunde", "stunden", "tag", "tage", "tagen", "woche",
        "wochen", "monat", "monate", "monaten", "jahr", "jahre", "jahren",
    ]

    /// A range's words: "between 30 % and 50 %", "zwischen 1 und 5", "from 1 to 10", "from -100
    /// through 100", "von 1 bis 10".
    private static let rangeWords: [String: Set<String>] = ["between": ["and"], "zwischen": ["und"], "from": ["to", "through"], "von": ["bis"]]

    /// The tokens of the numbers that bound a range ("between 30 % and 50 %"): the limits of an
    /// adjustment or an input, which its value then says, not a count the label hides (Meeshy's column
    /// handle, "Adjusts the width of the left column between 30% and 50%").
    static func rangeLimits(_ tokens: [SpeechToken]) -> Set<Int> {
        var limits = Set<Int>()
        func numberAfter(_ index: Int) -> Int? {
            var next = index + 1
            if next < tokens.count, tokens[next].kind == .space { next += 1 }
            // A sign before it: "from -100 through 100" (Hermex's priority field).
            if next + 1 < tokens.count, tokens[next].text == "-" || tokens[next].text == "−" { next += 1 }
            guard next < tokens.count else { return nil }
            switch tokens[next].kind {
            case .number, .percent, .placeholder(isNumeric: true): return next
            default: return nil
            }
        }
        for (index, token) in tokens.enumerated() where token.kind == .word {
            guard let closers = rangeWords[token.text.lowercased()], let low = numberAfter(index) else { continue }
            // The closer after the first number, or after its unit ("von 1 Minute bis 5 Minuten").
            var closer = low + 1
            while closer < tokens.count, closer - low <= 4, !(tokens[closer].kind == .word && closers.contains(tokens[closer].text.lowercased())) {
                closer += 1
            }
            guard closer < tokens.count, closer - low <= 4, let high = numberAfter(closer) else { continue }
            limits.insert(low)
            limits.insert(high)
        }
        return limits
    }

    /// Words after a number that are not what is counted.
    private static let notUnits: Set<String> = [
        "of", "von", "from", "to", "bis", "and", "und", "or", "oder", "in", "at", "am", "um", "for", "für", "x", "times", "mal",
    ]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        var essentials = findEssentials(input)
        guard !essentials.isEmpty else { return [] }
        // "Enter a name of 1 to 20 characters.": the numbers of a requirement are the input's limits,
        // which the user needs when filling the field in, not a count the label hides. A consequence
        // or a cost stays essential.
        if essentials.contains(where: { $0.riskGroup == nil || $0.riskGroup == "required" }), HintRequirement.isRequirement(input) {
            essentials.removeAll { $0.riskGroup == nil || $0.riskGroup == "required" }
            guard !essentials.isEmpty else { return [] }
        }
        // "Anmeldung erforderlich", "Login Required" (ScentBoxd's review button, 47th study): what is
        // required is named before the word, a condition the control states when it is used (its
        // login alert), not the element. "Required", "This field is required", or the label's own
        // noun ("Password required" beside "Password") say the element must be filled.
        if essentials.contains(where: { $0.riskGroup == "required" }) {
            essentials.removeAll { $0.riskGroup == "required" && requiresSomethingElse(before: $0.range, input) }
            guard !essentials.isEmpty else { return [] }
        }
        // A control that asks before it acts says in its dialog what cannot be undone (Meeshy's
        // "Permanently deletes the checked stories", whose alert says "Cette action est définitive").
        if input.string.presentation.asksToConfirm {
            essentials.removeAll { $0.riskGroup == "irreversible" }
            guard !essentials.isEmpty else { return [] }
        }
        // A value the app works out at run time and the same screen also shows ("About %lld photos"
        // beside a help tag that says "about %lld photos") is heard without the hint.
        if input.string.presentation.showsValuesElsewhere {
            essentials.removeAll { essential in
                essential.riskGroup == nil && input.tokens.contains { token in
                    if case .placeholder = token.kind { essential.range.contains(token.range.lowerBound) } else { false }
                }
            }
            guard !essentials.isEmpty else { return [] }
        }
        let companionRoles: [AccessibilityRole] = [.label, .value]
        let companionText = companionRoles.compactMap { input.companion($0) }.joined(separator: " ").lowercased()
        var companionKeys = Set<String>()
        var companionHasPrice = false
        // A paired label with text put in at run time (`%2$@`) may say the number itself: Driveline's
        // "%1$lld Fahrten, %2$@" is given "letzte 30 Tage", which its hint repeats (the 40th study).
        var companionInsertsText = false
        for role in companionRoles {
            for token in input.companionTokens(role) ?? [] {
                if token.isNumeric { companionKeys.formUnion(numericKeys(token)) }
                if token.kind == .money { companionHasPrice = true }
                if case .placeholder(isNumeric: false) = token.kind { companionInsertsText = true }
            }
        }
        let paired = companionRoles.compactMap { role in input.companion(role).map { "\(role) \(SpeechInput.quote($0))" } }
        // With no label or value paired, the audit cannot say the hint is the only place: the
        // element's label is most often given at run time (`Text("\(day), \(count)")`), or is a
        // control's own value (a progress indicator's).
        guard !paired.isEmpty else { return [] }
        let pairDescription = "its " + paired.joined(separator: " and ") + (paired.count == 1 ? " does not" : " do not")
        let uncarried = essentials.filter { essential in
            if essential.riskGroup == nil, companionInsertsText { return false }
            if let group = essential.riskGroup {
                // A price in the label or value says what it costs as well as "charges" would.
                let pricePaired = group == "cost" && companionHasPrice
                return !(pricePaired || (input.lexicon.riskPhrases[group] ?? []).contains { companionText.contains($0) })
            }
            return essential.numericKeys.isDisjoint(with: companionKeys)
        }
        // One finding per hint, naming everything only it says, so one defect is reported once.
        guard let first = uncarried.first, let last = uncarried.last else { return [] }
        let parts = uncarried.map { "\(SpeechInput.quote(String(input.text[$0.range]))) (\($0.what))" }
        let listed = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        let lead = uncarried.first { $0.riskGroup == nil } ?? first
        let leadText = String(input.text[lead.range])
        let label = input.companion(.label) ?? input.companion(.value)
        let suggestion = label.map { "\($0), \(lead.riskGroup == nil ? leadText : leadText.lowercased())" }
        var message = "\(input.subject) is the only place that says \(listed), and \(pairDescription). "
            + "Listeners who switch hints off never hear it. Say it in the label or value"
        if let suggestion { message += ", e.g. \(SpeechInput.quote(suggestion))" }
        return [input.finding(description, first.range.lowerBound..<last.range.upperBound, message + ".",
                              suggestion: suggestion, spoken: input.spoken(lead.range))]
    }

    /// Words between a requirement and what it is about: verbs of being and adverbs ("is",
    /// "will be", "also", "wird").
    private static let requiredLinkingWords: Set<String> = [
        "is", "are", "be", "been", "will", "also", "still", "not", "now",
        "ist", "sind", "sein", "wird", "werden", "auch", "noch", "nicht", "jetzt",
    ]

    /// Words that name the element itself as what is required: a field, or "this" and "it".
    private static let requiredElementWords: Set<String> = [
        "field", "fields", "entry", "input", "this", "it", "value", "feld", "felder", "eingabe", "dies", "dieses", "das", "es", "wert",
    ]

    /// Whether what a requirement word is about is something other than the element: the first
    /// word before it, past verbs of being ("A Final transcript is required", "confirmation will be
    /// required": a precondition that says why the control is disabled, or what follows it), is a
    /// noun ("Login", "transcript", "Anmeldung") that neither the paired label says nor is a field.
    /// "Required", "This field is required" and the label's own noun ("Password required" beside
    /// "Password") say the element must be filled.
    static func requiresSomethingElse(before range: Range<String.Index>, _ input: SpeechInput) -> Bool {
        let label = (input.companion(.label) ?? "").lowercased()
        for token in input.tokens.reversed() where token.range.upperBound <= range.lowerBound && token.kind != .space {
            guard token.isWord else { return false }
            let word = token.text.lowercased()
            if requiredLinkingWords.contains(word) { continue }
            return !requiredElementWords.contains(word) && !label.contains(word)
        }
        return false
    }

    /// The prices, dates, counts and risk phrases of a hint.
    static func findEssentials(_ input: SpeechInput) -> [Essential] {
        var result: [Essential] = []
        let tokens = input.tokens
        let limits = rangeLimits(tokens)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .money:
                result.append(Essential(what: "a price", range: token.range, numericKeys: numericKeys(token)))
            case .range where token.text.contains(where: \.isCurrencySymbol):
                result.append(Essential(what: "a price", range: token.range, numericKeys: numericKeys(token)))
            case .date, .time:
                result.append(Essential(what: "a date or deadline", range: token.range, numericKeys: numericKeys(token)))
            case .number, .percent, .placeholder(isNumeric: true):
                // A number glued to a word or a "#" names something ("Unicode TR#29", "ISO8601"):
                // it counts nothing.
                if index > 0, tokens[index - 1].kind == .word || tokens[index - 1].text == "#" { break }
                // "SHA-256", "AES-128", "COVID-19": a number a hyphen joins to a word is part of a name
                // (54th study's checksum button), not a count.
                if index > 1, tokens[index - 1].text == "-", tokens[index - 2].kind == .word,
                   tokens[index - 2].range.upperBound == tokens[index - 1].range.lowerBound { break }
                // "between 30 % and 50 %": the limits of a range, which the value then says.
                if limits.contains(index) { break }
                // "Command 1 through Command 3", "Ctrl+2", "⌘ 1": a key of a keyboard shortcut.
                if namesShortcutKey(tokens, at: index) { break }
                // "within 25 km", "bis zu 3 Geräte": a bound of scope, the extent a setting or a
                // search reaches, not a count of what the action affects; "±25 miles from the centre
                // line", a tolerance around a value the label gives.
                if followsBound(tokens, at: index) || token.text.hasPrefix("±") || index > 0 && tokens[index - 1].text.hasSuffix("±") { break }
                // "wenn … 20 Prozent überschreitet": the threshold at which a setting acts, a detail
                // of it (FastWeather's alerts; "exceeds 25 km/h" is a bound above).
                if isThreshold(tokens, at: index) { break }
                // "(e.g., '145 degrees')", "(z. B. „145 Grad")": an example of what a setting shows.
                if isInExample(input.text, before: token.range.lowerBound) { break }
                // "Swipe up or down to seek by 15 seconds", "um 10 Sekunden springen": the step an
                // adjustment moves by, which the value then says, is no count the label hides.
                if index > 1, tokens[index - 1].kind == .space, stepWords.contains(tokens[index - 2].text.lowercased()) { break }
                var next = index + 1
                if next < tokens.count, tokens[next].kind == .space { next += 1 }
                // "Sync every 5 minutes", "alle 5 Minuten": how often something happens, a setting's
                // detail, no count ("alle 12 Dateien" is all twelve: only a time unit makes an interval).
                if index > 1, tokens[index - 1].kind == .space, intervalWords.contains(tokens[index - 2].text.lowercased()),
                   next < tokens.count, timeUnits.contains(tokens[next].text.lowercased()) { break }
                // "Press and hold for 1.2 seconds", "2 Sekunden gedrückt halten": how long to hold,
                // the gesture's own measure (Habitto's commit button, 49th study).
                if next < tokens.count, timeUnits.contains(tokens[next].text.lowercased()), namesHolding(tokens) { break }
                let isPercent = token.kind == .percent
                if isPercent || (next < tokens.count && tokens[next].kind == .word && tokens[next].text.count > 1
                    && !notUnits.contains(tokens[next].text.lowercased())) {
                    let end = isPercent ? token.range.upperBound : tokens[next].range.upperBound
                    result.append(Essential(what: isPercent ? "a percentage" : "a count", range: token.range.lowerBound..<end,
                                            numericKeys: numericKeys(token)))
                    index = isPercent ? index : next
                }
            default:
                break
            }
            index += 1
        }
        result += riskPhrases(input)
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The modifier keys of a keyboard shortcut that are no other word, in English and German, and
    /// their symbols.
    private static let modifierKeys: Set<String> = [
        "command", "cmd", "ctrl", "⌘", "⌥", "⌃", "⇧", "befehl", "befehlstaste", "wahltaste", "umschalttaste", "strg",
    ]
    /// Modifier keys that are words too ("Shift 3 tasks to tomorrow"): a key only joined to the
    /// number by `+` or `-` ("Shift+3", "Alt-2").
    private static let modifierWords: Set<String> = ["control", "option", "opt", "alt", "shift", "fn", "umschalt", "steuerung"]

    /// Whether the number at `index` follows a modifier key, past a space, `+` or `-` ("Command 1",
    /// "Ctrl+2"): a key of a shortcut (FrameMate's mode picker, 59th study), not a count.
    static func namesShortcutKey(_ tokens: [SpeechToken], at index: Int) -> Bool {
        var previous = index - 1
        var joined = false
        while previous >= 0, tokens[previous].kind == .space || tokens[previous].text == "+" || tokens[previous].text == "-" {
            if tokens[previous].kind != .space { joined = true }
            previous -= 1
        }
        guard previous >= 0 else { return false }
        let word = tokens[previous].text.lowercased()
        return modifierKeys.contains(word) || joined && modifierWords.contains(word)
    }

    /// The keys a number is recognised by in a companion: its text, digits and amounts.
    static func numericKeys(_ token: SpeechToken) -> Set<String> {
        var keys: Set<String> = [String(token.text)]
        for amount in token.amounts {
            keys.insert(amount.written)
            if !amount.integerDigits.isEmpty { keys.insert(amount.integerDigits) }
        }
        return keys
    }

    /// A lexicon's risk phrases with their groups, longest first, prepared for the byte search.
    ///
    /// Phrases of the same length are in the order of their group, then of their text: the groups
    /// come from a dictionary, whose order changes from one process to the next, and where two such
    /// phrases overlap in a hint, the first one claims the words, so the order must not change.
    static func riskPhrasesLongestFirst(_ lexicon: Lexicon) -> [(group: String, phrase: WordMatcher.Phrase)] {
        lexicon.riskPhrases.flatMap { group, phrases in phrases.map { (group: group, phrase: $0) } }
            .sorted { ($1.phrase.count, $0.group, $0.phrase) < ($0.phrase.count, $1.group, $1.phrase) }
            .map { ($0.group, WordMatcher.Phrase($0.phrase)) }
    }

    /// A lexicon's risk phrases prepared for the search: sorted, and the ASCII ones in one set, so
    /// that an ASCII text (which holds no phrase that is not ASCII) is read once before each phrase
    /// is searched for: most hints hold none.
    private struct PreparedRiskPhrases {
        let sorted: [(group: String, phrase: WordMatcher.Phrase)]
        let ascii: ASCIIPhraseSet

        init(_ lexicon: Lexicon) {
            sorted = riskPhrasesLongestFirst(lexicon)
            ascii = ASCIIPhraseSet(asciiOf: sorted.map(\.phrase))
        }
    }

    private static let englishRiskPhrases = PreparedRiskPhrases(.english)
    private static let germanRiskPhrases = PreparedRiskPhrases(.german)

    /// The risk phrases of a lexicon, prepared once for the built-in ones.
    private static func preparedRiskPhrases(_ lexicon: Lexicon) -> PreparedRiskPhrases {
        if lexicon.riskPhrases == Lexicon.english.riskPhrases { return englishRiskPhrases }
        if lexicon.riskPhrases == Lexicon.german.riskPhrases { return germanRiskPhrases }
        return PreparedRiskPhrases(lexicon)
    }

    /// Risk phrases, longest first, each matched once as whole words.
    private static func riskPhrases(_ input: SpeechInput) -> [Essential] {
        var result: [Essential] = []
        var taken: [Range<String.Index>] = []
        let text = WordMatcher.Text(input.text)
        let prepared = preparedRiskPhrases(input.lexicon)
        guard text.mayHold(anyOf: prepared.ascii) else { return [] }
        for (group, phrase) in prepared.sorted {
            for range in WordMatcher.ranges(of: phrase, in: text) where !taken.contains(where: { $0.overlaps(range) }) {
                taken.append(range)
                let what = group == "irreversible" ? "a consequence that cannot be undone" : group == "cost" ? "a cost" : "a requirement"
                result.append(Essential(what: what, range: range, numericKeys: [], riskGroup: group))
            }
        }
        return result
    }
}
