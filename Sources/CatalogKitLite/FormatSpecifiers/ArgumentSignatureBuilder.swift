/// Walks the tokens of a value and of its substitutions' branches and collects an `ArgumentSignature`.
///
/// Iterative throughout: a reference inside a branch is reported, not followed, so nothing recurses on
/// input, and each substitution's branches are walked at most once, which keeps the work linear in the
/// total length of the texts.
struct ArgumentSignatureBuilder {
    /// What `finish()` hands to `ArgumentSignature`.
    struct Result {
        var uses: [ArgumentUse]
        var typeClasses: [Int: ArgumentTypeClass]
        var argumentCount: Int
        var diagnostics: [FormatDiagnostic]
    }

    /// The substitution whose branches are being walked and the argument it reads.
    private struct Binding {
        let name: String
        let index: Int
        let isPositional: Bool
        let type: FormatSpecifier
    }

    private let substitutions: [String: SubstitutionSpec]
    private var sequentialCount = 0
    private var uses: [ArgumentUse] = []
    private var diagnostics: [FormatDiagnostic] = []
    /// Indexes read by references whose type is unknown (unresolved or invalid), so they are not gaps.
    private var reserved: [Int: FormatLocation] = [:]
    private var expanded: Set<String> = []

    init(substitutions: [SubstitutionSpec]) {
        var byName: [String: SubstitutionSpec] = [:]
        for spec in substitutions where byName[spec.name] == nil { byName[spec.name] = spec }
        self.substitutions = byName
    }

    // MARK: - Walking

    mutating func addValue(_ text: String, tokens: [FormatToken], isFormatted: Bool) {
        for token in tokens {
            let location = FormatLocation(token, in: .value)
            switch token.kind {
            case .text, .escapedPercent:
                break
            case .specifier(let specifier):
                addSpecifier(specifier, spelling: String(text[token.range]), at: location, binding: nil)
            case .probableLiteralPercent where isFormatted && token.kind.flaggedObjectSpecifier != nil:
                addFlaggedObject(token, in: text, at: location, binding: nil)
            case .probableLiteralPercent, .malformed:
                if isFormatted { reportPercentProblem(token, in: text, at: location) }
            case .argumentPlaceholder:
                report(.argumentPlaceholderOutsideSubstitution, at: location)
            case .substitution(let reference):
                addReference(reference, spelling: String(text[token.range]), at: location)
            }
        }
    }

    private mutating func addBranch(_ text: String, origin: FormatTextOrigin, binding: Binding) {
        for token in FormatTokenizer.tokenize(text, isFormatted: true) {
            let location = FormatLocation(token, in: origin)
            switch token.kind {
            case .text, .escapedPercent:
                break
            case .specifier(let specifier):
                addSpecifier(specifier, spelling: String(text[token.range]), at: location, binding: binding)
            case .probableLiteralPercent where token.kind.flaggedObjectSpecifier != nil:
                addFlaggedObject(token, in: text, at: location, binding: binding)
            case .probableLiteralPercent, .malformed:
                // A branch is pasted into a formatted string, so a stray `%` always matters there.
                reportPercentProblem(token, in: text, at: location)
            case .argumentPlaceholder:
                record(
                    binding.index, binding.type, role: .substitutionArgument(name: binding.name),
                    isPositional: binding.isPositional, spelling: "%arg", at: location)
            case .substitution(let reference):
                report(.nestedSubstitution(name: reference.name), at: location)
            }
        }
    }

    private mutating func addSpecifier(
        _ specifier: FormatSpecifier, spelling: String, at location: FormatLocation, binding: Binding?
    ) {
        let intType = FormatSpecifier(conversion: .signedDecimal)
        if case .argument(let position)? = specifier.width {
            let index = resolve(position, at: location, binding: binding)
            record(index, intType, role: .width, isPositional: position != nil, spelling: spelling, at: location)
        }
        if case .argument(let position)? = specifier.precision {
            let index = resolve(position, at: location, binding: binding)
            record(
                index, intType, role: .precision, isPositional: position != nil, spelling: spelling, at: location)
        }
        let index = resolve(specifier.position, at: location, binding: binding)
        let role: ArgumentUse.Role =
            if let binding, specifier.position == nil {
                .substitutionArgument(name: binding.name)
            } else {
                .value
            }
        record(
            index, specifier, role: role, isPositional: specifier.position != nil, spelling: spelling, at: location)
    }

    /// `% @` in a formatted text: read like `%@`, as Foundation does, and named, so that a caller can
    /// tell a mistyped `%@` from a percent sign (`FormatToken.Kind.flaggedObjectSpecifier`).
    private mutating func addFlaggedObject(_ token: FormatToken, in text: String, at location: FormatLocation, binding: Binding?) {
        guard let specifier = token.kind.flaggedObjectSpecifier else { return }
        let spelling = String(text[token.range])
        addSpecifier(specifier, spelling: spelling, at: location, binding: binding)
        report(.flagBeforeObject(spelling: spelling), at: location)
    }

    private mutating func addReference(
        _ reference: SubstitutionReference, spelling: String, at location: FormatLocation
    ) {
        guard let spec = substitutions[reference.name] else {
            report(.unresolvedSubstitution(name: reference.name), at: location)
            reserved[reference.position ?? nextSequential()] = location
            return
        }
        var index: Int?
        if let argNum = spec.argNum {
            if (1...FormatSpecifier.maximumArgumentIndex).contains(argNum) {
                index = argNum
                if let written = reference.position, written != argNum {
                    let kind = FormatDiagnostic.Kind.substitutionIndexMismatch(
                        name: spec.name, written: written, argNum: argNum)
                    report(kind, at: location)
                }
            } else {
                let kind = FormatDiagnostic.Kind.invalidSubstitutionArgumentNumber(name: spec.name, argNum: argNum)
                report(kind, at: location)
            }
        }
        let isPositional = index != nil || reference.position != nil
        let argument = index ?? reference.position ?? nextSequential()
        guard let type = Self.substitutionType(spec.formatSpecifier) else {
            let kind = FormatDiagnostic.Kind.invalidSubstitutionFormatSpecifier(
                name: spec.name, formatSpecifier: spec.formatSpecifier)
            report(kind, at: location)
            reserved[argument] = location
            return
        }
        record(
            argument, type, role: .substitutionReference(name: spec.name), isPositional: isPositional,
            spelling: spelling, at: location)
        guard expanded.insert(spec.name).inserted else { return }
        let binding = Binding(name: spec.name, index: argument, isPositional: isPositional, type: type)
        for (variant, value) in spec.variantValues.enumerated() {
            addBranch(value, origin: .substitution(name: spec.name, variant: variant), binding: binding)
        }
    }

    // MARK: - Finishing

    mutating func finish() -> Result {
        var typeClasses: [Int: ArgumentTypeClass] = [:]
        var firstLocation = reserved
        for use in uses {
            if let first = typeClasses[use.index] {
                guard first != use.typeClass else { continue }
                let kind = FormatDiagnostic.Kind.conflictingTypes(index: use.index, first: first, second: use.typeClass)
                diagnostics.append(FormatDiagnostic(kind: kind, location: use.location))
            } else {
                typeClasses[use.index] = use.typeClass
                firstLocation[use.index] = firstLocation[use.index] ?? use.location
            }
        }
        let argumentCount = firstLocation.keys.max() ?? 0
        reportGaps(upTo: argumentCount, firstLocation: firstLocation)
        reportUnpositionedCollision()
        return Result(uses: uses, typeClasses: typeClasses, argumentCount: argumentCount, diagnostics: diagnostics)
    }

    /// Reports the first unpositioned specifier that reads an argument a numbered one also
    /// reads (`%1$@ “%@”`). Foundation numbers unpositioned specifiers among themselves, 1, 2, 3 …, so
    /// mixing is harmless while they fill exactly the numbers the numbered ones leave free
    /// (`%2$@, %3$@ and others (%d)`: `%d` reads argument 1, as the author meant); a collision shows one
    /// argument twice and, usually, another never.
    private mutating func reportUnpositionedCollision() {
        let numbered = Set(uses.lazy.filter(\.isPositional).map(\.index))
        guard !numbered.isEmpty else { return }
        // Specifiers only: a branch's `%arg` follows its reference, and a reference that collides reads
        // the count as another type, which `conflictingTypes` reports.
        let collision = uses.first { use in
            switch use.role {
            case .substitutionArgument, .substitutionReference: return false
            default: return !use.isPositional && numbered.contains(use.index)
            }
        }
        if let collision {
            report(.mixedPositionalAndSequential(index: collision.index), at: collision.location)
        }
    }

    /// Reports each run of unread indexes below `count` once, at the first use after the run.
    private mutating func reportGaps(upTo count: Int, firstLocation: [Int: FormatLocation]) {
        var index = 1
        while index <= count {
            guard firstLocation[index] == nil else {
                index += 1
                continue
            }
            let start = index
            while firstLocation[index] == nil { index += 1 }
            if let location = firstLocation[index] {
                report(.missingArguments(start...(index - 1)), at: location)
            }
        }
    }

    // MARK: - Helpers

    /// The index an unpositioned or positional argument reads; see `ArgumentSignature` for the rules.
    private mutating func resolve(_ position: Int?, at location: FormatLocation, binding: Binding?) -> Int {
        if let position { return position }
        if let binding { return binding.index }
        return nextSequential()
    }

    private mutating func nextSequential() -> Int {
        sequentialCount += 1
        return sequentialCount
    }

    private mutating func report(_ kind: FormatDiagnostic.Kind, at location: FormatLocation) {
        diagnostics.append(FormatDiagnostic(kind: kind, location: location))
    }

    private mutating func record(
        _ index: Int, _ type: FormatSpecifier, role: ArgumentUse.Role, isPositional: Bool, spelling: String,
        at location: FormatLocation
    ) {
        uses.append(
            ArgumentUse(
                index: index, typeClass: type.typeClass, typeSpelling: type.typeSpelling,
                lengthModifier: type.lengthModifier, role: role, isPositional: isPositional, spelling: spelling,
                location: location))
    }

    private mutating func reportPercentProblem(
        _ token: FormatToken, in text: String, at location: FormatLocation
    ) {
        let spelling = String(text[token.range])
        switch token.kind {
        case .probableLiteralPercent:
            report(.literalPercentInFormattedString(spelling: spelling), at: location)
        case .malformed(let reason):
            report(.malformedSpecifier(reason, spelling: spelling), at: location)
        default:
            break
        }
    }

    /// The type a substitution's `formatSpecifier` names: a specifier without position or `*`, e.g. `lld`.
    private static func substitutionType(_ formatSpecifier: String) -> FormatSpecifier? {
        guard let type = FormatSpecifier(parsing: formatSpecifier), type.position == nil else { return nil }
        if case .argument? = type.width { return nil }
        if case .argument? = type.precision { return nil }
        return type
    }
}
