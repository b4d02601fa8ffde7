import CatalogKitLite

/// `numeric-date-time`: numeric dates a voice may read in the wrong order or as a fraction ("3/4",
/// German "04.05."), and times with a leading zero ("01:05").
enum NumericDateTimeRule {
    static let description = RuleDescription(
        id: "numeric-date-time",
        summary: "Numeric dates (slash dates, German dates without a year) and leading-zero times.",
        rationale: """
            "02/04/03" is ambiguous, and voices disagree on day-month order (System.Speech SayAs, W3C QA tip); \
            eSpeak reads "01/02/2023" as "01 barra 02". VoiceOver reads "01:05" as "one five" (bbc/simorgh#1579). \
            German dotted dates with a year are a well-supported normalisation class; without a year the dot is \
            an ordinal the voice must guess.
            """,
        fix: "Write the date in words: \"March 4, 2026\", \"4. Mai 2026\"; drop the leading zero: \"1:05\", \"13:30 Uhr\".",
        defaultSeverity: .info,
        // Opt-in: judged right 0 of 4 (seventh and ninth studies): slashes in paths and spec numbers, and
        // "00:00" whose suggested "0:00" is no clearer.
        isEnabledByDefault: false,
        examples: [
            RuleExample("Due 3/4", role: .label, triggers: true),
            RuleExample("Starts at 01:05", role: .label, triggers: true),
            RuleExample("Due March 4, 2026", role: .label, triggers: false),
            RuleExample("Cycle 1/2, 2/3 and 1/3 widths", role: .label, triggers: false, note: "fractions"),
            RuleExample("Starts at 1:05", role: .label, triggers: false),
            RuleExample("Fällig am 04.05.", language: "de", role: .label, triggers: true),
            RuleExample("Beginnt um 01:05", language: "de", role: .label, triggers: true),
            RuleExample("Fällig am 4. Mai 2026", language: "de", role: .label, triggers: false),
            RuleExample("Fällig am 04.05.2026", language: "de", role: .label, triggers: false),
            RuleExample("Beginnt um 13:30 Uhr", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Words before a slash date that make it a date even when it looks like a fraction ("Due 3/4").
    static let dateWords: Set<String> = ["due", "on", "date", "since", "from", "until", "by", "expires", "am", "bis", "seit",
                                         "vom", "datum", "fällig", "ab"]

    /// "1/2", "2/3", "3/4": halves, thirds and quarters without a year are fractions unless a date
    /// word stands before them.
    static func isFraction(_ tokens: [SpeechToken], _ index: Int, lexicon: Lexicon) -> Bool {
        let parts = tokens[index].text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[0] < parts[1], parts[1] <= 4 else { return false }
        let previous = VersionWithoutKeywordRule.precedingWords(tokens, before: index, count: 1).first?.lowercased() ?? ""
        return !dateWords.contains(previous) && !lexicon.deadlineWords.contains(previous)
    }

    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                                "November", "December"]
    static let germanMonths = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                               "November", "Dezember"]

    /// The slash date with its month as a word, in each reading it allows: "04/05/2026" gives
    /// "April 5, 2026" (month first) or "4 May 2026" (day first).
    static func wordedReadings(_ written: String, german: Bool) -> String {
        let parts = written.split(separator: "/").compactMap { Int($0) }
        guard parts.count >= 2 else { return german ? "e.g. \"4. Mai\"" : "e.g. \"May 4\"" }
        let year = parts.count == 3 ? String(parts[2]) : nil
        var readings: [String] = []
        for (month, day) in [(parts[0], parts[1]), (parts[1], parts[0])] where (1...12).contains(month) && (1...31).contains(day) {
            let reading = german
                ? "\(day). \(germanMonths[month - 1])" + (year.map { " \($0)" } ?? "")
                : (readings.isEmpty ? "\(englishMonths[month - 1]) \(day)" + (year.map { ", \($0)" } ?? "")
                    : "\(day) \(englishMonths[month - 1])" + (year.map { " \($0)" } ?? ""))
            if !readings.contains(reading) { readings.append(reading) }
        }
        return readings.map { SpeechInput.quote($0) }.joined(separator: " or ") + (readings.count > 1 ? ", whichever is meant" : "")
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.date, .time) else { return [] }
        var findings: [SpeechFinding] = []
        for (index, token) in input.tokens.enumerated() where token.kind == .date || token.kind == .time {
            let written = String(token.text)
            switch token.kind {
            case .date where written.contains("/") && !isFraction(input.tokens, index, lexicon: input.lexicon):
                let severity: Severity = input.isEnglish ? .warning : .info
                let message = "\(input.subject): the slash date \(SpeechInput.quote(written)) may be read day-first or "
                    + "month-first, or as a fraction. Write the month as a word, " + wordedReadings(written, german: input.isGerman) + "."
                findings.append(input.finding(description, token.range, message, severity: severity))
            case .date where input.isGerman && written.hasSuffix("."):
                let message = "\(input.subject): the date \(SpeechInput.quote(written)) has no year, so the voice must guess the "
                    + "ordinal's case. Write the month as a word (\"4. Mai\") or add the year."
                findings.append(input.finding(description, token.range, message))
            case .time where written.first == "0" && written.count >= 4 && written.dropFirst().first != ":":
                let fixed = String(written.dropFirst())
                let message = "\(input.subject): VoiceOver may read the time \(SpeechInput.quote(written)) digit by digit "
                    + "(\"one five\" for 01:05). Drop the leading zero: \(SpeechInput.quote(fixed))."
                findings.append(input.finding(description, token.range, message, suggestion: fixed, spoken: input.spoken(token.range)))
            default:
                continue
            }
        }
        return findings
    }
}
