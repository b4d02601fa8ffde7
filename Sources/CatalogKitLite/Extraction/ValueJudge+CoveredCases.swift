/// A dictionary literal with a value for every case of the enum it is keyed by: reading it never
/// finds nothing, so a fallback after it is never reached. Roam's `Key.caseDisplayRepresentations[self]
/// ?? rawValue` over `[Self: String] = [.back: String(localized: "Back"), …]` for all 19 cases (55th
/// study) read the raw values as hard-coded labels.
extension ValueJudge {
    /// The operands of `a ?? b ?? c` that may be reached: those up to the first that always gives a
    /// value: a read of an Info.plist key every build sets (``SwiftLexedFile/readsInfoKeyEveryBuildSets(_:)``),
    /// Foundation's name for a code (``SwiftLexedFile/namesLocaleCode(_:)``), or a subscript of such
    /// a dictionary.
    func operandsReached(_ operands: [Range<Int>], _ work: Work) -> [Range<Int>] {
        let file = module.files[work.file]
        guard let always = operands.dropLast().firstIndex(where: { operand in
            file.readsInfoKeyEveryBuildSets(operand) || file.namesLocaleCode(operand) || readsDictionaryOfEveryCase(operand, work)
        }) else { return operands }
        return Array(operands[...always])
    }

    /// Whether the expression subscripts a dictionary literal a declaration holds whose keys are
    /// every case of the enum its annotation keys it by (`[Self: String]`, `[Mode: String]`).
    func readsDictionaryOfEveryCase(_ operand: Range<Int>, _ work: Work) -> Bool {
        let file = module.files[work.file]
        let range = file.unwrapped(operand)
        guard let collection = Self.subscriptedCollection(range, in: file),
              let found = sequenceDeclaration(collection, in: work.file, context: module.scopes[work.file].enclosingType(of: range.lowerBound)),
              let value = found.declaration.value, let annotation = found.declaration.type else { return false }
        let declaredFile = module.files[found.file]
        guard let keyType = Self.dictionaryKeyType(annotation, in: declaredFile) else { return false }
        let typeName = keyType == "Self" ? found.declaration.owner : keyType
        guard let typeName, let type = module.types(named: typeName, from: found.declaration.owner).first else { return false }
        let cases = Set(module.enumCases(of: type).map { module.declaration($0).name })
        guard !cases.isEmpty, let keys = Self.dictionaryLiteralCaseKeys(declaredFile.unwrapped(value), in: declaredFile) else { return false }
        return cases.isSubset(of: keys)
    }

    /// `K` of a dictionary annotation `[K: V]`.
    private static func dictionaryKeyType(_ annotation: Range<Int>, in file: SwiftLexedFile) -> String? {
        let range = file.unwrapped(annotation)
        guard range.count >= 5, file.tokens[range.lowerBound].kind == .leftBracket, Int(file.tokens[range.lowerBound].link) == range.upperBound - 1,
              let colon = dictionaryColon(in: (range.lowerBound + 1)..<(range.upperBound - 1), of: file), colon > range.lowerBound + 1 else { return nil }
        return file.expressionText((range.lowerBound + 1)..<colon)
    }

    /// The case names a dictionary literal's keys are, each written `.name`; `nil` when a key is
    /// anything else.
    private static func dictionaryLiteralCaseKeys(_ range: Range<Int>, in file: SwiftLexedFile) -> Set<String>? {
        guard range.count >= 2, file.tokens[range.lowerBound].kind == .leftBracket,
              Int(file.tokens[range.lowerBound].link) == range.upperBound - 1 else { return nil }
        var keys = Set<String>()
        for item in file.arguments(in: (range.lowerBound + 1)..<(range.upperBound - 1)) {
            guard item.label == nil, let colon = dictionaryColon(in: item.expression, of: file), colon == item.expression.lowerBound + 2,
                  file.tokens[item.expression.lowerBound].kind == .period, file.tokens[item.expression.lowerBound + 1].kind == .identifier else { return nil }
            keys.insert(file.text(ofToken: item.expression.lowerBound + 1))
        }
        return keys.isEmpty ? nil : keys
    }
}
