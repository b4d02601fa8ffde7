import CatalogKitLite

/// `hint-gesture-word`: a hint that tells the user to make a gesture ("Double tap to play", "Zum
/// Öffnen doppeltippen"). VoiceOver users activate with different gestures, and VoiceOver already
/// says how.
enum HintGestureWordRule {
    static let description = RuleDescription(
        id: "hint-gesture-word",
        summary: "A hint that tells the user to make a gesture (\"Double tap to…\", \"…doppeltippen\").",
        rationale: """
            Apple: a hint does not include the action or gesture ("Tap to play the song", "Swipe to delete the \
            item"), because VoiceOver users activate with different gestures, Switch Control or a keyboard, and \
            VoiceOver announces the gesture itself. A noun ("this tap", a Homebrew repository) is no gesture, nor \
            is pressing a key of the keyboard ("then press Return", "Return drücken"), \
            and on a Mac (or in a help tag) gesture words name the keys, mouse buttons and trackpad gestures the \
            app is about: VoiceOver users there act with the keyboard. On Apple TV they name the remote's buttons \
            ("Press Select"), pressed by everyone. A secondary action (long press, right click, drag) must be \
            reachable: keep its instruction, add an accessibility action; a sideways swipe VoiceOver users cannot \
            make: say what it does.
            """,
        fix: """
            Describe the result instead: "Plays the song.", "Spielt den Titel ab.". For a secondary action, keep \
            the instruction and offer the action to VoiceOver too (`.accessibilityAction(named:)`, a context menu).
            """,
        defaultSeverity: .warning,
        roles: [.hint],
        examples: [
            RuleExample("Double tap to play the song.", role: .hint, triggers: true),
            RuleExample("Swipe up or down to adjust the value.", role: .hint, triggers: true),
            RuleExample("Swipe left or right with two fingers to change track.", role: .hint, triggers: true,
                        note: "a swipe across the element is an action of its own, which VoiceOver's swipe does not make: say what it does, add an accessibility action (info; flaccy)"),
            RuleExample("Swipe left or right with three fingers to change pages.", role: .hint, triggers: false,
                        note: "VoiceOver's own gesture, which scrolls a page: the hint teaches it (MinimalTimer's onboarding)"),
            RuleExample("Mit drei Fingern nach links wischen, um die Seite zu wechseln.", language: "de", role: .hint, triggers: false,
                        note: "the same in German"),
            RuleExample("Tap with three fingers to pause. Swipe right to delete the item.", role: .hint, triggers: true,
                        note: "the three fingers are another sentence's gesture"),
            RuleExample("Swipe right to complete or left to reschedule.", role: .hint, triggers: true,
                        note: "the row's swipe actions, which SwiftUI offers VoiceOver as actions: the words mislead (OrgSync's agenda)"),
            RuleExample("Swipe left or right to view all columns.", role: .hint, triggers: false,
                        note: "VoiceOver's own swipe moves through the cells and scrolls them into view (OrgSync's wide table)"),
            RuleExample("Nach links oder rechts wischen, um alle Spalten zu sehen.", language: "de", role: .hint, triggers: false,
                        note: "the same in German"),
            RuleExample("Plays the song. Tap twice to pause, tap again to resume.", role: .hint, triggers: true,
                        note: "one finding for the hint, naming the repeats"),
            RuleExample("Long press to see more options.", role: .hint, triggers: true,
                        note: "a secondary action: keep it, add an accessibility action (info)"),
            RuleExample("Long press to copy the address.", role: .hint, presentation: TextPresentation(offersActions: true), triggers: false,
                        note: "a secondary action the element offers VoiceOver already, in a context menu or an accessibility action (KozBon)"),
            RuleExample("Drag in the area or use the placement buttons below.", role: .hint, triggers: false,
                        note: "a secondary action beside the way VoiceOver users take, which the hint names (Oasis)"),
            RuleExample("Ziehe im Bereich oder verwende die Tasten darunter.", language: "de", role: .hint, triggers: false,
                        note: "the other way, in German"),
            RuleExample("Click to open the article.", role: .hint, presentation: TextPresentation(platform: .iOS), triggers: true,
                        note: "a pointer's word in an iOS app"),
            RuleExample("Plays the song.", role: .hint, triggers: false),
            RuleExample("Opens the press kit.", role: .hint, triggers: false, note: "a noun"),
            RuleExample("Remove tap", role: .hint, presentation: TextPresentation(form: .helpTag), triggers: false,
                        note: "a Homebrew tap: the object of a verb (Pearcleaner)"),
            RuleExample("View packages in this tap", role: .hint, triggers: false, note: "after a determiner (Pearcleaner)"),
            RuleExample("Installed from tap: %@", role: .hint, triggers: false, note: "after a preposition, before a colon (Pearcleaner)"),
            RuleExample("Sort by %@. Click to cycle through options", role: .hint, presentation: TextPresentation(form: .helpTag),
                        triggers: false, note: "a help tag: Mac users click, with VoiceOver too (Pearcleaner)"),
            RuleExample("Right click to reset size", role: .hint, presentation: TextPresentation(form: .helpTag), triggers: false,
                        note: "the only clue to a secondary action on a Mac (Pearcleaner)"),
            RuleExample("Click to open the article.", role: .hint, presentation: TextPresentation(platform: .macOS), triggers: false,
                        note: "a Mac app"),
            RuleExample("Press Command Return to complete setup.", role: .hint, presentation: TextPresentation(platform: .macOS),
                        triggers: false, note: "a key on a Mac (TypeWhisper)"),
            RuleExample("Press and hold a button while dragging to scroll.", role: .hint, presentation: TextPresentation(platform: .macOS),
                        triggers: false, note: "a mouse button, the subject of a Mac mouse utility (LinearMouse)"),
            RuleExample("Taste gedrückt halten und ziehen, um zu scrollen.", language: "de", role: .hint,
                        presentation: TextPresentation(platform: .macOS), triggers: false, note: "the same in German"),
            RuleExample("Double tap with two fingers to zoom.", role: .hint, presentation: TextPresentation(platform: .macOS),
                        triggers: false, note: "a trackpad gesture the Mac app is about (Mac Mouse Fix)"),
            RuleExample("Press Select to open the hourly forecast.", role: .hint, presentation: TextPresentation(platform: .tvOS),
                        triggers: false, note: "the Siri Remote's button, pressed by everyone (RAYN on Apple TV)"),
            RuleExample("Enter the German conjugation, then press return", role: .hint, presentation: TextPresentation(platform: .iOS),
                        triggers: false, note: "a key of the keyboard, pressed with VoiceOver as without (Konjugieren)"),
            RuleExample("Deutsche Konjugation eingeben, dann Return drücken", language: "de", role: .hint,
                        presentation: TextPresentation(platform: .iOS), triggers: false, note: "the key, in German"),
            RuleExample("Drücke die Eingabetaste, um zu suchen.", language: "de", role: .hint, presentation: TextPresentation(platform: .iOS),
                        triggers: false, note: "a key named in German"),
            RuleExample("Press the tab to switch views.", role: .hint, presentation: TextPresentation(platform: .iOS), triggers: true,
                        note: "a tab of the screen, not the Tab key"),
            RuleExample("Press Delete to remove the photo.", role: .hint, presentation: TextPresentation(platform: .iOS), triggers: true,
                        note: "a Delete button as likely as the key"),
            RuleExample("Press and hold to record.", role: .hint, presentation: TextPresentation(platform: .iOS), triggers: true,
                        note: "a touch on an iPhone: a secondary action (info)"),
            RuleExample("Zum Öffnen doppeltippen.", language: "de", role: .hint, triggers: true),
            RuleExample("Doppeltippen, um die Rolle zu ändern.", language: "de", role: .hint, triggers: true),
            RuleExample("Zum Anzeigen weiterer Optionen gedrückt halten.", language: "de", role: .hint, triggers: true,
                        note: "a secondary action (info)"),
            RuleExample("Spielt den Titel ab.", language: "de", role: .hint, triggers: false),
            RuleExample("Tippen entfernen", language: "de", role: .hint, sourceText: "Remove tap", triggers: false,
                        note: "the source names a Homebrew tap: a mistranslation, not a gesture (Pearcleaner)"),
            RuleExample("Sortieren nach %@. Klicken, um durch die Optionen zu wechseln", language: "de", role: .hint,
                        presentation: TextPresentation(form: .helpTag), triggers: false, note: "a help tag (Pearcleaner)"),
            RuleExample("Zeigt das Tippen der anderen an.", language: "de", role: .hint, triggers: false, note: "a noun"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// One gesture a hint tells the user to make.
    struct Instruction {
        var range: Range<String.Index>
        var isPointer: Bool
        var isSecondary: Bool
        /// A swipe to the left or right, across the element: VoiceOver's own swipe takes the user
        /// to the next element instead.
        var isSidewaysSwipe = false
    }

    /// A lexicon's gesture words prepared for the search: longest first, and the ASCII ones in one
    /// set, so that a hint is read once before each word is searched for (most hints hold none).
    private struct PreparedGestureWords {
        let sorted: [WordMatcher.Phrase]
        let ascii: ASCIIPhraseSet

        init(_ words: [String]) {
            sorted = words.sorted(by: { $0.count > $1.count }).map(WordMatcher.Phrase.init)
            ascii = ASCIIPhraseSet(asciiOf: sorted)
        }
    }

    private static let englishGestureWords = PreparedGestureWords(Lexicon.english.gestureWords)
    private static let germanGestureWords = PreparedGestureWords(Lexicon.german.gestureWords)

    /// The gesture words of a lexicon, prepared once for the built-in ones.
    private static func preparedGestureWords(_ lexicon: Lexicon) -> PreparedGestureWords {
        if lexicon.gestureWords == Lexicon.english.gestureWords { return englishGestureWords }
        if lexicon.gestureWords == Lexicon.german.gestureWords { return germanGestureWords }
        return PreparedGestureWords(lexicon.gestureWords)
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // On a Mac (or in a help tag), gesture words name the keys, mouse buttons and trackpad
        // gestures the app itself is about ("Press Return to continue", "Press and hold a button
        // while dragging" in a mouse utility, a two-finger double tap that Smart Zoom copies):
        // VoiceOver users there act with the keyboard, and no touch gesture of theirs is meant.
        // On Apple TV they name the remote's buttons ("Press Select to open the forecast"), which a
        // VoiceOver user presses as everyone does.
        let presentation = input.string.presentation
        guard !presentation.isPointerDriven, presentation.platform != .tvOS else { return [] }
        let found = instructions(input)
        guard !found.isEmpty, !sourceGivesNoInstruction(input) else { return [] }
        return found.compactMap { instruction in
            let word = String(input.text[instruction.range])
            // A pointer's word where the platform is not known may be a Mac's.
            if instruction.isPointer && presentation.platform == nil { return nil }
            // "Swipe left with three fingers": VoiceOver's own gesture, which scrolls a page;
            // the hint teaches it, and no other gesture is meant.
            if swipeWords.contains(word.lowercased()), swipesWithThreeFingers(instruction.range, in: input.text) { return nil }
            if instruction.isSecondary {
                // "Drag in the area or use the placement buttons below": the hint names the way
                // VoiceOver users take, so they are told.
                if namesAnotherWay(after: instruction.range, in: input) { return nil }
                // The element offers its actions to VoiceOver already (a context menu, an
                // accessibility action): the instruction is for sighted users, and the fix is done.
                if presentation.offersActions && !instruction.isSidewaysSwipe { return nil }
                if instruction.isSidewaysSwipe {
                    // "Swipe left or right to view all columns" (OrgSync's wide table): VoiceOver's own
                    // swipe moves through the cells and scrolls them into view, so it is told right.
                    if swipesToLook(after: instruction.range, in: input) { return nil }
                    // "Swipe right to complete": VoiceOver's swipe moves to the next element, so the
                    // instruction misleads; what helps is the result, and the action offered.
                    let message = "\(input.subject) tells the user to \(SpeechInput.quote(word)), but VoiceOver's swipe moves to the next "
                        + "element, so VoiceOver users cannot follow it. Say what the action does instead, and offer it as an accessibility "
                        + "action (`.accessibilityAction(named:)`; SwiftUI's `.swipeActions` are one already), which VoiceOver lists under Actions."
                    return input.finding(description, instruction.range, message, severity: .info)
                }
                let message = "\(input.subject) tells the user to \(SpeechInput.quote(word)), a secondary action that VoiceOver "
                    + "users reach otherwise and are not told about. Keep the instruction, and offer the action to VoiceOver too: "
                    + "an accessibility action (`.accessibilityAction(named:)`) or a context menu, which VoiceOver lists under Actions."
                return input.finding(description, instruction.range, message, severity: .info)
            }
            let example = input.isGerman ? "Spielt den Titel ab." : "Plays the song."
            let message = "\(input.subject) names the gesture \(SpeechInput.quote(word)): VoiceOver users activate in other "
                + "ways and VoiceOver already says how. Describe the result instead, e.g. \(SpeechInput.quote(example))"
            return input.finding(description, instruction.range, message)
        }
    }

    /// The words after a secondary gesture that offer another way to the same result: "or use",
    /// "or choose", "oder verwende", "oder nutze".
    private static let otherWays = ["or use ", "or choose ", "or select ", "oder verwende ", "oder nutze ", "oder benutze ", "oder wähle "]

    /// Whether the text after a gesture offers another way to do it ("… or use the buttons below").
    private static func namesAnotherWay(after range: Range<String.Index>, in input: SpeechInput) -> Bool {
        let rest = input.text[range.upperBound...].lowercased()
        return otherWays.contains { rest.contains($0) }
    }

    /// The gestures a hint tells the user to make, in text order: gesture words used as verbs.
    static func instructions(_ input: SpeechInput) -> [Instruction] {
        let lexicon = input.lexicon
        guard !lexicon.gestureWords.isEmpty else { return [] }
        var taken: [Range<String.Index>] = []
        var result: [Instruction] = []
        let text = WordMatcher.Text(input.text)
        let prepared = preparedGestureWords(lexicon)
        guard text.mayHold(anyOf: prepared.ascii) else { return [] }
        for phrase in prepared.sorted {
            for range in WordMatcher.ranges(of: phrase, in: text) where !taken.contains(where: { $0.overlaps(range) }) {
                taken.append(range)
                let word = input.text[range].lowercased()
                // A phrase ("double tap", "long press") is an instruction; a single word only as a verb.
                if !word.contains(" "), !isInstruction(range, input: input) { continue }
                // "then press return", "dann Return drücken": a key of the keyboard, which VoiceOver
                // users press as everyone does, not a touch gesture.
                if pressWords.contains(word), pressesAKey(range, input: input) { continue }
                let isSidewaysSwipe = swipeWords.contains(word)
                    && swipesSideways(range, in: input.text, directions: input.isGerman ? germanSidewaysWords : sidewaysWords)
                let isSecondary = lexicon.secondaryActionWords.contains(word) || isSidewaysSwipe
                result.append(Instruction(range: range, isPointer: lexicon.pointerWords.contains(word), isSecondary: isSecondary, isSidewaysSwipe: isSidewaysSwipe))
            }
        }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The gesture words of a swipe.
    private static let swipeWords: Set<String> = ["swipe", "swipes", "swiping", "wischen", "wische", "streichen", "streiche"]
    /// The directions of a swipe across an element, which VoiceOver's own swipes (to the next
    /// element) take: the app's gesture is then another action, not the way to activate.
    private static let sidewaysWords: Set<Substring> = ["left", "right", "sideways"]
    private static let germanSidewaysWords: Set<Substring> = ["links", "rechts", "seitlich", "seitwärts"]

    /// Whether a swipe goes left or right ("Swipe left or right with two fingers to change track",
    /// flaccy's artwork; "nach links wischen"), a direction named within four words of it: an
    /// action of its own, which VoiceOver users need as an accessibility action. Up or down is
    /// VoiceOver's own gesture for an adjustable element.
    private static func swipesSideways(_ range: Range<String.Index>, in text: String, directions: Set<Substring>) -> Bool {
        let isWordCharacter = { (character: Character) in character.isLetter }
        let after = text[range.upperBound...].split(whereSeparator: { !isWordCharacter($0) }).prefix(4)
        let before = text[..<range.lowerBound].split(whereSeparator: { !isWordCharacter($0) }).suffix(4)
        return (after + before).contains { directions.contains(Substring($0.lowercased())) }
    }

    /// Whether a swipe is made with three fingers ("with three fingers", "three-finger swipe", "mit
    /// drei Fingern"), named within six words of it: VoiceOver's gesture that scrolls.
    private static func swipesWithThreeFingers(_ range: Range<String.Index>, in text: String) -> Bool {
        // Within the swipe's sentence: "Tap with three fingers to pause. Swipe right to delete."
        // names another gesture's fingers.
        let sentenceEnd: (Character) -> Bool = { ".;!?".contains($0) }
        let before: Substring = text[..<range.lowerBound].split(omittingEmptySubsequences: false, whereSeparator: sentenceEnd).last ?? ""
        let after: Substring = text[range.upperBound...].prefix { !sentenceEnd($0) }
        let words = { (part: Substring) -> [String] in part.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.lowercased() } }
        let near: [String] = Array(words(before).suffix(6)) + ["|"] + Array(words(after).prefix(6))
        let counts: Set<String> = ["three", "drei", "3"]
        return zip(near, near.dropFirst()).contains { first, second in counts.contains(first) && second.hasPrefix("finger") }
    }

    /// The words of a swipe's purpose that only look: what VoiceOver's own swipe does too.
    private static let lookingWords: Set<Substring> = [
        "view", "see", "browse", "scroll", "navigate", "read", "sehen", "anzusehen", "anzuzeigen", "blättern", "durchzublättern",
        "scrollen", "navigieren", "lesen",
    ]

    /// Whether the clause after a swipe gives looking as its purpose: "to view all columns", "um
    /// alle Spalten zu sehen" (within eight words, before the clause ends).
    private static func swipesToLook(after range: Range<String.Index>, in input: SpeechInput) -> Bool {
        let clause = input.text[range.upperBound...].prefix { !".;!?".contains($0) }
        let words = clause.split(whereSeparator: { !$0.isLetter }).prefix(8).map { Substring($0.lowercased()) }
        guard let cue = words.firstIndex(where: { $0 == "to" || $0 == "um" || $0 == "zu" }) else { return false }
        return words[cue...].contains { lookingWords.contains($0) }
    }

    /// The gesture words that press a key as well as a screen ("press Return", "Return drücken").
    private static let pressWords: Set<String> = ["press", "drücken", "drücke", "drück"]

    /// The keys of a keyboard that no control of an app is named like ("Return", "Esc", "⌘"), and
    /// the words for a key ("Eingabetaste", a German compound ending in "taste" or "-Taste").
    private static let keyNames: Set<String> = [
        "return", "enter", "escape", "esc", "shift", "command", "cmd", "alt", "ctrl", "fn", "eingabe", "taste", "tasten",
        "zeilenschalter", "⌘", "⌥", "⇧", "⌃", "⏎", "↩", "↵", "⌫",
    ]

    /// Keys whose names are also a control's ("the tab", "Delete", "the option"): a key only with
    /// "key" after them ("press the Tab key", "Press Space key").
    private static let ambiguousKeyNames: Set<String> = ["tab", "space", "spacebar", "delete", "backspace", "option", "control"]

    /// Whether a word next to "press" or "drücken" (one word on either side, past an article or
    /// "auf") names a key of the keyboard.
    private static func pressesAKey(_ range: Range<String.Index>, input: SpeechInput) -> Bool {
        let tokens = input.tokens
        guard let index = input.tokenIndex(containing: range.lowerBound) else { return false }
        let skipped: Set<String> = ["the", "a", "die", "der", "den", "auf"]
        func nextWord(after position: Int) -> String? {
            var at = position + 1
            while at < tokens.count, tokens[at].kind == .space { at += 1 }
            return at < tokens.count && tokens[at].isWord ? tokens[at].text.lowercased() : nil
        }
        func names(from start: Int, step: Int) -> Bool {
            var at = start + step
            var words = 0
            while at >= 0, at < tokens.count, words < 2 {
                let token = tokens[at]
                let position = at
                at += step
                if token.kind == .space { continue }
                let text = token.text.lowercased()
                if keyNames.contains(text) || text.hasSuffix("taste") || token.text.unicodeScalars.first.map({ keyNames.contains(String($0)) }) == true {
                    return true
                }
                if ambiguousKeyNames.contains(text), step > 0, nextWord(after: position).map({ $0 == "key" || $0 == "taste" }) == true { return true }
                guard token.isWord, skipped.contains(text) else { return false }
                words += 1
            }
            return false
        }
        return names(from: index, step: 1) || names(from: index, step: -1)
    }

    /// Marks that end a clause: a gesture word after one (or at the start) is an imperative.
    private static let clauseBreaks: Set<String> = [".", ",", ";", ":", "(", "!", "?", "—", "–", "…", "\"", "“", "„", "«", "»", "-"]

    /// Whether a single gesture word is used as a verb: at a clause's start or after a cue ("to tap",
    /// "you can swipe"), not after a determiner, a preposition or a verb ("this tap", "from tap",
    /// "Remove tap"), not before a colon. German: in lower case, or at a clause's start.
    private static func isInstruction(_ range: Range<String.Index>, input: SpeechInput) -> Bool {
        let tokens = input.tokens
        guard let index = input.tokenIndex(containing: range.lowerBound), tokens[index].range.lowerBound == range.lowerBound else { return true }
        var after = index + 1
        while after < tokens.count, tokens[after].kind == .space { after += 1 }
        if after < tokens.count, tokens[after].isText(":") { return false }
        var before = index - 1
        while before >= 0, tokens[before].kind == .space { before -= 1 }
        let atClauseStart = before < 0 || clauseBreaks.contains(String(tokens[before].text))
        let previous = before >= 0 && tokens[before].isWord ? tokens[before].text.lowercased() : nil
        if let previous, input.lexicon.gestureNounMarkers.contains(previous) { return false }
        if input.isGerman {
            return atClauseStart || input.text[range].first.map(CharacterClass.isLowercase) == true
        }
        return atClauseStart || previous.map(input.lexicon.gestureVerbCues.contains) == true
    }

    /// Whether the string is a translation whose source tells the user to make no gesture ("Remove
    /// tap" for "Tippen entfernen"), read in English and in German.
    private static func sourceGivesNoInstruction(_ input: SpeechInput) -> Bool {
        guard let source = input.string.sourceText, source != input.text else { return false }
        return ["en", "de"].allSatisfy { language in
            instructions(SpeechInput(SpokenString(text: source, language: language, role: input.role))).isEmpty
        }
    }
}
