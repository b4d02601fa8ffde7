/// Foundation's names for codes: `locale.localizedString(forIdentifier: code)`,
/// `Locale.current.localizedString(forLanguageCode:)`, `forRegionCode:`, `forCurrencyCode:`. It
/// names every code of the ISO lists an app offers, so the code written after `??` as a fallback
/// (OutcutShare's `?? identifier`, read as the hard-coded label "it", 55th study) is never shown.
extension SwiftLexedFile {
    /// The argument labels of the naming calls.
    private static let codeLabels: Set<String> = ["forIdentifier", "forLanguageCode", "forRegionCode", "forCurrencyCode", "forScriptCode"]

    /// Whether the expression is such a call, with optional chaining and case changes after it
    /// (`?.capitalized(with: locale)`).
    func namesLocaleCode(_ range: Range<Int>) -> Bool {
        let range = unwrapped(range)
        var index = range.lowerBound
        while index + 3 < range.upperBound {
            if tokens[index].kind == .identifier, token(index, is: "localizedString"), tokens[index + 1].kind == .leftParen,
               tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .colon,
               Self.codeLabels.contains(text(ofToken: index + 2)) {
                return index > range.lowerBound && tokens[index - 1].kind == .period
            }
            index += 1
        }
        return false
    }
}
