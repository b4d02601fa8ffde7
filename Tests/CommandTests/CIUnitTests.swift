import Foundation
import Testing
@testable import xcstrings_a11y

/// The small parts behind the CI formats: hashing, escaping, paths, report options, identities.
struct CIUnitTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256MatchesTheStandardVectors(_ input: String, _ digest: String) {
        #expect(SHA256.hexDigest(of: Array(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(SHA256.hexDigest(of: Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func githubEscaping() {
        #expect(GitHubText.data("100% a\r\nb") == "100%25 a\\r\\nb")
        #expect(GitHubText.property("a:b,c%\r\n") == "a%3Ab%2Cc%25%0D%0A")
        #expect(GitHubText.data("x ::error:: ##[add-mask]y ###[z :::") == "x :\\u{3A}error:\\u{3A} ##\\u{5B}add-mask]y ###\\u{5B}z :\\u{3A}:")
        #expect(GitHubText.property("##[set-output]\u{202E}") == "##\\u{5B}set-output]\\u{202E}")
        let line = GitHubReporter.command(.warning, properties: [("file", "a,b::c.xcstrings"), ("title", "x")], message: "one\n::error::two")
        #expect(line == "::warning file=a%2Cb%3A%3Ac.xcstrings,title=x::one\\n:\\u{3A}error:\\u{3A}two")
    }

    @Test func xmlEscaping() {
        #expect(XMLText.content("a < b & c ]]> d") == "a &lt; b &amp; c ]]&gt; d")
        #expect(XMLText.content("::error:: ##[add-mask]\u{202E}") == ":&#58;error:&#58; ##&#91;add-mask]\\u{202E}")
        #expect(XMLText.attribute("\"it's\"\n\t") == "&quot;it's&quot;&#10;&#9;")
        #expect(XMLText.content("bell\u{7} nul\u{0} fffe\u{FFFE}") == "bell\u{FFFD} nul\u{FFFD} fffe\u{FFFD}")
    }

    @Test func untrustedTextStaysOnOneLine() {
        #expect(UntrustedText.oneLine("a\nb\u{2028}c\u{202E}d\u{1B}[2J") == "a\\nb\\u{2028}c\\u{202E}d\\u{1B}[2J")
        #expect(UntrustedText.oneLine("Zurück · 3,99 €") == "Zurück · 3,99 €")
        #expect(UntrustedText.oneLine("a\u{0085}b\u{009B}c\u{2066}d\u{061C}e\u{200F}f\u{2029}") == "a\\u{85}b\\u{9B}c\\u{2066}d\\u{61C}e\\u{200F}f\\u{2029}")
        #expect(UntrustedText.oneLine("::x ##[y") == "::x ##[y", "only log lines break commands")
        #expect(UntrustedText.logLine("::x ##[y\n::z") == ":\\u{3A}x ##\\u{5B}y\\n:\\u{3A}z")
    }

    @Test func markdownEscapesEveryScalarOfAGraphemeCluster() {
        // U+0600 glues itself to the next character and a combining mark to the one before.
        #expect(Markdown.cell("\u{0600}<b>\u{0600}|x|\u{0301}") == "\u{0600}&lt;b&gt;\u{0600}\\|x\\|\u{0301}")
        #expect(Markdown.cell("a\nb\u{202E}c\u{2028}") == "a\\nb\\u{202E}c\\u{2028}")
        #expect(Markdown.code("`x`") == "<code>\\`x\\`</code>")
    }

    @Test func repositoryPaths() {
        let paths = RepositoryPaths(root: "/repo", workingDirectory: "/repo/App")
        #expect(paths.relative("Sources/A/Localizable.xcstrings") == "App/Sources/A/Localizable.xcstrings")
        #expect(paths.relative("../Other/x.xcstrings") == "Other/x.xcstrings")
        #expect(paths.relative("/elsewhere/x.xcstrings") == "/elsewhere/x.xcstrings")
        #expect(paths.uri("My Module/Res%/a#b.xcstrings") == "App/My%20Module/Res%25/a%23b.xcstrings")
        #expect(paths.uri("/elsewhere/x y.xcstrings") == "file:///elsewhere/x%20y.xcstrings")
    }

    @Test func reportRequests() throws {
        let request = try ReportRequest(parsing: "sarif:out/results:1.sarif")
        #expect(request.format == .sarif && request.path == "out/results:1.sarif")
        #expect(throws: UsageError.self) { try ReportRequest(parsing: "text") }
        #expect(throws: UsageError.self) { try ReportRequest(parsing: "yaml:x") }
    }

    @Test func identitiesDoNotRunTogether() {
        let first = FindingIdentity(rule: "r", file: "f", key: "a\u{1F}b", language: "", variationPath: "")
        let second = FindingIdentity(rule: "r", file: "f", key: "a", language: "b", variationPath: "")
        #expect(first.canonicalText != second.canonicalText)
        #expect(first.fingerprint != second.fingerprint)
    }

    @Test func stepSummaryIsCutAtTheLimit() {
        let long = String(repeating: "| row | with | cells |\n", count: 60_000)
        let cut = GitHubStepSummary.limited(long)
        #expect(cut.utf8.count <= GitHubStepSummary.byteLimit)
        #expect(cut.hasSuffix("Use `--report markdown:FILE` for all of it._\n"))
        #expect(GitHubStepSummary.limited("short\n") == "short\n")
    }
}
