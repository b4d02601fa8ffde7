/// Codes an app keeps for itself and sometimes shows as they are: an error's code the user copies
/// for support ("insecure-redirect", "dns-failure"), a market symbol's id ("gold_cny",
/// "us_10y_yield"), a Bool as data writes it ("true"). No language translates them, so they are no
/// hard-coded words (the 49th study: Cassette's `technicalCode`, AssetTimeMachine's normalised symbols).
enum CodeIdentifiers {
    /// Lower-case ASCII letters and digits in two parts at least, joined by `-` or `_` with no
    /// space: `insecure-redirect`, `gold_cny`, `cn_10y_yield`. A capital or a space makes it prose
    /// or a name ("Sign-in", "follow up"); a lone lower-case word ("timeout") is told a code only
    /// beside such codes (``codesAmongCodes(_:)``).
    static func isCode(_ text: String) -> Bool {
        // A Bool written out as data (`value ? "true" : "false"` of a JSON value's text, Hermex's
        // decoded names, 53rd study): a user interface says "Yes" or "On".
        if text == "true" || text == "false" { return true }
        var parts = 1
        var partLength = 0
        var hasLetter = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                hasLetter = true
                partLength += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                partLength += 1
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                guard partLength > 0 else { return false }
                parts += 1
                partLength = 0
            default:
                return false
            }
        }
        return parts >= 2 && partLength > 0 && hasLetter
    }

    /// A lone lower-case word of ASCII letters and digits ("timeout", "nasdaq").
    private static func isLowerCaseWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10 }
    }

    /// The values of one use with lone lower-case words taken for codes when codes sit beside them:
    /// a switch that gives "dns-failure", "cannot-connect" and "timeout" gives three codes. Two codes
    /// at least, and every other hard-coded value a lone lower-case word: a list with prose in it
    /// ("Try again later") stays as it is.
    static func codesAmongCodes(_ values: [JudgedValue]) -> [JudgedValue] {
        guard values.count >= 3 else { return values }
        var codes = 0
        for value in values {
            guard case .hardCoded(let literal) = value.argument else {
                if case .untranslatable(let literal) = value.argument, let text = literal.plainText, isCode(text) { codes += 1 }
                continue
            }
            guard let text = literal.plainText, isLowerCaseWord(text) else { return values }
        }
        guard codes >= 2 else { return values }
        return values.map { value in
            guard case .hardCoded(let literal) = value.argument else { return value }
            var coded = value
            coded.argument = .untranslatable(literal)
            return coded
        }
    }
}
