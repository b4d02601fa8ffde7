/// Finds the catalog lookups a file makes besides those it gives accessibility APIs: every `Text`,
/// `String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`, `LocalizedStringKey`, and
/// every call of the project's routines and helpers, each judged as an argument would be (so a
/// constant's or a helper's key counts).
enum OtherLookups {
    /// The lookups of one file; those inside `insideArguments` (the arguments of its accessibility
    /// forms) are the uses' own, or text VoiceOver skips, and are left out.
    static func find(
        in fileIndex: Int, of module: SwiftModule, routines: [String], excluding uses: [AccessibilityUse], insideArguments: [Range<Int>],
        previews: [Range<Int>]
    ) -> [CodeLookup] {
        let file = module.files[fileIndex]
        let judge = ValueJudge(module: module, fileIndex: fileIndex, routines: routines)
        let shape = ExpressionShape(file: file)
        var known = Set<Int>()
        for use in uses {
            if case .localized(let lookup) = use.argument { known.insert(lookup.key.position.offset) }
        }
        let helperNames = Dictionary(grouping: module.helpers.keys + judge.memberRoutines + judge.functionRoutines.map { String($0.split(separator: ".").last ?? "") },
                                     by: \.utf8.count)
        var result: [CodeLookup] = []
        var seen = Set<Int>()
        let tokens = file.tokens
        // As byte ranges, merged, to ask of a token whether an argument holds it.
        let arguments = SortedRanges.merged(insideArguments.filter { !$0.isEmpty }.map { Int(tokens[$0.lowerBound].start)..<Int(tokens[$0.upperBound - 1].end) })
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let range = candidate(at: index, in: file, shape: shape, helperNames: helperNames), !seen.contains(range.lowerBound),
                  !SortedRanges.contains(previews, Int(tokens[index].start)), !SortedRanges.contains(arguments, Int(tokens[index].start)) else { continue }
            seen.insert(range.lowerBound)
            let parameter: TextParameter = file.token(index, is: "Text") || file.token(index, is: "LocalizedStringKey") ? .localizedStringKey : .string
            for value in judge.values(of: range, as: parameter) {
                guard case .localized(let lookup) = value.argument else { continue }
                let position = value.origin == nil ? lookup.key.position : file.position(ofToken: range.lowerBound)
                guard known.insert(position.offset).inserted || value.origin != nil else { continue }
                result.append(CodeLookup(lookup: lookup, position: position))
            }
        }
        return result
    }

    /// The expression a lookup starts at `index` makes: `Text(…)`, `String(localized: …)`,
    /// `L10n.tr(…)`, `"key".localized`.
    private static func candidate(at index: Int, in file: SwiftLexedFile, shape: ExpressionShape, helperNames: [Int: [String]]) -> Range<Int>? {
        let tokens = file.tokens
        let hasParen = index + 1 < tokens.count && tokens[index + 1].kind == .leftParen && tokens[index + 1].link > index + 1
        let afterPeriod = shape.previous(index) >= 0 && tokens[shape.previous(index)].kind == .period
        for name: StaticString in ["Text", "String", "NSLocalizedString", "LocalizedStringResource", "LocalizedStringKey"] where file.token(index, is: name) {
            guard hasParen, !afterPeriod else { return nil }
            return index..<(Int(tokens[index + 1].link) + 1)
        }
        let length = Int(tokens[index].end - tokens[index].start)
        guard let names = helperNames[length], names.contains(where: { file.token(index, equals: $0) }) else { return nil }
        let start = afterPeriod ? shape.chainRoot(of: index) : index
        let end = hasParen ? Int(tokens[index + 1].link) + 1 : index + 1
        return start..<end
    }
}
