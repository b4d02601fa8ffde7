import CatalogKitLite
import Testing

/// A `%` that starts no valid construct becomes one `.malformed` token with a reason.
@Suite("Tokenizer: malformed specifiers")
struct MalformedSpecifierTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let spelling: String
        let reason: MalformedSpecifier
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "%", spelling: "%", reason: .incomplete),
        Case(text: "Fortschritt: 100%", spelling: "%", reason: .incomplete),
        Case(text: "%5", spelling: "%5", reason: .incomplete),
        Case(text: "%l ", spelling: "%l", reason: .incomplete),
        Case(text: "%1$", spelling: "%1$", reason: .incomplete),
        Case(text: "%.", spelling: "%.", reason: .incomplete),
        Case(text: "50%)", spelling: "%", reason: .incomplete),
        Case(text: "50%オフ", spelling: "%", reason: .incomplete),
        Case(text: "%k", spelling: "%k", reason: .unknownConversion("k")),
        Case(text: "%n", spelling: "%n", reason: .unknownConversion("n")),
        Case(text: "%5lk", spelling: "%5lk", reason: .unknownConversion("k")),
        Case(text: "%0$@", spelling: "%0$@", reason: .zeroArgumentIndex),
        Case(text: "%*0$d", spelling: "%*0$d", reason: .zeroArgumentIndex),
        Case(text: "%1001$@", spelling: "%1001$@", reason: .numberTooLarge(limit: 1_000)),
        Case(
            text: "%99999999999999999999$@", spelling: "%99999999999999999999$@",
            reason: .numberTooLarge(limit: 1_000)),
        Case(text: "%10001d", spelling: "%10001d", reason: .numberTooLarge(limit: 10_000)),
        Case(text: "%.99999f", spelling: "%.99999f", reason: .numberTooLarge(limit: 10_000)),
        Case(text: "%*1001$d", spelling: "%*1001$d", reason: .numberTooLarge(limit: 1_000)),
        Case(text: "%#@name", spelling: "%#@name", reason: .unterminatedSubstitution),
        Case(text: "%#@", spelling: "%#@", reason: .unterminatedSubstitution),
        Case(text: "%#@@", spelling: "%#@", reason: .emptySubstitutionName),
        Case(text: "%0$#@count@", spelling: "%0$#@count@", reason: .zeroArgumentIndex),
    ]

    @Test("malformed constructs are one token with a reason", arguments: cases)
    func malformed(_ testCase: Case) throws {
        let token = try #require(
            FormatTokenizer.tokenize(testCase.text).first { if case .malformed = $0.kind { true } else { false } })
        #expect(token.kind == .malformed(testCase.reason))
        #expect(String(token.text(in: testCase.text)) == testCase.spelling)
        #expect(FormatTest.brokenInvariant(in: testCase.text) == nil)
    }

    @Test("the limits themselves are accepted")
    func limitsAreInclusive() {
        #expect(FormatTest.onlySpecifier("%1000$@")?.position == 1_000)
        #expect(FormatTest.onlySpecifier("%10000d")?.width == .fixed(10_000))
        #expect(FormatTest.onlySpecifier("%.10000f")?.precision == .fixed(10_000))
    }

    @Test("a malformed construct stops before a character that cannot continue it")
    func stopsAtForeignCharacter() {
        #expect(FormatTest.labelled("100%ü") == [.init("text", "100"), .init("malformed", "%"), .init("text", "ü")])
        #expect(
            FormatTest.labelled("%#@a b%@") == [.init("malformed", "%#@a b"), .init("specifier", "%@")])
        #expect(
            FormatTest.labelled("%#@x\n@") == [.init("malformed", "%#@x"), .init("text", "\n@")])
    }

    @Test("every reason has its own explanation")
    func explanations() {
        let reasons: [MalformedSpecifier] = [
            .incomplete, .unknownConversion("k"), .zeroArgumentIndex, .numberTooLarge(limit: 1_000),
            .unterminatedSubstitution, .emptySubstitutionName,
        ]
        #expect(Set(reasons.map(\.explanation)).count == reasons.count)
        #expect(MalformedSpecifier.unknownConversion("k").explanation.contains("'k'"))
    }
}
