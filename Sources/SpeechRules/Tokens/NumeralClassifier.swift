import CatalogKitLite

/// Decides what a run of digits and separators is: a number in English or German notation, a
/// version, a date, a time or an IPv4 address.
///
/// The decisions follow `speech-rules.md`: `d.d.dddd` is a German date, four parts of at most 255
/// are an address, three or more dotted parts are otherwise a version; the last of mixed `.` and `,`
/// is the decimal separator. In German a dot is never a decimal separator: "1.234" (groups of
/// three) is a number, and any other dotted number ("2.1", "2.1.3") is read with "Punkt", as German
/// voices read it, so "2.1" and "2.1.3" sound alike ("zwei Punkt eins").
enum NumeralClassifier {
    static func classify(_ text: String, separators: [Character], language: String) -> RawToken {
        let segments = text.split(whereSeparator: { !CharacterClass.isDigit($0) }).map(String.init)
        let german = Lexicon.baseLanguage(language) == "de"
        let kinds = Set(separators)
        func number(_ integer: String, _ fraction: String?) -> RawToken {
            var token = RawToken(kind: .number, start: 0, end: 0)
            token.amounts = [SpokenAmount(integerDigits: integer, fractionDigits: fraction, written: text)]
            token.isPlainDigits = separators.isEmpty
            return token
        }
        func plain(_ kind: SpeechToken.Kind) -> RawToken { RawToken(kind: kind, start: 0, end: 0) }

        guard let first = segments.first else { return plain(.numeral) }
        if separators.isEmpty { return number(first, nil) }
        let rest = segments.dropFirst()
        let groupedByThree = first.count <= 3 && rest.allSatisfy { $0.count == 3 }

        if kinds == [":"] {
            let isTime = separators.count <= 2 && first.count <= 2 && rest.allSatisfy { $0.count == 2 }
            return plain(isTime ? .time : .numeral)
        }
        if kinds == ["/"] {
            let isDate = separators.count <= 2 && first.count <= 2 && segments[1].count <= 2
                && (segments.count == 2 || segments[2].count == 2 || segments[2].count == 4)
                && isDayMonth(Int(first) ?? 0, Int(segments[1]) ?? 0)
            return plain(isDate ? .date : .numeral)
        }
        if kinds == ["."] {
            if separators.count == 1 {
                guard german else { return number(first, segments[1]) }
                return groupedByThree ? number(first + segments[1], nil) : plain(.version)
            }
            if segments.count == 3 && first.count <= 2 && segments[1].count <= 2 && segments[2].count == 4
                && isDayMonth(Int(first) ?? 0, Int(segments[1]) ?? 0) {
                return plain(.date)
            }
            if segments.count == 4 && segments.allSatisfy({ $0.count <= 3 && (Int($0) ?? 256) <= 255 }) {
                return plain(.ipAddress)
            }
            if german && groupedByThree {
                return number(segments.joined(), nil)
            }
            return plain(.version)
        }
        if kinds == [","] {
            if !german && groupedByThree { return number(segments.joined(), nil) }
            if separators.count == 1 { return number(first, segments[1]) }
            return plain(.numeral)
        }
        if kinds == [".", ","], let last = separators.last {
            let grouping: Character = last == "." ? "," : "."
            let groupCount = separators.filter { $0 == grouping }.count
            let lastIsSingle = separators.filter { $0 == last }.count == 1
            if lastIsSingle && separators.prefix(groupCount).allSatisfy({ $0 == grouping }),
                first.count <= 3, segments.dropFirst().dropLast().allSatisfy({ $0.count == 3 }),
                let fraction = segments.last {
                return number(segments.dropLast().joined(), fraction)
            }
        }
        return plain(.numeral)
    }

    /// Whether two numbers can be a day and a month in either order.
    static func isDayMonth(_ first: Int, _ second: Int) -> Bool {
        (1...31).contains(first) && (1...31).contains(second) && ((1...12).contains(first) || (1...12).contains(second))
    }
}
