/// What type an API's text parameter has, which decides what a literal passed to it is.
enum TextParameter: Sendable {
    /// SwiftUI's `LocalizedStringKey` overloads (`Text`, `Button`, `.accessibilityLabel`): a
    /// literal is a catalog key. SwiftUI's `StringProtocol` overloads are `@_disfavoredOverload`, so a
    /// literal always takes the key overload.
    case localizedStringKey
    /// A plain `String` (UIKit and AppKit properties and setters, notifications): a literal is
    /// spoken as written.
    case string

    var textType: TextType { self == .string ? .string : .key }
}

/// One value an argument may give VoiceOver, judged: the use's part of the argument it comes
/// from (a branch, an operand), and the declaration it was followed into, if any.
struct JudgedValue: Hashable {
    var argument: SpokenArgument
    /// The tokens of the use's own file the value comes from.
    var range: Range<Int>
    var origin: ValueOrigin?
    /// For a value known only from the caller: the parameter or stored property whose callers
    /// give it (see ``ForwardedText``).
    var forwarded: ForwardedText? = nil
    /// For a lookup whose key is built at run time (`NSLocalizedString("Capture \(name)", …)`): the
    /// lookup as the catalog would hold it, a format.
    var runTimeKey: LocalizedLookup? = nil
}

/// Follows an argument expression to the values it may take, and judges each: a catalog lookup,
/// hard-coded text, text with nothing to translate, or a value known only at run time (with why).
///
/// The expression is split into its branches (``SwiftLexedFile/branches(of:)``); names are
/// followed into the module's declarations (constants, properties, functions' return values, enum
/// raw values), calls of the app's lookup helpers are read as lookups, and literals are typed as
/// Swift would type them. Work is a list, not recursion, and each use gets a bounded number of
/// steps, so nesting and chains of declarations of any depth cost a bounded amount per use.
final class ValueJudge {
    let module: SwiftModule
    /// The file being read (an index into the module's files).
    let fileIndex: Int
    /// The project's lookup routines that are functions (`L10n.tr`), as written.
    let functionRoutines: [String]
    /// The project's lookup routines that are members of a literal (`localized` for `.localized`).
    let memberRoutines: [String]
    /// Per file: the `return` statements of each function or closure scope, made when first needed.
    var returnsCache: [Int: [Int32: [(keyword: Int, expression: Range<Int>)]]] = [:]
    /// Per struct asked about (a view, or any struct with " (any struct)" after its name): the
    /// parameters of each of its initialisers (none: the memberwise one), or `nil` when it is not one
    /// such struct of the module.
    var structInitialisers: [String: [[SwiftParameter]]?] = [:]
    /// Per file: its expression shape, made when first needed.
    private var shapes: [Int: ExpressionShape] = [:]
    /// Per property asked about, by its name's token in its file: what its file assigns to it
    /// (see ``assignments(of:inFile:)``), found once: each read of it would scan the file again.
    var assignmentsCache: [DeclarationReference: [Range<Int>]?] = [:]
    /// Per sequence asked about: its element type (see ``elementType(ofSequence:in:context:depth:)``).
    var elementTypes: [SequenceKey: String?] = [:]
    /// Per type asked about: whether the module declares it as a class or an actor.
    var referenceTypes: [String: Bool] = [:]
    /// Per declaration asked about: the text it holds (``heldText(namedBy:_:)``).
    var heldTexts: [DeclarationReference: HeldText] = [:]
    /// Per enum case name asked about: where the module makes it (see ``constructions(ofCase:)``).
    var caseConstructions: [String: CaseConstructions] = [:]
    /// Per file and switch brace (`file << 32 | brace`): its clauses, or `nil` for a brace that
    /// opens no switch (``switchClauses(at:inFile:)``).
    var switchClausesCache: [Int: [(result: Range<Int>, patterns: Range<Int>?)]?] = [:]
    /// The names the use's file shows with `Text(verbatim:)`, by function (``VerbatimNames``).
    var verbatimNamesOfFile: [Int: Set<String>]?

    /// The expression shape of a file of the module.
    func shape(ofFile index: Int) -> ExpressionShape {
        if let known = shapes[index] { return known }
        let shape = ExpressionShape(file: module.files[index])
        shapes[index] = shape
        return shape
    }

    /// The most values one use gives, and the most pieces of work spent on it.
    /// Yattee's control-button names: a `switch` of 33 cases, each a lookup.
    static let maximumValues = 64
    static let maximumSteps = 160
    /// The most declarations followed one inside another.
    static let maximumDepth = 8
    /// The most look-ups for a value's initialiser under way one inside another, so that a cycle
    /// of names the reader does not see through ends, and the stack stays small.
    static let maximumConstructionNesting = 8

    init(module: SwiftModule, fileIndex: Int, routines: [String]) {
        self.module = module
        self.fileIndex = fileIndex
        var functions: [String] = []
        var members: [String] = []
        for routine in routines {
            let name = routine.filter { !$0.isWhitespace }
            if name.hasPrefix(".") {
                members.append(String(name.dropFirst()))
            } else if !name.isEmpty {
                functions.append(name.hasSuffix("()") ? String(name.dropLast(2)) : name)
            }
        }
        functionRoutines = functions
        memberRoutines = members
    }

    var file: SwiftLexedFile { module.files[fileIndex] }

    // MARK: - Work

    /// A piece of an expression still to judge.
    struct Work {
        /// The file its tokens are in.
        var file: Int
        var range: Range<Int>
        /// What a literal with no type of its own becomes here.
        var type: TextType
        /// The parameter bindings of the function it was inlined from (an index into `frames`), or -1.
        var frame: Int
        /// The part of the use's own argument it comes from.
        var useRange: Range<Int>
        var origin: ValueOrigin?
        /// Declarations stepped into.
        var depth: Int
        /// Texts that cannot be the value here (see ``sentinelTexts(excludedAt:_:)``).
        var excludedTexts: [String]? = nil
        /// The parameter or property before `??` that this fallback stands behind, in the use's own
        /// function (see ``ForwardedText/fallback(_:unlessGiven:)``).
        var fallbackAfter: ForwardedText? = nil
        /// The letter case a `String` member after it gives the text (`rawValue.uppercased()`),
        /// applied to the literal or raw value it comes to; a call's own lookup is not changed.
        var caseTransform: CaseTransform? = nil
        /// Whether text it comes to is the app's data rather than wording of its own (see
        /// ``ForwardedText/shownAsData(_:)``): it reaches `Text(verbatim:)` through a name, not as a
        /// literal written there, so the developer asked for the value as it is (a brand, a
        /// license's name); or it is interpolated into a hard-coded text, whose one finding already
        /// says that text is English everywhere (scarf's `"Saved \(key)"` with config keys).
        var showsAsData = false
    }

    /// The arguments a followed function was called with, and the enum case `self` is.
    struct Frame {
        var file: Int
        /// By parameter name: the argument (or default value) and the frame it is read in.
        var parameters: [String: (file: Int, range: Range<Int>, frame: Int)]
        /// By parameter name: the module's type its annotation names (`_ key: Key`), when it names one.
        var parameterTypes: [String: String] = [:]
        var selfCase: String?
        var selfType: String?
    }

    /// The state of judging one argument.
    struct Run {
        var pending: [Work] = []
        var frames: [Frame] = []
        var values: [JudgedValue] = []
        var steps = 0
        var gaveUp = false
        /// How many ``initialiserCalls(making:_:_:)`` are under way one inside another: each
        /// follows names, which may ask for the makers of a shorter chain in turn.
        var constructionNesting = 0
    }

    /// Judges the expression `range` of the file, passed where the API takes `parameter`.
    func values(of range: Range<Int>, as parameter: TextParameter) -> [JudgedValue] {
        values(of: range, type: parameter.textType)
    }

    /// Judges the expression `range` of the file, passed where a parameter of the given type is taken.
    func values(of range: Range<Int>, type: TextType) -> [JudgedValue] {
        var run = Run()
        var start = Work(file: fileIndex, range: range, type: type, frame: -1, useRange: range, origin: nil, depth: 0)
        start.showsAsData = isShownVerbatimElsewhere(range)
        run.pending.append(start)
        while let work = run.pending.popLast() {
            run.steps += 1
            guard run.steps <= Self.maximumSteps, run.values.count < Self.maximumValues else {
                if !run.gaveUp {
                    run.gaveUp = true
                    add(.dynamic(expression: text(work), reason: .tooComplex), for: work, to: &run)
                }
                continue
            }
            judge(work, &run)
        }
        // Work is taken from the end: the values are put back in source order, each once (two
        // operands may reach the same declaration: `a?.title() ?? b?.title()`).
        var seen = Set<JudgedValue>()
        return ProductNames.namesAmongNames(CodeIdentifiers.codesAmongCodes(run.values
            .sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
            .filter { seen.insert($0).inserted }))
    }

    /// The expression text of a piece of work, for a dynamic value.
    func text(_ work: Work) -> String {
        module.files[work.file].expressionText(module.files[work.file].unwrapped(work.range))
    }

    func add(_ argument: SpokenArgument, for work: Work, to run: inout Run, origin: ValueOrigin? = nil) {
        if let excluded = work.excludedTexts {
            switch argument {
            case .hardCoded(let literal), .untranslatable(let literal):
                if let text = literal.plainText, excluded.contains(text) { return }
            default:
                break
            }
        }
        var argument = argument
        if work.showsAsData, case .hardCoded(let literal) = argument { argument = .untranslatable(literal) }
        // `String(localized: "Basic", bundle: .module)` in another file (another module's model read
        // with this one): `.module` is the package of the file that looks it up.
        if work.file != fileIndex, case .localized(var lookup) = argument, lookup.bundle == .module, lookup.bundleFile == nil,
           work.file < module.paths.count {
            lookup.bundleFile = module.paths[work.file]
            argument = .localized(lookup)
        }
        run.values.append(JudgedValue(argument: argument, range: work.useRange, origin: placed(work.origin ?? origin, at: work)))
    }

    /// `origin` with where the value of `work` is written (see ``ValueOrigin/valuePosition``).
    func placed(_ origin: ValueOrigin?, at work: Work) -> ValueOrigin? {
        guard var origin else { return nil }
        let file = module.files[work.file]
        guard work.range.lowerBound >= 0, work.range.lowerBound < file.tokens.count else { return origin }
        origin.valueFile = work.file == fileIndex || work.file >= module.paths.count ? nil : module.paths[work.file]
        origin.valuePosition = file.position(ofToken: work.range.lowerBound)
        return origin
    }

    func addDynamic(_ reason: DynamicReason, for work: Work, to run: inout Run) {
        add(.dynamic(expression: text(work), reason: reason), for: work, to: &run)
    }

    /// A lookup of a `String` key with interpolations: the text after interpolation is looked up, a
    /// key made at run time, so the use is dynamic; `lookup` is kept to compare with the catalogs.
    func addRunTimeKey(_ lookup: LocalizedLookup, for work: Work, to run: inout Run, origin: ValueOrigin? = nil) {
        var value = JudgedValue(
            argument: .dynamic(expression: text(work), reason: .interpolatedKey), range: work.useRange, origin: placed(work.origin ?? origin, at: work))
        value.runTimeKey = lookup
        run.values.append(value)
    }

    /// Queues a part of a piece of work; in the use's own file (and not inlined) the part is also
    /// the use's range.
    func push(_ range: Range<Int>, type: TextType, from work: Work, to run: inout Run) {
        var part = work
        part.range = range
        part.type = type
        if work.file == fileIndex, work.frame < 0, work.origin == nil, work.useRange.contains(range.lowerBound) { part.useRange = range }
        run.pending.append(part)
    }

    // MARK: - Judging one piece

    func judge(_ work: Work, _ run: inout Run) {
        let file = module.files[work.file]
        let range = stripped(file.unwrapped(work.range), in: file)
        guard !range.isEmpty else { return }
        if range.count == 1, file.token(range.lowerBound, is: "nil") { return }
        if file.isLiteral(range) {
            let decoded = file.decodedLiteral(at: range.lowerBound)
            var argument = literal(work.caseTransform.map { $0.apply(decoded) } ?? decoded, type: work.type)
            // Text written in sample or test data is the app's data, shown as any user's would be.
            if case .hardCoded(let text) = argument, MadeUpData.encloses(range.lowerBound, in: file, scopes: module.scopes[work.file]) {
                argument = .untranslatable(text)
            }
            add(argument, for: work, to: &run)
            // A hard-coded text is one finding: a literal its interpolations come to is a part of
            // it, not a second text (a lookup there is still checked). Only where the text holds a
            // word German writes otherwise: `"Status: \(state)"` may be heard right as written, and
            // the texts `state` comes to ("Enabled") are then the words to report.
            var inner = work
            if case .hardCoded(let text) = argument, Self.holdsWordToTranslate(text) { inner.showsAsData = true }
            for part in textInterpolations(ofLiteralAt: range.lowerBound, work, frames: run.frames) { push(part.range, type: part.type, from: inner, to: &run) }
            return
        }
        if let branches = file.branches(of: range) {
            split(branches, of: work, in: file, &run)
            return
        }
        if let body = Self.optionalMapBody(range, in: file) {
            push(body, type: work.type, from: work, to: &run)
            return
        }
        if range.count >= 4, file.tokens[range.lowerBound].kind == .leftBrace, Int(file.tokens[range.lowerBound].link) == range.upperBound - 3,
           file.tokens[range.upperBound - 2].kind == .leftParen, file.tokens[range.upperBound - 1].kind == .rightParen {
            // `lazy var subtitle = { … return text }()`: a closure called where it is written gives what it returns.
            let results = returnValues(ofBody: range.lowerBound, inFile: work.file, selfCase: nil)
            guard !results.isEmpty else { return addDynamic(.otherExpression, for: work, to: &run) }
            // Every return has the closure's one type: where one is a `String` (Trakke's
            // `return String(localized: "weather.pressure")` beside `return "\(…) hPa"`), so are
            // the literals the others return.
            let type: TextType = work.type != .string && results.prefix(8).contains { intrinsicType($0, in: work) == .string } ? .string : work.type
            for result in results.reversed() { push(result, type: type, from: work, to: &run) }
            return
        }
        if let (receiver, member) = Self.textKeepingMember(range, in: file) {
            // `format.rawValue.uppercased()`: the text in that case (FileIsland's "WAV", 56th study).
            var inner = work
            // The outermost case member decides (`x.uppercased().lowercased()` is not in capitals).
            if inner.caseTransform == nil, let transform = CaseTransform(member: file.text(ofToken: member)) {
                inner.caseTransform = transform
            }
            // A literal a `String` method is called on is a `String`, whatever the use takes.
            push(receiver, type: file.isLiteral(file.unwrapped(receiver)) ? .string : work.type, from: inner, to: &run)
            return
        }
        if let list = Self.listFormatterItems(range, in: file) {
            // `ListFormatter.localizedString(byJoining: [drive.displayName, String(localized: "Done")])`:
            // the items are text, joined by the language's own "and".
            push(list, type: .string, from: work, to: &run)
            return
        }
        if let elements = Self.arrayLiteralElements(range, in: file) {
            // `[String(localized: "Week used"), value].joined(separator: ", ")`: each part is text;
            // an array filled later (`var parts: [String] = []`) is known only at run time.
            guard !elements.isEmpty else { return addDynamic(.otherExpression, for: work, to: &run) }
            for element in elements.reversed() { push(element, type: .string, from: work, to: &run) }
            return
        }
        // `names[region] ?? ""`, `titles[index]` over a list or dictionary literal a declaration holds
        // (`let names: [Region: String] = [.arm: String(localized: "region.arm"), …]`): one of its
        // elements, or values.
        if let collection = Self.subscriptedCollection(range, in: file),
           let elements = literalElements(ofSequence: collection, in: work.file, context: module.scopes[work.file].enclosingType(of: range.lowerBound),
                                          dictionaryValues: true) {
            follow(elementWorks(elements, frame: work.frame, usedAt: range, work), for: work, &run)
            return
        }
        judgeLeaf(range, work, &run)
    }

    /// Members of a string that give its text in another form, still in the language it was looked
    /// up in: `String(localized: "All").uppercased()`, `parts.joined(separator: ", ")`, and a
    /// placeholder filled by hand (bruce's `text(.turnOff).replacingOccurrences(of: "%@", with: name)`).
    static let textKeepingMembers: Set<String> = [
        "uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized",
        "joined", "trimmingCharacters", "replacingOccurrences",
    ]

    /// The receiver of a member in ``textKeepingMembers`` that ends the expression (`x.uppercased()`,
    /// `x.capitalized`, `parts.joined(separator: " ")`): the text to judge.
    static func textKeepingReceiver(_ range: Range<Int>, in file: SwiftLexedFile) -> Range<Int>? {
        textKeepingMember(range, in: file)?.receiver
    }

    /// ``textKeepingReceiver(_:in:)`` and the token of the member's name.
    static func textKeepingMember(_ range: Range<Int>, in file: SwiftLexedFile) -> (receiver: Range<Int>, member: Int)? {
        var name = range.upperBound - 1
        if file.tokens[name].kind == .rightParen {
            let open = Int(file.tokens[name].link)
            guard open > range.lowerBound, open < name else { return nil }
            name = open - 1
        }
        guard name - 1 > range.lowerBound, file.tokens[name].kind == .identifier, file.tokens[name - 1].kind == .period,
              textKeepingMembers.contains(file.text(ofToken: name)) else { return nil }
        var receiverEnd = name - 1
        // `x?.uppercased()`
        if receiverEnd - 1 > range.lowerBound, file.tokens[receiverEnd - 1].kind == .operator, file.token(receiverEnd - 1, is: "?") {
            receiverEnd -= 1
        }
        return (range.lowerBound..<receiverEnd, name)
    }

    /// The items of `ListFormatter.localizedString(byJoining: items)` when that call is the whole
    /// expression.
    static func listFormatterItems(_ range: Range<Int>, in file: SwiftLexedFile) -> Range<Int>? {
        let first = range.lowerBound
        guard range.count >= 6, file.tokens[first].kind == .identifier, file.token(first, is: "ListFormatter"),
              file.tokens[first + 1].kind == .period, file.token(first + 2, is: "localizedString"),
              file.tokens[first + 3].kind == .leftParen, Int(file.tokens[first + 3].link) == range.upperBound - 1,
              let arguments = file.arguments(ofParen: first + 3), arguments.count == 1,
              let items = file.argument("byJoining", in: arguments) else { return nil }
        return items.expression
    }

    /// The elements of an array literal `[a, b, c]` that is the whole expression.
    static func arrayLiteralElements(_ range: Range<Int>, in file: SwiftLexedFile) -> [Range<Int>]? {
        guard range.count >= 2, file.tokens[range.lowerBound].kind == .leftBracket,
              Int(file.tokens[range.lowerBound].link) == range.upperBound - 1 else { return nil }
        let items = file.arguments(in: (range.lowerBound + 1)..<(range.upperBound - 1))
        // A dictionary literal (`["a": 1]`, `[key: value]`, `[.arm: value]`) is no list of texts.
        guard !items.contains(where: { item in item.label != nil || dictionaryColon(in: item.expression, of: file) != nil }) else { return nil }
        return items.map(\.expression)
    }

    /// The colon between a dictionary literal's key and value in one of its items (`.arm: value`,
    /// `Region.arm: value`): the first colon outside brackets and literals, where no `?` of a
    /// ternary comes before it.
    static func dictionaryColon(in item: Range<Int>, of file: SwiftLexedFile) -> Int? {
        var index = item.lowerBound
        while index < item.upperBound {
            let token = file.tokens[index]
            if token.kind == .colon { return index }
            if token.kind == .operator, file.token(index, is: "?") { return nil }
            index = file.step(over: index)
        }
        return nil
    }

    /// `percent.map { String(localized: "\(name): \($0)%") }`: an optional's `map` or `flatMap`
    /// gives the value of its closure (AIMeter's label, `?? String(localized: …)` after it). The
    /// closure's parameters (`value in`) and a `return` are stepped over.
    static func optionalMapBody(_ range: Range<Int>, in file: SwiftLexedFile) -> Range<Int>? {
        var close = range.upperBound - 1
        // `.map({ … })`
        if file.tokens[close].kind == .rightParen, close - 1 > range.lowerBound, file.tokens[close - 1].kind == .rightBrace,
           Int(file.tokens[close].link) == Int(file.tokens[close - 1].link) - 1 {
            close -= 1
        }
        guard file.tokens[close].kind == .rightBrace else { return nil }
        var open = Int(file.tokens[close].link)
        guard open > range.lowerBound + 1, open < close else { return nil }
        var name = open - 1
        if file.tokens[name].kind == .leftParen { name -= 1 }
        guard name - 1 >= range.lowerBound, file.tokens[name].kind == .identifier,
              file.token(name, is: "map") || file.token(name, is: "flatMap"), file.tokens[name - 1].kind == .period else { return nil }
        // `{ value in … }`, `{ (value) in … }`: names, commas and brackets before `in`.
        var index = open + 1
        while index < close, [.identifier, .comma, .leftParen, .rightParen].contains(file.tokens[index].kind) {
            if file.tokens[index].keyword == .in {
                open = index
                break
            }
            index += 1
        }
        var start = open + 1
        if start < close, file.tokens[start].keyword == .return { start += 1 }
        return start < close ? start..<close : nil
    }

    /// The expression without `try`, `await`, `unsafe` (Swift 6.2's strict memory safety) and a postfix `!` around it.
    func stripped(_ range: Range<Int>, in file: SwiftLexedFile) -> Range<Int> {
        var range = range
        while range.count >= 2, file.tokens[range.lowerBound].kind == .identifier,
              file.token(range.lowerBound, is: "try") || file.token(range.lowerBound, is: "await") || file.token(range.lowerBound, is: "unsafe") {
            range = (range.lowerBound + 1)..<range.upperBound
            // `try?`, `try!`
            if range.count >= 2, file.tokens[range.lowerBound].kind == .operator, !file.tokens[range.lowerBound].followsSpace { range = (range.lowerBound + 1)..<range.upperBound }
            range = file.unwrapped(range)
        }
        return range
    }

    /// A literal of the given type.
    func literal(_ literal: SwiftStringLiteral, type: TextType) -> SpokenArgument {
        switch type {
        case .string:
            return Self.judgeText(literal)
        case .resource, .key, .flexible, .text:
            // A key of white space has nothing to translate: its lookup gives it back.
            if let text = literal.plainText, text.allSatisfy(\.isWhitespace) { return .untranslatable(literal) }
            return .localized(LocalizedLookup(key: literal, kind: type == .resource ? .localizedStringResource : .localizedStringKey))
        case .other:
            return .dynamic(expression: literal.writtenText, reason: .otherExpression)
        }
    }

    // MARK: - Branches

    private func split(_ branches: SwiftLexedFile.Branches, of work: Work, in file: SwiftLexedFile, _ run: inout Run) {
        switch branches {
        case .ternary(let whenTrue, let whenFalse):
            // `cond ? String(localized: "A") : "B"` is a String, so "B" is text, not a key. So is
            // `isLoading ? "Loading…" : viewModel.buttonTitle`: a property whose type this reader
            // cannot see holds the app's data, most often a String (a call may return a key).
            var type = work.type
            if work.type == .key || work.type == .resource {
                let branches = [whenTrue, whenFalse]
                let types = branches.map { intrinsicType($0, in: work) }
                if types.contains(.string) || zip(branches, types).contains(where: { $1 == nil && readsAProperty($0, in: work) }) { type = .string }
            }
            push(whenFalse, type: type, from: work, to: &run)
            push(whenTrue, type: type, from: work, to: &run)
        case .coalescing(let all):
            // A fallback after a value that is always there is never reached.
            let operands = operandsReached(all, work)
            // `name ?? "Untitled"` has the optional's wrapped type: a String when the first operand
            // is one, or a property of a type this reader cannot see (`deck.name ?? "Unknown"`); the
            // use's type when it is a key or a call (`lockedType?.menuTitle() ?? "…"` may return one).
            // Every operand has that one type: a String or an unseen property anywhere makes all of
            // them Strings (Anchor's `.help(summary.map { "…" } ?? status.tooltip)`).
            let isString = operands.prefix(8).contains { operand in
                let type = intrinsicType(operand, in: work)
                return type == .string || type == nil && readsAProperty(operand, in: work)
            }
            let type: TextType = work.type == .string || isString ? .string : work.type
            // `label ?? systemName`: what a caller gives `label` hides the rest from that caller.
            let first = operands.count > 1 ? forwardedText(file.unwrapped(operands[0]), work, frames: run.frames) : nil
            for (index, operand) in operands.prefix(Self.maximumSteps).enumerated().reversed() {
                push(operand, type: type, from: work, to: &run)
                if index > 0, let first { run.pending[run.pending.count - 1].fallbackAfter = first }
            }
        case .concatenation(let operands):
            // `Text(a) + Text(b)` joins views; anything else joins Strings (the first operands say which).
            let isText = operands.prefix(8).contains { intrinsicType($0, in: work) == .text }
            // `.help("Switching away from the Mac's " + "input will cause … " + "until switched back.")`
            // (Dimmerly): literals joined are one text, spoken and reported as one.
            if !isText, operands.count <= Self.maximumSteps, operands.allSatisfy({ file.isLiteral(file.unwrapped($0)) }) {
                let literals = operands.map { file.decodedLiteral(at: file.unwrapped($0).lowerBound) }
                let pieces = literals.compactMap(\.plainText)
                if let first = literals.first, pieces.count == literals.count {
                    add(Self.judgeText(SwiftStringLiteral(segments: [.text(pieces.joined())], position: first.position)), for: work, to: &run)
                    return
                }
            }
            for operand in operands.prefix(Self.maximumSteps).reversed() { push(operand, type: isText ? .key : .string, from: work, to: &run) }
        case .choice(let clauses, let subject):
            for result in chosenResults(clauses, subject: subject, of: work, frames: run.frames).prefix(Self.maximumSteps).reversed() {
                push(result, type: work.type, from: work, to: &run)
            }
        }
    }

    /// The results of an `if` or `switch` expression the value may take: every clause's, but of
    /// `switch self` in a followed member of a known case (`Kind.heading.label`), only that case's.
    func chosenResults(
        _ clauses: [(result: Range<Int>, patterns: Range<Int>?)], subject: Range<Int>?, of work: Work, frames: [Frame]
    ) -> [Range<Int>] {
        let file = module.files[work.file]
        guard let subject, work.frame >= 0, subject.count == 1 else { return clauses.map(\.result) }
        let literal = frames[work.frame].parameters[file.text(ofToken: subject.lowerBound)].flatMap { argument in
            module.files[argument.file].plainLiteralText(argument.range)
        }
        if literal == nil, let selfCase = frames[work.frame].selfCase, file.token(subject.lowerBound, is: "self") {
            let matching = clauses.filter { clause in clause.patterns.map { file.patterns($0, nameCase: selfCase) } ?? false }
            return (matching.isEmpty ? clauses.filter { $0.patterns == nil } : matching).map(\.result)
        }
        return clausesReached(clauses, subject: subject.lowerBound, literal: literal, in: file).map(\.result)
    }

    /// The clauses of a `switch` over a name (`subject`) that a value reaches. Given a literal
    /// (`switch capability { case "read_repository": String(localized: "Read repository") … default:
    /// capability }` called with `label(for: "read_repository")`, state's capabilities), the clause
    /// of that literal, or the `default` when none names it; given any other value, every clause but
    /// a `default` that gives the subject back (``givesBackItsSubject(_:subject:among:in:)``), which
    /// no listed value reaches. A `switch` expression's clauses and a followed function's returns
    /// from a `switch` statement (``returnsReached(_:inFile:frame:)``) are chosen so alike.
    func clausesReached(
        _ clauses: [(result: Range<Int>, patterns: Range<Int>?)], subject: Int, literal: String?, in file: SwiftLexedFile
    ) -> [(result: Range<Int>, patterns: Range<Int>?)] {
        guard let literal else { return clauses.filter { !givesBackItsSubject($0, subject: subject, among: clauses, in: file) } }
        let matching = clauses.filter { clause in
            clause.patterns.map { patterns in
                patterns.contains { file.tokens[$0].kind == .string && file.plainLiteralText($0..<($0 + 1)) == literal }
            } ?? false
        }
        let chosen = matching.isEmpty ? clauses.filter { $0.patterns == nil } : matching
        return chosen.isEmpty ? clauses : chosen
    }

    /// Whether a clause is the `default:` of a switch over string literals that gives back the
    /// value switched on (`default: capability`): what reaches it is a value no case names, not the
    /// listed values the reader may find for the subject (state's capability ids were each reported
    /// hard-coded beside their own `case "read_repository": String(localized: …)`, the 39th study).
    private func givesBackItsSubject(
        _ clause: (result: Range<Int>, patterns: Range<Int>?), subject: Int,
        among clauses: [(result: Range<Int>, patterns: Range<Int>?)], in file: SwiftLexedFile
    ) -> Bool {
        guard clause.patterns == nil, clause.result.count == 1 || clause.result.count == 2 && file.token(clause.result.lowerBound, is: "return"),
              file.tokens[clause.result.upperBound - 1].kind == .identifier,
              file.token(clause.result.upperBound - 1, equals: file.text(ofToken: subject)) else { return false }
        return clauses.contains { other in
            guard let patterns = other.patterns else { return false }
            return patterns.allSatisfy { file.tokens[$0].kind == .string || file.tokens[$0].kind == .comma }
        }
    }

    /// Whether an expression reads a variable or a property (`name`, `deck.name`,
    /// `viewModel.title`), not a call or a literal.
    func readsAProperty(_ range: Range<Int>, in work: Work) -> Bool {
        let file = module.files[work.file]
        var range = stripped(file.unwrapped(range), in: file)
        // `id.flatMap { id in semesters.first { $0.id == id }?.name }` (Itori's semester picker):
        // what the closure gives, read as its expression is.
        if range.count > 4, file.tokens[range.upperBound - 1].kind == .rightBrace {
            let open = Int(file.tokens[range.upperBound - 1].link)
            if open > range.lowerBound + 1, open < range.upperBound - 1, file.tokens[open - 2].kind == .period,
               file.token(open - 1, is: "map") || file.token(open - 1, is: "flatMap") {
                var body = open + 1
                // Past `id in`: the closure's parameters.
                for index in (open + 1)..<min(open + 6, range.upperBound - 1) where file.tokens[index].keyword == .in {
                    body = index + 1
                    break
                }
                return body < range.upperBound - 1 && readsAProperty(body..<(range.upperBound - 1), in: work)
            }
        }
        // An element of a property, `syncProgress[id]` (SyncNos' `[String: String]`): the app's data too.
        if range.count > 2, file.tokens[range.upperBound - 1].kind == .rightBracket {
            let open = Int(file.tokens[range.upperBound - 1].link)
            if open > range.lowerBound, open < range.upperBound - 1, !file.tokens[open].followsSpace { range = range.lowerBound..<open }
        }
        guard !range.isEmpty else { return false }
        guard let chain = chain(range, in: file) else {
            // A property of an element, `config.rawConfigs[index].filename` (Quotio's picker, whose
            // `?? "Config \(index + 1)"` is a String, not a key: 56th study).
            let last = range.upperBound - 1
            return range.count > 3 && file.tokens[last].kind == .identifier && file.tokens[last - 1].kind == .period
                && file.tokens[last - 2].kind == .rightBracket && !file.tokens[last - 1].followsSpace
        }
        if case .literal = chain.head { return false }
        if let last = chain.members.last { return last.call == nil }
        return chain.headCall == nil
    }

    /// What type an expression has on its face, without following it far: a literal has none of
    /// its own, `Text(…)` is a view, lookups and operators on Strings are Strings, and a name takes
    /// the type its declaration writes.
    func intrinsicType(_ range: Range<Int>, in work: Work, depth: Int = 0) -> TextType? {
        // A few levels say enough; deeper nesting is not walked (nor recursed into).
        guard depth < 4 else { return nil }
        let file = module.files[work.file]
        let range = stripped(file.unwrapped(range), in: file)
        guard !range.isEmpty else { return nil }
        if file.isLiteral(range) || (range.count == 1 && file.token(range.lowerBound, is: "nil")) { return .flexible }
        if let branches = file.branches(of: range) {
            switch branches {
            case .coalescing(let operands):
                // An optional's wrapped type; a property of a type this reader cannot see holds the
                // app's data, a String (as ``split(_:of:in:_:)`` takes it).
                return intrinsicType(operands[0], in: work, depth: depth + 1) ?? (readsAProperty(operands[0], in: work) ? .string : nil)
            case .concatenation(let operands):
                return operands.prefix(8).contains { intrinsicType($0, in: work, depth: depth + 1) == .text } ? .text : .string
            case .ternary(let whenTrue, let whenFalse):
                let types = [intrinsicType(whenTrue, in: work, depth: depth + 1), intrinsicType(whenFalse, in: work, depth: depth + 1)]
                return types.first { $0 != .flexible && $0 != nil } ?? (types.contains(nil) ? nil : .flexible)
            case .choice:
                return nil
            }
        }
        // `average.map { settings.formatEfficiency($0) }`: the optional of what the closure gives
        // (oktan's `?? "Not available"` after it is a String, 49th study).
        if let body = Self.optionalMapBody(range, in: file) { return intrinsicType(body, in: work, depth: depth + 1) }
        if let open = file.callParen(in: range), open - range.lowerBound <= 3 {
            switch file.expressionText(range.lowerBound..<open) {
            case "Text", "SwiftUI.Text", "Text.init": return .text
            case "String", "Swift.String", "NSLocalizedString", "String.localizedStringWithFormat": return .string
            case "LocalizedStringKey": return .key
            case "LocalizedStringResource", ".init": return .resource
            default: break
            }
        }
        // A member of a literal is a helper's or a String method's result.
        if file.tokens[range.lowerBound].kind == .string, file.next(after: range.lowerBound) < range.upperBound { return .string }
        // `info.uppercased()`, `parts.joined(separator: ", ")`: a String's text in another form is a
        // String (FoodTracker's `isAI ? "AI RECIPE" : info.uppercased()`, 47th study).
        if Self.textKeepingReceiver(range, in: file) != nil { return .string }
        return declaredType(of: range, in: work, depth: depth)
    }
}
