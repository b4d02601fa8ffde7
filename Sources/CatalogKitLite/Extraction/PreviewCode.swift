/// The parts of a Swift file that only Xcode's previews run: `#Preview { … }` bodies, types that
/// conform to `PreviewProvider`, and types named for previews that only those use (IceCubes'
/// `PreviewWrapper` with its `Toggle("Avatar Shape")`; a view the preview shows, such as
/// NetNewsWire's `AddAccountsView`, is used from other files and stays), and static properties named
/// as made-up data that only those read (AudioBooth's `Model.mock`). Their text never reaches a user, so
/// their calls are not uses: a preview's `Button("Value:")` is not a label anybody hears.
enum PreviewCode {
    /// The byte ranges of the file's preview code, sorted and merged where they overlap (see
    /// ``SortedRanges``).
    static func ranges(in file: SwiftLexedFile) -> [Range<Int>] {
        var ranges = previewBodies(in: file)
        guard !ranges.isEmpty else { return ranges }
        // A type the file declares and uses only from preview code is preview code too; a second
        // pass finds the types those use.
        for _ in 0..<2 {
            let added = previewOnlyTypes(in: file, previews: ranges)
            guard !added.isEmpty else { break }
            ranges += added
        }
        ranges += previewOnlyFixtures(in: file, previews: SortedRanges.merged(ranges))
        return SortedRanges.merged(ranges)
    }

    /// Words that name a static property as made-up data for previews: AudioBooth's
    /// `TipJarView.Model.mock` with its `Tip(title: "Buy Me Lunch 🍕")`, `static let sample`,
    /// MountainBrowser's `static var example: WikipediaInfo`.
    static let fixtureWords = ["mock", "preview", "sample", "fixture", "stub", "dummy", "fake", "example"]

    /// The values of static properties named as fixtures (``fixtureWords``) that preview code of the
    /// file reads (`TipJarView(model: .mock)`) and nothing else in the file does: the data they make
    /// is shown only in Xcode's canvas.
    private static func previewOnlyFixtures(in file: SwiftLexedFile, previews: [Range<Int>]) -> [Range<Int>] {
        let tokens = file.tokens
        let fixtures = Self.fixtures(in: file, outside: previews)
        guard !fixtures.isEmpty else { return [] }
        return fixtures.filter { fixture in
            var readByPreview = false
            // Another member of the name (SecretDJ's `private var preview: some View` beside its
            // `fileprivate static var preview: TuneInScreenCopy`, 48th study) is what a bare name
            // reads: only `.preview` and `Copy.preview` read the fixture then.
            let isNameOfAnother = { (position: Int) in
                position > 0 && (tokens[position - 1].keyword == .var || tokens[position - 1].keyword == .let || tokens[position - 1].keyword == .func)
            }
            let hasAnother = tokens.indices.contains { $0 != fixture.nameToken && tokens[$0].kind == .identifier && isNameOfAnother($0) && file.token($0, equals: fixture.name) }
            for position in tokens.indices where tokens[position].kind == .identifier && position != fixture.nameToken
                && file.token(position, equals: fixture.name) {
                if hasAnother && (position == 0 || tokens[position - 1].kind != .period) { continue }
                let offset = Int(tokens[position].start)
                if fixture.value.contains(offset) { continue }
                guard SortedRanges.contains(previews, offset) else { return false }
                readByPreview = true
            }
            return readByPreview
        }.map(\.value)
    }

    /// A static property named as made-up data (``fixtureWords``): its name, the token of its name,
    /// and the bytes from `static` to the end of its value.
    struct Fixture {
        var name: String
        var nameToken: Int
        var value: Range<Int>
    }

    /// The static properties of the file named as fixtures (``fixtureWords``), outside `previews`.
    static func fixtures(in file: SwiftLexedFile, outside previews: [Range<Int>]) -> [Fixture] {
        let tokens = file.tokens
        var fixtures: [Fixture] = []
        var shape: ExpressionShape?
        for index in tokens.indices where tokens[index].keyword == .static && index + 2 < tokens.count {
            let keyword = index + 1
            guard tokens[keyword].keyword == .var || tokens[keyword].keyword == .let, tokens[keyword + 1].kind == .identifier else { continue }
            let name = file.text(ofToken: keyword + 1)
            let lowered = name.lowercased()
            guard fixtureWords.contains(where: { lowered.contains($0) }),
                  !SortedRanges.contains(previews, Int(tokens[index].start)) else { continue }
            // The value: after `=` to the end of its expression, or a computed property's body.
            var next = keyword + 2
            while next < tokens.count, !(tokens[next].kind == .operator && file.token(next, is: "=")), tokens[next].kind != .leftBrace,
                  !tokens[next].startsLine || next == keyword + 2 {
                next += 1
            }
            guard next < tokens.count else { continue }
            let end: Int
            if tokens[next].kind == .leftBrace, tokens[next].link > next {
                end = Int(tokens[next].link) + 1
            } else if tokens[next].kind == .operator {
                if shape == nil { shape = ExpressionShape(file: file) }
                end = shape!.expressionEnd(from: next + 1)
            } else {
                continue
            }
            guard end > next, end <= tokens.count else { continue }
            fixtures.append(Fixture(name: name, nameToken: keyword + 1, value: Int(tokens[index].start)..<Int(tokens[end - 1].end)))
        }
        return fixtures
    }

    /// The bodies of the types declared in the file whose name appears only inside `previews`
    /// (besides its own declaration), and at least once there.
    private static func previewOnlyTypes(in file: SwiftLexedFile, previews: [Range<Int>]) -> [Range<Int>] {
        let tokens = file.tokens
        let sortedPreviews = SortedRanges.merged(previews)
        let declarations = file.typeBodies(["struct", "class", "enum"])
            .filter { !SortedRanges.contains(sortedPreviews, $0.body.lowerBound) }
            .map { (name: file.text(ofToken: $0.name), nameToken: $0.name, body: $0.body) }
        guard !declarations.isEmpty else { return [] }
        // Looked up per identifier: by name and by token, so that many types cost no more than one each.
        var bodiesByName: [String: [Range<Int>]] = [:]
        for declaration in declarations { bodiesByName[declaration.name, default: []].append(declaration.body) }
        // Names compared by their bytes, those of the token's length only: no text is made per token.
        let namesByLength = Dictionary(grouping: bodiesByName.keys, by: \.utf8.count)
        let nameTokens = Set(declarations.map(\.nameToken))
        var insidePreview: [String: Int] = [:]
        var outsidePreview: [String: Int] = [:]
        for (position, token) in tokens.enumerated() where token.kind == .identifier {
            guard let candidates = namesByLength[Int(token.end - token.start)],
                  let name = candidates.first(where: { file.token(position, equals: $0) }),
                  !nameTokens.contains(position), let bodies = bodiesByName[name] else { continue }
            if SortedRanges.contains(sortedPreviews, Int(token.start)) {
                insidePreview[name, default: 0] += 1
            } else if !bodies.contains(where: { $0.contains(Int(token.start)) }) {
                outsidePreview[name, default: 0] += 1
            }
        }
        // Another file may use a type of this one, so only a type whose name says it is for
        // previews (`PreviewWrapper`, `WrapperForPreview`) is taken for preview code.
        return declarations.filter {
            isNamedForPreviews($0.name) && insidePreview[$0.name, default: 0] > 0 && outsidePreview[$0.name, default: 0] == 0
        }.map(\.body)
    }

    /// Whether a type's name says it exists for previews: `PreviewWrapper`, `PreviewContainer`,
    /// `WrapperForPreview`, `Row_Previews`. Not a view of an app's own preview feature, which
    /// other files make: SubTrack's `OutputPreviewInspector`, `FileOutputPreview`.
    static func isNamedForPreviews(_ name: String) -> Bool {
        if name.hasPrefix("Preview"), name.dropFirst(7).first?.isUppercase == true { return true }
        return name.hasSuffix("ForPreview") || name.hasSuffix("ForPreviews") || name.hasSuffix("_Previews")
    }

    /// `#Preview` bodies and `PreviewProvider` types.
    private static func previewBodies(in file: SwiftLexedFile) -> [Range<Int>] {
        // Both names hold "Preview": a file without the word, most of them, has no preview.
        guard file.mentions("Preview") else { return [] }
        var ranges: [Range<Int>] = []
        let tokens = file.tokens
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            // Most tokens are neither name: their length says so before their bytes are read.
            let length = tokens[index].end - tokens[index].start
            guard length == 8 || length == 15 else { continue }
            let isPreviewMacro = length == 8 && tokens[index].kind == .poundKeyword && file.token(index, is: "#Preview")
            let isPreviewProvider = length == 15 && tokens[index].kind == .identifier && file.token(index, is: "PreviewProvider")
                && index > 0 && (tokens[index - 1].kind == .colon || tokens[index - 1].kind == .comma)
            guard isPreviewMacro || isPreviewProvider else { continue }
            // The body: the next `{` (after the macro's arguments, or the rest of the type's
            // inheritance clause), up to its partner.
            var next = index + 1
            while next < tokens.count, tokens[next].kind != .leftBrace {
                if tokens[next].kind == .leftParen, tokens[next].link > next { next = Int(tokens[next].link) }
                if tokens[next].kind == .rightBrace || tokens[next].kind == .semicolon { break }
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .leftBrace, tokens[next].link > next else { continue }
            var close = Int(tokens[next].link)
            // A widget's preview gives its entries in a labelled closure after the body
            // (`#Preview(as: .systemSmall) { Widget() } timeline: { Entry.preview }`).
            while isPreviewMacro, close + 3 < tokens.count, tokens[close + 1].kind == .identifier, tokens[close + 2].kind == .colon,
                  tokens[close + 3].kind == .leftBrace, tokens[close + 3].link > close + 3 {
                close = Int(tokens[close + 3].link)
            }
            ranges.append(Int(tokens[index].start)..<Int(tokens[close].end))
            index = close
        }
        return ranges
    }
}
