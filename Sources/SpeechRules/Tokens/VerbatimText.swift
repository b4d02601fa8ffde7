/// Text a user must type or read exactly as written, not prose: file paths ("~/bin",
/// "/usr/local/bin"), commands and assignments ("export PATH=~/bin", "brew install --cask x"), a URL
/// scheme on its own ("https://", a field's placeholder) and code spans (`` `defaults write` ``).
/// VoiceOver must read their symbols, so the rules about symbols, addresses and identifiers read
/// aloud leave them alone.
enum VerbatimText {
    /// Command words that start a command line when written in lower case.
    static let commands: Set<String> = [
        "export", "brew", "sudo", "git", "npm", "npx", "pip", "pip3", "defaults", "xcode-select", "xcrun", "curl", "chmod",
        "chown", "cd", "ls", "mkdir", "rm", "cp", "mv", "launchctl", "swift", "python", "python3", "ruby", "gem", "pod", "killall",
    ]

    /// The command words, for the byte search.
    private static let commandWordSet = ASCIIPhraseSet(Array(commands))

    /// The verbatim parts of a text, in order and apart.
    static func ranges(in text: String) -> [Range<String.Index>] {
        // Each kind holds one of these bytes: / = ` ~ or, on a command line, the - of an option.
        guard text.utf8.contains(where: { $0 == 0x2F || $0 == 0x3D || $0 == 0x60 || $0 == 0x7E || $0 == 0x2D }) else { return [] }
        // With only a hyphen (most often a word's: "Wi-Fi"), only a command line can be verbatim, and
        // it starts with a command word: a text without one is not walked character by character.
        if !text.utf8.contains(where: { $0 == 0x2F || $0 == 0x3D || $0 == 0x60 || $0 == 0x7E }), !commandWordSet.occurs(in: text) {
            return []
        }
        var result: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`", let close = text[text.index(after: index)...].firstIndex(of: "`") {
                result.append(index..<text.index(after: close))
                index = text.index(after: close)
                continue
            }
            let atWordStart = index == text.startIndex || isBoundary(text[text.index(before: index)])
            if atWordStart, let end = verbatimRun(in: text, from: index) {
                result.append(index..<end)
                index = end
                continue
            }
            index = text.index(after: index)
        }
        return result
    }

    /// The end of a verbatim run starting at a word's start: a command line to the line's end, or a
    /// single path, assignment or bare scheme to the next space.
    private static func verbatimRun(in text: String, from start: String.Index) -> String.Index? {
        let word = text[start...].prefix { !isBoundary($0) }
        guard !word.isEmpty else { return nil }
        let end = word.endIndex
        if commands.contains(String(word)), end < text.endIndex, text[end] == " ",
            text[end...].dropFirst().first.map({ $0.isLetter || $0 == "-" || $0 == "~" || $0 == "/" }) == true {
            return text[end...].firstIndex(where: { $0 == "\n" || $0 == "\"" || $0 == "”" || $0 == ")" }) ?? text.endIndex
        }
        if isPath(word) || isAssignment(word) || isBareScheme(word) { return end }
        return nil
    }

    /// "~/bin", "/usr/local/bin", "./run.sh", "../lib": a path with at least one "/" and a name.
    private static func isPath(_ word: Substring) -> Bool {
        let starts = word.hasPrefix("~/") || word.hasPrefix("./") || word.hasPrefix("../")
            || (word.hasPrefix("/") && word.dropFirst().first.map { $0.isLetter || $0 == "." } == true)
        return starts && word.count > 2
    }

    /// "PATH=~/bin", "HOMEBREW_NO_AUTO_UPDATE=1": a variable in capitals and a value.
    private static func isAssignment(_ word: Substring) -> Bool {
        guard let equals = word.firstIndex(of: "="), equals > word.startIndex else { return false }
        let name = word[..<equals]
        return name.allSatisfy { ($0.isLetter && $0.isUppercase) || $0 == "_" || $0.isNumber } && name.first?.isLetter == true
    }

    /// "https://", "ftp://": a scheme with no address, a placeholder of an address field.
    private static func isBareScheme(_ word: Substring) -> Bool {
        word.hasSuffix("://") && word.dropLast(3).allSatisfy { $0.isLetter } && word.count > 3
    }

    private static func isBoundary(_ character: Character) -> Bool {
        character == " " || character == "\u{A0}" || character == "\n" || character == "\t" || character == "(" || character == "\""
            || character == "“" || character == "„" || character == "«" || character == "»"
    }
}
