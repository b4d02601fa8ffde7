/// The type of the elements a `ForEach` or a `for` loop goes over, so that an element's members are
/// read as its type's: `ForEach(SortOrder.allCases) { order in Label(order.displayName, …) }`, and
/// a sequence of an enum whose declaration writes its element type (Yattee's `availableSortOptions:
/// [MediaBrowserSortOrder]`, Unwatched's `ShareAction.actions(for:) -> [ShareAction]`).
extension ValueJudge {
    /// The type of the element a closure gets when it is the content of `ForEach(T.allCases)` (also
    /// with `id:`, or given as `content:`): `T`, when `T` is a type of the module. An app's pickers and
    /// menus are most often a `ForEach` over an enum's cases, each showing `option.title`.
    func forEachElementType(closureScope scope: Int, in fileIndex: Int, context: String?) -> String? {
        guard let sequence = forEachSequence(closureScope: scope, in: fileIndex) else { return nil }
        return elementType(ofSequence: module.files[fileIndex].unwrapped(sequence), in: fileIndex, context: context, depth: 0)
    }

    /// The element type of `ForEach(Array(s.enumerated()), …) { index, element in` (or of
    /// `s.enumerated()` itself): the element type of `s`.
    func enumeratedElementType(closureScope scope: Int, in fileIndex: Int, context: String?) -> String? {
        guard let written = forEachSequence(closureScope: scope, in: fileIndex) else { return nil }
        let file = module.files[fileIndex]
        var sequence = file.unwrapped(written)
        if sequence.count >= 3, file.token(sequence.lowerBound, is: "Array"), file.tokens[sequence.lowerBound + 1].kind == .leftParen,
           Int(file.tokens[sequence.lowerBound + 1].link) == sequence.upperBound - 1 {
            sequence = (sequence.lowerBound + 2)..<(sequence.upperBound - 1)
        }
        guard sequence.count >= 5, file.tokens[sequence.upperBound - 1].kind == .rightParen, file.tokens[sequence.upperBound - 2].kind == .leftParen,
              file.token(sequence.upperBound - 3, is: "enumerated"), file.tokens[sequence.upperBound - 4].kind == .period else { return nil }
        return elementType(ofSequence: sequence.lowerBound..<(sequence.upperBound - 4), in: fileIndex, context: context, depth: 0)
    }

    /// The sequence a `ForEach` (or a `List` of data) goes over when the closure of `scope` is its
    /// content: `ForEach(…) { x in`, or `ForEach(…, content: { x in`; or the rows of the `Table`
    /// whose column the closure is.
    func forEachSequence(closureScope scope: Int, in fileIndex: Int) -> Range<Int>? {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        let open = callParenthesis(ofClosureScope: scope, labelled: "content", in: fileIndex)
        guard let open, open > 0 else { return nil }
        if file.token(open - 1, is: "TableColumn") { return tableRows(aroundColumnAt: open - 1, in: file, tree: tree) }
        guard file.token(open - 1, is: "ForEach") || file.token(open - 1, is: "List"),
              let arguments = file.arguments(ofParen: open), let first = file.firstUnlabeled(arguments) else { return nil }
        return first.expression
    }

    /// The `(` of the call a closure (the one of `scope`) is given to: as its trailing closure
    /// (`ForEach(items) { … }`), or as the argument labelled `label` inside the parentheses
    /// (`ForEach(items, content: { … })`, `.onChange(of: x, perform: { … })`).
    func callParenthesis(ofClosureScope scope: Int, labelled label: StaticString, in fileIndex: Int) -> Int? {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        guard scope > 0, scope < tree.scopes.count, case .closure = tree.scopes[scope].kind else { return nil }
        let brace = Int(tree.scopes[scope].open)
        if brace > 0, file.tokens[brace - 1].kind == .rightParen, file.tokens[brace - 1].link < brace - 1 {
            return Int(file.tokens[brace - 1].link)
        }
        guard brace >= 2, file.tokens[brace - 1].kind == .colon, file.token(brace - 2, is: label) else { return nil }
        // Back over the arguments before it, each bracketed group at once, to the call's `(`.
        var index = brace - 3
        while index >= 0 {
            switch file.tokens[index].kind {
            case .leftParen:
                return index
            case .leftBracket, .leftBrace:
                return nil
            case .rightParen, .rightBracket, .rightBrace:
                guard file.tokens[index].link >= 0 else { return nil }
                index = Int(file.tokens[index].link)
            default:
                break
            }
            index -= 1
        }
        return nil
    }

    /// The rows of the `Table(rows, …) { TableColumn(…) { row in … } }` whose columns' closure holds
    /// the column named at `column` (CodingBuddy's findings tables, the 41st study).
    private func tableRows(aroundColumnAt column: Int, in file: SwiftLexedFile, tree: SwiftScopeTree) -> Range<Int>? {
        let scope = tree.scope(of: column)
        guard scope > 0, case .closure = tree.scopes[scope].kind else { return nil }
        let brace = Int(tree.scopes[scope].open)
        guard brace > 1, file.tokens[brace - 1].kind == .rightParen, file.tokens[brace - 1].link < brace - 1 else { return nil }
        let open = Int(file.tokens[brace - 1].link)
        guard open > 0, file.token(open - 1, is: "Table"), let arguments = file.arguments(ofParen: open),
              let first = file.firstUnlabeled(arguments) else { return nil }
        return first.expression
    }

    /// `T` for `T.allCases` or `Outer.T.allCases` (names and periods, the last name `allCases`), when
    /// `T` is a type of the module.
    private func allCasesType(_ range: Range<Int>, in file: SwiftLexedFile, context: String?) -> String? {
        guard range.count >= 3, file.token(range.upperBound - 1, is: "allCases"), file.tokens[range.upperBound - 2].kind == .period else { return nil }
        return typeName(range.lowerBound..<(range.upperBound - 2), in: file, context: context)
    }

    /// The type of a `for` loop's variable: `T` for `for option in T.allCases {` or a sequence of a
    /// written element type (see ``elementType(ofSequence:in:context:depth:)``), when `T` is a type
    /// of the module (an AppKit or UIKit app's menus and segmented controls built from an enum).
    func loopElementType(blockScope scope: Int, variable: String, in fileIndex: Int, context: String?) -> String? {
        guard let sequence = loopSequence(blockScope: scope, variable: variable, in: fileIndex) else { return nil }
        return elementType(ofSequence: sequence, in: fileIndex, context: context, depth: 0)
    }

    /// The sequence of `for variable in sequence {`, the loop whose body is the block of `scope`.
    func loopSequence(blockScope scope: Int, variable: String, in fileIndex: Int) -> Range<Int>? {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        let brace = Int(tree.scopes[scope].open)
        // Back from the brace, over bracketed groups at once, to `in`.
        var index = brace - 1
        var steps = 0
        while index >= 2, steps < 64 {
            let token = file.tokens[index]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return nil }
            if token.keyword == .in { break }
            if (token.kind == .rightParen || token.kind == .rightBracket), token.link >= 0, token.link < index { index = Int(token.link) }
            index -= 1
            steps += 1
        }
        guard index >= 2, file.tokens[index].keyword == .in, file.token(index - 1, equals: variable), file.tokens[index - 2].keyword == .for else {
            return nil
        }
        return (index + 1)..<brace
    }

    /// The element type of a sequence: `T.allCases`, or a name, `self.name`, or `Type.member` (also
    /// called) whose declaration writes an array or set of a type of the module (`[T]`, `[T]?`,
    /// `Array<T>`, `Set<T>`), or a local whose value is such a sequence; `.sorted(…)`, `.filter { … }`,
    /// `.reversed()` and `.prefix(…)` after it keep it.
    func elementType(ofSequence range: Range<Int>, in fileIndex: Int, context: String?, depth: Int) -> String? {
        guard !range.isEmpty, depth < 3 else { return nil }
        // Every name read in a `ForEach`'s closure asks again for the same sequence.
        let key = SequenceKey(file: fileIndex, range: range, context: context, depth: depth)
        if let known = elementTypes[key] { return known }
        let found = findElementType(ofSequence: range, in: fileIndex, context: context, depth: depth)
        elementTypes[key] = .some(found)
        return found
    }

    /// What a sequence's element type was asked by: its tokens, where `self` is, and how deep.
    struct SequenceKey: Hashable {
        var file: Int
        var range: Range<Int>
        var context: String?
        var depth: Int
    }

    private func findElementType(ofSequence range: Range<Int>, in fileIndex: Int, context: String?, depth: Int) -> String? {
        let file = module.files[fileIndex]
        let range = strippingElementKeepingMembers(range, in: file)
        if let type = allCasesType(range, in: file, context: context) { return type }
        if let chain = chain(range, in: file), case .name(let head) = chain.head, chain.headCall == nil,
           chain.members.allSatisfy({ Self.elementKeepingMembers.contains(file.text(ofToken: $0.name)) }),
           case .parameter(let scope, let index) = enclosingName(head, in: fileIndex) {
            guard case .function(let parameters) = module.scopes[fileIndex].scopes[scope].kind else { return nil }
            return arrayElementType(parameters[index].type, in: file, context: context)
        }
        guard let found = sequenceDeclaration(range, in: fileIndex, context: context) else { return nil }
        let declaredFile = module.files[found.file]
        if let type = arrayElementType(found.declaration.type, in: declaredFile, context: found.declaration.owner ?? context) {
            return type
        }
        // `let options = Kind.allCases.filter { … }`: the value's sequence.
        guard found.declaration.type == nil, let value = found.declaration.value else { return nil }
        return elementType(ofSequence: value, in: found.file, context: found.declaration.owner ?? context, depth: depth + 1)
    }

    /// A sequence without the members after it that keep its elements (`.sorted()`, `.filter { … }`).
    func strippingElementKeepingMembers(_ range: Range<Int>, in file: SwiftLexedFile) -> Range<Int> {
        // `options.filter { $0.isVisible }`: a trailing closure of a member that keeps the elements.
        var range = range
        while range.count >= 4, file.tokens[range.upperBound - 1].kind == .rightBrace {
            let open = Int(file.tokens[range.upperBound - 1].link)
            guard open >= range.lowerBound + 2, file.tokens[open - 1].kind == .identifier, file.tokens[open - 2].kind == .period,
                  Self.elementKeepingMembers.contains(file.text(ofToken: open - 1)) else { break }
            range = range.lowerBound..<(open - 2)
        }
        return range
    }

    /// The declaration a sequence names, past the members that keep its elements: a local, a member
    /// of the enclosing type (also `self.x`), or a static `Type.x` or `Self.x` (also called).
    func sequenceDeclaration(_ range: Range<Int>, in fileIndex: Int, context: String?) -> (declaration: SwiftDeclaration, file: Int)? {
        let file = module.files[fileIndex]
        guard !range.isEmpty, let chain = chain(range, in: file), case .name(let head) = chain.head else { return nil }
        var members = chain.members
        while let last = members.last, Self.elementKeepingMembers.contains(file.text(ofToken: last.name)) { members.removeLast() }
        let text = file.text(ofToken: head)
        switch members.count {
        case 0 where chain.headCall == nil:
            switch enclosingName(head, in: fileIndex) {
            case .parameter:
                return nil
            case .hidden:
                // A local (its declaration says the type), or a closure's parameter (nothing does).
                return enclosingLocal(text, before: head, in: fileIndex)
            case .outside:
                guard let context, let member = module.members(named: text, of: context).first else { return nil }
                return (module.declaration(member), Int(member.file))
            }
        case 1 where text == "self":
            guard let context, let member = module.members(named: file.text(ofToken: members[0].name), of: context).first else { return nil }
            return (module.declaration(member), Int(member.file))
        case 1 where file.startsWithUppercase(head):
            // `Self.titles` is the enclosing type's (Roam's `Self.caseDisplayRepresentations`, 55th study).
            guard let type = text == "Self" ? context : module.types(named: text, from: context).first,
                  let member = module.members(named: file.text(ofToken: members[0].name), of: type).first(where: { module.declaration($0).isStatic })
            else { return nil }
            return (module.declaration(member), Int(member.file))
        default:
            // `viewModel.items` (ProfMonster's mode picker): a property of a value whose type its
            // stored properties say.
            guard let last = members.last, last.call == nil, chain.headCall == nil, members.dropLast().allSatisfy({ $0.call == nil }),
                  let type = storedChainType(range.lowerBound..<(last.name - 1), in: file, context: context),
                  let member = module.members(named: file.text(ofToken: last.name), of: type).first(where: { !module.declaration($0).isStatic })
            else { return nil }
            return (module.declaration(member), Int(member.file))
        }
    }

    /// Whether a type of the module is an enum with cases.
    func isEnum(_ type: String) -> Bool {
        !module.enumCases(of: type).isEmpty
    }

    /// Where a value of a type of the module that no literal list gives leads: any case of an enum
    /// (whose members are what the cases say), or a struct's value (``Place/element(_:)``).
    func elementPlace(ofType type: String) -> Place {
        isEnum(type) ? .parameter(type: type) : .element(type)
    }

    /// Members of a sequence that give a sequence of the same elements.
    static let elementKeepingMembers: Set<String> = ["sorted", "filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled"]

    /// The module type of the elements an annotation names: `[T]`, `[T]?`, `Array<T>`, `Set<T>`.
    private func arrayElementType(_ annotation: Range<Int>?, in file: SwiftLexedFile, context: String?) -> String? {
        elementAnnotation(annotation, in: file).flatMap { typeName($0, in: file, context: context) }
    }

    /// The element's annotation inside an annotation of a sequence: `T` of `[T]`, `[T]?`,
    /// `Array<T>`, `Set<T>` (also a tuple, `[(title: LocalizedStringKey, icon: String)]`); for a
    /// dictionary (`[K: V]`) `V` when `dictionaryValue`, else `nil`; `nil` for anything else.
    func elementAnnotation(_ annotation: Range<Int>?, in file: SwiftLexedFile, dictionaryValue: Bool = false) -> Range<Int>? {
        guard var range = annotation, !range.isEmpty else { return nil }
        while range.count > 1, file.tokens[range.upperBound - 1].kind == .operator,
              file.token(range.upperBound - 1, is: "?") || file.token(range.upperBound - 1, is: "!") {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        let first = range.lowerBound
        if file.tokens[first].kind == .leftBracket, Int(file.tokens[first].link) == range.upperBound - 1 {
            let inner = (first + 1)..<(range.upperBound - 1)
            // `[K: V]`: a colon outside the brackets and parentheses inside is a dictionary's.
            var index = inner.lowerBound
            while index < inner.upperBound {
                let token = file.tokens[index]
                if token.kind == .colon { return dictionaryValue && index + 1 < inner.upperBound ? (index + 1)..<inner.upperBound : nil }
                index = file.step(over: index)
            }
            return inner.isEmpty ? nil : inner
        }
        guard range.count >= 4, file.token(first, is: "Array") || file.token(first, is: "Set"),
              file.token(first + 1, is: "<"), file.token(range.upperBound - 1, is: ">") else { return nil }
        return (first + 2)..<(range.upperBound - 1)
    }

    /// The last local named `name` declared before `token` in the scopes around it.
    func enclosingLocal(_ name: String, before token: Int, in fileIndex: Int) -> (declaration: SwiftDeclaration, file: Int)? {
        let tree = module.scopes[fileIndex]
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 64 {
            if case .type = tree.scopes[scope].kind { return nil }
            if let declared = module.locals[fileIndex][Int32(scope)]?[name]?.last(where: { module.declaration($0).isVisible(at: token) }) {
                return (module.declaration(declared), fileIndex)
            }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        return nil
    }
}
