extension CallRecognition {
    /// Whether the `Picker` whose name token is `index` stands in a `Menu`'s content, where SwiftUI
    /// on iOS shows its options inline, as a section of the menu without a header: its title is
    /// neither shown nor spoken (Shiori's "Choose a sort option" in a toolbar menu, 62nd study;
    /// SakuraRSS had to wrap such pickers in `Section`s to show their names). It may stand there
    /// through `if` and `else` blocks, or as the body of a view property that the file shows only in
    /// menus' content (Shiori's `animeSortPicker`). A `.menu` picker style, on the picker or the
    /// menu, makes it a submenu named by its title, and keeps it. The platform decides the rest
    /// (``MenuPickerTitles``).
    mutating func isTitleHiddenByMenu(_ index: Int) -> Bool {
        guard !setsMenuPickerStyle(after: index) else { return false }
        let brace = braceOutsideStatements(enclosingBrace(index))
        guard brace >= 0 else { return false }
        if let menu = menu(openingContent: brace) { return !setsMenuPickerStyle(after: menu) }
        guard let member = viewMember(ofBody: brace) else { return false }
        var shown = false
        for written in member.written {
            // The declaration's own name.
            let keyword = shape.previous(written)
            if keyword >= 0, file.tokens[keyword].keyword == .var || file.tokens[keyword].keyword == .func { continue }
            guard let start = viewStatementStart(naming: written), let menu = menu(openingContent: braceOutsideStatements(enclosingBrace(start))),
                  !setsMenuPickerStyle(after: menu) else { return false }
            shown = true
        }
        return shown
    }

    /// The brace itself, or the first one around it that is no `if`, `else` or `switch` block.
    private mutating func braceOutsideStatements(_ brace: Int) -> Int {
        var brace = brace
        var steps = 0
        while brace >= 0, steps < 8, isStatementBlock(brace) {
            brace = enclosingBrace(brace)
            steps += 1
        }
        return brace
    }

    /// The `Menu` whose content closure the brace opens (`Menu { … } label: { … }`, `Menu("Sort") { … }`,
    /// `Menu(content: { … }, label: { … })`), by its name token.
    private func menu(openingContent brace: Int) -> Int? {
        guard brace >= 0 else { return nil }
        var callee = skippingArguments(shape.previous(brace))
        if callee >= 1, kind(callee) == .colon, file.token(callee - 1, is: "content"), let open = file.enclosingParenthesis(of: callee - 1) {
            callee = shape.previous(open)
        }
        return callee >= 0 && kind(callee) == .identifier && file.token(callee, is: "Menu") ? callee : nil
    }

    /// Whether the chain after a view's name sets a picker style other than `.inline`
    /// (`.pickerStyle(.menu)`, `.pickerStyle(MenuPickerStyle())`).
    private func setsMenuPickerStyle(after name: Int) -> Bool {
        modifierNames(after: name).contains { modifier in
            guard file.token(modifier, is: "pickerStyle"), kind(modifier + 1) == .leftParen, file.tokens[modifier + 1].link > modifier + 1 else { return false }
            let argument = (modifier + 2)..<Int(file.tokens[modifier + 1].link)
            return !argument.contains { file.token($0, is: "inline") || file.token($0, is: "InlinePickerStyle") }
        }
    }
}
