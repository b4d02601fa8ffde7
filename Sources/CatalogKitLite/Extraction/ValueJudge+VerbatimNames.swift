extension ValueJudge {
    /// Whether the expression `range` of the use's file is a plain name its type also shows with
    /// `Text(verbatim:)` (see ``VerbatimNames``).
    func isShownVerbatimElsewhere(_ range: Range<Int>) -> Bool {
        let written = file.unwrapped(range)
        guard !written.isEmpty, file.tokens[written.lowerBound].kind == .identifier || file.tokens[written.lowerBound].keyword == .self else { return false }
        let names = module.verbatimNames.names(inFile: fileIndex, of: module) { Self.isPlainName(chain($0, in: file)) }
        guard !names.isEmpty, Self.isPlainName(chain(written, in: file)),
              let shown = names[module.scopes[fileIndex].enclosingType(of: written.lowerBound) ?? ""] else { return false }
        return shown.contains(file.expressionText(written))
    }
}
