import CatalogKitLite
import Testing

/// Resolving `%#@name@` through `SubstitutionSpec`, with and without `argNum`, and `%arg` in branches.
@Suite("Argument signature: substitutions")
struct SubstitutionSignatureTests {
    /// IceCubesApp, key `design.tag.n-posts-from-n-participants %lld %lld`, German, as in the reference:
    /// `count_posts` without `argNum`, `count_participants` with `argNum` 2.
    static let posts = SubstitutionSpec(
        name: "count_posts", formatSpecifier: "lld", variantValues: ["%arg Beitrag", "%arg Beiträge"])
    static let participants = SubstitutionSpec(
        name: "count_participants", argNum: 2, formatSpecifier: "lld",
        variantValues: ["%arg Teilnehmendem", "%arg Teilnehmenden"])

    @Test("the reference example resolves to two integers")
    func referenceExample() throws {
        let text = "%#@count_posts@ von %#@count_participants@"
        let substitutions = [Self.posts, Self.participants]
        let signature = ArgumentSignature(text: text, substitutions: substitutions)
        #expect(signature.typeClasses == [1: .integer, 2: .integer])
        #expect(signature.diagnostics.isEmpty)
        #expect(signature.uses.map(\.index) == [1, 1, 1, 2, 2, 2])
        #expect(
            signature.uses.map(\.role) == [
                .substitutionReference(name: "count_posts"), .substitutionArgument(name: "count_posts"),
                .substitutionArgument(name: "count_posts"), .substitutionReference(name: "count_participants"),
                .substitutionArgument(name: "count_participants"), .substitutionArgument(name: "count_participants"),
            ])
        #expect(signature.uses.allSatisfy { $0.typeSpelling == "lld" && $0.lengthModifier == .longLong })
        let branchUse = signature.uses[5]
        #expect(branchUse.location.origin == .substitution(name: "count_participants", variant: 1))
        #expect(FormatTest.text(at: branchUse.location, value: text, substitutions: substitutions) == "%arg")
        #expect(FormatTest.text(at: signature.uses[3].location, value: text) == "%#@count_participants@")
        // count_posts has no argNum, so its order decides: a translator cannot move it freely.
        #expect(signature.hasUnpositionedArguments)
    }

    @Test("argNum decides the index, whatever the order of the references")
    func argNumWins() {
        let posts = SubstitutionSpec(name: "count_posts", argNum: 1, formatSpecifier: "lld", variantValues: ["%arg"])
        let participants = SubstitutionSpec(
            name: "count_participants", argNum: 2, formatSpecifier: "lld", variantValues: ["%arg"])
        let signature = ArgumentSignature(
            text: "%#@count_participants@ %#@count_posts@", substitutions: [posts, participants])
        #expect(signature.uses.filter { $0.spelling.hasPrefix("%#@") }.map(\.index) == [2, 1])
        #expect(signature.diagnostics.isEmpty)
        #expect(!signature.hasUnpositionedArguments)
    }

    @Test("without argNum a reference takes the next argument in order, and argNum ones do not count")
    func sequentialReferences() {
        let a = SubstitutionSpec(name: "a", formatSpecifier: "lld", variantValues: ["%arg"])
        let b = SubstitutionSpec(name: "b", argNum: 2, formatSpecifier: "@", variantValues: ["%arg"])
        let signature = ArgumentSignature(text: "%#@b@ %#@a@", substitutions: [a, b])
        #expect(signature.typeClasses == [1: .integer, 2: .object])
        #expect(signature.diagnostics.isEmpty)
        let plainAfter = ArgumentSignature(text: "%#@a@ hat %@", substitutions: [a])
        #expect(plainAfter.typeClasses == [1: .integer, 2: .object])
    }

    @Test("other arguments inside branches count too (IceCubesApp followers)")
    func otherArgumentsInBranches() throws {
        let followers = SubstitutionSpec(
            name: "followers", formatSpecifier: "lld", variantValues: ["%2$@ Follower", "%2$@ Follower"])
        let signature = ArgumentSignature(text: "%#@followers@", substitutions: [followers])
        #expect(signature.typeClasses == [1: .integer, 2: .object])
        #expect(signature.diagnostics.isEmpty)
        let objectUse = try #require(signature.uses(ofArgument: 2).first)
        #expect(objectUse.location.origin == .substitution(name: "followers", variant: 0))
        #expect(objectUse.isPositional)
    }

    @Test("an unpositioned specifier in a branch stands for the substitution's argument")
    func plainSpecifierInBranch() {
        // IceCubesApp, Basque: branches written with %lld instead of %arg.
        let participants = SubstitutionSpec(
            name: "count_participants", argNum: 2, formatSpecifier: "lld",
            variantValues: ["Partaide batek egindako", "%lld partaidek egindako"])
        let posts = SubstitutionSpec(
            name: "count_posts", argNum: 1, formatSpecifier: "lld", variantValues: ["bidalketa %lld", "%lld bidalketa"])
        let signature = ArgumentSignature(
            text: "%#@count_participants@ %#@count_posts@", substitutions: [participants, posts])
        #expect(signature.uses.map(\.index) == [2, 2, 1, 1, 1])
        #expect(signature.typeClasses == [1: .integer, 2: .integer])
        #expect(signature.diagnostics.isEmpty)
    }

    @Test("a reference without a substitution is reported and keeps its argument slot")
    func unresolved() throws {
        let text = "%#@missing@ und %@"
        let signature = ArgumentSignature(text: text)
        let diagnostic = try #require(signature.diagnostics.first)
        #expect(FormatTest.diagnosticKinds(signature) == [.unresolvedSubstitution(name: "missing")])
        #expect(String(text[diagnostic.location.range]) == "%#@missing@")
        #expect(signature.typeClasses == [2: .object])
        #expect(signature.argumentCount == 2)
    }

    @Test("invalid substitution fields are reported")
    func invalidFields() {
        let badType = SubstitutionSpec(name: "n", formatSpecifier: "xyz", variantValues: ["%arg"])
        let badTypeSignature = ArgumentSignature(text: "%#@n@", substitutions: [badType])
        #expect(
            FormatTest.diagnosticKinds(badTypeSignature)
                == [.invalidSubstitutionFormatSpecifier(name: "n", formatSpecifier: "xyz")])
        #expect(badTypeSignature.argumentCount == 1)
        let zero = SubstitutionSpec(name: "n", argNum: 0, formatSpecifier: "lld", variantValues: [])
        let zeroSignature = ArgumentSignature(text: "%#@n@", substitutions: [zero])
        #expect(FormatTest.diagnosticKinds(zeroSignature) == [.invalidSubstitutionArgumentNumber(name: "n", argNum: 0)])
        #expect(zeroSignature.typeClasses == [1: .integer])
        let mismatch = SubstitutionSpec(name: "n", argNum: 1, formatSpecifier: "%lld", variantValues: [])
        let mismatchSignature = ArgumentSignature(text: "%2$#@n@", substitutions: [mismatch])
        #expect(
            FormatTest.diagnosticKinds(mismatchSignature)
                == [.substitutionIndexMismatch(name: "n", written: 2, argNum: 1)])
        #expect(mismatchSignature.typeClasses == [1: .integer])
    }

    @Test("problems inside branches point into the branch")
    func branchProblems() throws {
        let spec = SubstitutionSpec(
            name: "rabatt", formatSpecifier: "lld",
            variantValues: ["%arg Artikel, 50% auf alles", "%1$@ Artikel", "%#@inner@"])
        let signature = ArgumentSignature(text: "%#@rabatt@", substitutions: [spec])
        #expect(
            FormatTest.diagnosticKinds(signature) == [
                .literalPercentInFormattedString(spelling: "% a"), .nestedSubstitution(name: "inner"),
                .conflictingTypes(index: 1, first: .integer, second: .object),
            ])
        let literal = signature.diagnostics[0]
        #expect(literal.location.origin == .substitution(name: "rabatt", variant: 0))
        #expect(FormatTest.text(at: literal.location, value: "%#@rabatt@", substitutions: [spec]) == "% a")
        #expect(signature.diagnostics[2].location.origin == .substitution(name: "rabatt", variant: 1))
    }

    @Test("a substitution referenced twice has its branches read once")
    func referencedTwice() {
        let spec = SubstitutionSpec(name: "n", formatSpecifier: "lld", variantValues: ["%arg", "%arg"])
        let signature = ArgumentSignature(text: "%#@n@ / %#@n@", substitutions: [spec])
        #expect(signature.uses.map(\.index) == [1, 1, 1, 2])
        #expect(signature.typeClasses == [1: .integer, 2: .integer])
    }

    @Test("a translation may name its substitutions differently; the signature is what must agree")
    func namesDiffer() {
        let source = ArgumentSignature(text: "%lld Beiträge")
        let spec = SubstitutionSpec(
            name: "x", formatSpecifier: "lld", variantValues: ["%arg Beitrag", "%arg Beiträge"])
        let translation = ArgumentSignature(text: "%#@x@", substitutions: [spec])
        #expect(source.typeClasses == translation.typeClasses)
    }

    @Test("the first of two substitutions with one name wins")
    func duplicateNames() {
        let first = SubstitutionSpec(name: "n", formatSpecifier: "lld", variantValues: [])
        let second = SubstitutionSpec(name: "n", formatSpecifier: "@", variantValues: [])
        #expect(ArgumentSignature(text: "%#@n@", substitutions: [first, second]).typeClasses == [1: .integer])
    }
}
