/// Keeps a spreadsheet from reading a CSV cell as a formula ("CSV injection"), reversibly.
///
/// Excel, LibreOffice and Numbers evaluate a cell that starts with `=`, `+`, `-` or `@` (and, in
/// some versions, a tab or carriage return) as a formula: a string such as `=HYPERLINK(…)` in a
/// catalog would run when the translator opens the file. OWASP's advice is to start such a cell
/// with a single quote, which spreadsheets take as "this is text" and do not show. Export does
/// that; import takes the quote off again, so the round trip gives the catalog's text back.
///
/// To stay reversible for texts that themselves start with quotes, the rule counts them: a cell is
/// guarded when it is any number of `'` followed by a formula character, and the guard is one more
/// `'`. `=x` becomes `'=x`, `'=x` becomes `''=x`; `'x` and `It's` are left alone.
enum CSVFormulaGuard {
    /// The characters a spreadsheet reads a formula from, at the start of a cell.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// The cell export writes for `text`.
    static func guarded(_ text: String) -> String {
        startsLikeFormula(text, afterQuotes: 0) ? "'" + text : text
    }

    /// The text a cell written by ``guarded(_:)`` stands for.
    static func unguarded(_ cell: String) -> String {
        startsLikeFormula(cell, afterQuotes: 1) ? String(cell.unicodeScalars.dropFirst()) : cell
    }

    /// Whether `text` is at least `afterQuotes` single quotes, any more, then a formula character.
    private static func startsLikeFormula(_ text: String, afterQuotes minimum: Int) -> Bool {
        var quotes = 0
        for scalar in text.unicodeScalars {
            if scalar == "'" {
                quotes += 1
                continue
            }
            return quotes >= minimum && formulaStarts.contains(scalar)
        }
        return false
    }
}
