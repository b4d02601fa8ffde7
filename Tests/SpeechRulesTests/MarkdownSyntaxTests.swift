import Testing
@testable import SpeechRules

/// ``MarkdownSyntax``: what SwiftUI's Text renders and VoiceOver does not read.
struct MarkdownSyntaxTests {
    /// The parts of a text left once the hidden ranges are removed: what VoiceOver reads.
    static func read(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        for range in MarkdownSyntax.hiddenRanges(in: text) {
            result += text[index..<range.lowerBound]
            index = range.upperBound
        }
        return result + text[index...]
    }

    @Test(arguments: [
        ("Made with [EmojiText](https://github.com/divadretlaw/EmojiText)", "Made with EmojiText"),
        ("**Bold** and __strong__, *it* and _em_", "Bold and strong, it and em"),
        ("Run `swift build` ~~now~~", "Run swift build now"),
        ("[a](x) and [b](y)", "a and b"),
    ])
    func renderedMarkdownIsReadWithoutItsSyntax(text: String, spoken: String) {
        #expect(Self.read(text) == spoken)
    }

    @Test(arguments: ["3 * 4 = 12", "Nutzer*innen", "snake_case_name", "[not a link] (here)", "[x]( spaced)", "a ** b", "5 * 3 * 2"])
    func textThatIsNoMarkdown(text: String) {
        #expect(MarkdownSyntax.hiddenRanges(in: text).isEmpty, "\(text)")
    }

    /// The preview reads a rendered link's text; an announcement keeps the syntax.
    @Test func thePreviewReadsTheRenderedText() {
        let text = "Made with [EmojiText](https://github.com/divadretlaw/EmojiText)"
        #expect(SpeechEngine.spokenPreview(SpokenString(text: text, language: "en", role: .label)) == "Made with EmojiText")
        #expect(SpeechEngine.spokenPreview(SpokenString(text: text, language: "en", role: .announcement)) == text)
    }

    /// No rule speaks of syntax VoiceOver does not read, and an announcement, posted as plain text,
    /// keeps its syntax.
    @Test func rulesJudgeTheRenderedText() {
        let link = "Read the [terms of service](https://example.com/terms)"
        let label = SpokenString(text: link, language: "en", role: .label)
        #expect(SpeechEngine.check(label, rules: SpeechRule.all).isEmpty)
        let announcement = SpokenString(text: link, language: "en", role: .announcement)
        #expect(SpeechEngine.check(announcement, rules: SpeechRule.all).map(\.ruleID).contains("leaked-syntax"))
    }
}
