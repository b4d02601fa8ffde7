/// Finds the catalog lookups a file makes besides those it gives accessibility APIs: every `Text`,
/// `String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`, `LocalizedStringKey`,
/// `Bundle.localizedString(forKey:value:table:)`, the title keys of SwiftUI's sections, alerts and
/// navigation titles (``TitleKeyForms``), and every call of the project's routines and helpers, each
/// judged as an argument would be (so a constant's or a helper's key counts).
enum OtherLookups {
    /// The lookups of one file; those inside `insideArguments` (the arguments of its accessibility
    /// forms) are the uses' own, or text VoiceOver skips, and are left out.
    static func find(
        in fileIndex: Int, of module: SwiftModule, routines: [String], excluding uses: [AccessibilityUse], insideArguments: [Range<Int>],
        previews: [Range<Int>]
    ) -> [CodeLookup] {
        let file = module.files[fileIndex]
        let judge = ValueJudge(module: module, fileIndex: fileIndex, routines: routines)
        let shape = judge.shape(ofFile: fileIndex)
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
        // A macro helper's call (`#localized("Retry")`) starts with its `#name` token.
        // The lengths of the helpers' names, as bits (a longer name sets the last): an identifier that
        // starts no lookup and has none of them is passed over at once (every identifier is asked).
        let helperLengths = helperNames.keys.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1, 63)) }
        // Read once: a lazily made global costs a `swift_once` on each read.
        let lookupStarts = HelperDetector.lookupStartKeywords
        let titleForms = TitleKeyForms.shared
        let titleLengths = titleForms.lengths
        let titleLengthsByFirstByte = titleForms.lengthsByFirstByte
        let bytes = file.bytes
        // A helper named by an operator (`%"details.start"`) makes operators worth asking too; in
        // most modules none is.
        let operatorHelpers = helperNames.values.contains { $0.contains { name in name.utf8.first.map(Self.startsOperator) ?? false } }
        // The kinds of token a lookup starts with, a bit each: one test per token.
        let startKinds = 1 << UInt32(SwiftTokenKind.identifier.rawValue) | 1 << UInt32(SwiftTokenKind.poundKeyword.rawValue)
            | (operatorHelpers ? 1 << UInt32(SwiftTokenKind.operator.rawValue) : 0)
        // A lookup inside a preview or an accessibility form's argument is not one of these.
        let isOutside = { (index: Int) in
            !SortedRanges.contains(previews, Int(tokens[index].start)) && !SortedRanges.contains(arguments, Int(tokens[index].start))
        }
        // The lookups the judge finds in an expression, each once: a key read where it is written is
        // placed at the key, one followed from a declaration at the expression.
        func record(_ range: Range<Int>, as parameter: TextParameter) {
            for value in judge.values(of: range, as: parameter) {
                guard case .localized(let lookup) = value.argument else { continue }
                let position = value.origin == nil ? lookup.key.position : file.position(ofToken: range.lowerBound)
                guard known.insert(position.offset).inserted || value.origin != nil else { continue }
                result.append(CodeLookup(lookup: lookup, position: position))
            }
        }
        for index in tokens.indices where startKinds & (1 << UInt32(tokens[index].kind.rawValue)) != 0 {
            if (1 << UInt64(tokens[index].keyword.rawValue)) & lookupStarts == 0 {
                let lengthBit = UInt64(1) << UInt64(min(Int(tokens[index].end - tokens[index].start), 63))
                // An app's own helper of the name called on its type (`Strings.alert("…")`) is read
                // as a helper below, with its table and bundle; SwiftUI's modifier follows a view.
                if titleLengths & lengthBit != 0, titleLengthsByFirstByte[Int(bytes[Int(tokens[index].start)])] & lengthBit != 0,
                   let argument = titleForms.titleArgument(at: index, in: file, of: module), isOutside(index),
                   helperLengths & lengthBit == 0 || !isHelperName(index, in: file, helperNames: helperNames) || !(index > 1 && file.startsWithUppercase(index - 2)) {
                    // `Section("Favorites")`, `.navigationTitle(title)`: a key when the argument is a
                    // literal or a `LocalizedStringKey`; a `String` takes the overload that shows it
                    // as it is, and looks nothing up.
                    record(argument, as: .localizedStringKey)
                    continue
                }
                if helperLengths & lengthBit == 0 { continue }
            }
            guard let range = candidate(at: index, in: file, shape: shape, helperNames: helperNames), !seen.contains(range.lowerBound),
                  isOutside(index) else { continue }
            seen.insert(range.lowerBound)
            // `String(x)`, `String(describing:)`: conversions, no lookup.
            if tokens[index].keyword == .String, let arguments = file.arguments(ofParen: index + 1),
               file.argument("localized", in: arguments) == nil, file.argument("format", in: arguments) == nil {
                continue
            }
            // `Text("…")`, `NSLocalizedString("…", comment:)`: a literal key is read at once; only
            // other arguments are followed.
            if let direct = literalLookup(range, at: index, in: file, judge: judge) {
                if case .localized(let lookup) = direct, known.insert(lookup.key.position.offset).inserted {
                    result.append(CodeLookup(lookup: lookup, position: lookup.key.position))
                }
                continue
            }
            record(range, as: tokens[index].keyword == .Text || tokens[index].keyword == .LocalizedStringKey ? .localizedStringKey : .string)
        }
        return result
    }

    /// Whether a name's first byte starts an operator (`%`, `~`, `<>`), not a name (a letter, `_`,
    /// `#`, `` ` ``, or a non-ASCII letter), tested on the byte: every file asks of every helper.
    private static func startsOperator(_ byte: UInt8) -> Bool {
        byte < 0x80 && "!%&*+-./<=>?^|~".utf8.contains(byte)
    }

    /// Whether the token at `index` is the name of one of the module's helpers (`helperNames`, by
    /// their length in bytes).
    private static func isHelperName(_ index: Int, in file: SwiftLexedFile, helperNames: [Int: [String]]) -> Bool {
        helperNames[Int(file.tokens[index].end - file.tokens[index].start)]?.contains { file.token(index, equals: $0) } ?? false
    }

    /// The lookup a call of `Text`, `String(localized:)`, `NSLocalizedString`, `LocalizedStringKey`
    /// or `LocalizedStringResource` makes when its key and table are literals; `nil` otherwise.
    private static func literalLookup(_ range: Range<Int>, at index: Int, in file: SwiftLexedFile, judge: ValueJudge) -> SpokenArgument? {
        let keyword = file.tokens[index].keyword
        guard range.lowerBound == index, keyword != .none, let arguments = file.arguments(ofParen: index + 1) else { return nil }
        let key: CallArgument?
        let kind: LocalizedLookup.Kind
        let table: StaticString?
        switch keyword {
        case .Text:
            guard file.argument("verbatim", in: arguments) == nil else { return nil }
            key = file.firstUnlabeled(arguments); kind = .localizedStringKey; table = "tableName"
        case .String:
            key = file.argument("localized", in: arguments); kind = .stringLocalized; table = "table"
        case .NSLocalizedString:
            key = file.firstUnlabeled(arguments); kind = .nsLocalizedString; table = "tableName"
        case .LocalizedStringResource:
            key = file.firstUnlabeled(arguments); kind = .localizedStringResource; table = "table"
        case .LocalizedStringKey:
            key = file.firstUnlabeled(arguments); kind = .localizedStringKey; table = nil
        default:
            return nil
        }
        guard let key, file.isLiteral(file.unwrapped(key.expression)) else { return nil }
        // An interpolated key of NSLocalizedString is made at run time (`"style_\(rawValue)"`): the
        // lookup is kept with its literal, whose start says which keys it may find
        // (``KeyShape/prefixShape(of:)``).
        return judge.lookup(arguments, kind: kind, key: key, table: table, defaultValue: kind == .nsLocalizedString ? "value" : "defaultValue", in: file)
    }

    /// The expression a lookup starts at `index` makes: `Text(…)`, `String(localized: …)`,
    /// `L10n.tr(…)`, `"key".localized`.
    private static func candidate(at index: Int, in file: SwiftLexedFile, shape: ExpressionShape, helperNames: [Int: [String]]) -> Range<Int>? {
        let tokens = file.tokens
        let hasParen = index + 1 < tokens.count && tokens[index + 1].kind == .leftParen && tokens[index + 1].link > index + 1
        switch tokens[index].keyword {
        case .Text, .String, .NSLocalizedString, .LocalizedStringResource, .LocalizedStringKey:
            guard hasParen, index == 0 || tokens[index - 1].kind != .period else { return nil }
            return index..<(Int(tokens[index + 1].link) + 1)
        case .localizedString:
            // `Bundle.module.localizedString(forKey: "…", value: nil, table: "…")`.
            if hasParen, index > 0, tokens[index - 1].kind == .period { return shape.chainRoot(of: index)..<(Int(tokens[index + 1].link) + 1) }
        default:
            break
        }
        guard isHelperName(index, in: file, helperNames: helperNames) else { return nil }
        if tokens[index].kind == .operator {
            // A prefix operator's operand, a literal key: `%"details.start"`.
            guard index + 1 < tokens.count, tokens[index + 1].kind == .string, tokens[index + 1].start == tokens[index].end else { return nil }
            return index..<file.next(after: index + 1)
        }
        let afterPeriod = shape.previous(index) >= 0 && tokens[shape.previous(index)].kind == .period
        let start = afterPeriod ? shape.chainRoot(of: index) : index
        let end = hasParen ? Int(tokens[index + 1].link) + 1 : index + 1
        return start..<end
    }
}
