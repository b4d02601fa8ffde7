/// The elements of a literal list a `ForEach` or a `for` loop goes over, so that the element (or a
/// tuple's part of it) is each text the list writes: `ForEach(["Home", "Search"], id: \.self)`,
/// `let tabs: [(title: LocalizedStringKey, icon: String)] = [("Home", "house"), …]` shown as
/// `Label(tab.title, systemImage: tab.icon)` (Symi's and Vittora's menus, whose labels were unread).
extension ValueJudge {
    /// The expressions an element of a literal list may be, with the file they are written in and
    /// the type a literal among them has.
    struct LiteralElements {
        var file: Int
        var ranges: [Range<Int>]
        /// The annotation of the list's element, when its declaration writes one (`(title: T, icon: U)`).
        var annotation: Range<Int>?
        /// The declaration that holds the list, when it is not written where it is gone over.
        var declaration: SwiftDeclaration?
    }

    /// The elements of the literal list a `ForEach`'s content closure goes over (the closure of
    /// `scope`), when the list is an array literal written there or the value of a declaration.
    func forEachLiteralElements(closureScope scope: Int, in fileIndex: Int, context: String?) -> LiteralElements? {
        guard let sequence = forEachSequence(closureScope: scope, in: fileIndex) else { return nil }
        return literalElements(ofSequence: sequence, in: fileIndex, context: context)
    }

    /// The elements of the literal list a `for` loop's variable goes over.
    func loopLiteralElements(blockScope scope: Int, variable: String, in fileIndex: Int, context: String?) -> LiteralElements? {
        guard let sequence = loopSequence(blockScope: scope, variable: variable, in: fileIndex) else { return nil }
        return literalElements(ofSequence: sequence, in: fileIndex, context: context)
    }

    /// The array literal a sequence is, or that the declaration it names holds (a local, a member of
    /// the enclosing type, `self.x`, or a static `Type.x`); `.sorted()` and `.filter { … }` keep it.
    /// With `dictionaryValues`, what a subscript reads: a dictionary literal's values too.
    func literalElements(ofSequence range: Range<Int>, in fileIndex: Int, context: String?, dictionaryValues: Bool = false) -> LiteralElements? {
        let file = module.files[fileIndex]
        let range = strippingElementKeepingMembers(file.unwrapped(range), in: file)
        let elementsOf = { (range: Range<Int>, file: SwiftLexedFile) in
            Self.arrayLiteralElements(range, in: file) ?? (dictionaryValues ? Self.dictionaryLiteralValues(range, in: file) : nil)
        }
        if let elements = elementsOf(range, file) {
            return elements.isEmpty ? nil : LiteralElements(file: fileIndex, ranges: elements, annotation: nil, declaration: nil)
        }
        guard let found = sequenceDeclaration(range, in: fileIndex, context: context) else { return nil }
        // `var mapOverlayOptions: [(mode: String, label: String)] { [("weather", localizedString(…)), …] }`
        // (Weather Atlas's map menu): a getter that gives one array literal.
        var value = found.declaration.value
        if value == nil, found.declaration.kind == .computed, found.declaration.body >= 0 {
            let results = returnValues(ofBody: Int(found.declaration.body), inFile: found.file, selfCase: nil)
            if results.count == 1 { value = results[0] }
        }
        guard let value else { return nil }
        let declaredFile = module.files[found.file]
        guard let elements = elementsOf(declaredFile.unwrapped(value), declaredFile), !elements.isEmpty else { return nil }
        let annotation = elementAnnotation(found.declaration.type, in: declaredFile, dictionaryValue: dictionaryValues)
        return LiteralElements(file: found.file, ranges: elements, annotation: annotation, declaration: found.declaration)
    }

    /// The one element `list.first` or `list.last` picks, when the list is an array literal the
    /// module writes (a stored value, or a getter's one result) and nothing reorders it first
    /// (ethmensa's `Sound.all.first`, the default sound, 61st study: not every sound of the list).
    func pickedLiteralElement(_ value: Range<Int>, in fileIndex: Int, context: String?) -> LiteralElements? {
        let file = module.files[fileIndex]
        let isFirst = file.token(value.upperBound - 1, is: "first")
        guard isFirst || file.token(value.upperBound - 1, is: "last"), let sequence = pickedSequence(value, in: file),
              // `.sorted(by: …)`, `.filter { … }`, `.reversed()`: another order, or other elements.
              !sequence.contains(where: { $0 > sequence.lowerBound && file.tokens[$0 - 1].kind == .period
                  && file.tokens[$0].kind == .identifier && Self.elementKeepingMembers.contains(file.text(ofToken: $0)) }),
              var elements = literalElements(ofSequence: sequence, in: fileIndex, context: context),
              let picked = isFirst ? elements.ranges.first : elements.ranges.last else { return nil }
        elements.ranges = [picked]
        return elements
    }

    /// The values of a dictionary literal `[k: v, …]` that is the whole expression (not `[:]`).
    static func dictionaryLiteralValues(_ range: Range<Int>, in file: SwiftLexedFile) -> [Range<Int>]? {
        guard range.count >= 2, file.tokens[range.lowerBound].kind == .leftBracket,
              Int(file.tokens[range.lowerBound].link) == range.upperBound - 1 else { return nil }
        let items = file.arguments(in: (range.lowerBound + 1)..<(range.upperBound - 1))
        var values: [Range<Int>] = []
        for item in items {
            // `key: value` may read as a labelled argument; `.arm: value`, `"a": value` do not.
            if item.label != nil {
                values.append(item.expression)
            } else if let colon = dictionaryColon(in: item.expression, of: file), colon + 1 < item.expression.upperBound {
                values.append((colon + 1)..<item.expression.upperBound)
            } else {
                return nil
            }
        }
        return values.isEmpty ? nil : values
    }

    /// The collection a subscript reads when it is the whole expression: `names` of `names[region]`,
    /// `Self.titles` of `Self.titles[index]` (names and periods before the brackets); a force
    /// unwrap reads the same (Roam's `Self.caseDisplayRepresentations[self]!`, 55th study).
    static func subscriptedCollection(_ range: Range<Int>, in file: SwiftLexedFile) -> Range<Int>? {
        var range = range
        if range.count >= 4, file.tokens[range.upperBound - 1].kind == .operator, file.token(range.upperBound - 1, is: "!"),
           !file.tokens[range.upperBound - 1].followsSpace { range = range.lowerBound..<(range.upperBound - 1) }
        guard range.count >= 3, file.tokens[range.upperBound - 1].kind == .rightBracket else { return nil }
        let open = Int(file.tokens[range.upperBound - 1].link)
        guard open > range.lowerBound, open < range.upperBound - 1, !file.tokens[open].followsSpace,
              (range.lowerBound..<open).allSatisfy({ file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .period }),
              file.tokens[open - 1].kind == .identifier else { return nil }
        return range.lowerBound..<open
    }

    /// The part a member names of each element (`tab.0`, `tab.title`): an element that is a tuple
    /// literal gives its part of that label or position; with the part's annotation, when written.
    /// `nil` when an element is no tuple literal or lacks the part.
    func tupleParts(_ member: String, of elements: LiteralElements) -> LiteralElements? {
        let file = module.files[elements.file]
        let parts = { (tuple: Range<Int>) in Self.tupleItems(of: tuple, in: file) }
        // `[(label: String, meters: Double)] = [(String(localized: "Small"), 500)]` (PouleParty): the
        // annotation names the part that unlabelled tuples give by position.
        let position = Int(member) ?? elements.annotation.flatMap(parts)?.firstIndex { $0.label.map { file.text(ofToken: $0) } == member }
        func part(of tuple: Range<Int>) -> CallArgument? {
            guard let parts = parts(tuple) else { return nil }
            if let labelled = parts.first(where: { $0.label.map { file.text(ofToken: $0) } == member }) { return labelled }
            guard let position, parts.allSatisfy({ $0.label == nil }) || Int(member) != nil else { return nil }
            return position < parts.count ? parts[position] : nil
        }
        var ranges: [Range<Int>] = []
        for element in elements.ranges {
            guard let found = part(of: element) else { return nil }
            ranges.append(found.expression)
        }
        // The annotation of the part: `(title: LocalizedStringKey, icon: String)`'s `title`.
        let annotation = elements.annotation.flatMap { part(of: $0)?.expression }
        return LiteralElements(file: elements.file, ranges: ranges, annotation: annotation, declaration: elements.declaration)
    }

    /// The items of a tuple literal or tuple type, `( … )` of two items or more; `nil` for any other
    /// expression.
    static func tupleItems(of tuple: Range<Int>, in file: SwiftLexedFile) -> [CallArgument]? {
        guard tuple.count >= 2, file.tokens[tuple.lowerBound].kind == .leftParen, Int(file.tokens[tuple.lowerBound].link) == tuple.upperBound - 1
        else { return nil }
        let parts = file.arguments(in: (tuple.lowerBound + 1)..<(tuple.upperBound - 1))
        return parts.count >= 2 ? parts : nil
    }

    /// Each element as a value to judge, in the file it is written in: read in the frame of the use
    /// when written there, else in none; with the declaration that holds the list as its origin.
    func elementWorks(_ elements: LiteralElements, frame: Int, usedAt range: Range<Int>, _ work: Work) -> Resolution {
        guard elements.ranges.count <= Self.maximumValues else { return .dynamic(.tooComplex) }
        let type = literalElementType(elements)
        let origin = elements.declaration.map { self.origin(of: $0, in: elements.file, usedAt: range, by: work) } ?? work.origin
        return .follow(elements.ranges.map { element in
            var next = work
            next.file = elements.file
            next.range = element
            next.type = type
            next.frame = elements.declaration == nil ? frame : -1
            next.origin = origin
            next.depth = work.depth + 1
            return next
        })
    }

    /// The type a literal element has: its annotation's, else `String`, which Swift infers for a
    /// list of string literals.
    func literalElementType(_ elements: LiteralElements) -> TextType {
        switch TextType.of(annotation: elements.annotation, in: module.files[elements.file]) {
        case .key?: .key
        case .resource?: .resource
        case .text?: .text
        default: .string
        }
    }
}
