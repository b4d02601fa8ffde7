/// XCStrings Tool (liamnichols/xcstrings-tool), a build plugin that writes an accessor for every
/// key of a catalog into the build, never into the repository: `String(localizable: .headingTitle)`,
/// `Text(localizable: .footnote)`, `LocalizedStringResource(localizable: .title)` and, where a key
/// or resource is taken, `.localizable(.headingTitle)` or `LocalizedStringKey.localizable(.title)`.
/// The label or method names the catalog (`localizable` for `Localizable.xcstrings`, `settings`
/// for `Settings.xcstrings`), the member its key, converted to a Swift name as Xcode's own
/// generated symbols are (so both are matched by ``KeyShape/ofSymbol(_:)``). ExcalidrawZ looks
/// up every string so: without this, 766 of its lookups were unread or read as the key "localizable".
extension ValueJudge {
    /// Labels of initialisers of text types that take one value and are no accessor: the SDK's,
    /// and `key:` and `markdown:` that helper libraries add.
    private static let sdkLabels: Set<String> = [
        "localized", "verbatim", "format", "describing", "reflecting", "stringLiteral", "contentsOf", "decoding", "cString",
        "utf8String", "data", "key", "markdown", "attributedString", "unicodeScalarLiteral", "extendedGraphemeClusterLiteral",
    ]

    /// The key members of an accessor's argument: the name of `.headingTitle` or of
    /// `.footerText(items.count)` (a key with placeholders takes its values), or of each branch of
    /// `selecting ? .buttonCancel : .buttonSelect`; `nil` for anything else.
    func generatedAccessorMembers(_ range: Range<Int>, in file: SwiftLexedFile, depth: Int = 0) -> [Int]? {
        let range = file.unwrapped(range)
        if depth < 4, case .ternary(let whenTrue, let whenFalse)? = file.branches(of: range) {
            guard let first = generatedAccessorMembers(whenTrue, in: file, depth: depth + 1),
                  let second = generatedAccessorMembers(whenFalse, in: file, depth: depth + 1) else { return nil }
            return first + second
        }
        guard range.count >= 2, file.tokens[range.lowerBound].kind == .period, file.tokens[range.lowerBound + 1].kind == .identifier else { return nil }
        if range.count == 2 { return [range.lowerBound + 1] }
        let open = range.lowerBound + 2
        guard file.tokens[open].kind == .leftParen, Int(file.tokens[open].link) == range.upperBound - 1 else { return nil }
        return [range.lowerBound + 1]
    }

    /// `String(localizable: .headingTitle)` and its `Text`, `LocalizedStringKey` and
    /// `LocalizedStringResource` twins: one labelled argument that is an accessor's member, with
    /// a label no initialiser of the SDK has. One lookup per member.
    /// An initialiser the module declares itself with that label (`extension String { init(units:
    /// UnitSystem) }`) is the app's, not an accessor.
    func generatedAccessorInitialiser(_ arguments: [CallArgument], of type: String, in file: SwiftLexedFile) -> [SpokenArgument]? {
        guard arguments.count == 1, let label = arguments[0].label, file.tokens[label].kind == .identifier,
              !Self.sdkLabels.contains(file.text(ofToken: label)),
              let members = generatedAccessorMembers(arguments[0].expression, in: file) else { return nil }
        let written = file.text(ofToken: label)
        let declared = module.members(named: "init", of: type).contains { reference in
            module.declaration(reference).parameters.first?.label == written
        }
        guard !declared else { return nil }
        return members.map { generatedAccessorLookup(table: label, member: $0, in: file) }
    }

    /// `.localizable(.headingTitle)`: a call of a member named for a catalog with one unlabelled
    /// accessor's argument; the table's and the keys' tokens, else `nil`.
    func generatedAccessorCall(name: Int, call: Int?, in file: SwiftLexedFile) -> (table: Int, members: [Int])? {
        guard let call, let arguments = file.arguments(ofParen: call), arguments.count == 1, arguments[0].label == nil,
              let members = generatedAccessorMembers(arguments[0].expression, in: file) else { return nil }
        return (name, members)
    }

    /// The lookup an accessor makes: the key whose symbol is the member, in the catalog the table
    /// token names with its first letter capitalised.
    func generatedAccessorLookup(table: Int, member: Int, in file: SwiftLexedFile) -> SpokenArgument {
        let name = file.text(ofToken: table)
        return generatedSymbolLookup(member, table: name.prefix(1).uppercased() + name.dropFirst(), in: file)
    }

    /// The lookup of a generated symbol, Xcode's or XCStrings Tool's: the key whose symbol is the
    /// name at `name`, in the catalog `table` (the default table when `nil`).
    func generatedSymbolLookup(_ name: Int, table: String?, in file: SwiftLexedFile) -> SpokenArgument {
        let literal = SwiftStringLiteral(segments: [.text(file.text(ofToken: name))], position: file.position(ofToken: name))
        return .localized(LocalizedLookup(key: literal, table: table, bundle: .module, kind: .generatedSymbol))
    }
}
