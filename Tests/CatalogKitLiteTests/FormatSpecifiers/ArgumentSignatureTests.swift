import CatalogKitLite
import Testing

/// Argument numbering, type classes and the problems of one string without substitutions.
@Suite("Argument signature")
struct ArgumentSignatureTests {
    static let examples: [(String, [Int: ArgumentTypeClass])] = [
        ("%@ of %@", [1: .object, 2: .object]),
        ("%lld of %lld", [1: .integer, 2: .integer]),
        ("%1$@ of %2$@", [1: .object, 2: .object]),
        ("Version %1$@ (%2$lld)", [1: .object, 2: .integer]),
        ("\\(%2$lld)件中\\(%1$lld)件目", [1: .integer, 2: .integer]),
        ("Treffer %1$lld von %2$lld.", [1: .integer, 2: .integer]),
        ("%2$lld Dateien von %1$@", [1: .object, 2: .integer]),
        ("%.1f %% · %c · %s · %p", [1: .float, 2: .character, 3: .cString, 4: .pointer]),
        ("Keine Argumente", [:]),
    ]

    /// A value without `%` takes a short path; a value whose only `%` is `%%` goes through the whole
    /// walk, and reads no argument either: both must give the same, empty signature.
    @Test("text without arguments", arguments: ["", "Keine Argumente", "Grüße 👋🏽\n"])
    func textWithoutArguments(text: String) {
        for isFormatted in [nil, false, true] {
            let plain = ArgumentSignature(text: text, isFormatted: isFormatted)
            let walked = ArgumentSignature(text: text + "%%", isFormatted: isFormatted)
            #expect(plain == walked)
            #expect(plain.isFormatted == (isFormatted ?? false))
            #expect(plain.uses.isEmpty && plain.typeClasses.isEmpty && plain.argumentCount == 0 && plain.diagnostics.isEmpty)
        }
    }

    @Test("type classes by index", arguments: examples)
    func typeClasses(text: String, expected: [Int: ArgumentTypeClass]) {
        let signature = ArgumentSignature(text: text)
        #expect(signature.typeClasses == expected)
        #expect(signature.argumentCount == expected.count)
        #expect(signature.diagnostics.isEmpty)
    }

    @Test("a reordering with n$ keeps the signature; one without it swaps types")
    func reordering() {
        let source = ArgumentSignature(text: "%@ sent %lld files")
        #expect(ArgumentSignature(text: "%2$lld Dateien von %1$@").typeClasses == source.typeClasses)
        #expect(ArgumentSignature(text: "%lld Dateien von %@").typeClasses == [1: .integer, 2: .object])
    }

    @Test("uses carry spelling, positionality and location")
    func usesAndLocations() throws {
        let text = "Version %1$@ (%2$lld)"
        let signature = ArgumentSignature(text: text)
        #expect(signature.uses.map(\.spelling) == ["%1$@", "%2$lld"])
        #expect(signature.uses.allSatisfy { $0.isPositional })
        #expect(!signature.hasUnpositionedArguments)
        let second = try #require(signature.uses(ofArgument: 2).first)
        #expect(second.typeSpelling == "lld" && second.lengthModifier == .longLong && second.role == .value)
        #expect(second.location.origin == .value)
        #expect(second.location.utf8Range == 14..<20)
        #expect(String(text[second.location.range]) == "%2$lld")
    }

    @Test("repeated unpositioned arguments are detectable")
    func unpositioned() {
        #expect(ArgumentSignature(text: "%lld of %lld").hasUnpositionedArguments)
        #expect(ArgumentSignature(text: "%@").hasUnpositionedArguments)
        #expect(!ArgumentSignature(text: "%1$lld of %2$lld").hasUnpositionedArguments)
    }

    @Test("a width difference keeps the class but shows in the length modifier")
    func widthDifference() {
        let source = ArgumentSignature(text: "%lld Dateien")
        let translation = ArgumentSignature(text: "%d Dateien")
        #expect(source.typeClasses == translation.typeClasses)
        #expect(source.uses[0].lengthModifier == .longLong)
        #expect(translation.uses[0].lengthModifier == nil)
        #expect(source.uses[0].typeSpelling != translation.uses[0].typeSpelling)
    }

    @Test("the same index read as two classes is a conflict")
    func conflict() throws {
        let text = "%1$lld or %1$@"
        let signature = ArgumentSignature(text: text)
        #expect(signature.typeClasses == [1: .integer])
        let diagnostic = try #require(signature.diagnostics.first)
        #expect(signature.diagnostics.count == 1)
        #expect(diagnostic.kind == .conflictingTypes(index: 1, first: .integer, second: .object))
        #expect(String(text[diagnostic.location.range]) == "%1$@")
        #expect(diagnostic.message == "argument 1 is read as an integer and as an object")
        #expect(ArgumentSignature(text: "%1$lld or %1$d").diagnostics.isEmpty)
    }

    @Test("gaps in the indexes are reported once per run")
    func gaps() throws {
        let text = "%2$@, %3$@"
        let signature = ArgumentSignature(text: text)
        let diagnostic = try #require(signature.diagnostics.first)
        #expect(FormatTest.diagnosticKinds(signature) == [.missingArguments(1...1)])
        #expect(String(text[diagnostic.location.range]) == "%2$@")
        #expect(signature.argumentCount == 3)
        #expect(FormatTest.diagnosticKinds(ArgumentSignature(text: "%1$@ %4$@")) == [.missingArguments(2...3)])
        #expect(
            FormatTest.diagnosticKinds(ArgumentSignature(text: "%3$@ %6$@"))
                == [.missingArguments(1...2), .missingArguments(4...5)])
        #expect(ArgumentSignature(text: "%1000$@").diagnostics.map(\.kind) == [.missingArguments(1...999)])
    }

    @Test("an unnumbered specifier that reads a numbered one's argument is reported; mixing that fills the gaps is not")
    func mixed() throws {
        let text = "%1$@“%@”"
        let signature = ArgumentSignature(text: text)
        let diagnostic = try #require(signature.diagnostics.first)
        #expect(FormatTest.diagnosticKinds(signature) == [.mixedPositionalAndSequential(index: 1)])
        #expect(String(text[diagnostic.location.range]) == "%@")
        // The plain one takes the first argument: positional ones do not advance the count.
        #expect(signature.uses.map(\.index) == [1, 1])
        // Foundation gives '%@' argument 1, which '%2$@' leaves free: each argument is read once.
        #expect(ArgumentSignature(text: "%2$@ %@").diagnostics.isEmpty)
        let duckDuckGo = ArgumentSignature(text: "*%2$@, %3$@* and others (%d) were trying to track you here.\n\n%4$@")
        #expect(duckDuckGo.diagnostics.isEmpty)
        #expect(duckDuckGo.typeClasses == [1: .integer, 2: .object, 3: .object, 4: .object])
        // Two plain ones after '%2$@': the second reads argument 2 again.
        #expect(FormatTest.diagnosticKinds(ArgumentSignature(text: "%2$@ %@ %@")) == [.mixedPositionalAndSequential(index: 2)])
        // A reference without argNum takes argument 1 too: the count read as an object is the conflict.
        let reference = ArgumentSignature(
            text: "%1$@ %#@count@", substitutions: [SubstitutionSpec(name: "count", argNum: nil, formatSpecifier: "lld", variantValues: ["%arg"])])
        #expect(Set(FormatTest.diagnosticKinds(reference)) == [.conflictingTypes(index: 1, first: .object, second: .integer)])
    }

    @Test("a flag before '@' is ignored, as Foundation does, in a formatted string only")
    func spaceBeforeObject() {
        let formatted = ArgumentSignature(text: "Ouvrir dans % @", isFormatted: true)
        // Read like '%@', and named, so that a caller can tell a mistyped '%@' from a percent sign.
        #expect(FormatTest.diagnosticKinds(formatted) == [.flagBeforeObject(spelling: "% @")])
        #expect(formatted.typeClasses == [1: .object])
        let plain = ArgumentSignature(text: "50% @ home")
        #expect(plain.diagnostics.isEmpty)
        #expect(plain.uses.isEmpty)
        #expect(!plain.isFormatted)
        // '% g' is still a literal percent read as a double.
        #expect(FormatTest.diagnosticKinds(ArgumentSignature(text: "zu 100% genau: %lld")) == [.literalPercentInFormattedString(spelling: "% g")])
    }

    @Test("star widths and precisions consume integer arguments")
    func starArguments() {
        let width = ArgumentSignature(text: "%*d")
        #expect(width.uses.map(\.index) == [1, 2])
        #expect(width.uses.map(\.role) == [.width, .value])
        #expect(width.typeClasses == [1: .integer, 2: .integer])
        let precision = ArgumentSignature(text: "%.*f und %@")
        #expect(precision.typeClasses == [1: .integer, 2: .float, 3: .object])
        let both = ArgumentSignature(text: "%*.*f")
        #expect(both.uses.map(\.role) == [.width, .precision, .value])
        #expect(both.argumentCount == 3)
        let numbered = ArgumentSignature(text: "%1$*2$.*3$f")
        #expect(numbered.typeClasses == [1: .float, 2: .integer, 3: .integer])
        #expect(numbered.diagnostics.isEmpty)
        // The star takes argument 1, which '%2$d' leaves free.
        #expect(ArgumentSignature(text: "%2$*d").diagnostics.isEmpty)
    }

    @Test("%arg outside a substitution is reported and reads nothing")
    func stray() throws {
        let signature = ArgumentSignature(text: "%arg Beiträge")
        #expect(FormatTest.diagnosticKinds(signature) == [.argumentPlaceholderOutsideSubstitution])
        #expect(signature.uses.isEmpty)
        #expect(signature.isFormatted)
    }

    @Test("malformed specifiers read no argument")
    func malformedReadsNothing() {
        let signature = ArgumentSignature(text: "%@ und %k und %@")
        #expect(signature.typeClasses == [1: .object, 2: .object])
        #expect(FormatTest.diagnosticKinds(signature) == [.malformedSpecifier(.unknownConversion("k"), spelling: "%k")])
    }

    @Test("every diagnostic kind has a distinct message")
    func messages() {
        let kinds: [FormatDiagnostic.Kind] = [
            .malformedSpecifier(.incomplete, spelling: "%"), .literalPercentInFormattedString(spelling: "% o"),
            .argumentPlaceholderOutsideSubstitution, .unresolvedSubstitution(name: "n"),
            .invalidSubstitutionFormatSpecifier(name: "n", formatSpecifier: "x"),
            .invalidSubstitutionArgumentNumber(name: "n", argNum: 0),
            .substitutionIndexMismatch(name: "n", written: 2, argNum: 1), .nestedSubstitution(name: "n"),
            .conflictingTypes(index: 1, first: .integer, second: .object), .missingArguments(1...1),
            .missingArguments(1...2), .mixedPositionalAndSequential(index: 1), .flagBeforeObject(spelling: "% @"),
        ]
        #expect(Set(kinds.map(\.message)).count == kinds.count)
        #expect(FormatDiagnostic.Kind.missingArguments(2...3).message.contains("2 to 3"))
    }
}
