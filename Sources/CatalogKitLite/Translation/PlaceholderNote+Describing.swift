extension PlaceholderNote {
    /// What each placeholder of `text` stands for, in the order they appear. Unnumbered specifiers
    /// read the arguments in turn (`%@ has %lld` reads 1 and 2); numbered ones (`%2$@`) say theirs.
    /// Inside a substitution's branch, `%arg` is the substitution's own argument.
    public static func describe(_ text: String, substitutions: [Substitution] = []) -> [PlaceholderNote] {
        var notes: [PlaceholderNote] = []
        var next = 1
        for token in FormatTokenizer.tokenize(text) {
            let spelling = String(token.text(in: text))
            switch token.kind {
            case .specifier(let specifier):
                let argument = specifier.position ?? next
                next = argument + 1
                notes.append(PlaceholderNote(spelling: spelling, argument: argument, meaning: meaning(of: specifier.typeClass)))
            case .substitution(let reference):
                let argument = reference.position ?? substitutions.first { $0.name == reference.name }?.argNum ?? next
                next = argument + 1
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
