extension SwiftLexedFile {
    /// Whether the operator at `index` changes a value in place (`+=`, `??=`), not a comparison
    /// (`==`, `!=`, `>=`, `<=`, `===`) and not a plain assignment.
    func changesInPlace(operator index: Int) -> Bool {
        let written = text(ofToken: index)
        return written.hasSuffix("=") && !["=", "==", "!=", ">=", "<=", "==="].contains(written)
    }
}
