extension PlaceholderNote {
    /// What each placeholder of `text` stands for, in the order they appear, numbered as Foundation
    /// reads them (see `ArgumentSignature`): unnumbered specifiers read the arguments in turn among
    /// themselves (`%@ has %lld` reads 1 and 2; in "*%2$@, %3$@* and others (%d)" `%d` reads 1), numbered
    /// ones (`%2$@`) and substitutions with an `argNum` say theirs. In a text with arguments `% @` reads
    /// an argument like `%@`. Inside a substitution's branch, `%arg` is the substitution's own argument.
    public static func describe(_ text: String, substitutions: [Substitution] = []) -> [PlaceholderNote] {
        var notes: [PlaceholderNote] = []
        var nextUnnumbered = 1
        func unnumbered() -> Int {
            defer { nextUnnumbered += 1 }
            return nextUnnumbered
        }
        let tokens = FormatTokenizer.tokenize(text)
        let isFormatted = FormatTokenizer.containsArguments(tokens)
        for token in tokens {
            let spelling = String(token.text(in: text))
            switch token.kind {
            case .specifier(let specifier):
                notes.append(PlaceholderNote(
                    spelling: spelling, argument: specifier.position ?? unnumbered(), meaning: meaning(of: specifier.typeClass)))
            case .probableLiteralPercent where isFormatted && token.kind.flaggedObjectSpecifier != nil:
                notes.append(PlaceholderNote(spelling: spelling, argument: unnumbered(), meaning: meaning(of: .object)))
            case .substitution(let reference):
                let argument = reference.position ?? substitutions.first { $0.name == reference.name }?.argNum ?? unnumbered()
                notes.append(PlaceholderNote(
                    spelling: spelling, argument: argument,
                    meaning: "the text of the substitution '\(reference.name)', a phrase that varies with a number"))
            case .argumentPlaceholder:
                notes.append(PlaceholderNote(spelling: spelling, argument: nil, meaning: "the number this variant is chosen by"))
            case .text, .escapedPercent, .probableLiteralPercent, .malformed:
                continue
            }
        }
        return notes
    }

    /// A translator's words for a type of argument.
    static func meaning(of typeClass: ArgumentTypeClass) -> String {
        switch typeClass {
        case .integer: "a number"
        case .float: "a number with decimals"
        case .object: "text"
        case .character: "one character"
        case .cString: "text"
        case .pointer: "a memory address (not for display)"
        }
    }
}
