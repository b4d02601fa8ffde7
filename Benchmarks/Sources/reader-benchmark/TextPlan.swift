/// A text planned once and rendered in every language: words by their index in
/// ``Vocabulary/words``, plus pieces that stay the same in every language (format specifiers, emoji).
struct TextPlan {
    /// One piece of a text.
    enum Piece {
        case word(Int)
        /// A word in quotation marks: `"…"` in English and German (escaped as `\"` in the file).
        case quoted(Int)
        case specifier(String)
        case emoji(String)
        /// A line break (escaped as `\n` in the file).
        case lineBreak
        case fullStop
    }

    /// How long a text is: a button or label, a sentence, or a paragraph or more.
    enum Length { case short, medium, long }

    var pieces: [Piece] = []

    /// Plans a text of the given length.
    static func random(_ rng: inout SplitMix64, _ length: Length) -> TextPlan {
        var plan = TextPlan()
        switch length {
        case .short:
            plan.addWords(&rng, rng.inRange(1...3))
        case .medium:
            plan.addSentence(&rng, rng.inRange(3...7))
        case .long:
            for sentence in 0..<rng.inRange(2...4) {
                if sentence > 0 && rng.percent(40) { plan.pieces.append(.lineBreak) }
                plan.addSentence(&rng, rng.inRange(5...10))
            }
        }
        if length != .short && rng.percent(3) { plan.pieces.append(.emoji(rng.pick(Vocabulary.emoji))) }
        return plan
    }

    /// Picks a length: mostly short, as UI strings are.
    static func randomLength(_ rng: inout SplitMix64) -> Length {
        switch rng.below(100) {
        case 0..<68: .short
        case 68..<98: .medium
        default: .long
        }
    }

    private mutating func addWords(_ rng: inout SplitMix64, _ count: Int) {
        for _ in 0..<count { pieces.append(.word(rng.below(Vocabulary.words.count))) }
    }

    private mutating func addSentence(_ rng: inout SplitMix64, _ count: Int) {
        addWords(&rng, count)
        if rng.percent(8) { pieces.insert(.quoted(rng.below(Vocabulary.words.count)), at: pieces.count - 1) }
        if rng.percent(30) {
            let specifier = rng.pick(Vocabulary.specifiers)
            // Positional specifiers come in pairs, as Xcode writes them for two-argument keys.
            if specifier == "%1$@" || specifier == "%2$lld" {
                pieces.insert(.specifier("%1$@"), at: pieces.count - 2)
                pieces.append(.specifier("%2$lld"))
            } else {
                pieces.insert(.specifier(specifier), at: pieces.count - 1)
            }
        }
        pieces.append(.fullStop)
    }

    /// The text in a language; `language` indexes ``Vocabulary/words``' columns (0 is English).
    func render(_ language: Int) -> String {
        let isJapanese = language == 3
        var text = ""
        var atLineStart = true
        for piece in pieces {
            let separator = isJapanese || atLineStart ? "" : " "
            switch piece {
            case .word(let index):
                text += separator + Vocabulary.words[index][language]
            case .quoted(let index):
                let word = Vocabulary.words[index][language]
                text += separator + (language == 2 ? "« \(word) »" : isJapanese ? "「\(word)」" : "\"\(word)\"")
            case .specifier(let specifier):
                text += separator + specifier
            case .emoji(let emoji):
                text += separator + emoji
            case .lineBreak:
                text += "\n"
            case .fullStop:
                text += isJapanese ? "。" : "."
            }
            if case .lineBreak = piece { atLineStart = true } else { atLineStart = false }
        }
        return text
    }
}
