extension ValueJudge {
    /// Whether the expression `range` of the use's file is a plain name its function also shows with
    /// `Text(verbatim:)` (see ``VerbatimNames``).
    func isShownVerbatimElsewhere(_ range: Range<Int>) -> Bool {
        let written = file.unwrapped(range)
        guard !written.isEmpty, file.tokens[written.lowerBound].kind == .identifier || file.tokens[written.lowerBound].keyword == .self else { return false }
        // The file's table, kept by this judge: the module's is behind a lock every thread shares.
        if verbatimNamesOfFile == nil {
            verbatimNamesOfFile = module.verbatimNames.names(inFile: fileIndex, of: module) { Self.isPlainName(chain($0, in: file)) }
        }
        guard let names = verbatimNamesOfFile, !names.isEmpty, Self.isPlainName(chain(written, in: file)),
              let shown = names[VerbatimNames.body(of: written.lowerBound, in: module.scopes[fileIndex])] else { return false }
        return shown.contains(VerbatimNames.withoutSelf(file.expressionText(written)))
    }
}
