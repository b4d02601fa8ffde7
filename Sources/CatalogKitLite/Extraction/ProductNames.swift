/// Names of products and services that no language translates, told from their shape or from the
/// names beside them (the 44th study found 15 hard-coded "labels" that were names: a search
/// engine menu, speech models, a choice of agents).
enum ProductNames {
    /// A name with a version among capitalised words, as models and products are named:
    /// "Whisper Large v3 Turbo (Groq)", "Parakeet TDT 0.6B V2", "Distil Large v3", "GPT-4o Mini Transcribe". Every word is
    /// capitalised, an acronym, a number (with a unit glued to it) or the version; a word in lower
    /// case makes it prose ("Update to v3").
    static func isVersionedName(_ text: String) -> Bool {
        // Most texts have no "v" or "V" before a digit: known from the bytes, before any word is made.
        var previous: UInt8 = 0x20
        var mayHoldVersion = false
        for byte in text.utf8 {
            if (previous == UInt8(ascii: "v") || previous == UInt8(ascii: "V") || previous == UInt8(ascii: "-")) && byte &- 0x30 < 10 {
                mayHoldVersion = true
                break
            }
            previous = byte
        }
        guard mayHoldVersion else { return false }
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.trimmingEdges { "()[],".contains($0) } }
        // A model's acronym with its number is a name alone too ("GPT-4o"); "v3" alone is not.
        guard words.count >= 2 || words.first?.contains("-") == true, words.contains(where: isVersion) else { return false }
        return words.allSatisfy { word in
            guard let first = word.first else { return true }
            return isVersion(word) || first.isUppercase || first.isNumber || !word.contains(where: \.isLetter)
        }
    }

    /// `v3`, `V2`, `v2.1`: a version as names write it; or a model's acronym with its number,
    /// `GPT-4o`, `GPT-3.5` (ShortSum's and SpeechToType's model menus, 51st study).
    private static func isVersion(_ word: Substring) -> Bool {
        if let hyphen = word.firstIndex(of: "-"), word[..<hyphen].count >= 2, word[..<hyphen].allSatisfy({ $0.isASCII && $0.isUppercase }) {
            let number = word[word.index(after: hyphen)...]
            return number.first?.isNumber == true && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0.isLowercase) }
        }
        guard word.count >= 2, word.first == "v" || word.first == "V" else { return false }
        let number = word.dropFirst()
        return number.first?.isNumber == true && number.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// The values of one use with its hard-coded single words taken for names when names sit
    /// beside them: a menu of search engines gives "Google" and "DuckDuckGo" (names every language
    /// writes so) and "Bing", "Brave", "Ecosia", "Startpage" (names too, though nothing in the words
    /// says so). Two such names at least, three values at least, and every hard-coded one a single
    /// capitalised word: a list of prose beside a name ("GitHub", "Settings") stays as it is.
    static func namesAmongNames(_ values: [JudgedValue]) -> [JudgedValue] {
        guard values.count >= 3, values.contains(where: { if case .hardCoded = $0.argument { true } else { false } }) else { return values }
        var names = 0
        var candidates = 0
        for value in values {
            switch value.argument {
            case .untranslatable(let literal):
                if let text = literal.plainText, isSingleName(text, capitalised: false) { names += 1 }
            case .hardCoded(let literal):
                guard let text = literal.plainText, isSingleName(text, capitalised: true) else { return values }
                candidates += 1
            default:
                break
            }
        }
        guard names >= 2, candidates > 0 else { return values }
        return values.map { value in
            guard case .hardCoded(let literal) = value.argument else { return value }
            var named = value
            named.argument = .untranslatable(literal)
            return named
        }
    }

    /// One word of letters (a name), starting with a capital when `capitalised`.
    private static func isSingleName(_ text: String, capitalised: Bool) -> Bool {
        guard text.count >= 2, text.allSatisfy(\.isLetter) else { return false }
        return !capitalised || text.first!.isUppercase
    }
}
