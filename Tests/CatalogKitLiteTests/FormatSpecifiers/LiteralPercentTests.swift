@testable import CatalogKitLite
import Testing

/// The "literal percent before a letter" trap, in English and German.
@Suite("Literal percent signs")
struct LiteralPercentTests {
    static let traps: [(String, String)] = [
        ("50% off", "% o"),
        ("Save 20% each month", "% e"),
        ("bis zu 70% auf alles", "% a"),
        ("zu 100% genau", "% g"),
        ("50 % der Nutzer", "% d"),
        ("30% für Mitglieder", "% f"),
        ("eine 50%ige Chance", "%i"),
        ("10%off", "%o"),
    ]

    @Test("a percent sign before a word is a probable literal percent", arguments: traps)
    func trapIsRecognised(text: String, spelling: String) throws {
        let token = try #require(FormatTest.onlyConstruct(text))
        guard case .probableLiteralPercent = token.kind else {
            Issue.record("'\(spelling)' in '\(text)' was \(token.kind)")
            return
        }
        #expect(String(token.text(in: text)) == spelling)
        #expect(!token.kind.isArgument)
    }

    @Test("in a string without arguments it is plain text", arguments: traps.map(\.0) + ["100%", "100 %", "50 % "])
    func verbatimString(text: String) {
        let signature = ArgumentSignature(text: text)
        #expect(!signature.isFormatted)
        #expect(signature.argumentCount == 0)
        #expect(signature.uses.isEmpty)
        #expect(signature.diagnostics.isEmpty)
    }

    /// Unagent's "Use %OS_MAJOR%, %OS_MINOR%, and %OS_PATCH% as placeholders" (62nd study): tokens
    /// the app replaces itself, not `%O` and text; beside a real argument they stay text.
    @Test("a template token between percent signs is text", arguments: ["Use %OS_MAJOR%, %OS_MINOR%.", "%APP_NAME% is ready", "%A1%"])
    func templateToken(text: String) {
        let signature = ArgumentSignature(text: text)
        #expect(!signature.isFormatted)
        #expect(signature.diagnostics.isEmpty)
        #expect(FormatTokenizer.tokenize(text).allSatisfy { if case .text = $0.kind { true } else { false } })
    }

    /// Beside an argument the formatter reads `%O` of `%OS_MAJOR%`, a problem to report; so it does
    /// in a substitution's branch, which is pasted into a formatted string.
    @Test("beside an argument a template token is read as the formatter reads it")
    func templateTokenBesideAnArgument() {
        #expect(!ArgumentSignature(text: "%@ verbunden mit %SERVER_NAME%").diagnostics.isEmpty
            || ArgumentSignature(text: "%@ verbunden mit %SERVER_NAME%").argumentCount > 1)
        #expect(FormatTokenizer.tokenize("%@ of %OS_MAJOR%").contains { if case .specifier(let s) = $0.kind { s.conversion != .object } else { false } })
        #expect(FormatTokenizer.tokenize("Use %OS_MAJOR%", isFormatted: true).contains { $0.kind.isArgument })
        #expect(!FormatTokenizer.tokenize("Use %OS_MAJOR%").contains { $0.kind.isArgument })
    }

    @Test("what only looks like a template token is read as before")
    func notATemplateToken() {
        #expect(FormatTokenizer.templateTokenEnd(in: Array("%X%".utf8), percentAt: 0) == nil)
        #expect(FormatTokenizer.templateTokenEnd(in: Array("%os_major%".utf8), percentAt: 0) == nil)
        #expect(FormatTokenizer.templateTokenEnd(in: Array("%LLD".utf8), percentAt: 0) == nil)
        #expect(FormatTokenizer.templateTokenEnd(in: Array("%ABC%".utf8), percentAt: 0) == 5)
    }

    @Test("in a string with arguments it must be written %%")
    func formattedString() throws {
        let text = "%@: bis zu 70% auf alles"
        let signature = ArgumentSignature(text: text)
        #expect(signature.isFormatted)
        #expect(signature.typeClasses == [1: .object])
        let diagnostic = try #require(signature.diagnostics.first)
        #expect(signature.diagnostics.count == 1)
        #expect(diagnostic.kind == .literalPercentInFormattedString(spelling: "% a"))
        #expect(String(text[diagnostic.location.range]) == "% a")
        #expect(diagnostic.message.contains("%%"))
    }

    @Test("German typography in a formatted string")
    func germanFormatted() {
        let signature = ArgumentSignature(text: "%lld % der Nutzer")
        #expect(signature.typeClasses == [1: .integer])
        #expect(FormatTest.diagnosticKinds(signature) == [.literalPercentInFormattedString(spelling: "% d")])
    }

    @Test("a lone percent sign in a formatted string is malformed")
    func lonePercentFormatted() {
        #expect(
            FormatTest.diagnosticKinds(ArgumentSignature(text: "%lld %"))
                == [.malformedSpecifier(.incomplete, spelling: "%")])
        #expect(
            FormatTest.diagnosticKinds(ArgumentSignature(text: "%@ 10%k"))
                == [.malformedSpecifier(.unknownConversion("k"), spelling: "%k")])
    }

    @Test("a correctly escaped percent is fine")
    func escapedIsFine() {
        for text in ["%d%%", "%lld %% erledigt", "%1$@ – 100%%"] {
            let signature = ArgumentSignature(text: text)
            #expect(signature.diagnostics.isEmpty, "\(text)")
            #expect(signature.argumentCount == 1)
        }
    }

    @Test("the caller can say a translation is formatted although it has no arguments itself")
    func formattedByCaller() {
        let translation = ArgumentSignature(text: "zu 100% genau", isFormatted: true)
        #expect(translation.isFormatted)
        #expect(FormatTest.diagnosticKinds(translation) == [.literalPercentInFormattedString(spelling: "% g")])
        #expect(ArgumentSignature(text: "100%", isFormatted: true).diagnostics.count == 1)
        #expect(ArgumentSignature(text: "%@ 50% off", isFormatted: false).diagnostics.isEmpty)
    }

    @Test("real specifiers next to digits are not mistaken for percent signs")
    func notTraps() {
        for text in ["%d items", "Page %d of %d", "Item%d", "5%d", "1%@abc", "%1$@%2$@", "%lld%%", "%d-%d"] {
            let literal = FormatTokenizer.tokenize(text).contains { token in
                if case .probableLiteralPercent = token.kind { true } else { false }
            }
            #expect(!literal, "\(text)")
        }
    }
}
