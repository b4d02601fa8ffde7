extension ValueJudge {
    /// The returns of a followed function that the call can reach, where they stand in a `switch`
    /// over one of its parameters with string cases (Kindred's `localizedName(for tag: String)`:
    /// `case "Vegan": return String(localized: "dietary.vegan") … default: return tag`), chosen as a
    /// `switch` expression's clauses are (``clausesReached(_:subject:literal:in:)``): given a literal,
    /// its clause; given any other value (a loop over the listed tags), not a `default` that gives
    /// the tag back (a study found each tag reported hard-coded beside its own case). Returns
    /// elsewhere in the body are kept; nothing is left out when nothing would remain.
    func returnsReached(_ results: [Range<Int>], inFile fileIndex: Int, frame: Frame) -> [Range<Int>] {
        let file = module.files[fileIndex]
        // Most bodies switch over no parameter: nothing is made for them.
        guard results.count > 1, !frame.parameters.isEmpty, file.contains(.switch) else { return results }
        // The returns of each `switch` over a parameter, by the token of the name switched on.
        var switches: [Int: [(result: Range<Int>, patterns: Range<Int>?)]] = [:]
        for result in results {
            let keyword = result.lowerBound - 1
            guard keyword >= 0, file.tokens[keyword].keyword == .return, let found = switchClause(of: keyword, in: fileIndex),
                  frame.parameters[file.text(ofToken: found.subject)] != nil else { continue }
            switches[found.subject, default: []].append((result, found.patterns))
        }
        var unreached = Set<Int>()
        for (subject, clauses) in switches
        where clauses.contains(where: { $0.patterns?.contains { file.tokens[$0].kind == .string } ?? false }) {
            let literal = frame.parameters[file.text(ofToken: subject)].flatMap { module.files[$0.file].plainLiteralText($0.range) }
            let reached = Set(clausesReached(clauses, subject: subject, literal: literal, in: file).map(\.result.lowerBound))
            for clause in clauses where !reached.contains(clause.result.lowerBound) { unreached.insert(clause.result.lowerBound) }
        }
        let kept = results.filter { !unreached.contains($0.lowerBound) }
        return kept.isEmpty ? results : kept
    }
}
