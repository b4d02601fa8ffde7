extension ValueJudge {
    /// The returns of a followed function that the call can reach, where they stand in a `switch`
    /// over one of its parameters with string cases (Kindred's `localizedName(for tag: String)`:
    /// `case "Vegan": return String(localized: "dietary.vegan") … default: return tag`):
    /// - given a literal, the clause of that literal (or the `default` when no case names it);
    /// - given any other value (a loop over the listed tags), every clause but a `default` that
    ///   gives back the subject: what reaches it is a value no case names, not the listed values
    ///   the reader may find (a study found each tag reported hard-coded beside its own case).
    /// Returns elsewhere in the body are kept; nothing is left out when nothing would remain.
    func returnsReached(_ results: [Range<Int>], inFile fileIndex: Int, frame: Frame) -> [Range<Int>] {
        let file = module.files[fileIndex]
        // Most bodies switch over no parameter: nothing is made for them.
        guard results.count > 1, !frame.parameters.isEmpty, file.contains(.switch) else { return results }
        var clauses: [(result: Range<Int>, subject: Int, patterns: Range<Int>?)?] = []
        for result in results {
            let keyword = result.lowerBound - 1
            guard keyword >= 0, file.tokens[keyword].keyword == .return, let found = switchClause(of: keyword, in: fileIndex),
                  frame.parameters[file.text(ofToken: found.subject)] != nil else {
                clauses.append(nil)
                continue
            }
            clauses.append((result, found.subject, found.patterns))
        }
        let stringCases = Set(clauses.compactMap { clause -> Int? in
            guard let clause, let patterns = clause.patterns, patterns.contains(where: { file.tokens[$0].kind == .string }) else { return nil }
            return clause.subject
        })
        guard !stringCases.isEmpty else { return results }
        var kept: [Range<Int>] = []
        for (index, clause) in clauses.enumerated() {
            guard let clause, stringCases.contains(clause.subject), let argument = frame.parameters[file.text(ofToken: clause.subject)] else {
                kept.append(results[index])
                continue
            }
            if let literal = module.files[argument.file].plainLiteralText(argument.range) {
                let named = { (patterns: Range<Int>) in
                    patterns.contains { file.tokens[$0].kind == .string && file.plainLiteralText($0..<($0 + 1)) == literal }
                }
                let anyNamed = clauses.contains { other in other.map { $0.subject == clause.subject && ($0.patterns.map(named) ?? false) } ?? false }
                if clause.patterns.map(named) ?? !anyNamed { kept.append(results[index]) }
                continue
            }
            let givesBackSubject = clause.patterns == nil && clause.result.count == 1
                && file.token(clause.result.lowerBound, equals: file.text(ofToken: clause.subject))
            if !givesBackSubject { kept.append(results[index]) }
        }
        return kept.isEmpty ? results : kept
    }
}
