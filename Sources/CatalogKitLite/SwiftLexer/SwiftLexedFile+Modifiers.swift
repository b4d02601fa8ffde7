extension SwiftLexedFile {
    /// Whether the modifier `name` (`private`, `fileprivate`, `public`, `open`, `override`, …) stands
    /// before the declaration keyword at `keyword`, on the keyword's line and after the statement
    /// before it: `private func toggle(`, `override func accessibilityLabel(`.
    func hasModifier(_ name: StaticString, before keyword: Int) -> Bool {
        var index = keyword - 1
        while index >= 0, keyword - index <= 12, !tokens[index + 1].startsLine {
            let kind = tokens[index].kind
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return false }
            if token(index, is: name) { return true }
            index -= 1
        }
        return false
    }

    /// Whether the declaration at `keyword` is `private` or `fileprivate`: only its file sees it.
    func isFilePrivate(declarationAt keyword: Int) -> Bool {
        hasModifier("private", before: keyword) || hasModifier("fileprivate", before: keyword)
    }
}
