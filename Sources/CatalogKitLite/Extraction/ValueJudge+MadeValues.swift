extension ValueJudge {
    /// The values the makers of a `private` type give a stored property it declares without a value
    /// (XiriGo's `private struct ProfileMenuItem { let title: String … static let items: [Self] = [
    /// Self(id: "orders", title: String(localized: "profile_menu_orders"), …), … ] }`, shown as
    /// `.accessibilityLabel(item.title)`, 52nd study): its file is the only place that makes it, so
    /// the `title:` of each memberwise construction there is every value it can have. Only when every
    /// such value is looked up or written as a literal: a type made from other values (data from the
    /// network, a decoder) keeps them unknown, as do a type with initialisers of its own, a
    /// `Decodable` one, and one any other file can make; a view's makers give its properties where
    /// they make it (``CallSiteForwarding``).
    func madeValues(of declaration: SwiftDeclaration, inFile fileIndex: Int) -> [Range<Int>]? {
        guard let owner = declaration.owner, !declaration.isStatic, declaration.kind == .constant || declaration.kind == .variable else { return nil }
        let file = module.files[fileIndex]
        // Text only: a property of another type holds no words (and most asked of are such).
        switch TextType.of(annotation: declaration.type, in: file) {
        case .string?, .key?, .resource?, .text?: break
        default: return nil
        }
        let name = owner.lastNameComponent
        // The type around the property, from the file's scopes: its keyword a few tokens before its `{`.
        let tree = module.scopes[fileIndex]
        let typeScope = Int(tree.scopes[tree.scope(of: Int(declaration.nameToken))].typeScope)
        guard typeScope >= 0 else { return nil }
        let open = Int(tree.scopes[typeScope].open)
        guard open > 0, open < file.tokens.count, file.tokens[open].kind == .leftBrace,
              let keyword = (max(0, open - 40)..<open).last(where: { file.tokens[$0].keyword == .struct || file.tokens[$0].keyword == .class }),
              keyword + 1 < open, file.token(keyword + 1, equals: name), file.isFilePrivate(declarationAt: keyword),
              // A view's makers are read where they make it (``CallSiteForwarding``), each its own element.
              !(keyword..<open).contains(where: { file.token($0, is: "Decodable") || file.token($0, is: "Codable") || file.token($0, is: "View") }),
              module.members(named: "init", of: owner).isEmpty else { return nil }
        let type = (name: keyword + 1, open: open)
        let close = Int(file.tokens[type.open].link)
        var previews: [Range<Int>]?
        var values: [Range<Int>] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && index + 1 < file.tokens.count
            && file.tokens[index + 1].kind == .leftParen {
            let isMaker = file.token(index, equals: name) || (file.token(index, is: "Self") && index > type.open && index < close)
            guard isMaker, index == 0 || file.tokens[index - 1].kind != .period || file.token(index, is: "Self"), index != type.name else { continue }
            // The file's previews, read once a maker is found.
            let previewRanges = previews ?? PreviewCode.ranges(in: file)
            previews = previewRanges
            guard !SortedRanges.contains(previewRanges, Int(file.tokens[index].start)), let arguments = file.arguments(ofParen: index + 1) else { continue }
            guard let given = file.argument(labelled: declaration.name, in: arguments)?.expression,
                  Self.isLookupOrLiteral(file.unwrapped(given), in: file) else { return nil }
            values.append(given)
        }
        return values.isEmpty ? nil : values
    }

    /// Whether an expression is a literal or a lookup written out (`String(localized: …)`,
    /// `NSLocalizedString(…)`, `LocalizedStringResource(…)`, `LocalizedStringKey(…)`).
    private static func isLookupOrLiteral(_ range: Range<Int>, in file: SwiftLexedFile) -> Bool {
        guard !range.isEmpty else { return false }
        if file.isLiteral(range) { return true }
        let first = range.lowerBound
        guard first + 1 < range.upperBound, file.tokens[first + 1].kind == .leftParen, Int(file.tokens[first + 1].link) == range.upperBound - 1
        else { return false }
        if file.token(first, is: "String") { return first + 3 < range.upperBound && file.token(first + 2, is: "localized") }
        return file.token(first, is: "NSLocalizedString") || file.token(first, is: "LocalizedStringResource") || file.token(first, is: "LocalizedStringKey")
    }
}
