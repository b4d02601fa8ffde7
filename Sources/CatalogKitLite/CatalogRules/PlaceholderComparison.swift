/// Compares the argument signatures of a translation's texts with those of the source: the engine of
/// `placeholder-mismatch`, `placeholder-missing` and `placeholder-extra`.
///
/// Signatures, not raw text, are compared (index → type class), after `%#@name@` is resolved on both
/// sides through each side's own substitutions. So `%@ of %@` and `%2$@ von %1$@` agree, a translation
/// may name its substitutions differently or write `%lld` where the source has `%#@count@`, and `%lld`
/// and `%d` are the same class.
///
/// Each whole text of the translation (its own unit, each plural or device variant) is compared with
/// its counterpart in the source (`SourceSide.counterpart(of:)`: the variant with the same path, else
/// the `other` variant or the unit above it). Substitution branches are never compared on their own;
/// they are part of the signature of the text that refers to them.
struct PlaceholderComparison {
    /// One disagreement between a translation text and the source.
    enum Problem {
        /// The translation reads argument `index` as another class than the source.
        case mismatch(index: Int, expected: ArgumentTypeClass, use: ArgumentUse)
        /// The source's counterpart reads argument `index`, the translation does not.
        case missing(index: Int, use: ArgumentUse)
        /// The translation reads argument `index`, which no source text reads.
        case extra(index: Int, use: ArgumentUse)

        /// The use the problem is about: the translation's for a mismatch or an extra argument, the
        /// source's for a missing one.
        var use: ArgumentUse {
            switch self {
            case .mismatch(_, _, let use), .missing(_, let use), .extra(_, let use): use
            }
        }
    }

    /// A problem with the translation text it is in and the source text it was compared with.
    struct Item {
        /// The language of the translation.
        let language: String
        /// The translation text, analysed.
        let translation: AnalysedText
        /// The source text it was compared with.
        let counterpart: AnalysedText
        /// What disagrees.
        let problem: Problem
    }

    /// The source side of the entry.
    let source: SourceSide
    /// The problems found, in language and text order.
    let items: [Item]

    /// Compares every required translation of an entry with its source. Stale keys give no items.
    init(_ entry: CatalogEntry, context: CatalogCheckContext) {
        source = context.sourceSide(of: entry)
        guard !entry.isStale else {
            items = []
            return
        }
        var items: [Item] = []
        for language in context.translationLanguages {
            for translation in context.analysedTexts(of: entry, language: language) where !translation.text.unit.value.text.isBlank {
                guard let counterpart = source.counterpart(of: translation.text.path) else { continue }
                items += Self.compare(translation, with: counterpart, source: source).map {
                    Item(language: language, translation: translation, counterpart: counterpart, problem: $0)
                }
            }
        }
        self.items = items
    }

    /// Problems of one kind, grouped by the translation text they are in, in order.
    func groupedByText(where matches: (Problem) -> Bool) -> [(path: VariationPath, items: [Item])] {
        var groups: [(path: VariationPath, items: [Item])] = []
        for item in items where matches(item.problem) {
            let key = item.translation.text.path
            if let last = groups.last, last.path == key, last.items.first?.language == item.language {
                groups[groups.count - 1].items.append(item)
            } else {
                groups.append((key, [item]))
            }
        }
        return groups
    }

    /// Problems of one kind, grouped by the value (text or substitution branch) the offending use is in.
    func groupedByPlace(where matches: (Problem) -> Bool) -> [(place: (path: VariationPath, unit: StringUnit), items: [Item])] {
        var groups: [(place: (path: VariationPath, unit: StringUnit), items: [Item])] = []
        for item in items where matches(item.problem) {
            let place = item.translation.place(of: item.problem.use.location)
            if let last = groups.last, last.place.path == place.path, last.items.first?.language == item.language,
                last.items.first?.translation.text.path == item.translation.text.path
            {
                groups[groups.count - 1].items.append(item)
            } else {
                groups.append((place, [item]))
            }
        }
        return groups
    }

    /// Whether an object argument stands glued to the end of a word of `text` (`movie%@`,
    /// `episode%@.`): a suffix, not a value of its own. Not after one or two letters (`v%@`).
    static func isGluedWordEnding(_ use: ArgumentUse, in text: String) -> Bool {
        guard use.typeClass == .object else { return false }
        let bytes = Array(text.utf8)
        let range = use.location.utf8Range
        guard range.lowerBound > 0, range.upperBound <= bytes.count,
              String(decoding: bytes[range], as: UTF8.self) == use.spelling else { return false }
        let isLetter = { (byte: UInt8) in (byte | 0x20) &- UInt8(ascii: "a") < 26 }
        // A word of three letters at least before it: "v%@" is a version, not a plural.
        guard range.lowerBound >= 3, bytes[(range.lowerBound - 3)..<range.lowerBound].allSatisfy(isLetter) else { return false }
        return range.upperBound == bytes.count || !isLetter(bytes[range.upperBound])
    }

    private static func compare(_ translation: AnalysedText, with counterpart: AnalysedText, source: SourceSide) -> [Problem] {
        var problems: [Problem] = []
        var seen = Set<Int>()
        for use in translation.signature.uses where !seen.contains(use.index) {
            guard let expected = counterpart.signature.typeClasses[use.index] ?? source.argumentClasses[use.index] else {
                seen.insert(use.index)
                problems.append(.extra(index: use.index, use: use))
                continue
            }
            if use.typeClass != expected {
                seen.insert(use.index)
                problems.append(.mismatch(index: use.index, expected: expected, use: use))
            }
        }
        // A reference whose substitution is missing or broken reads an index of unknown type; the
        // translation's own diagnostics (invalid-specifier) say so, and nothing is reported missing.
        // The same holds for a stray or malformed '%' ("Meer op % @", "%$11d"): it is usually the
        // argument itself, mistyped, and one finding of invalid-specifier says so.
        let hasUnresolved = translation.signature.diagnostics.contains {
            switch $0.kind {
            case .unresolvedSubstitution, .invalidSubstitutionFormatSpecifier, .invalidSubstitutionArgumentNumber,
                .literalPercentInFormattedString, .malformedSpecifier:
                true
            default: false
            }
        }
        guard !hasUnresolved else { return problems }
        for (index, use) in counterpart.firstUses.sorted(by: { $0.key < $1.key })
        where translation.signature.typeClasses[index] == nil {
            // An argument the source only uses to choose a plural branch (`%#@followers@` whose branches
            // show `%2$@`) is never shown; a language without plural forms may leave it out.
            let shown = counterpart.signature.uses(ofArgument: index).contains {
                if case .substitutionReference = $0.role { return false }
                return true
            }
            guard shown else { continue }
            let isCount = use.typeClass == .integer || use.typeClass == .float
            // Zero, one and two may drop the count; a plural variant without any number is a
            // plural-without-number finding.
            if isCount, translation.text.mayOmitCount || (translation.text.pluralCategory != nil && !translation.readsArgument) {
                continue
            }
            // `%lld movie%@` with "" or "s" (Lume's import summary, 57th study): an English plural
            // ending given as an argument beside the count it follows, which a language with its own
            // plurals rightly leaves out. Without a count ("Welcome back%@") it is a value.
            if counterpart.signature.uses.contains(where: { $0.typeClass == .integer }),
               Self.isGluedWordEnding(use, in: counterpart.text.unit.value.text) { continue }
            problems.append(.missing(index: index, use: use))
        }
        return problems
    }
}

extension ArgumentUse {
    /// The specifier a translator would write for this argument's type, e.g. `%lld` or `%@`.
    var typeText: String { "%" + typeSpelling }
}
