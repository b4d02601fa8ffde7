/// Mathematical notation, read alike in every language: mathio's formulas, `"a² + b² = c²"`,
/// `"cos(−θ) = cos θ"`, and the app's own markup around their parts (`"{var:a}{sup:^2} + {var:b}{sup:^2}
/// = {var:c}{sup:^2}"`, which its formula view renders). A translator has nothing to change in them;
/// English words in a formula ("sin θ = opposite / hypotenuse") are still words.
enum MathNotation {
    /// The functions formulas name, written alike in German.
    private static let functionNames: Set<Substring> = [
        "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "log", "ln", "lg", "exp",
        "lim", "max", "min", "det", "mod", "gcd", "lcm", "ggT", "kgV",
    ]

    /// Whether the text is a formula: an operator in it, and every run of two letters or more a
    /// function's name (or a Greek letter beside a variable, `πr`), once markup in braces with no
    /// space inside (`{var:a}`, `{sup:^2}`) is taken out.
    static func isFormula(_ text: String) -> Bool {
        guard hasOperator(text) else { return false }
        let plain = withoutBraceMarkup(text)
        var run = Substring()
        var start = plain.startIndex
        for index in plain.indices {
            if plain[index].isLetter {
                if run.isEmpty { start = index }
                run = plain[start...index]
                continue
            }
            if !isVariableOrFunction(run) { return false }
            run = Substring()
        }
        return isVariableOrFunction(run)
    }

    /// Whether the text holds a sign of a formula: `= + / ^ < >`, `± ² ³ ·`, `× ÷`, or one of Unicode's
    /// mathematical operators (`− √ ∫ ∑ ≤ ≥ ≈ ≠ ∞`, U+2200 to U+22FF). Read from the bytes: most
    /// texts hold none, and reading characters costs more.
    static func hasOperator(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "^"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                return true
            case 0xC2, 0xC3, 0xE2:
                guard index != bytes.endIndex else { return false }
                let second = bytes[index]
                if byte == 0xC2, second == 0xB1 || second == 0xB2 || second == 0xB3 || second == 0xB7 { return true }
                if byte == 0xC3, second == 0x97 || second == 0xB7 { return true }
                if byte == 0xE2, second == 0x88 || second == 0x89 || second == 0x8A || second == 0x8B { return true }
            default:
                break
            }
        }
        return false
    }

    /// A run of letters a formula may hold: one letter, a function's name, or a Greek letter beside
    /// a variable (`πr`, `2πr`).
    private static func isVariableOrFunction(_ run: Substring) -> Bool {
        run.count <= 1 || functionNames.contains(run)
            || run.count <= 3 && run.contains { ("\u{3B1}"..."\u{3C9}").contains($0) || ("\u{391}"..."\u{3A9}").contains($0) }
    }

    /// The text with every `{…}` that holds no space taken out.
    static func withoutBraceMarkup(_ text: String) -> String {
        var result = ""
        var pending: String?
        for character in text {
            if character == "{" {
                if let open = pending { result += open }
                pending = "{"
            } else if var open = pending {
                open.append(character)
                if character == "}" {
                    pending = nil
                } else if character.isWhitespace || open.count > 32 {
                    result += open
                    pending = nil
                } else {
                    pending = open
                }
            } else {
                result.append(character)
            }
        }
        return result + (pending ?? "")
    }
}
