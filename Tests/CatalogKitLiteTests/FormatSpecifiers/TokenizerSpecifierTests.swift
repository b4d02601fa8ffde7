import CatalogKitLite
import Testing

/// The printf grammar: conversions, length modifiers, flags, width, precision, positions and `%%`.
@Suite("Tokenizer: specifiers")
struct TokenizerSpecifierTests {
    static let conversionClasses: [(String, ArgumentTypeClass)] = [
        ("@", .object),
        ("d", .integer), ("D", .integer), ("i", .integer), ("u", .integer), ("U", .integer),
        ("x", .integer), ("X", .integer), ("o", .integer), ("O", .integer),
        ("f", .float), ("F", .float), ("e", .float), ("E", .float), ("g", .float), ("G", .float),
        ("a", .float), ("A", .float),
        ("c", .character), ("C", .character),
        ("s", .cString), ("S", .cString),
        ("p", .pointer),
    ]

    @Test("every conversion is recognised with its type class", arguments: conversionClasses)
    func conversion(character: String, typeClass: ArgumentTypeClass) throws {
        let text = "Wert: %\(character)!"
        let specifier = try #require(FormatTest.onlySpecifier(text))
        #expect(specifier.conversion.rawValue == character)
        #expect(specifier.typeClass == typeClass)
        #expect(specifier.lengthModifier == nil)
        #expect(FormatTest.labelled(text).map(\.text) == ["Wert: ", "%\(character)", "!"])
    }

    @Test("the table of conversions is complete")
    func conversionTableIsComplete() {
        #expect(Set(Self.conversionClasses.map(\.0)) == Set(FormatConversion.allCases.map(\.rawValue)))
    }

    @Test("every length modifier is recognised", arguments: LengthModifier.allCases)
    func lengthModifier(_ modifier: LengthModifier) throws {
        let conversion = modifier == .longDouble ? "f" : "d"
        let specifier = try #require(FormatTest.onlySpecifier("%\(modifier.rawValue)\(conversion) items"))
        #expect(specifier.lengthModifier == modifier)
        #expect(specifier.typeSpelling == modifier.rawValue + conversion)
    }

    @Test("%lld is one specifier, the case a known linter misses")
    func longLong() throws {
        #expect(FormatTest.labelled("%lld items") == [.init("specifier", "%lld"), .init("text", " items")])
        let specifier = try #require(FormatTest.onlySpecifier("%lld items"))
        #expect(specifier.lengthModifier == .longLong)
        #expect(specifier.typeClass == .integer)
        #expect(FormatTest.onlySpecifier("%llu")?.typeSpelling == "llu")
        #expect(FormatTest.onlySpecifier("%hhd")?.lengthModifier == .char)
        #expect(FormatTest.onlySpecifier("%ls")?.typeClass == .cString)
    }

    @Test("%% is a literal percent, not an argument")
    func escapedPercent() {
        #expect(FormatTest.labelled("%d%%") == [.init("specifier", "%d"), .init("percent", "%%")])
        #expect(
            FormatTest.labelled("100%% sicher")
                == [.init("text", "100"), .init("percent", "%%"), .init("text", " sicher")])
        #expect(FormatTest.labelled("%%%%") == [.init("percent", "%%"), .init("percent", "%%")])
        #expect(FormatTest.labelled("%%d") == [.init("percent", "%%"), .init("text", "d")])
    }

    @Test("positional specifiers carry their index")
    func positional() {
        let tokens = FormatTokenizer.tokenize("%1$@ %2$lld")
        guard case .specifier(let first) = tokens[0].kind, case .specifier(let second) = tokens[2].kind else {
            Issue.record("expected two specifiers, got \(tokens.map(\.kind))")
            return
        }
        #expect(first.position == 1 && first.conversion == .object)
        #expect(second.position == 2 && second.lengthModifier == .longLong)
        #expect(FormatTest.onlySpecifier("%12$d")?.position == 12)
    }

    @Test("flags, width and precision are taken apart")
    func flagsWidthPrecision() throws {
        let padded = try #require(FormatTest.onlySpecifier("%-08.3f"))
        #expect(padded.flags == [.leftJustify, .zeroPad])
        #expect(padded.width == .fixed(8))
        #expect(padded.precision == .fixed(3))
        let zeroPadded = try #require(FormatTest.onlySpecifier("%05d"))
        #expect(zeroPadded.flags == .zeroPad && zeroPadded.width == .fixed(5) && zeroPadded.position == nil)
        #expect(FormatTest.onlySpecifier("%+'d")?.flags == [.sign, .thousandsGrouping])
        #expect(FormatTest.onlySpecifier("%#x")?.flags == .alternate)
        #expect(FormatTest.onlySpecifier("%.f")?.precision == .fixed(0))
    }

    @Test("star widths and precisions read arguments")
    func starFields() throws {
        let plain = try #require(FormatTest.onlySpecifier("%*.*f"))
        #expect(plain.width == .argument(position: nil))
        #expect(plain.precision == .argument(position: nil))
        let numbered = try #require(FormatTest.onlySpecifier("%1$*2$.*3$f"))
        #expect(numbered.position == 1)
        #expect(numbered.width == .argument(position: 2))
        #expect(numbered.precision == .argument(position: 3))
    }

    @Test("%arg is the substitution placeholder, even before more letters")
    func argumentPlaceholder() {
        #expect(FormatTest.labelled("%arg Beiträge") == [.init("arg", "%arg"), .init("text", " Beiträge")])
        #expect(FormatTest.labelled("%args") == [.init("arg", "%arg"), .init("text", "s")])
        #expect(FormatTest.onlySpecifier("%ar")?.conversion == .hexadecimalFloat)
    }

    @Test("substitution references are read before the # flag")
    func substitutionReferences() {
        #expect(
            FormatTest.labelled("%#@count_posts@ von %#@count_participants@") == [
                .init("substitution", "%#@count_posts@"), .init("text", " von "),
                .init("substitution", "%#@count_participants@"),
            ])
        #expect(FormatTest.onlyConstruct("%#@count@")?.kind == .substitution(SubstitutionReference(name: "count")))
        #expect(
            FormatTest.onlyConstruct("%2$#@count@")?.kind
                == .substitution(SubstitutionReference(name: "count", position: 2)))
        #expect(FormatTest.labelled("%#@a@%#@b@").map(\.label) == ["substitution", "substitution"])
        // The # flag still works on ordinary conversions.
        #expect(FormatTest.onlySpecifier("%#o")?.flags == .alternate)
    }

    @Test("a specifier parses from its catalog spelling")
    func parsingSpelling() {
        #expect(
            FormatSpecifier(parsing: "lld") == FormatSpecifier(lengthModifier: .longLong, conversion: .signedDecimal))
        #expect(FormatSpecifier(parsing: "%lld") == FormatSpecifier(parsing: "lld"))
        #expect(FormatSpecifier(parsing: "@")?.typeClass == .object)
        #expect(FormatSpecifier(parsing: "lf")?.typeClass == .float)
        #expect(FormatSpecifier(parsing: "%1$@")?.position == 1)
        for invalid in ["", "%", "%%", "k", "lld x", "arg", "#@x@", "% d "] {
            #expect(FormatSpecifier(parsing: invalid) == nil, "\(invalid) must not parse")
        }
    }

    @Test("canonical spelling reassembles the parts")
    func canonicalSpelling() {
        #expect(FormatSpecifier(parsing: "%1$-5.2lld")?.canonicalSpelling == "%1$-5.2lld")
        #expect(FormatSpecifier(parsing: "%0-5d")?.canonicalSpelling == "%-05d")
        #expect(FormatSpecifier(parsing: "%*.*f")?.canonicalSpelling == "%*.*f")
        #expect(FormatSpecifier(parsing: "%2$*1$d")?.canonicalSpelling == "%2$*1$d")
    }
}
